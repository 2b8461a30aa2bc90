import { appFolders } from '../content/apps';
import { texts } from '../content/texts';
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

  for (const [hub, language] of [['/privacy-policy', 'en'], ['/tr/privacy-policy', 'tr']] as const) {
    test(`the hub lists every app with its documents and deletion page, in its language (${hub})`, async ({ page }) => {
      await page.goto(hub);
      const main = page.getByRole('main');
      /** After a document that exists only in the other language: "(in Turkish)", "(İngilizce)". */
      const note = (of: 'en' | 'tr') => ` ${texts.inLanguage[language].replace('{language}', texts.languageNames[of === 'en' ? 'english' : 'turkish'][language])}`;
      for (const app of apps) {
        await expect(main.getByRole('heading', { level: 2, name: app.name, exact: true })).toBeVisible();
        const written = appFolders.find((folder) => folder.app.slug === app.slug)!.app.documents as readonly { slug: string; label: Record<'en' | 'tr', string>; translated?: true }[];
        for (const document of written) {
          // A document in the app's language, its version in the hub's where the entry declares one, else the document with its language said.
          const own = app.language === language;
          const href = own || !document.translated ? documentPath(app, document.slug) : `/${language}${documentPath(app, document.slug)}`;
          await expect(main.locator(`a[href="${href}"]`)).toHaveText(`${document.label[language]}${own || document.translated ? '' : note(app.language)}`);
        }
        // The deletion page in the hub's language: its own address in its app's, else under the hub's prefix.
        const deletion = deletionPage(app);
        if (deletion) await expect(main.locator(`a[href="${app.language === language ? deletion.path : `/${language}${deletion.path}`}"]`)).toHaveCount(1);
      }
    });
  }

  for (const app of apps.filter((candidate) => hasAccounts(legalRecord(candidate.slug)))) {
    test(`${app.name} keeps accounts, so its deletion page exists and its privacy policy and the hub link to it`, async ({ page, request }) => {
      const deletion = deletionPage(app);
      expect(deletion, `${app.slug} has a deletion page`).toBeDefined();
      expect((await request.get(deletion!.path)).status()).toBe(200);
      await page.goto(documentPath(app, 'privacy-policy'));
      await expect(page.getByRole('article').locator(`a[href="${deletion!.path}"]`).first()).toBeVisible();
      // The English hub leads to its page in English: a Turkish app's under /en.
      await page.goto('/privacy-policy');
      await expect(page.getByRole('main').locator(`a[href="${app.language === 'en' ? deletion!.path : `/en${deletion!.path}`}"]`)).toHaveCount(1);
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
