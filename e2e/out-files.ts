import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedPages, routeOfFile } from '../lib/build/export/pages';
import { readPage } from '../lib/build/page-scripts';
import type { IslandName } from '../lib/islands';

/** Reading the exported site straight from out/, the way a static host sees it. */
export const OUT = path.resolve(__dirname, '..', 'out');

/** The pages of out/, by file (the build's own walker and route mapping, lib/build/export/pages.ts). */
export function htmlFiles(dir = OUT): string[] {
  return exportedPages(dir).map((page) => page.file);
}

export function readOut(file: string): string {
  return readFileSync(path.join(OUT, file), 'utf8');
}

/** The URL path a file of out/ answers (clean URLs). */
export const routeOf = routeOfFile;

/** The exported pages with the islands their HTML holds (a page with none ships no JavaScript). */
export function exportedSite(): { file: string; route: string; html: string; islands: IslandName[] }[] {
  return htmlFiles().map((file) => {
    const html = readOut(file);
    return { file, route: routeOf(file), html, islands: [...new Set(readPage(html).islands.map((island) => island.name as IslandName))] };
  });
}

/** The routes whose page holds an island. */
export function interactiveRoutes(): string[] {
  return exportedSite()
    .filter((page) => page.islands.length > 0)
    .map((page) => page.route);
}

/** A page under /tr or /en: the version of a page in the other language, which shares its template and islands. */
const translation = (route: string) => /^\/(en|tr)(\/|$)/.test(route);

/**
 * The pages with islands a check that is the same for every page with the same islands reads: every
 * one of the site's first release, and of their versions under /tr and /en, the first with each set
 * of islands in each language (e2e/languages.test.ts… and e2e/static-pages.spec.ts read every page).
 */
export function interactivePagesToCheck(): { file: string; route: string; html: string; islands: IslandName[] }[] {
  const interactive = exportedSite().filter((page) => page.islands.length > 0);
  const kind = (page: (typeof interactive)[number]) => `${page.route.split('/')[1]} ${[...page.islands].sort().join(',')}`;
  const translated = interactive.filter((page) => translation(page.route));
  return [...interactive.filter((page) => !translation(page.route)), ...translated.filter((page, index) => translated.findIndex((other) => kind(other) === kind(page)) === index)];
}
