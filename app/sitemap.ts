import type { MetadataRoute } from 'next';
import { appPages } from '@/lib/content/apps';
import { sitePagePath, sitePages } from '@/lib/content/pages';
import { LANGUAGES } from '@/lib/i18n/languages';
import { indexableRoutes, isTranslation, routeOf } from '@/lib/routes';
import { siteUrl } from '@/lib/config';
import { languageAlternates } from '@/lib/metadata';

export const dynamic = 'force-static';

const url = (path: string) => `${siteUrl}${path === '/' ? '' : path}`;

/** Every indexable page in each of its languages; a page with a version in the other language lists both, and x-default, as `xhtml:link` alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  /** The legal texts, which change about once a year: every app's documents, and the site's pages content/pages.ts says so of (the hub, the website's own notice), in both languages. */
  const legal = new Set([
    ...sitePages.filter((page) => page.changes === 'yearly').flatMap((page) => LANGUAGES.map((language) => sitePagePath(page, language))),
    ...appPages.filter((page) => page.kind === 'document').map((page) => page.path),
  ]);
  const indexable = new Set(indexableRoutes());
  return indexableRoutes().map((path) => {
    const languages = languageAlternates(path);
    // The home page 1, the pages one level below it 0.8, the rest 0.5: a version under /tr or /en as the page it translates.
    const own = isTranslation(path) ? routeOf(path)!.counterpart! : path;
    return {
      url: url(path),
      changeFrequency: legal.has(path) ? 'yearly' : 'monthly',
      priority: own === '/' ? 1 : own.split('/').length === 2 ? 0.8 : 0.5,
      ...(languages && Object.values(languages).every((target) => indexable.has(target))
        ? { alternates: { languages: Object.fromEntries(Object.entries(languages).map(([language, target]) => [language, url(target)])) } }
        : {}),
    };
  });
}
