/**
 * The exported site as files: the one walker of out/ and the one mapping
 * between a route and its file, for the post-export step, the benchmark and
 * the tests alike. Next.js exports a route as `<route>.html` (the home page as
 * index.html); a nested index.html is a shape this mapping does not know, and
 * it throws rather than guess.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under a folder, relative and with forward slashes, sorted. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The URL path an exported HTML file answers (clean URLs): index.html is /, work/vocan.html is /work/vocan. */
export function routeOfFile(file: string): string {
  if (!file.endsWith('.html')) throw new Error(`${file} is not a page`);
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) throw new Error(`out/${file}: a nested index.html; the export writes each route as <route>.html`);
  return `/${file.slice(0, -'.html'.length)}`;
}

/** The file of a route: the inverse of routeOfFile. */
export function fileOfRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}

export type ExportedPage = { file: string; route: string };

/** The pages of an exported site: its HTML files outside _next/. */
export function pagesOf(files: readonly string[]): ExportedPage[] {
  return files.filter((file) => file.endsWith('.html') && !file.startsWith('_next/')).map((file) => ({ file, route: routeOfFile(file) }));
}

export function exportedPages(out: string): ExportedPage[] {
  return pagesOf(filesUnder(out));
}
