import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { parseDevApiPort } from './lib/env/dev-api-port';
import { testSitePort } from './scripts/test-ports.mjs';

// TEST_SITE_PORT (scripts/test-ports.mjs): where out/ is served, so that two checkouts can test at once.
const SITE_PORT = testSitePort();
// The port the build baked into the forms (build and test with the same DEV_API_PORT).
const API_PORT = parseDevApiPort(process.env.DEV_API_PORT);

export default defineConfig({
  testDir: './e2e',
  // e2e/*.test.ts read out/ without a browser: Jest runs them (jest.export.config.mjs).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Time limits for a busy two-core machine, where a page load and its checks may take several times
  // what they take on a quiet one: a test of one or two pages 60 s; a test that runs axe on whole
  // pages again and again (e2e/site.spec.ts) marks itself slow, three times that. A wait for a signal
  // (a role, a text, a hydrated island) gets 10 s, twice Playwright's default.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // The built site, exactly as a static host serves it (scripts/serve.ts: clean URLs,
      // 404.html, the security headers of out/serve.json written by the build).
      command: `npx tsx scripts/serve.ts out --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      // tsx compiles the server before it listens: seconds on a busy machine.
      timeout: 120_000,
    },
    {
      // The local development backend the built forms call (the build's default API URLs).
      command: 'npx tsx dev-backend/server.ts',
      url: `http://127.0.0.1:${API_PORT}/`,
      env: { DEV_API_PORT: String(API_PORT), DEV_API_QUIET: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
