import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_DEV_API_PORT, parseDevApiPort } from '../lib/dev-api-port';
import { API_ORIGIN } from './backend';
import { OUT } from './out-files';

/**
 * DEV_API_PORT reaches the built JavaScript and the CSP, not only the
 * development backend: `npm test` builds and runs these tests with
 * DEV_API_PORT=4777, and playwright.config.ts starts the backend on that port
 * (every test of forms.spec.ts then talks to it through the built forms).
 */

const PORT = parseDevApiPort(process.env.DEV_API_PORT);

function scriptFiles(dir = path.join(OUT, '_next')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scriptFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

test('a form of the built site calls the development backend on DEV_API_PORT, and its CSP allows exactly that origin', async ({ page, baseURL }) => {
  expect(API_ORIGIN).toBe(`http://127.0.0.1:${PORT}`);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`)) calls.push(`${request.method()} ${request.url()}`);
  });
  // Answered here, in the browser, so that this test leaves the shared development backend's accounts alone.
  await page.route(`${API_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Answered for the configuration test.' }),
    }),
  );
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/faucet');
  expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${API_ORIGIN};`);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', new RegExp(`connect-src 'self' ${API_ORIGIN};`));

  await page.getByLabel('Profile ID').fill('ZZZZZZ');
  await page.getByRole('button', { name: 'Claim Free Credits' }).click();
  await expect(page.locator('[aria-live="polite"] p').first()).toHaveText('Answered for the configuration test.');
  expect(calls).toEqual([`POST ${API_ORIGIN}/sonora/user/grant-free-credit?username=ZZZZZZ`]);
  expect(violations).toEqual([]);
});

test('the built JavaScript names the development backend on DEV_API_PORT only', () => {
  const scripts = scriptFiles().map((file) => ({ file: path.relative(OUT, file), text: readFileSync(file, 'utf8') }));
  expect(scripts.filter((script) => script.text.includes(`${API_ORIGIN}/sonora`)).length).toBeGreaterThan(0);
  const otherPorts = scripts.flatMap((script) =>
    [...script.text.matchAll(/127\.0\.0\.1:(\d+)/g)].filter((match) => Number(match[1]) !== PORT).map((match) => `${script.file}: ${match[0]}`),
  );
  expect(otherPorts).toEqual([]);
  // The old default must not survive anywhere, not even as `process.env.DEV_API_PORT || 4010`.
  if (PORT !== DEFAULT_DEV_API_PORT) {
    expect(scripts.filter((script) => script.text.includes(`:${DEFAULT_DEV_API_PORT}`)).map((script) => script.file)).toEqual([]);
  }
  expect(scripts.filter((script) => script.text.includes('DEV_API_PORT')).map((script) => script.file)).toEqual([]);
});
