/**
 * npm run bench: Lighthouse (mobile preset) on every route of the built site,
 * served locally as a static host serves it, and in the same run on the same
 * pages with every script removed. Lighthouse's figures drift from run to run
 * and machine to machine, so each page is judged by the ratio of its LCP to
 * its own script-free copy's, measured alternately in one run. Prints the
 * medians, the ratios, TBT (each run's too) and what each page loads beside
 * its copy: the JavaScript the browser actually requests by three seconds
 * after `load` (scripts a loader adds included) and the HTML, each at gzip -9.
 * Writes them to bench/results/ and lists the routes that miss the targets.
 *
 *   npm run bench                          reuse out/ if it exists, else build
 *   npm run bench -- --build               build first
 *   npm run bench -- --runs 1 / /about      fewer runs, some routes
 *   npm run bench -- --out /tmp/other-out  measure another build of the site
 *   npm run bench -- --before /tmp/old-out  also measure an older build, in the same run
 *
 * The routes are those of the sitemap. Plain JavaScript on purpose: a
 * TypeScript runner rewrites functions that Lighthouse sends to the browser.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveFolder } from './serve-folder.mjs';

const PORT = Number(process.env.BENCH_PORT || 3200);

/** Scores of 100, no layout shift, and each page close to its script-free copy. */
const TARGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  staticLcpRatio: 1.05,
  staticTbtMs: 0,
  staticHtmlRatio: 1.1,
  interactiveLcpRatio: 1.05,
  /** The forms; the home page, whose island is larger, has its own. */
  interactiveTbtMs: 50,
  homeTbtMs: 80,
  interactiveHtmlRatio: 1.3,
};

const tbtTarget = (row) => (row.kind === 'static' ? TARGETS.staticTbtMs : row.route === '/' ? TARGETS.homeTbtMs : TARGETS.interactiveTbtMs);

function parseArgs() {
  const args = process.argv.slice(2);
  const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const runs = Number(valueOf('--runs') ?? 3);
  const out = path.resolve(valueOf('--out') ?? 'out');
  const before = valueOf('--before') && path.resolve(valueOf('--before'));
  const routes = args.filter((arg, index) => arg.startsWith('/') && !['--runs', '--out', '--before'].includes(args[index - 1]));
  return { build: args.includes('--build'), runs, out, before, routes };
}

function sitemapRoutes(out) {
  const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The median of the runs that produced a figure (Lighthouse now and then reports no LCP for a run). */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** kB of 1,000 bytes, to one decimal, as the budgets (lib/islands.ts) count them. */
const kb = (bytes) => Math.round((bytes / 1000) * 10) / 10;
const gzip9 = (data) => gzipSync(data, { level: 9 }).length;

/**
 * What the browser loads for a page: every script it requests by three
 * seconds after `load` (those a loader adds after `load` included), and the
 * page's HTML, each counted at gzip -9.
 */
async function loaded(browser, url) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then(gzip9, () => 0));
  });
  const document = await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const html = gzip9(await document.body());
  const js = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  await page.close();
  return { jsKb: kb(js), jsFiles: scripts.length, htmlKb: kb(html) };
}

async function measure(url, chromePort) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transferred = (type) => requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    cssKb: kb(transferred('Stylesheet')),
  };
}

function missesOf(row) {
  const ratioTarget = row.kind === 'static' ? TARGETS.staticLcpRatio : TARGETS.interactiveLcpRatio;
  return [
    row.performance < TARGETS.performance && `performance ${row.performance}`,
    row.accessibility < TARGETS.accessibility && `accessibility ${row.accessibility}`,
    row.bestPractices < TARGETS.bestPractices && `best practices ${row.bestPractices}`,
    row.seo < TARGETS.seo && `SEO ${row.seo}`,
    row.cls > TARGETS.cls && `CLS ${row.cls}`,
    row.lcpRatio > ratioTarget && `LCP ratio ${row.lcpRatio} (target ${ratioTarget})`,
    row.tbtMs > tbtTarget(row) && `TBT ${row.tbtMs} ms (target ${tbtTarget(row)})`,
    row.htmlRatio > (row.kind === 'static' ? TARGETS.staticHtmlRatio : TARGETS.interactiveHtmlRatio) && `HTML ratio ${row.htmlRatio}`,
  ].filter(Boolean);
}

/** One build of the site and its script-free copy, each served on its own port. */
async function serveBuild(label, out, port) {
  const noScriptOut = mkdtempSync(path.join(os.tmpdir(), 'bench-noscript-'));
  execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/noscript-copy.ts', out, noScriptOut], { stdio: 'inherit' });
  const site = await serveFolder(out, port, 'BENCH_PORT');
  const noScript = await serveFolder(noScriptOut, port + 1, 'BENCH_PORT');
  return {
    label,
    out,
    site,
    noScript,
    stop: () => {
      site.stop();
      noScript.stop();
      rmSync(noScriptOut, { recursive: true, force: true });
    },
  };
}

async function measureRoute(build, route, runs, chrome, browser) {
  const samples = { site: [], noScript: [] };
  // Alternating, so both copies of a page see the same machine.
  for (let run = 0; run < runs; run++) {
    samples.site.push(await measure(`${build.site.origin}${route}`, chrome.port));
    samples.noScript.push(await measure(`${build.noScript.origin}${route}`, chrome.port));
  }
  const pick = (key, from = samples.site) => median(from.map((sample) => sample[key]));
  const site = await loaded(browser, `${build.site.origin}${route}`);
  const noScript = await loaded(browser, `${build.noScript.origin}${route}`);
  const lcpMs = pick('lcpMs');
  const noScriptLcpMs = pick('lcpMs', samples.noScript);
  return {
    build: build.label,
    route,
    kind: site.jsKb > 0 ? 'interactive' : 'static',
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs,
    noScriptLcpMs,
    lcpRatio: Math.round((lcpMs / noScriptLcpMs) * 100) / 100,
    tbtMs: pick('tbtMs'),
    noScriptTbtMs: pick('tbtMs', samples.noScript),
    /** Every run's TBT: one long task makes it swing with the machine's load. */
    tbtRuns: samples.site.map((sample) => sample.tbtMs),
    noScriptTbtRuns: samples.noScript.map((sample) => sample.tbtMs),
    cls: pick('cls'),
    jsKb: site.jsKb,
    jsFiles: site.jsFiles,
    noScriptJsKb: noScript.jsKb,
    htmlKb: site.htmlKb,
    noScriptHtmlKb: noScript.htmlKb,
    htmlRatio: Math.round((site.htmlKb / noScript.htmlKb) * 100) / 100,
    cssKb: pick('cssKb'),
  };
}

async function main() {
  const { build, runs, out, before, routes: chosen } = parseArgs();
  if (build || !existsSync(path.join(out, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
  const routes = chosen.length ? chosen : sitemapRoutes(out);

  const builds = [await serveBuild(before ? 'after' : 'site', out, PORT)];
  if (before) builds.push(await serveBuild('before', before, PORT + 2));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const route of routes) {
      for (const served of builds) {
        const row = await measureRoute(served, route, runs, chrome, browser);
        rows.push(row);
        console.log(
          `${before ? `[${row.build}] ` : ''}${route}: ${row.kind}, performance ${row.performance}, LCP ${row.lcpMs} ms (${row.noScriptLcpMs} ms without scripts, ratio ${row.lcpRatio}), ` +
            `TBT ${row.tbtMs} ms, runs ${row.tbtRuns.join('/')} (${row.noScriptTbtMs} ms without scripts, runs ${row.noScriptTbtRuns.join('/')}), JS ${row.jsKb} kB in ${row.jsFiles} files (${row.noScriptJsKb} kB without scripts), ` +
            `HTML ${row.htmlKb} kB (${row.noScriptHtmlKb} kB without scripts, ratio ${row.htmlRatio})`,
        );
      }
    }
  } finally {
    await browser.close();
    await chrome.kill();
    for (const served of builds) served.stop();
  }

  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset; LCP ratio = the page's LCP / the same page's without scripts; ` +
      'JS = what the browser requested by 3 s after load, HTML = the document, both gzip -9 kB\n',
  );
  const shown = ['build', 'route', 'kind', 'performance', 'lcpMs', 'noScriptLcpMs', 'lcpRatio', 'tbtMs', 'noScriptTbtMs', 'jsKb', 'noScriptJsKb', 'htmlRatio', 'cls'];
  console.table(rows.map((row) => Object.fromEntries(shown.map((key) => [key, row[key]]))));

  const misses = rows.flatMap((row) => {
    const reasons = missesOf(row);
    return reasons.length ? [`${before ? `[${row.build}] ` : ''}${row.route}: ${reasons.join(', ')}`] : [];
  });
  console.log(misses.length ? `\nRoutes that miss the targets:\n${misses.join('\n')}` : '\nEvery route meets the targets.');

  mkdirSync('bench/results', { recursive: true });
  const report = { date: new Date().toISOString(), out, before, runs, targets: TARGETS, rows, misses };
  writeFileSync(path.join('bench/results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join('bench/results', `${report.date.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote bench/results/latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
