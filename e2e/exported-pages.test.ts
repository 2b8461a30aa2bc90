/**
 * The exported pages and scripts as files, without a browser (run after the
 * build by `npm run test:export`): which pages carry scripts, and what the
 * built JavaScript names. What the browser loads is e2e/budgets.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_DEV_API_PORT, parseDevApiPort } from '../lib/dev-api-port';
import { INTERACTIVE_PAGES, interactivePage } from '../lib/interactive-pages';
import { ISLAND_ATTRIBUTE } from '../lib/islands';
import { executableScripts, stripScripts } from '../lib/build/page-scripts';
import { htmlFiles, OUT, readOut, routeOf } from './out-files';

const gzip9 = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;

const pages = htmlFiles()
  .map((file) => ({ file, route: routeOf(file), html: readOut(file) }));

describe('the exported pages', () => {
  it('a page with nothing to hydrate carries no script, and its HTML is no heavier than without scripts', () => {
    const rows = pages
      .filter((page) => !interactivePage(page.route))
      .map((page) => ({
        route: page.route,
        scripts: executableScripts(page.html).filter((script) => !script.keep).length,
        ratio: ratio(gzip9(page.html), gzip9(stripScripts(page.html, { everything: true }))),
      }));
    expect(rows.length).toBeGreaterThanOrEqual(33);
    expect(rows.filter((row) => row.scripts > 0)).toEqual([]);
    expect(rows.filter((row) => row.ratio > 1.1)).toEqual([]);
  });

  it('the interactive pages are exactly the pages that place an island', () => {
    const withIslands = pages.filter((page) => page.html.includes(`${ISLAND_ATTRIBUTE}=`)).map((page) => page.route);
    expect(withIslands.sort()).toEqual(INTERACTIVE_PAGES.map((page) => page.route).sort());
  });
});

describe('the built JavaScript', () => {
  // `npm test` builds with DEV_API_PORT=4777 and runs these checks with the same value.
  const port = parseDevApiPort(process.env.DEV_API_PORT);
  const scriptFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return scriptFiles(full);
      return entry.name.endsWith('.js') ? [full] : [];
    });
  const scripts = scriptFiles(path.join(OUT, '_next')).map((file) => ({ file: path.relative(OUT, file), text: readFileSync(file, 'utf8') }));

  it('names the development backend on DEV_API_PORT only', () => {
    expect(scripts.filter((script) => script.text.includes(`http://127.0.0.1:${port}/sonora`)).length).toBeGreaterThan(0);
    const otherPorts = scripts.flatMap((script) =>
      [...script.text.matchAll(/127\.0\.0\.1:(\d+)/g)].filter((match) => Number(match[1]) !== port).map((match) => `${script.file}: ${match[0]}`),
    );
    expect(otherPorts).toEqual([]);
    // The old default must not survive anywhere, not even as `process.env.DEV_API_PORT || 4010`.
    if (port !== DEFAULT_DEV_API_PORT) {
      expect(scripts.filter((script) => script.text.includes(`:${DEFAULT_DEV_API_PORT}`)).map((script) => script.file)).toEqual([]);
    }
    expect(scripts.filter((script) => script.text.includes('DEV_API_PORT')).map((script) => script.file)).toEqual([]);
  });
});
