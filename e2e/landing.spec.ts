import { expect, type Locator, type Page, test } from '@playwright/test';
import { fortunePage } from '../content/fortune';
import { site } from '../content/site';
import { appFolders } from '../content/apps';
import { appPages, apps, documentPath, getApp } from '../lib/content/apps';
import { fortuneCategories } from '../lib/content/fortune';
import { expectLinksResolve } from './links';

const landingApps = apps.filter((app) => app.hasLanding);
/** Every landing page: each app's in its language at /<app>, and its version in the other language under /tr or /en. */
const landings = appPages.filter((page) => page.kind === 'landing');
/** An app's features as its entry writes them, in a language. */
const featuresIn = (slug: string, language: 'en' | 'tr') =>
  (appFolders.find((folder) => folder.app.slug === slug)!.app.features as readonly { title: Record<'en' | 'tr', string> }[]).map((feature) => feature.title[language]);
const headlineIn = (slug: string, language: 'en' | 'tr') => (appFolders.find((folder) => folder.app.slug === slug)!.app.headline as Record<'en' | 'tr', string>)[language];
const [first, second] = fortuneCategories as [(typeof fortuneCategories)[number], (typeof fortuneCategories)[number]];
const last = fortuneCategories[fortuneCategories.length - 1]!;

test.describe('app landing pages', () => {
  for (const { app, path, language } of landings) {
    test(`${app.name} at ${path} is complete static HTML in ${language === 'tr' ? 'Turkish' : 'English'}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // React separates adjacent text with empty comments; a reader never sees them.
      const html = (await response.text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");
      expect(html).toContain(`<html lang="${language}"`);
      for (const title of featuresIn(app.slug, language)) expect(html).toContain(title);
      expect(html).toContain(`${app.name} © ${app.copyrightYear} ${site.owner.name}.`);
      expect(html).toContain('"@type":"MobileApplication"');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    });
  }

  // Each app's landing page, and of their versions in the other language the first in each language: the template is the same.
  const translated = landings.filter((page) => page.language !== page.app.language);
  const firstOfEach = translated.filter((page, index) => translated.findIndex((other) => other.language === page.language) === index);
  for (const { app, path, language } of [...landings.filter((page) => page.language === page.app.language), ...firstOfEach]) {
    test(`${app.name} at ${path} shows its features, badges and legal links`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: headlineIn(app.slug, language) })).toBeVisible();
      for (const title of featuresIn(app.slug, language)) {
        await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }
      // A badge for each store the app is in; a draft links to no store yet.
      for (const [name, link] of [
        ['Download on the App Store', app.stores.appStore],
        ['Get it on Google Play', app.stores.googlePlay],
      ] as const) {
        await expect(page.getByRole('img', { name })).toHaveCount(link && !app.draft ? 1 : 0);
      }
      // Each document, in the page's language where the entry declares its version there.
      for (const document of app.documents) {
        const href = language !== app.language && document.translated ? `/${language}/${app.slug}/${document.slug}` : `/${app.slug}/${document.slug}`;
        await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
      }
      await expectLinksResolve(page, request);
    });
  }

  test('no landing asks users to accept or agree to a privacy policy: users agree to the terms, and the policy is linked apart, as what explains how the app handles data', async ({ page }) => {
    /** Words of agreement, acceptance or consent, in English and Turkish. */
    const AGREEMENT = /\b(agree|accept|consent)|kabul|onay|rıza/i;
    /** The sentence a link stands in, as a reader sees it. */
    const sentenceOf = (link: Locator) => link.evaluate((element) => (element.closest('p, li') as HTMLElement | null)?.innerText ?? '');
    for (const { app, path } of landings) {
      await page.goto(path);
      const main = page.getByRole('main');
      const policies = main.locator(`a[href="${documentPath(app, 'privacy-policy')}"]`);
      await expect(policies.first(), path).toBeVisible();
      for (const policy of await policies.all()) expect(await sentenceOf(policy), path).not.toMatch(AGREEMENT);
      for (const document of app.documents.filter((candidate) => candidate.slug !== 'privacy-policy')) {
        const agreed = await sentenceOf(main.locator(`a[href="${documentPath(app, document.slug)}"], a[href="/${path.split('/')[1]}${documentPath(app, document.slug)}"]`).first());
        expect(agreed, `${path}: ${document.label}`).toMatch(AGREEMENT);
      }
    }
  });

  /** A published app in both stores, where content/ has one. */
  for (const app of landingApps.filter((candidate) => candidate.stores.googlePlay && candidate.stores.appStore && !candidate.draft).slice(0, 1)) test(`/${app.slug}: a store badge opens the store in a new tab`, async ({ page, context }) => {
    // No outside network here: answer the store's address locally.
    await context.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (route) => route.fulfill({ body: 'store', contentType: 'text/plain' }));
    await page.goto(`/${app.slug}`);
    for (const [name, url] of [
      ['Get it on Google Play', app.stores.googlePlay],
      ['Download on the App Store', app.stores.appStore],
    ] as const) {
      const badge = page.getByRole('link', { name });
      await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([context.waitForEvent('page'), badge.click()]);
      await expect(popup).toHaveURL(url);
      await popup.close();
      await expect(page).toHaveURL(new RegExp(`/${app.slug}$`));
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
  const categories = (page: Page) => page.getByRole('radiogroup', { name: fortunePage.categoriesLabel });

  /** The questions a visitor sees: exactly those of the chosen category. */
  async function expectOnly(page: Page, chosen: (typeof fortuneCategories)[number]) {
    for (const category of fortuneCategories) {
      const region = page.getByRole('region', { name: `${category.categoryName} soruları`, includeHidden: true });
      if (category === chosen) {
        await expect(region).toBeVisible();
        for (const question of category.questions) await expect(region.getByText(question.text)).toBeVisible();
        await expect(region.getByText(fortunePage.pointLabel, { exact: true })).toHaveCount(category.questions.length);
      } else {
        await expect(region).toBeHidden();
        await expect(page.getByText(category.questions[0]!.text)).toBeHidden();
      }
    }
  }

  test('a bare Turkish page, without a script: no header or footer, the first category chosen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(fortunePage.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(categories(page).getByRole('radio')).toHaveCount(fortuneCategories.length);
    await expect(categories(page).getByRole('radio', { name: first.categoryName })).toBeChecked();
    await expectOnly(page, first);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  });

  test('a click on a category shows only its questions', async ({ page }) => {
    await page.goto(fortunePage.path);
    await categories(page).getByText(second.categoryName, { exact: true }).click();
    await expect(categories(page).getByRole('radio', { name: second.categoryName })).toBeChecked();
    await expect(categories(page).getByRole('radio', { name: first.categoryName })).not.toBeChecked();
    await expectOnly(page, second);
  });

  test('the keyboard alone: Tab reaches the chosen category, the arrow keys move along the categories', async ({ page }) => {
    await page.goto(fortunePage.path);
    // The app's name at the top is the only thing before the switch.
    await page.getByRole('link', { name: getApp(fortunePage.app).name }).focus();
    await page.keyboard.press('Tab');
    await expect(categories(page).getByRole('radio', { name: first.categoryName })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(categories(page).getByRole('radio', { name: second.categoryName })).toBeFocused();
    await expect(categories(page).getByRole('radio', { name: second.categoryName })).toBeChecked();
    await expectOnly(page, second);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // From the first, the left arrow wraps round to the last.
    await expect(categories(page).getByRole('radio', { name: last.categoryName })).toBeChecked();
    await expectOnly(page, last);
    // Tab leaves the group at once, for the links below.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: fortunePage.points.link })).toBeFocused();
  });

  test('the link on points opens the terms at the section the page’s entry names, not at their top', async ({ page }) => {
    const { document, section, link } = fortunePage.points;
    const terms = documentPath(getApp(fortunePage.app), document);
    await page.goto(fortunePage.path);
    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL((url) => url.pathname === terms && decodeURIComponent(url.hash) === `#${section}`);
    await expect(page.getByRole('heading').and(page.locator(`[id="${section}"]`))).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the switch works the same: the first category at first, then the one chosen', async ({ page }) => {
      await page.goto(fortunePage.path);
      await expectOnly(page, first);
      await categories(page).getByText(last.categoryName, { exact: true }).click();
      await expect(categories(page).getByRole('radio', { name: last.categoryName })).toBeChecked();
      await expectOnly(page, last);
    });
  });
});
