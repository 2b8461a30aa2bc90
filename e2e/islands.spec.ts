import { expect, type Page, test } from '@playwright/test';
import { apiBaseUrls } from '../lib/bundled-env';
import type { BackendName } from '../lib/env';
import { INTERACTIVE_PAGES } from '../lib/interactive-pages';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../lib/islands';

/** Everything the console says that is not a plain log line, and every uncaught error (a hydration mismatch is one). */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning', 'assert'].includes(message.type())) said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  return said;
}

async function hydrated(page: Page) {
  await expect(page.locator(`[${ISLAND_ATTRIBUTE}]`).first()).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
  await expect(page.locator(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])`)).toHaveCount(0);
}

for (const { route } of INTERACTIVE_PAGES) {
  test(`${route}: React hydrates its islands from their own bundles, without a warning or an error`, async ({ page }) => {
    const said = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(said).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/_next\/static\/islands\/[a-z-]+-[A-Z0-9]+\.js$/);
    expect(await page.content()).not.toContain('__next_f');
  });
}

/**
 * Each form after hydration: what is typed is sent, once. The backend is
 * answered here, so the development backend's accounts and log stay as the
 * form tests expect them.
 */
const FORMS: { route: string; backend: BackendName; fill: (page: Page) => Promise<void>; button: string; answer: object; shown: string }[] = [
  {
    route: '/faucet',
    backend: 'sonora',
    fill: (page) => page.getByLabel('Profile ID').fill('ISLAND'),
    button: 'Claim Free Credits',
    answer: { message: '50 free credits have been added.' },
    shown: '50 free credits have been added.',
  },
  {
    route: '/sharix-delete-account',
    backend: 'sharix',
    fill: (page) => page.getByLabel('Profile ID').fill('ISLAND'),
    button: 'Delete Account',
    answer: { message: 'Account deleted.' },
    shown: 'Account deleted.',
  },
  {
    route: '/meriastro/account-delete',
    backend: 'meriastro',
    fill: async (page) => {
      await page.getByLabel('Email').fill('island@meriastro.app');
      await page.getByLabel('Password').fill('island-password');
    },
    button: 'Delete Account',
    answer: { message: 'Your account has been deleted.' },
    shown: 'Your account has been deleted.',
  },
  {
    route: '/funo/account-delete',
    backend: 'funo',
    fill: (page) => page.getByLabel('Device ID').fill('FUNO-ISLAND'),
    button: 'Delete Account',
    answer: { msg: 'Device account removed.' },
    shown: 'Device account removed.',
  },
  {
    route: '/revoai/account-delete',
    backend: 'revoai',
    fill: (page) => page.getByLabel('Username').fill('ISLAND'),
    button: 'Delete Account',
    answer: { message: 'User deleted' },
    shown: 'Account deleted successfully',
  },
];

for (const form of FORMS) {
  test(`${form.route}: once hydrated, the form sends what is typed in one request and shows the answer`, async ({ page }) => {
    const said = watchConsole(page);
    const sent: string[] = [];
    await page.route(`${apiBaseUrls[form.backend]}/**`, async (route) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': '*', 'access-control-allow-headers': '*' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      sent.push(`${route.request().method()} ${route.request().url()} ${route.request().postData() ?? ''}`);
      return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(form.answer) });
    });
    await page.goto(form.route);
    await hydrated(page);
    await form.fill(page);
    await page.getByRole('button', { name: form.button }).click();
    await expect(page.getByText(form.shown, { exact: true })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/ISLAND|island@meriastro\.app/);
    expect(said).toEqual([]);
  });
}

test('/meriastro/sana-ozel-fal: once hydrated, a category button shows that category’s questions', async ({ page }) => {
  await page.goto('/meriastro/sana-ozel-fal');
  await hydrated(page);
  const buttons = page.getByRole('group', { name: 'Kategoriler' }).getByRole('button');
  const second = buttons.nth(1);
  const name = (await second.textContent())!;
  await expect(page.getByRole('region', { name: `${name} soruları` })).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: `${name} soruları` })).toBeVisible();
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'false');
});

test('/: once hydrated, the featured projects fade in as they scroll into view', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const last = page.locator('#featured [data-reveal]').last();
  await expect(last).toHaveCSS('opacity', '0');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveCSS('opacity', '1');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('/: the featured projects appear without moving', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const last = page.locator('#featured [data-reveal]').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS('opacity', '1');
    await expect(last).toHaveCSS('transform', 'none');
  });
});
