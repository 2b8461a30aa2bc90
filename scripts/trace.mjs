/**
 * Where a page's main-thread time goes: loads each route in Debian Chromium
 * with the CPU slowed four times (as Lighthouse's mobile preset does), records
 * a performance trace until three seconds after `load`, and prints every task
 * longer than 50 ms with what it spent its time on (the task's direct
 * children, by name, with the script they ran) and the sum of the time beyond
 * 50 ms of each (what Total Blocking Time adds up after the first paint).
 * Use it before changing how a page starts, and after.
 *
 *   npm run trace -- / /faucet                     routes of out/
 *   npm run trace -- --out /path/to/another/out /  another build of the site
 *   npm run trace -- --save traces / /faucet       also write each trace as JSON (open in DevTools)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = Number(process.env.TRACE_PORT || 3300);
const LONG_TASK_MS = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'v8.execute', 'blink.user_timing', 'loading'];

function parseArgs() {
  const args = process.argv.slice(2);
  const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const routes = args.filter((arg, index) => arg.startsWith('/') && !['--out', '--save'].includes(args[index - 1]));
  return { out: path.resolve(valueOf('--out') ?? 'out'), save: valueOf('--save'), routes: routes.length ? routes : ['/'] };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function serveFolder(folder) {
  const origin = `http://127.0.0.1:${PORT}`;
  if (await answers(`${origin}/`)) throw new Error(`Port ${PORT} is already in use; stop that server or set TRACE_PORT.`);
  const server = spawn(process.execPath, [path.resolve('node_modules/serve/build/main.js'), folder, '-l', `tcp://127.0.0.1:${PORT}`, '--no-port-switching', '--no-request-logging'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50 && !(await answers(`${origin}/`)); attempt++) await new Promise((resolve) => setTimeout(resolve, 200));
  return { origin, stop: () => server.kill() };
}

/** A label for a trace event: its name, and the script it ran when it says. */
function label(event) {
  const data = event.args?.data ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || data.frame?.url || event.args?.fileName || '';
  const file = url ? ` ${url.split('/').pop().split('?')[0] || url}` : '';
  const functionName = data.functionName ? ` ${data.functionName}()` : '';
  return `${event.name}${functionName}${file}`;
}

/** Long tasks of the page's main thread, each with its direct children's time by label. */
function longTasks(events) {
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('The trace has no renderer main thread.');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && typeof event.dur === 'number');
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid) ?? onMain[0];
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 > LONG_TASK_MS);
  return {
    fcpMs: paint ? (paint.ts - navigation.ts) / 1000 : undefined,
    tasks: tasks.map((task) => {
      const end = task.ts + task.dur;
      const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      const children = new Map();
      let reach = -1;
      for (const event of inside) {
        if (event.ts < reach) continue; // nested in a child already counted
        reach = event.ts + event.dur;
        children.set(label(event), (children.get(label(event)) ?? 0) + event.dur / 1000);
      }
      return {
        startMs: Math.round((task.ts - navigation.ts) / 1000),
        durationMs: Math.round(task.dur / 1000),
        children: [...children].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1).map(([name, ms]) => `${name} ${Math.round(ms)} ms`),
      };
    }),
  };
}

async function main() {
  const { out, save, routes } = parseArgs();
  const server = await serveFolder(out);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${server.origin}${route}`, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const trace = await browser.stopTracing();
      await page.close();
      if (save) {
        mkdirSync(save, { recursive: true });
        writeFileSync(path.join(save, `${route.replace(/\W+/g, '_') || 'home'}.json`), trace);
      }
      const { fcpMs, tasks } = longTasks(JSON.parse(trace.toString()).traceEvents);
      const blocking = tasks.filter((task) => fcpMs === undefined || task.startMs >= fcpMs).reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
      console.log(`${route}: ${tasks.length} tasks over ${LONG_TASK_MS} ms, ${blocking} ms beyond ${LONG_TASK_MS} ms after the first paint (CPU 4× slower)`);
      for (const task of tasks) console.log(`  at ${task.startMs} ms, ${task.durationMs} ms: ${task.children.join(', ')}`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
