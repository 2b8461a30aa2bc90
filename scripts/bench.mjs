/**
 * npm run bench: Lighthouse (mobile preset) three times on every route of the
 * built site, served locally as a static host serves it. Prints the medians
 * and each page's first-load JavaScript, HTML and CSS (gzip kB), writes them
 * to bench/results/, and lists the routes that miss the targets.
 *
 *   npm run bench                   reuse out/ if it exists, else build
 *   npm run bench -- --build        build first
 *   npm run bench -- --runs 1 /faucet /funo   fewer runs, some routes
 *
 * The routes are those of out/sitemap.xml. Plain JavaScript on purpose: a
 * TypeScript runner rewrites functions that Lighthouse sends to the browser.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT || 3200);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = path.resolve('out');

const TARGETS = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 100, cls: 0 };

function parseArgs() {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  const routes = args.filter((arg, index) => arg.startsWith('/') && args[index - 1] !== '--runs');
  return { build: args.includes('--build'), runs, routes };
}

/** Every route the sitemap lists. */
function sitemapRoutes() {
  const xml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const gzipKb = (file) => Math.round((gzipSync(readFileSync(file)).length / 1024) * 10) / 10;

function htmlFileOf(route) {
  return path.join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/** First-load weights, from the page's own tags. */
function weights(route) {
  const file = htmlFileOf(route);
  const html = readFileSync(file, 'utf8');
  const sum = (sources) => Math.round(sources.reduce((total, src) => total + gzipKb(path.join(OUT, src)), 0) * 10) / 10;
  // noModule scripts are legacy polyfills that modern browsers never download.
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => !/\snomodule\b/i.test(tag))
        .flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []),
    ),
  ];
  const styles = [...new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]))];
  return { jsKb: sum(scripts), htmlKb: gzipKb(file), cssKb: sum(styles) };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const { build, runs, routes: chosen } = parseArgs();
  if (build || !existsSync(path.join(OUT, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
  const routes = chosen.length ? chosen : sitemapRoutes();

  // Started with node itself (not npx) so that stopping it stops the server, and
  // refused when the port is taken: another server could answer with stale headers.
  if (await answers(`${ORIGIN}/`)) throw new Error(`Port ${PORT} is already in use; stop that server or set BENCH_PORT.`);
  const server = spawn(process.execPath, [path.resolve('node_modules/serve/build/main.js'), 'out', '-l', `tcp://127.0.0.1:${PORT}`, '--no-port-switching', '--no-request-logging'], {
    stdio: 'ignore',
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows = [];
  try {
    await waitFor(`${ORIGIN}/`);
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${ORIGIN}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result.lhr;
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(value('largest-contentful-paint')),
          tbtMs: Math.round(value('total-blocking-time')),
          cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        });
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      const row = {
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        ...weights(route),
      };
      rows.push(row);
      console.log(`${route}: performance ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}`);
    }
  } finally {
    await chrome.kill();
    server.kill();
  }

  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset; sizes are first-load gzip kB\n`);
  console.table(rows);

  const misses = rows.flatMap((row) => {
    const reasons = [
      row.performance < TARGETS.performance && `performance ${row.performance}`,
      row.accessibility < TARGETS.accessibility && `accessibility ${row.accessibility}`,
      row.bestPractices < TARGETS.bestPractices && `best practices ${row.bestPractices}`,
      row.seo < TARGETS.seo && `SEO ${row.seo}`,
      row.lcpMs >= TARGETS.lcpMs && `LCP ${row.lcpMs} ms`,
      row.tbtMs >= TARGETS.tbtMs && `TBT ${row.tbtMs} ms`,
      row.cls > TARGETS.cls && `CLS ${row.cls}`,
    ].filter(Boolean);
    return reasons.length ? [`${row.route}: ${reasons.join(', ')}`] : [];
  });
  console.log(misses.length ? `\nRoutes that miss the targets:\n${misses.join('\n')}` : '\nEvery route meets the targets.');

  mkdirSync('bench/results', { recursive: true });
  const report = { date: new Date().toISOString(), runs, targets: TARGETS, rows, misses };
  writeFileSync(path.join('bench/results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join('bench/results', `${report.date.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote bench/results/latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
