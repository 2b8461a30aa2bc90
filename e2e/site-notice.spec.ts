/**
 * The website's own privacy notice and the child-safety standards of an app whose users share
 * content, as a visitor, a store reviewer and a supervisory authority find them: linked from every
 * page's footer and from the hub, complete without JavaScript, and true to what the site does.
 */
import { expect, test } from '@playwright/test';
import { fortunePage } from '../content/fortune';
import { apps, documentPath, forms } from '../lib/content/apps';
import { plainText } from '../lib/content/inline';
import { legalRecord } from '../lib/legal/records';
import { sitePrivacyFacts } from '../lib/legal/site-privacy';
import { formatPeriod } from '../lib/legal/wording';
import { siteRoutes } from '../lib/routes';

const { pages, serverLogs } = sitePrivacyFacts;
const host = sitePrivacyFacts.host.value;
const STANDARDS = 'child-safety-standards';

test('every page with a footer links the website’s privacy notice from it, in the page’s language', async ({ request }) => {
  for (const route of siteRoutes().filter((candidate) => candidate !== fortunePage.path)) {
    const html = await (await request.get(route)).text();
    const language = /<html lang="(en|tr)"/.exec(html)![1] as 'en' | 'tr';
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect({ route, linksNotice: footer.includes(`href="${pages[language].path}"`) }).toEqual({ route, linksNotice: true });
  }
});

test('the hub links the website’s notice in English and in Turkish', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: pages.en.title, exact: true })).toHaveAttribute('href', pages.en.path);
  const turkish = main.getByRole('link', { name: pages.tr.title, exact: true });
  await expect(turkish).toHaveAttribute('href', pages.tr.path);
  await expect(turkish).toHaveAttribute('hreflang', 'tr');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the website’s notice names its host, what the logs hold and for how long, every form that sends data, and sets no cookie', async ({ page }) => {
    await page.goto(pages.en.path);
    await expect(page.getByRole('heading', { level: 1, name: pages.en.title })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByRole('link', { name: host.name, exact: true })).toHaveAttribute('href', host.policyUrl);
    await expect(article).toContainText('your IP address');
    await expect(article).toContainText(`Server logs are kept for ${formatPeriod(serverLogs.value.period, 'en')}`);
    await expect(article).toContainText('This website sets no cookies and stores nothing in your browser.');
    await expect(article).toContainText('It has no analytics');
    // Each form's page, with the policy of the app whose backend receives what is typed.
    for (const { app, form } of forms) {
      // The form's page in English: a Turkish app's under /en.
      const item = article.getByRole('listitem').filter({ has: page.locator(`a[href="${app.language === 'en' ? form.page.path : `/en${form.page.path}`}"]`) });
      await expect(item).toHaveCount(1);
      await expect(item.locator(`a[href="${documentPath(app, 'privacy-policy')}"]`)).toHaveCount(1);
    }
    await expect(article.locator(`a[href="${pages.tr.path}"]`)).toHaveAttribute('hreflang', 'tr');
  });

  test('the website’s Turkish notice is in Turkish, with the same host and period', async ({ page }) => {
    const response = await page.goto(pages.tr.path);
    expect(await response!.text()).toContain('<html lang="tr"');
    await expect(page.getByRole('heading', { level: 1, name: pages.tr.title })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByRole('link', { name: host.name, exact: true })).toHaveAttribute('href', host.policyUrl);
    await expect(article).toContainText(`istek tarihinden itibaren ${formatPeriod(serverLogs.value.period, 'tr')} boyunca saklanır`);
    await expect(article).toContainText('Bu site çerez kullanmaz');
    // Each form's page in Turkish: an English app's under /tr.
    for (const { app, form } of forms) await expect(article.locator(`a[href="${app.language === 'tr' ? form.page.path : `/tr${form.page.path}`}"]`)).toHaveCount(1);
  });

  for (const app of apps.filter((candidate) => legalRecord(candidate.slug).childSafety)) {
    test(`${app.name}: the hub, the terms and the policy link its child-safety standards, which name the contact of its record`, async ({ page }) => {
      const { contact, reportTo } = legalRecord(app.slug).childSafety!;
      const label = app.documents.find((document) => document.slug === STANDARDS)!.label;
      const path = documentPath(app, STANDARDS);
      for (const from of ['/privacy-policy', documentPath(app, 'terms-and-conditions'), documentPath(app, 'privacy-policy')]) {
        await page.goto(from);
        await expect(page.getByRole('main').locator(`a[href="${path}"]`).first(), from).toBeVisible();
      }
      await page.goto('/privacy-policy');
      await page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      const article = page.getByRole('article');
      // The section that names the contact for the store and the authorities, after the heading of its own.
      const section = article.locator('h2:has-text("Child Safety Contact") ~ p').filter({ hasText: contact.value.name });
      await expect(section).toContainText(`${contact.value.name}, ${contact.value.role}, at ${contact.value.email}`);
      await expect(section.getByRole('link', { name: contact.value.email })).toHaveAttribute('href', `mailto:${contact.value.email}`);
      for (const body of reportTo.value) await expect(article.getByRole('link', { name: plainText(body.name), exact: true })).toHaveAttribute('href', body.url);
    });
  }
});

test('no page sets a cookie, stores anything in the browser or loads anything from another origin', async ({ page, context, baseURL }) => {
  test.slow();
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) elsewhere.push(`${page.url()} → ${url}`);
  });
  for (const route of siteRoutes()) {
    await page.goto(route, { waitUntil: 'networkidle' });
    const stored = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.length }));
    expect({ route, stored }).toEqual({ route, stored: { cookie: '', local: 0, session: 0 } });
  }
  expect(elsewhere).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
