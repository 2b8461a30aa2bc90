import { sitePagePath, sitePages } from '@/lib/content/pages';
import { languageName, textsIn } from '@/lib/content/texts';
import { type Language, otherLanguage } from '@/lib/i18n/languages';
import { routeOf } from '@/lib/routes';

/** Where the switch of a page leads: its version in the other language, or, without one, that language's home page. */
export function switchTarget(path: string | undefined, language: Language): { href: string; language: Language; home: boolean } {
  const other = otherLanguage(language);
  const counterpart = path === undefined ? undefined : routeOf(path)?.counterpart;
  if (counterpart) return { href: counterpart, language: other, home: false };
  const home = sitePages.find((page) => page.path === '/');
  return { href: home ? sitePagePath(home, other) : '/', language: other, home: true };
}

/**
 * The language switch of the header: a plain link (no script, no redirect by the browser's
 * language) to the page's version in the other language, named in that language and marked
 * `hreflang`. A page with no version there leads to that language's home page instead, and says so
 * to a screen reader. Between the md and lg breakpoints, where the header's links share the row
 * with it, it shows the language's code ("TR"), which its name then begins with.
 */
export function LanguageSwitch({ path, language }: { path?: string; language: Language }) {
  const target = switchTarget(path, language);
  return (
    <a
      href={target.href}
      hrefLang={target.language}
      lang={target.language}
      className="shrink-0 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm md:px-2 lg:px-2.5 font-semibold text-slate-700 hover:border-indigo-500 hover:text-indigo-700 dark:border-slate-700 dark:text-slate-200 dark:hover:border-indigo-400 dark:hover:text-indigo-300"
    >
      <span className="hidden uppercase md:inline lg:hidden">
        {target.language}{' '}
      </span>
      <span className="md:sr-only lg:not-sr-only">{languageName(target.language, target.language)}</span>
      {target.home ? <span className="sr-only"> {textsIn(target.language).layout.switchToHome}</span> : null}
    </a>
  );
}
