import { expect, test } from '@playwright/test';
import { expectLinksResolve } from './links';
import { appDocuments, apps, deletionPage, documentPath } from '../lib/content/apps';
import { legalRoutes } from './routes';
import { hasAccounts, legalRecord } from '../lib/legal/records';
import { hubSubtitle } from '../lib/legal/hub';
import { legalFile, tableOfContents } from '../lib/legal/documents';
import { readFileSync } from 'node:fs';

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
    // The last section of each app's policy, so that the page must scroll to show it.
    for (const app of apps) {
      const [last] = tableOfContents(readFileSync(legalFile(app.slug, 'privacy-policy'), 'utf8')).slice(-1);
      await page.goto(`${documentPath(app, 'privacy-policy')}#${last!.id}`);
      await expect(page.getByRole('heading', { level: 2, name: last!.title })).toBeInViewport();
    }
  });

  test('the hub lists every app with its documents and deletion page', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    for (const app of apps) {
      await expect(main.getByRole('heading', { level: 2, name: app.name, exact: true })).toBeVisible();
      for (const document of app.documents) await expect(main.locator(`a[href="${documentPath(app, document.slug)}"]`)).toHaveText(document.label);
      const deletion = deletionPage(app);
      if (deletion) await expect(main.locator(`a[href="${deletion.path}"]`)).toHaveCount(1);
    }
  });

  for (const app of apps.filter((candidate) => hasAccounts(legalRecord(candidate.slug)))) {
    test(`${app.name} keeps accounts, so its deletion page exists and its privacy policy and the hub link to it`, async ({ page, request }) => {
      const deletion = deletionPage(app);
      expect(deletion, `${app.slug} has a deletion page`).toBeDefined();
      expect((await request.get(deletion!.path)).status()).toBe(200);
      await page.goto(documentPath(app, 'privacy-policy'));
      await expect(page.getByRole('article').locator(`a[href="${deletion!.path}"]`).first()).toBeVisible();
      await page.goto('/privacy-policy');
      await expect(page.getByRole('main').locator(`a[href="${deletion!.path}"]`)).toHaveCount(1);
    });
  }

  test('the hub’s subtitle names as every app’s only what every app publishes', async ({ page }) => {
    await page.goto('/privacy-policy');
    const listed = apps.map((app) => ({ ...app, documents: appDocuments(app), hasAccounts: hasAccounts(legalRecord(app.slug)) }));
    await expect(page.getByRole('main').locator('header p').first()).toContainText(hubSubtitle(listed));
  });

  test('the hub gives an app without a deletion page the way its policy gives first: inside the app', async ({ page }) => {
    await page.goto('/privacy-policy');
    for (const app of apps.filter((candidate) => !deletionPage(candidate))) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: app.name }) });
      await expect(card).toContainText(`in the app under ${legalRecord(app.slug).deletion.inApp.value.join(' › ')}, or by e-mail to ${app.supportEmail}`);
    }
  });

  for (const app of [apps.find((candidate) => candidate.language === 'en'), apps.find((candidate) => candidate.language === 'tr')].filter((found) => found !== undefined)) {
    test(`the dates of a document are shown at the top, in ${app.language === 'en' ? 'English' : 'Turkish'}`, async ({ page }) => {
      await page.goto(documentPath(app, app.documents.at(-1)!.slug));
      const [effective, updated] = app.language === 'en' ? ['Effective date:', 'Last updated:'] : ['Yürürlük tarihi:', 'Son güncelleme:'];
      await expect(page.getByText(effective)).toBeVisible();
      await expect(page.getByText(updated)).toBeVisible();
    });
  }

  test('printing leaves out the navigation', async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    for (const app of apps) {
      await page.goto(documentPath(app, 'privacy-policy'));
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
