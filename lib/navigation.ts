import { appIn, apps } from '@/lib/content/apps';
import { sitePagePath, sitePages } from '@/lib/content/pages';
import type { Language } from '@/lib/i18n/languages';
import { linkTo } from '@/lib/routes';

/** A badge beside a link: its text is read out, its symbol is decoration. */
export type NavBadge = { text: string; symbol?: string };

/**
 * `lang`: the language of the label when it is not the page's (an app's name), so it is read in its own;
 * `hrefLang`: the language of the page it leads to, when that is not the page's.
 */
export type NavItem = { href: string; label: string; badge?: NavBadge; lang?: Language; hrefLang?: Language };

/** The footer's links to the site's own pages, after the apps: those marked `footer` in content/pages.ts, in the page's language. */
export function footerPagesIn(language: Language): NavItem[] {
  return sitePages.filter((page) => page.footer).map((page) => ({ href: sitePagePath(page, language), label: page.label[language] }));
}

/**
 * The header links of a page in `language`: the site's pages marked `header` in content/pages.ts first,
 * then the apps in the order of content/apps/index.ts, each to its version in that language.
 */
export function navItemsIn(language: Language): NavItem[] {
  return [
    ...sitePages.filter((page) => page.header).map((page) => ({ href: sitePagePath(page, language), label: page.label[language] })),
    ...apps.flatMap((app) => {
      if (!app.nav) return [];
      const { nav } = appIn(app, language);
      return [{ ...linkTo(`/${app.slug}`, language), label: nav!.label, badge: nav!.badge, ...(app.language === language ? {} : { lang: app.language }) }];
    }),
  ];
}

/** The header links of the English pages. */
export const navItems: NavItem[] = navItemsIn('en');
