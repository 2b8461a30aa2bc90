#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first that fails with its
// exit code. The build and the tests after it use the ports of TEST_API_PORT
// (the development backend, given to them as DEV_API_PORT) and TEST_SITE_PORT
// (the site the browser tests serve), scripts/test-ports.mjs, so two checkouts
// can test side by side. `node scripts/test.mjs <script>… [-- <arguments>]`
// runs those package scripts instead, with the same ports, the arguments going
// to the one script named (`node scripts/test.mjs test:engines` after `npm test`
// tests the same build in Firefox and WebKit; `node scripts/test.mjs test:e2e
// -- e2e/forms.spec.ts` runs one file of the browser tests).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testApiPort, testSitePort } from './test-ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let apiPort;
let sitePort;
try {
  apiPort = testApiPort();
  sitePort = testSitePort();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (apiPort === sitePort) {
  console.error(`TEST_API_PORT and TEST_SITE_PORT are both ${apiPort}: the development backend and the site need a port each.`);
  process.exit(1);
}

/** What the build and the tests after it are given: the backend's port as the build reads it, and the site's. */
const portsEnv = { DEV_API_PORT: String(apiPort), TEST_SITE_PORT: String(sitePort) };

/** npm test's steps; the last three get the ports. */
const NPM_TEST = [
  { label: 'node scripts/ensure-chromium.mjs', command: [process.execPath, 'scripts/ensure-chromium.mjs'] },
  { script: 'typecheck' },
  { script: 'lint' },
  { script: 'test:unit' },
  { script: 'build', ports: true },
  { script: 'test:export', ports: true },
  { script: 'test:e2e', ports: true },
];

const dashes = process.argv.indexOf('--', 2);
const scripts = process.argv.slice(2, dashes === -1 ? undefined : dashes);
const extra = dashes === -1 ? [] : process.argv.slice(dashes + 1);
if (extra.length && scripts.length !== 1) {
  console.error('Arguments after -- go to one script: name exactly one.');
  process.exit(1);
}
const known = Object.keys(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts);
const unknown = scripts.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`Not a script of package.json: ${unknown.join(', ')}.`);
  process.exit(1);
}
const steps = scripts.length ? scripts.map((script) => ({ script, ports: true })) : NPM_TEST;

/** npm itself: the one running this script when there is one (npm_execpath), else `npm` on the PATH. */
function npmRun(script, args = []) {
  const npm = process.env.npm_execpath;
  const run = ['run', script, ...(args.length ? ['--', ...args] : [])];
  return npm && /\.c?js$/.test(npm) ? [process.execPath, npm, ...run] : ['npm', ...run];
}

/** Whether nothing listens on 127.0.0.1:port yet (the servers of the browser tests bind there). */
function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const usesPorts = steps.some((step) => step.ports);
if (usesPorts) {
  console.log(`Tests with the development backend on 127.0.0.1:${apiPort} (TEST_API_PORT) and the site on 127.0.0.1:${sitePort} (TEST_SITE_PORT).`);
  // Checked before a build that takes a minute: a port in use is most often another checkout testing.
  for (const [name, port] of [['TEST_API_PORT', apiPort], ['TEST_SITE_PORT', sitePort]]) {
    if (!(await isFree(port))) {
      console.error(`127.0.0.1:${port} is in use: set ${name} to a free port (another checkout's tests may be running on it).`);
      process.exit(1);
    }
  }
}

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  const [command, ...args] = step.command ?? npmRun(step.script, extra);
  const label = step.label ?? `npm run ${step.script}${extra.length ? ` -- ${extra.join(' ')}` : ''}`;
  console.log(`\n> ${step.ports ? 'DEV_API_PORT=' + apiPort + ' TEST_SITE_PORT=' + sitePort + ' ' : ''}${label}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: step.ports ? { ...process.env, ...portsEnv } : process.env,
    // npm is a .cmd file on Windows, which only a shell runs.
    shell: command === 'npm' && process.platform === 'win32',
  });
  if (result.status !== 0) {
    const how = result.error ? result.error.message : result.signal ? `stopped by ${result.signal}` : `exit code ${result.status}`;
    console.error(`\n${label} failed (${how}) after ${seconds(stepStarted)}.`);
    process.exit(result.status || 1);
  }
  console.log(`(${label}: ${seconds(stepStarted)})`);
}
if (steps.length > 1) console.log(`\nAll ${steps.length} steps passed in ${seconds(started)}.`);
