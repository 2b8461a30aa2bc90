import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { INTERACTIVE_PAGES, interactivePage } from '../lib/interactive-pages';
import { scriptFiles, stripScripts } from '../lib/page-scripts';
import { htmlFiles, OUT, readOut, routeOf } from './out-files';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = new Map<string, number>();
const sizeOf = (src: string) => {
  if (!gzipSize.has(src)) gzipSize.set(src, gzipSync(readFileSync(path.join(OUT, src))).length);
  return gzipSize.get(src)!;
};
/** framer-motion's own code carries this attribute name. */
const isFramerMotion = (src: string) => readFileSync(path.join(OUT, src), 'utf8').includes('data-framer-appear-id');

const pages = htmlFiles()
  .filter((file) => !file.startsWith('_not-found'))
  .map((file) => ({ file, route: routeOf(file), html: readOut(file), scripts: scriptFiles(readOut(file)) }));

test('a page with nothing to hydrate loads no JavaScript, and its HTML is no heavier than without scripts', () => {
  const rows = pages
    .filter((page) => !interactivePage(page.route))
    .map((page) => {
      const html = gzipSync(page.html).length;
      const withoutScripts = gzipSync(stripScripts(page.html, { everything: true })).length;
      return { route: page.route, js: kb(page.scripts.reduce((sum, src) => sum + sizeOf(src), 0)), html: kb(html), ratio: Math.round((html / withoutScripts) * 1000) / 1000 };
    });
  console.log('Pages without JavaScript (gzip kB; HTML against the same HTML without scripts)\n');
  console.table(rows);
  expect(rows.length).toBeGreaterThanOrEqual(33);
  for (const row of rows) {
    expect(row.js, `${row.route} first-load JavaScript, in kB`).toBe(0);
    expect(row.ratio, `${row.route} HTML (gzip) against the same HTML without scripts`).toBeLessThanOrEqual(1.1);
  }
});

test('every interactive page stays within its JavaScript budget, and only the home page loads framer-motion', () => {
  const interactive = pages.filter((page) => interactivePage(page.route));
  expect(interactive.map((page) => page.route).sort()).toEqual(INTERACTIVE_PAGES.map((page) => page.route).sort());
  for (const page of interactive) for (const src of page.scripts) expect(existsSync(path.join(OUT, src)), src).toBe(true);

  // The framework: what every interactive page loads.
  const framework = interactive.map((page) => page.scripts).reduce((common, scripts) => common.filter((src) => scripts.includes(src)));
  const frameworkBytes = framework.reduce((sum, src) => sum + sizeOf(src), 0);
  const rows = interactive.map((page) => {
    const extra = page.scripts.filter((src) => !framework.includes(src));
    const extraBytes = extra.reduce((sum, src) => sum + sizeOf(src), 0);
    return { route: page.route, total: kb(frameworkBytes + extraBytes), own: kb(extraBytes), budget: interactivePage(page.route)!.budgetKb, framer: extra.some(isFramerMotion) };
  });
  console.log(`First-load JavaScript of the interactive pages (gzip): framework ${kb(frameworkBytes)} kB\n`);
  console.table(rows);
  for (const row of rows) {
    expect(row.own, `${row.route} first-load JavaScript above the framework, in kB`).toBeLessThanOrEqual(row.budget);
    expect(row.framer, `${row.route} loads framer-motion`).toBe(row.route === '/');
  }
});
