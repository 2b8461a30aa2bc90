import { expect, test } from '@playwright/test';
import { expectLinksResolve } from './links';
import { apps, deletionForm, documentPath } from '../lib/content/apps';
import { legalRoutes } from './routes';
import { legalRecord } from '../lib/legal/records';

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
    const main = page.getByRole('main');
    for (const app of apps) {
      await expect(main.getByRole('heading', { level: 2, name: app.name, exact: true })).toBeVisible();
      for (const document of app.documents) await expect(main.locator(`a[href="${documentPath(app, document.slug)}"]`)).toHaveText(document.label);
      const deletion = deletionForm(app);
      if (deletion) await expect(main.locator(`a[href="${deletion.page.path}"]`)).toHaveCount(1);
    }
  });

  test('the hub gives an app without a deletion page the way its policy gives first: inside the app', async ({ page }) => {
    await page.goto('/privacy-policy');
    for (const app of apps.filter((candidate) => !deletionForm(candidate))) {
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
