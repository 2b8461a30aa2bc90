import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { MENU_ONLY_BUDGET_KB, PAGE_BUDGETS_KB } from './budgets';
import { htmlFiles, OUT, readOut, routeOf } from './out-files';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = new Map<string, number>();
const sizeOf = (src: string) => {
  if (!gzipSize.has(src)) gzipSize.set(src, gzipSync(readFileSync(path.join(OUT, src))).length);
  return gzipSize.get(src)!;
};
/** framer-motion's own code carries this attribute name. */
const isFramerMotion = (src: string) => readFileSync(path.join(OUT, src), 'utf8').includes('data-framer-appear-id');

test('every page stays within its first-load JavaScript budget, and only the home page loads framer-motion', () => {
  const pages = htmlFiles()
    .filter((file) => !file.startsWith('_not-found'))
    .map((file) => ({
      route: routeOf(file),
      // noModule scripts are legacy polyfills that modern browsers never download.
      scripts: [
        ...new Set(
          [...readOut(file).matchAll(/<script\b[^>]*>/g)]
            .map((match) => match[0])
            .filter((tag) => !/\snomodule\b/i.test(tag))
            .flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []),
        ),
      ],
    }));
  for (const page of pages) for (const src of page.scripts) expect(existsSync(path.join(OUT, src)), src).toBe(true);

  // The framework baseline: what every page loads, the page with nothing client-side included.
  const baseline = pages.map((page) => page.scripts).reduce((common, scripts) => common.filter((src) => scripts.includes(src)));
  const baselineBytes = baseline.reduce((sum, src) => sum + sizeOf(src), 0);

  const rows = pages.map((page) => {
    const extra = page.scripts.filter((src) => !baseline.includes(src));
    const extraBytes = extra.reduce((sum, src) => sum + sizeOf(src), 0);
    const budget = PAGE_BUDGETS_KB[page.route]?.kb ?? MENU_ONLY_BUDGET_KB;
    return { route: page.route, total: kb(baselineBytes + extraBytes), extra: kb(extraBytes), budget, framer: extra.some(isFramerMotion) };
  });
  console.log(`First-load JavaScript (gzip): framework baseline ${kb(baselineBytes)} kB\n`);
  console.table(rows);

  for (const row of rows) {
    expect(row.extra, `${row.route} first-load JavaScript above the baseline, in kB`).toBeLessThanOrEqual(row.budget);
    expect(row.framer, `${row.route} loads framer-motion`).toBe(row.route === '/');
  }
});
