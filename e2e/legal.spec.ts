import { expect, test } from '@playwright/test';
import { expectLinksResolve } from './links';
import { legalRoutes } from './routes';
import { apps } from '../lib/apps';
import { legalRecord } from '../lib/legal-records';

test.describe('legal documents', () => {
  for (const route of legalRoutes) {
    test(`${route.path} is complete static HTML and every link on it resolves`, async ({ page, request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${route.language}"`);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

      await page.goto(route.path);
      await expectLinksResolve(page, request);
    });
  }

  test('a reviewer can link straight to a section', async ({ page }) => {
    await page.goto('/sonora-ai/privacy-policy#data-retention');
    await expect(page.getByRole('heading', { level: 2, name: 'Data Retention' })).toBeInViewport();
  });

  test('the hub lists every app with its documents and deletion page', async ({ page }) => {
    await page.goto('/privacy-policy');
    for (const name of ['Sonora AI', 'Sharix AI', 'Vloader', 'Meriastro', 'Funo AI', 'RevoAI']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.locator('a[href="/sharix-delete-account"]')).toHaveCount(1);
    await expect(page.locator('a[href$="/privacy-policy"]:not([href="/privacy-policy"])')).toHaveCount(6);
  });

  test('the hub gives an app without a deletion page the way its policy gives first: inside the app', async ({ page }) => {
    await page.goto('/privacy-policy');
    for (const app of apps.filter((candidate) => !candidate.deletionPath)) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: app.name }) });
      await expect(card).toContainText(`in the app under ${legalRecord(app.slug).deletion.inApp.value.join(' › ')}, or by e-mail to ${app.supportEmail}`);
    }
  });

  test('the dates of a document are shown at the top', async ({ page }) => {
    await page.goto('/meriastro/eula');
    await expect(page.getByText('Yürürlük tarihi:')).toBeVisible();
    await expect(page.getByText('Son güncelleme:')).toBeVisible();
  });

  test('printing leaves out the navigation', async ({ page }) => {
    await page.goto('/revoai/eula');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'End User License Agreement' })).toBeVisible();
  });
});

test.describe('legal documents without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole text is there', async ({ page }) => {
    await page.goto('/funo/eula');
    await expect(page.getByRole('heading', { level: 2, name: 'Third-Party Beneficiary' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
  });
});
