import { LanguageSwitch } from '@/components/LanguageSwitch';
import { MobileMenu } from '@/components/MobileMenu';
import { site } from '@/content/site';
import { sitePagePath, sitePages } from '@/lib/content/pages';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { type NavItem, navItemsIn } from '@/lib/navigation';
import { initials } from '@/lib/text';

const MENU_ID = 'site-menu';

/**
 * Header links are plain anchors: every page is a full, static page load. The
 * header speaks the page's language, links to the pages in that language, and
 * ends with the language switch (`path` is the page's own address).
 */
export function Header({ items, language = 'en', path }: { items?: readonly NavItem[]; language?: Language; path?: string }) {
  const words = textsIn(language).layout;
  const home = sitePages.find((page) => page.path === '/');
  return (
    <header className="no-print sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav aria-label={words.mainNavigation} className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 px-4 py-3 sm:px-6 md:gap-x-4 lg:gap-x-6">
        <a href={home ? sitePagePath(home, language) : '/'} className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 dark:text-white">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-indigo-600 text-sm font-black text-white">
            {initials(site.owner.name)}
          </span>
          {/* Between the md and lg breakpoints the header's links share the row with the name and the language switch: the initials stand for the name there. */}
          <span className="md:sr-only lg:not-sr-only">{site.owner.name}</span>
        </a>
        <MobileMenu menuId={MENU_ID} language={language}>
          <ul
            className="flex w-full flex-col gap-1 pt-2 md:flex-row md:flex-wrap md:items-center md:justify-end md:gap-x-0.5 md:gap-y-1 md:py-0 xl:gap-1"
          >
            {(items ?? navItemsIn(language)).map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  hrefLang={item.hrefLang}
                  className="flex items-center gap-2 rounded-md px-3 py-2 text-base font-medium md:px-1.5 lg:px-2 xl:px-3 text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:text-sm dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  {item.lang ? <span lang={item.lang}>{item.label}</span> : item.label}
                  {item.badge ? (
                    <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-bold text-orange-800 dark:bg-orange-900/60 dark:text-orange-100">
                      {/* The gap between name and badge is only visual: this space keeps the name and the badge ("Name NEW") two words when read out or copied. */}
                      <span className="sr-only"> </span>
                      {item.badge.text}
                      {item.badge.symbol ? <span aria-hidden="true"> {item.badge.symbol}</span> : null}
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </MobileMenu>
        <LanguageSwitch path={path} language={language} />
      </nav>
    </header>
  );
}
