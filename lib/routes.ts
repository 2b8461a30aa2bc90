import { fortunePage } from '@/content/fortune';
import { appPages, getApp } from '@/lib/content/apps';
import { projectPath, projects } from '@/lib/content/projects';
import { sitePagePath, sitePages } from '@/lib/content/pages';
import { type Language, LANGUAGES, prefixed } from '@/lib/i18n/languages';
import { sitePrivacyFacts } from '@/lib/legal/site-privacy';

/**
 * Every page of the site with its language and, where it has one, its version in the other
 * language (`counterpart`): what `<html lang>`, the `hreflang` links, the language switch and the
 * sitemap read. A page keeps its address in its own language; its counterpart is the same path
 * under /tr or /en (lib/i18n/languages.ts), except where content/ pairs two pages of their own:
 * the website's privacy notice and its Turkish notice, and an English app's privacy policy and its
 * Turkish information notice.
 */
export type PageRoute = { path: string; language: Language; counterpart?: string };

function allRoutes(): PageRoute[] {
  const route = (path: string, language: Language, counterpart?: string): PageRoute => (counterpart ? { path, language, counterpart } : { path, language });
  const sitePairs = sitePages.map((page) => ({ page, en: sitePagePath(page, 'en'), tr: sitePagePath(page, 'tr') }));
  // The website's Turkish notice is a page of its own, paired with the English notice by content/pages.ts.
  const noticeTr = sitePrivacyFacts.pages.tr.path;
  const noticeEn = sitePairs.find((pair) => pair.tr === noticeTr)?.en;
  const appRoutes = appPages.map((page) => route(page.path, page.language, page.counterpart));
  // The pages of the site's first release first, in their order; then their versions in the other language.
  const own = [
    ...sitePairs.map((pair) => route(pair.en, 'en', pair.tr)),
    ...(sitePairs.some((pair) => pair.en === noticeTr) ? [] : [route(noticeTr, 'tr', noticeEn)]),
    ...projects.map((project) => route(project.generalLink, 'en', projectPath(project.name, 'tr'))),
    ...appRoutes.filter((candidate) => !isTranslation(candidate.path)),
    route(fortunePage.path, getApp(fortunePage.app).language),
  ];
  const translated = [
    ...sitePairs.filter((pair) => !pair.page.turkishPath).map((pair) => route(pair.tr, 'tr', pair.en)),
    ...projects.map((project) => route(projectPath(project.name, 'tr'), 'tr', project.generalLink)),
    ...appRoutes.filter((candidate) => isTranslation(candidate.path)),
  ];
  return [...own, ...translated];
}

/** Whether a path is the version of a page in the other language (under /tr or /en). */
export function isTranslation(path: string): boolean {
  return LANGUAGES.some((language) => path === prefixed('/', language) || path.startsWith(`${prefixed('/', language)}/`));
}

let routes: PageRoute[] | undefined;
const byPath = new Map<string, PageRoute>();

/** Every page of the site (the 404 page aside), with its language and counterpart. */
export function pageRoutes(): PageRoute[] {
  if (!routes) {
    routes = allRoutes();
    for (const route of routes) byPath.set(route.path, route);
  }
  return routes;
}

/** The page at a path, if the site has one. */
export function routeOf(path: string): PageRoute | undefined {
  pageRoutes();
  return byPath.get(path);
}

/** Every page of the site (the 404 page aside), for the site-wide checks. */
export function siteRoutes(): string[] {
  return pageRoutes().map((route) => route.path);
}

/** The pages search engines may index, for the sitemap: every page but those of a draft app, which are `noindex`. */
export function indexableRoutes(): string[] {
  const drafts = new Set(appPages.filter((page) => page.app.draft).map((page) => page.path));
  return siteRoutes().filter((route) => !drafts.has(route));
}

/** A page's address in each language, where it has both: its own and its counterpart's. */
export function alternatesOf(path: string): Record<Language, string> | undefined {
  const route = routeOf(path);
  if (!route?.counterpart) return undefined;
  return { [route.language]: route.path, [route.language === 'en' ? 'tr' : 'en']: route.counterpart } as Record<Language, string>;
}

/**
 * Where a link to a page goes from a page in `language`: to the page's version in that language
 * where there is one, else to the page itself, whose language (`hrefLang`) the link then names.
 * A path that is not a page (a file, an anchor) is linked as it is.
 */
export function linkTo(path: string, language: Language): { href: string; hrefLang?: Language } {
  const [page, hash] = path.split('#') as [string, string | undefined];
  const route = routeOf(page);
  const withHash = (target: string) => (hash === undefined ? target : `${target}#${hash}`);
  if (!route || route.language === language) return { href: path };
  if (route.counterpart) return { href: withHash(route.counterpart) };
  return { href: path, hrefLang: route.language };
}
