import { expect, type Locator, type Page, test } from '@playwright/test';
import axe, { type RunOptions } from 'axe-core';
import { fortunePage } from '../content/fortune';
import { site } from '../content/site';
import { appDocuments, appIn, appPage, appPages, apps, deletionPage, documentPath, forms, getApp } from '../lib/content/apps';
import { projects } from '../lib/content/projects';
import { indexableRoutes, routeOf, siteRoutes } from '../lib/routes';
import { sitePages } from '../lib/content/pages';
import { siteNoticePaths } from '../lib/legal/site-privacy';
import { queueScenario } from './backend';
import { demoValues, fillForm, formCases } from './form-cases';
import { hydrated } from './hydration';
import { textsIn } from '../lib/content/texts';
import { oneOfEachTemplate, pagesToCheck, templateOf } from './routes';

/**
 * Every page at its own address, each page's text and colours its own; of the versions under /tr and
 * /en, whose template and colours are those of the page they translate, the first of each template
 * in each language (their words are read on every page by e2e/language.spec.ts).
 */
const routes = [...pagesToCheck(siteRoutes()), '/this-page-does-not-exist'];

const colorSchemes = ['light', 'dark'] as const;
/** A phone and a laptop: the header's menu, the grids and the legal pages' contents list change between them. */
const widths = [390, 1280] as const;
/**
 * Where a page is judged at every width: the first page of each template (e2e/routes.ts), and every
 * form's page, whose fields differ from form to form. What a width changes (the header's menu, the
 * grids, the contents list) is the template's, the same on each of its pages; what a page's own text
 * and colours may break is judged on every page, in both colour schemes, at the laptop's width.
 */
const atEveryWidth = new Set(oneOfEachTemplate(routes, (route) => (appPage(route)?.kind === 'form' ? route : templateOf(route))));

/**
 * The only accessibility violations a page may have, by rule and page, each with its reason:
 * `{ 'rule-id': { '/path': 'why this page cannot meet the rule' } }`.
 */
const allowedViolations: Record<string, Record<string, string>> = {};

declare global {
  interface Window {
    __cspViolations: string[];
    axe: typeof axe;
  }
}

/**
 * Puts axe in the page, once per page load. No page has a frame, so axe runs in the page itself:
 * a wrapper that injects axe again for every run and merges frames' results in a blank page takes
 * twice as long, and every page is judged four times.
 */
async function loadAxe(page: Page) {
  await page.evaluate(axe.source);
}

/** Waits for the page's finite animations and transitions (entry animations, a colour change after a hover or a switch of colour scheme) to end. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished)),
  );
}

/**
 * axe's violations of every impact, on the whole page or `within` one element, as the page is now
 * once it has settled (a heading or a button still fading in has, for that moment, too little
 * contrast); each as "rule (impact): elements". Needs loadAxe after the page loaded.
 */
async function accessibilityViolations(page: Page, route: string, within?: Locator) {
  await settled(page);
  const options: RunOptions = { resultTypes: ['violations'] };
  const violations = within
    ? await within.evaluate((element, options) => window.axe.run(element, options).then((results) => results.violations), options)
    : await page.evaluate((options) => window.axe.run(document, options).then((results) => results.violations), options);
  return violations
    .filter((violation) => !allowedViolations[violation.id]?.[route])
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('every page', () => {
  for (const route of routes) {
    const pageWidths = atEveryWidth.has(route) ? widths : ([1280] as const);
    const on = atEveryWidth.has(route) ? 'on a phone or a laptop' : 'on a laptop (its template on a phone too)';
    test(`${route}: loads under its Content-Security-Policy with no error and no accessibility violation in either colour scheme ${on}`, async ({ page }) => {
      // Up to four axe runs of a whole page, and a page load, on a machine that may be busy.
      test.slow();
      const problems: string[] = [];
      const missing = route.startsWith('/this-page');
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium reports the 404 status of the missing page's own document.
        if (missing && message.location().url.endsWith(route) && message.text().includes('404')) return;
        problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });

      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(missing ? 404 : 200);
      const headers = response!.headers();
      expect(headers['content-security-policy']).toMatch(/script-src ('none'|('self')?( ?'sha256-[A-Za-z0-9+/=]+')*);/);
      expect(headers['content-security-policy']).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe/);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(1);

      if (route !== fortunePage.path) {
        // A header badge is a separate word, not "NameNEW", in the page's language.
        const language = routeOf(route)?.language ?? 'en';
        for (const app of apps.filter((candidate) => candidate.nav?.badge)) {
          const { nav } = appIn(app, language);
          await expect(page.getByRole('navigation', { name: textsIn(language).layout.mainNavigation }).getByRole('link', { name: `${nav!.label} ${nav!.badge!.text}`, exact: true })).toHaveCount(1);
        }
      }

      // The page loads once; the colour scheme and the width change in place.
      await loadAxe(page);
      const violations: string[] = [];
      for (const colorScheme of colorSchemes) {
        await page.emulateMedia({ colorScheme });
        for (const width of pageWidths) {
          await page.setViewportSize({ width, height: 800 });
          for (const violation of await accessibilityViolations(page, route)) violations.push(`${colorScheme}, ${width} px: ${violation}`);
        }
      }
      expect(violations, 'accessibility').toEqual([]);

      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('what a page at rest does not show, in both colour schemes', () => {
  /** A form of each button tone: filled and completed, its button can be hovered and focused. */
  const formOfTone = (tone: 'primary' | 'danger') => formCases.find((c) => c.form.button.tone === tone);
  const formButtons = [formOfTone('primary'), formOfTone('danger')].filter((c) => c !== undefined);
  /** The filled buttons, by page: the primary link button, and the forms' button in its primary and its danger tone. */
  const filledButtons: Record<string, { role: 'link' | 'button'; name: string }[]> = {
    '/': [
      { role: 'link', name: 'See my work' },
      { role: 'link', name: 'View Resume' },
    ],
    '/this-page-does-not-exist': [{ role: 'link', name: 'Take me home!' }],
    ...Object.fromEntries(formButtons.map((c) => [c.path, [{ role: 'button' as const, name: c.button }]])),
  };

  for (const [path, buttons] of Object.entries(filledButtons)) {
    test(`${path}: the filled buttons keep their text readable when hovered and when focused`, async ({ page }) => {
      // Up to eight axe runs (two buttons, two schemes, hovered and focused).
      test.slow();
      await page.goto(path, { waitUntil: 'networkidle' });
      await loadAxe(page);
      // A form's button may be disabled until the form is complete.
      const formCase = formButtons.find((c) => c.path === path);
      if (formCase) {
        await hydrated(page);
        await fillForm(page, formCase.form, demoValues(formCase.form));
      }
      const violations: string[] = [];
      for (const colorScheme of colorSchemes) {
        await page.emulateMedia({ colorScheme });
        for (const { role, name } of buttons) {
          const button = page.getByRole(role, { name, exact: true });
          await expect(button).toBeEnabled();
          await page.mouse.move(0, 0);
          await settled(page);
          const resting = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
          await button.hover();
          await expect(button).not.toHaveCSS('background-color', resting);
          for (const violation of await accessibilityViolations(page, path, button)) violations.push(`${colorScheme}, "${name}" hovered: ${violation}`);

          await page.mouse.move(0, 0);
          await button.focus();
          await expect(button).toHaveCSS('outline-style', 'solid');
          for (const violation of await accessibilityViolations(page, path, button)) violations.push(`${colorScheme}, "${name}" focused: ${violation}`);
          await button.blur();
        }
      }
      expect(violations).toEqual([]);
    });
  }

  /** A form that shows success in green and failure in red. */
  for (const twoColours of formCases.filter((c) => c.form.messageColour === 'by-outcome').slice(0, 1)) test(`${twoColours.path}: an account form’s messages, a failure with its hint, then a success`, async ({ page }) => {
    const { form: entry, path, backend, button } = twoColours;
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrated(page);
    await loadAxe(page);
    const form = page.getByRole('main').locator('form');
    const violations: string[] = [];
    for (const colorScheme of colorSchemes) {
      await page.emulateMedia({ colorScheme });
      await queueScenario(page, { app: backend, drop: true });
      await fillForm(page, entry, demoValues(entry, 1));
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText(entry.answers.failure.otherwise, { exact: true })).toBeVisible();
      await expect(page.getByText(entry.answers.noAnswerHint, { exact: true })).toBeVisible();
      for (const violation of await accessibilityViolations(page, path, form)) violations.push(`${colorScheme}, failure: ${violation}`);

      await queueScenario(page, { app: backend, status: 200, rawBody: '' });
      await fillForm(page, entry, demoValues(entry, 1));
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText(entry.answers.success.otherwise, { exact: true })).toBeVisible();
      for (const violation of await accessibilityViolations(page, path, form)) violations.push(`${colorScheme}, success: ${violation}`);
    }
    expect(violations).toEqual([]);
  });

  for (const [home, language] of [['/', 'en'], ['/tr', 'tr']] as const) {
    test(`on a phone: the skip link when focused, and the open menu, on ${home} (${language})`, async ({ page }) => {
      const words = textsIn(language).layout;
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(home, { waitUntil: 'networkidle' });
      await loadAxe(page);
      const violations: string[] = [];
      const skipLink = page.getByRole('link', { name: words.skipLink });
      await page.keyboard.press('Tab');
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      for (const colorScheme of colorSchemes) {
        await page.emulateMedia({ colorScheme });
        for (const violation of await accessibilityViolations(page, home, skipLink)) violations.push(`${colorScheme}, skip link: ${violation}`);
      }

      await page.getByRole('button', { name: words.openMenu }).click();
      const menu = page.getByRole('navigation', { name: words.mainNavigation });
      await expect(menu.getByRole('link', { name: sitePages.find((candidate) => candidate.path === '/about')!.label[language] })).toBeVisible();
      for (const colorScheme of colorSchemes) {
        await page.emulateMedia({ colorScheme });
        for (const violation of await accessibilityViolations(page, home, menu)) violations.push(`${colorScheme}, open menu: ${violation}`);
      }
      expect(violations).toEqual([]);
    });
  }
});

test.describe('under the Content-Security-Policy', () => {
  test('interactive pages hydrate: the home page’s featured projects fade in', async ({ page }) => {
    await page.goto('/');
    // Only the island's script, which the policy allows, takes a project from transparent to shown.
    const last = page.locator('#featured [data-reveal]').last();
    await expect(last).toHaveCSS('opacity', '0');
    await hydrated(page);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS('opacity', '1');
  });

  // Forms reaching their backend under the policy: e2e/forms.spec.ts (it owns the development backend).
});

test('the sitemap lists every indexable page, and no draft app’s, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  expect(listed.sort()).toEqual(indexableRoutes().sort());
  for (const page of appPages.filter((candidate) => candidate.app.draft)) expect(listed).not.toContain(page.path);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  // Only what RFC 9309 defines (user-agent, allow, disallow), and the sitemap line every search engine reads.
  const unknown = robots.split('\n').filter((line) => line.trim() !== '' && !/^(user-agent|allow|disallow|sitemap):/i.test(line));
  expect(unknown).toEqual([]);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual(['/icons/icon-192.png', '/icons/icon-512.png']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

/** The lists of a page's structured data, wherever they stand: each object with an `itemListElement`. */
function lists(value: unknown): { '@type': string; itemListElement: { position: unknown }[] }[] {
  if (Array.isArray(value)) return value.flatMap(lists);
  if (!value || typeof value !== 'object') return [];
  const nested = Object.values(value).flatMap(lists);
  return 'itemListElement' in value ? [value as { '@type': string; itemListElement: { position: unknown }[] }, ...nested] : nested;
}

test('pages carry their structured data', async ({ request }) => {
  const jsonLd = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    );
  expect((await jsonLd('/'))[0]).toMatchObject({ '@type': 'Person', sameAs: [expect.stringContaining('github.com'), expect.stringContaining('linkedin.com')] });
  for (const app of apps.filter((candidate) => candidate.hasLanding)) {
    expect((await jsonLd(`/${app.slug}`))[0]).toMatchObject({ '@type': 'MobileApplication', name: app.name });
    for (const document of app.documents) expect((await jsonLd(documentPath(app, document.slug)))[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  }
  for (const project of projects) expect((await jsonLd(project.generalLink))[0]).toMatchObject({ '@type': 'BreadcrumbList' });

  // The site's own origin in a local build: the default NEXT_PUBLIC_SITE_URL.
  const origin = 'http://localhost:3000';
  const ofType = async (path: string, type: string) => (await jsonLd(path)).filter((item) => item['@type'] === type);
  const onSite = (path: string, language: string) => ({ url: `${origin}${path}`, inLanguage: language, isPartOf: expect.objectContaining({ '@type': 'WebSite', url: origin }) });
  for (const route of siteRoutes()) {
    const items = await jsonLd(route);
    expect({ route, described: items.length > 0 }).toEqual({ route, described: true });
    for (const item of items) expect({ route, context: item['@context'] }).toEqual({ route, context: 'https://schema.org' });
    // Every list (a BreadcrumbList, a page's ItemList) is numbered from 1, in its order, as schema.org and search engines read it.
    for (const list of lists(items)) {
      const positions = list.itemListElement.map((element: { position: unknown }) => element.position);
      expect({ route, list: list['@type'], positions }).toEqual({ route, list: list['@type'], positions: positions.map((_: unknown, index: number) => index + 1) });
    }
  }

  // The work page lists every project, in its order, each at its own page.
  const [work] = await ofType('/work', 'CollectionPage');
  expect(work).toMatchObject({ ...onSite('/work', 'en'), mainEntity: { '@type': 'ItemList', numberOfItems: projects.length } });
  expect(work.mainEntity.itemListElement).toEqual(
    projects.map((project, index) => ({ '@type': 'ListItem', position: index + 1, name: project.title, url: `${origin}${project.generalLink}` })),
  );

  // The about page is about its owner.
  expect(await ofType('/about', 'AboutPage')).toEqual([
    expect.objectContaining({ ...onSite('/about', 'en'), mainEntity: expect.objectContaining({ '@type': 'Person', name: site.owner.name, sameAs: (await ofType('/', 'Person'))[0].sameAs }) }),
  ]);

  // The legal hub is about every app, and exists for each app's documents and deletion page and the website's own notice, each a page of the site.
  const [hub] = await ofType('/privacy-policy', 'WebPage');
  expect(hub).toMatchObject(onSite('/privacy-policy', 'en'));
  expect(hub.about.map((app: { '@type': string; name: string }) => [app['@type'], app.name])).toEqual(apps.map((app) => ['MobileApplication', app.name]));
  // The English hub leads to a Turkish app's deletion page in English, under /en.
  const english = (app: (typeof apps)[number], path: string) => (app.language === 'en' ? path : `/en${path}`);
  const legalPages = [...apps.flatMap((app) => [...appDocuments(app).map((document) => documentPath(app, document.slug)), ...(deletionPage(app) ? [english(app, deletionPage(app)!.path)] : [])]), ...siteNoticePaths];
  expect(hub.significantLink).toEqual(legalPages.map((path) => `${origin}${path}`));
  for (const path of legalPages) expect({ path, status: (await request.get(path)).status() }).toEqual({ path, status: 200 });

  // Each form's page is about its app; where the app has a landing page, the form is a level below it.
  for (const { app, form } of forms) {
    const items = await jsonLd(form.page.path);
    expect(items.filter((item) => item['@type'] === 'WebPage')).toEqual([
      expect.objectContaining({ ...onSite(form.page.path, app.language), name: form.page.title, about: [expect.objectContaining({ '@type': 'MobileApplication', name: app.name })] }),
    ]);
    const crumbs = items.filter((item) => item['@type'] === 'BreadcrumbList').map((list) => list.itemListElement.map((crumb: { item: string }) => crumb.item));
    expect(crumbs).toEqual(app.hasLanding ? [[`${origin}/${app.slug}`, `${origin}${form.page.path}`]] : []);
  }

  // The fortune page is about its app, a level below the app's landing page.
  const fortuneApp = getApp(fortunePage.app);
  const fortune = await jsonLd(fortunePage.path);
  expect(fortune.filter((item) => item['@type'] === 'WebPage')).toEqual([
    expect.objectContaining({ ...onSite(fortunePage.path, fortuneApp.language), about: [expect.objectContaining({ name: fortuneApp.name })] }),
  ]);
  const fortuneCrumbs = fortune.filter((item) => item['@type'] === 'BreadcrumbList').map((list) => list.itemListElement.map((crumb: { item: string }) => crumb.item));
  expect(fortuneCrumbs).toEqual(fortuneApp.hasLanding ? [[`${origin}/${fortuneApp.slug}`, `${origin}${fortunePage.path}`]] : []);
});
