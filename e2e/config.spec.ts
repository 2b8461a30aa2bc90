import { expect, test } from '@playwright/test';
import { parseDevApiPort } from '../lib/dev-api-port';
import { API_ORIGIN } from './backend';

/**
 * DEV_API_PORT reaches the built JavaScript and the CSP, not only the
 * development backend: `npm test` builds and runs these tests with
 * DEV_API_PORT=4777, and playwright.config.ts starts the backend on that port
 * (every test of forms.spec.ts then talks to it through the built forms).
 * What the built JavaScript names: e2e/exported-pages.test.ts.
 */

const PORT = parseDevApiPort(process.env.DEV_API_PORT);

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
