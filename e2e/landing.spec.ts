import { expect, test } from '@playwright/test';
import { site } from '../content/site';
import { apps } from '../lib/content/apps';
import { expectLinksResolve } from './links';

const landingApps = apps.filter((app) => app.hasLanding);

test.describe('app landing pages', () => {
  for (const app of landingApps) {
    test(`${app.name} at /${app.slug} is complete static HTML in ${app.language === 'tr' ? 'Turkish' : 'English'}`, async ({ request }) => {
      const response = await request.get(`/${app.slug}`);
      expect(response.status()).toBe(200);
      // React separates adjacent text with empty comments; a reader never sees them.
      const html = (await response.text()).replaceAll('<!-- -->', '');
      expect(html).toContain(`<html lang="${app.language}"`);
      for (const feature of app.features) expect(html).toContain(feature.title);
      expect(html).toContain(`${app.name} © ${app.copyrightYear} ${site.owner.name}.`);
      expect(html).toContain('"@type":"MobileApplication"');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    });

    test(`${app.name} shows its features, badges and legal links`, async ({ page, request }) => {
      await page.goto(`/${app.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: app.headline })).toBeVisible();
      for (const feature of app.features) {
        await expect(page.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: 'Download on the App Store' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
      for (const document of app.documents) {
        await expect(page.locator(`main a[href="/${app.slug}/${document.slug}"]`)).toBeVisible();
      }
      await expectLinksResolve(page, request);
    });
  }

  test('a store badge opens the store in a new tab', async ({ page, context }) => {
    const app = landingApps.find((candidate) => candidate.slug === 'revoai')!;
    // No outside network here: answer the store's address locally.
    await context.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (route) => route.fulfill({ body: 'store', contentType: 'text/plain' }));
    await page.goto('/revoai');
    for (const [name, url] of [
      ['Get it on Google Play', app.stores.googlePlay],
      ['Download on the App Store', app.stores.appStore],
    ] as const) {
      const badge = page.getByRole('link', { name });
      await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([context.waitForEvent('page'), badge.click()]);
      await expect(popup).toHaveURL(url);
      await popup.close();
      await expect(page).toHaveURL(/\/revoai$/);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('nothing is wider than the screen', async ({ page }) => {
      for (const app of landingApps) {
        await page.goto(`/${app.slug}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `/${app.slug}`).toBeLessThanOrEqual(0);
      }
    });
  });
});

test.describe('fortune questions', () => {
  test('a bare Turkish page: no header or footer, first category selected', async ({ page }) => {
    await page.goto('/meriastro/sana-ozel-fal');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Aşk' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Aklımdaki kişi de beni düşünüyor mu?')).toBeVisible();
    await expect(page.getByText('Başvurduğum işten olumlu bir haber alacak mıyım?')).toBeHidden();
  });

  test('choosing a category with the keyboard shows only its questions', async ({ page }) => {
    await page.goto('/meriastro/sana-ozel-fal');
    // Until the page's JavaScript runs the buttons are disabled: a press would do nothing.
    await expect(page.getByRole('button', { name: 'Kariyer' })).toBeEnabled();
    await page.getByRole('button', { name: 'Kariyer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Kariyer' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Başvurduğum işten olumlu bir haber alacak mıyım?')).toBeVisible();
    await expect(page.getByText('Aklımdaki kişi de beni düşünüyor mu?')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Kariyer soruları' }).getByText('Puan')).toHaveCount(5);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every question is readable under its category’s heading, and no button pretends to work', async ({ page }) => {
      await page.goto('/meriastro/sana-ozel-fal');
      await expect(page.getByText('Aklımdaki kişi de beni düşünüyor mu?')).toBeVisible();
      await expect(page.getByText('Başvurduğum işten olumlu bir haber alacak mıyım?')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Kariyer' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Kariyer' })).toBeHidden();
    });
  });
});
