#!/usr/bin/env node
// Finds the Chromium the browser tests drive (Debian package `chromium`), and
// installs it with apt-get when it is missing and we are root. Playwright's own
// browser download is never used: it cannot reach its servers on our machines.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

function install() {
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
}

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with "sudo apt-get install chromium" ` +
        '(or set CHROME_PATH to an existing Chromium or Chrome binary), then run the tests again.',
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package…`);
  try {
    install();
  } catch (error) {
    console.error(`Installing chromium with apt-get failed: ${error.message}`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} still does not exist.`);
    process.exit(1);
  }
}
console.log(`Using Chromium at ${CHROMIUM_PATH}`);
