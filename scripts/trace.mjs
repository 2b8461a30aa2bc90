/**
 * Where a page's main-thread time goes: loads each route in Debian Chromium
 * with the CPU slowed four times (as Lighthouse's mobile preset does), records
 * a performance trace until three seconds after `load`, and prints every task
 * of 20 ms or more (`--min`) with what it spent its time on (the self time of
 * the events inside it, by name, with the script they ran), and the sum of
 * the time beyond 50 ms of the long tasks after the first paint (what Total
 * Blocking Time adds up).
 * Use it before changing how a page starts, and after.
 *
 *   npm run trace -- / /faucet                     routes of out/
 *   npm run trace -- --out /path/to/another/out /  another build of the site
 *   npm run trace -- --save traces / /faucet       also write each trace as JSON (open in DevTools)
 *   npm run trace -- --min 10 /faucet              list tasks of 10 ms or more
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveFolder } from './serve-folder.mjs';

const PORT = Number(process.env.TRACE_PORT || 3300);
const LONG_TASK_MS = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.compile', 'disabled-by-default-v8.gc'];

function parseArgs() {
  const args = process.argv.slice(2);
  const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const routes = args.filter((arg, index) => arg.startsWith('/') && !['--out', '--save', '--min'].includes(args[index - 1]));
  return { out: path.resolve(valueOf('--out') ?? 'out'), save: valueOf('--save'), minMs: Number(valueOf('--min') ?? 20), routes: routes.length ? routes : ['/'] };
}

/** A label for a trace event: its name, and the script it ran when it says. */
function label(event) {
  const data = event.args?.data ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || data.frame?.url || event.args?.fileName || '';
  const file = url ? ` ${url.split('/').pop().split('?')[0] || url}` : '';
  const functionName = data.functionName ? ` ${data.functionName}()` : '';
  return `${event.name}${functionName}${file}`;
}

/** The start of the page's own navigation (not the blank page's before it). */
const isNavigation = (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http');

/** Events that only wrap the work of a task: their time is their children's. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'Receive mojo message', 'RunMicrotasks']);

/**
 * The page's main-thread tasks of at least `minMs`, each with where its time
 * went: the self time of every event inside it (its duration less its
 * children's), by label, wrappers left out.
 */
function tasksOf(events, minMs) {
  // The renderer that loaded the page: the one whose main thread started its navigation.
  const navigation = events.find(isNavigation);
  if (!navigation) throw new Error('The trace has no navigation to the page.');
  const onMain = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && typeof event.dur === 'number');
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 >= minMs && event.ts >= navigation.ts);
  return {
    fcpMs: paint ? (paint.ts - navigation.ts) / 1000 : 0,
    tasks: tasks.map((task) => {
      const end = task.ts + task.dur;
      const inside = onMain.filter((event) => event.ts >= task.ts && event.ts + event.dur <= end).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      const self = new Map();
      const entries = [];
      const stack2 = [];
      for (const event of inside) {
        while (stack2.length && event.ts >= stack2.at(-1).ts + stack2.at(-1).dur) stack2.pop();
        const entry = { ts: event.ts, dur: event.dur, childrenDur: 0, event };
        if (stack2.length) stack2.at(-1).childrenDur += event.dur;
        stack2.push(entry);
        entries.push(entry);
      }
      for (const entry of entries) {
        if (WRAPPERS.has(entry.event.name)) continue;
        const name = label(entry.event);
        self.set(name, (self.get(name) ?? 0) + Math.max(0, entry.dur - entry.childrenDur) / 1000);
      }
      const named = [...self.values()].reduce((sum, ms) => sum + ms, 0);
      self.set('(unnamed)', task.dur / 1000 - named);
      return {
        startMs: Math.round((task.ts - navigation.ts) / 1000),
        durationMs: Math.round(task.dur / 1000),
        work: [...self].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1).map(([name, ms]) => `${name} ${Math.round(ms)} ms`),
      };
    }),
  };
}

/**
 * One trace of a page load. Now and then a trace holds no event of the
 * navigation (it began before tracing did): the load is traced again, up to
 * three times.
 */
async function traceOf(browser, url, route, save) {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const trace = await browser.stopTracing();
    await page.close();
    const events = JSON.parse(trace.toString()).traceEvents;
    if (!events.some(isNavigation) && attempt < 3) continue;
    if (save) {
      mkdirSync(save, { recursive: true });
      writeFileSync(path.join(save, `${route.replace(/\W+/g, '_') || 'home'}.json`), trace);
    }
    return events;
  }
}

async function main() {
  const { out, save, minMs, routes } = parseArgs();
  const server = await serveFolder(out, PORT, 'TRACE_PORT');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const route of routes) {
      const events = await traceOf(browser, `${server.origin}${route}`, route, save);
      const { fcpMs, tasks } = tasksOf(events, minMs);
      const long = tasks.filter((task) => task.durationMs > LONG_TASK_MS);
      const blocking = long.filter((task) => task.startMs >= fcpMs).reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
      console.log(`${route}: ${long.length} tasks over ${LONG_TASK_MS} ms, ${blocking} ms beyond ${LONG_TASK_MS} ms after the first paint (CPU 4× slower); tasks of ${minMs} ms or more:`);
      for (const task of tasks) console.log(`  at ${task.startMs} ms, ${task.durationMs} ms: ${task.work.join(', ')}`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
