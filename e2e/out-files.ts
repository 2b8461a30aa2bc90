import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedPages, routeOfFile } from '../lib/build/export/pages';

/** Reading the exported site straight from out/, the way a static host sees it. */
export const OUT = path.resolve(__dirname, '..', 'out');

/** The pages of out/, by file (the build's own walker and route mapping, lib/export/pages.ts). */
export function htmlFiles(dir = OUT): string[] {
  return exportedPages(dir).map((page) => page.file);
}

export function readOut(file: string): string {
  return readFileSync(path.join(OUT, file), 'utf8');
}

/** The URL path a file of out/ answers (clean URLs). */
export const routeOf = routeOfFile;
