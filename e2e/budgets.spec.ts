import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { ISLANDS } from '../lib/islands';
import { stripScripts } from '../lib/build/page-scripts';
import { hydrated } from './hydration';
import { exportedSite, interactivePagesToCheck } from './out-files';

const gzip9 = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
/** kB of 1,000 bytes, to one decimal: the unit of the budgets in lib/islands.ts. */
const kb = (bytes: number) => Math.round((bytes / 1000) * 10) / 10;
const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;

/**
 * Each page that holds islands, with its budget: what its islands' bundles may weigh together
 * (lib/islands.ts). A page's version in the other language holds the same islands (checked on every
 * page below), so of those the first with each set of islands in each language is measured.
 */
const pages = interactivePagesToCheck().map((page) => ({ ...page, budgetKb: page.islands.reduce((sum, name) => sum + ISLANDS[name].budgetKb, 0) }));

test('a page’s version in the other language holds the same islands as the page it translates, and a page without one none', () => {
  const site = exportedSite();
  const byRoute = new Map(site.map((page) => [page.route, page]));
  const wrong = site
    .filter((page) => /^\/(en|tr)(\/|$)/.test(page.route))
    .flatMap((page) => {
      const original = byRoute.get(page.route.replace(/^\/(en|tr)(?=\/|$)/, '') || '/');
      return original && original.islands.join() === page.islands.join() ? [] : [`${page.route}: ${page.islands.join(', ') || 'no island'}, its page ${original?.islands.join(', ') || 'none'}`];
    });
  expect(wrong).toEqual([]);
});
const usesMotion = (islands: readonly string[]) => islands.includes('FeaturedProjects');
/** A string of framer-motion's own code (its reduced-motion query), in no other library the islands use. */
const FRAMER_MOTION_MARK = '"(prefers-reduced-motion)"';

/** HTML (gzip -9) against the same page with every script and the islands' props removed. */
const htmlRatio = (html: string) => ratio(gzip9(html), gzip9(stripScripts(html, { everything: true })));

/**
 * The JavaScript the browser loads for a page, as a person's browser gets it:
 * every script response until the islands are hydrated and the network is
 * quiet (what they load later included), each counted at gzip -9.
 */
async function loadedJavaScript(page: Page, route: string) {
  const responses: Promise<{ url: string; bytes: number; framer: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responses.push(
      response.body().then((body) => ({ url: response.url(), bytes: gzip9(body), framer: body.toString('utf8').includes(FRAMER_MOTION_MARK) })),
    );
  });
  await page.goto(route, { waitUntil: 'load' });
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(responses);
}

test.describe('an interactive page', () => {
  for (const { route, budgetKb, html, islands } of pages) {
    test(`${route} loads at most ${budgetKb} kB of JavaScript, and its HTML is at most 1.3 times the page without scripts`, async ({ page }) => {
      const scripts = await loadedJavaScript(page, route);
      const total = kb(scripts.reduce((sum, script) => sum + script.bytes, 0));
      console.log(`${route}: ${total} kB of JavaScript (gzip -9) in ${scripts.length} files; HTML ${htmlRatio(html)} times the page without scripts`);
      expect(scripts.length).toBeGreaterThan(0);
      expect(total, `${route} JavaScript loaded, gzip -9 kB`).toBeLessThanOrEqual(budgetKb);
      expect(htmlRatio(html), `${route} HTML (gzip) against the same HTML without scripts`).toBeLessThanOrEqual(1.3);
      // Only the featured projects' animation needs framer-motion.
      expect(scripts.some((script) => script.framer), `${route} loads framer-motion`).toBe(usesMotion(islands));
    });
  }
});
