import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Reading the exported site straight from out/, the way a static host sees it. */
export const OUT = path.resolve(__dirname, '..', 'out');

export function htmlFiles(dir = OUT, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

export function readOut(file: string): string {
  return readFileSync(path.join(OUT, file), 'utf8');
}

/** The URL path a file of out/ answers (clean URLs). */
export function routeOf(file: string): string {
  const route = `/${file.replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}
