import { expect, type Page, test } from '@playwright/test';
import { fortunePage } from '../content/fortune';
import { executableScripts } from '../lib/build/page-scripts';
import { textsIn } from '../lib/content/texts';
import type { Language } from '../lib/i18n/languages';
import { navItemsIn } from '../lib/navigation';
import { isTranslation, routeOf, siteRoutes } from '../lib/routes';
import { exportedSite, interactiveRoutes } from './out-files';
import { oneOfEachTemplate, pagesToCheck } from './routes';

const MISSING = '/this-page-does-not-exist';
const interactive = new Set(interactiveRoutes());
/** Every page of the site's first release whose HTML holds no island (lib/islands.ts), one of each kind of their versions under /tr and /en, and the 404 page. */
const staticRoutes = [...pagesToCheck(siteRoutes()).filter((route) => !interactive.has(route)), MISSING];
/** The static pages with the site's header: the fortune page has none. */
const withHeader = staticRoutes.filter((route) => route !== fortunePage.path);
/** One static page with the header for each template, and one of each language's versions: the header and its menu are the same on every page of one, in one language. */
const oneOfEach = [...oneOfEachTemplate(withHeader.filter((route) => !isTranslation(route))), ...oneOfEachTemplate(withHeader.filter(isTranslation), (route) => routeOf(route)!.language)];
const languageOf = (route: string): Language => routeOf(route)?.language ?? 'en';
/** The header's links in a language: a badge's text follows its link's name. */
const navLinks = (language: Language) => navItemsIn(language).map((item) => (item.badge ? new RegExp(`^${item.label}`) : item.label));

test('no page of out/ without an island carries a script, in either language: the 404 page its one console line only', () => {
  const wrong = exportedSite()
    .filter((page) => page.islands.length === 0)
    .flatMap((page) => {
      const executable = executableScripts(page.html);
      const expected = page.file === '404.html' ? 1 : 0;
      const stray = /rel="modulepreload"|as="script"|__next_f|self\.__next/.test(page.html);
      return executable.length !== expected || stray ? [`${page.route}: ${executable.length} scripts${stray ? ', and Next.js’s runtime' : ''}`] : [];
    });
  expect(wrong).toEqual([]);
});

test.describe('a page with nothing to hydrate', () => {
  for (const route of staticRoutes) {
    test(`${route} requests no script and carries none`, async ({ page, request }) => {
      const scripts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(sent.url()).pathname)) scripts.push(sent.url());
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(scripts).toEqual([]);

      const html = await (await request.get(route)).text();
      const executable = executableScripts(html);
      if (route === MISSING) {
        // The one line that records the missed address in the console.
        expect(executable.map((script) => script.inline)).toEqual([expect.stringContaining('console.warn("404 Not Found')]);
      } else {
        expect(executable).toEqual([]);
      }
      expect(html).not.toMatch(/rel="modulepreload"|as="script"|__next_f|self\.__next/);
    });
  }
});

async function expectMenuWorks(page: Page, language: Language) {
  const words = textsIn(language).layout;
  const NAV_LINKS = navLinks(language);
  const menu = page.getByRole('navigation', { name: words.mainNavigation });
  const lastLink = menu.getByRole('link', { name: NAV_LINKS.at(-1)!, exact: typeof NAV_LINKS.at(-1) === 'string' });
  await expect(lastLink).toBeHidden();
  // The closed list is hidden from assistive technology too: none of its links is in the page's tree.
  for (const name of NAV_LINKS) await expect(menu.getByRole('link', { name, exact: typeof name === 'string' })).toHaveCount(0);

  await page.getByRole('button', { name: words.openMenu }).click();
  for (const name of NAV_LINKS) await expect(menu.getByRole('link', { name, exact: typeof name === 'string' })).toBeVisible();
  await page.getByRole('button', { name: words.closeMenu }).click();
  await expect(lastLink).toBeHidden();

  // Keyboard only: open, move into the list, Escape, and focus is back on the toggle.
  const toggle = page.getByRole('button', { name: words.openMenu });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: words.closeMenu })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: navItemsIn(language)[0]!.label })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lastLink).toBeHidden();
  await expect(toggle).toBeFocused();
}

test.describe('the phone menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const route of oneOfEach) {
    test(`${route}: opens every link of the header, closes with its button and with Escape`, async ({ page }) => {
      await page.goto(route);
      await expectMenuWorks(page, languageOf(route));
    });
  }
});

test.describe('the phone menu on an interactive page', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('is the same menu, and works the same', async ({ page }) => {
    const route = [...interactive].filter((candidate) => !isTranslation(candidate)).at(-1)!;
    await page.goto(route, { waitUntil: 'networkidle' });
    await expectMenuWorks(page, languageOf(route));
  });
});

for (const [about, language] of [['/about', 'en'], ['/tr/about', 'tr']] as const) {
  test(`on a wide screen the header’s links are a row beside the name, with no toggle, and the language switch at its end (${language})`, async ({ page }) => {
    await page.goto(about);
    const words = textsIn(language).layout;
    const menu = page.getByRole('navigation', { name: words.mainNavigation });
    for (const name of navLinks(language)) await expect(menu.getByRole('link', { name, exact: typeof name === 'string' })).toBeVisible();
    await expect(page.getByRole('button', { name: words.openMenu })).toBeHidden();
    const box = await menu.locator(`a[href="${navItemsIn(language).at(-1)!.href}"]`).boundingBox();
    expect(box!.y).toBeLessThan(60);
    const toggle = await menu.locator('a[hreflang]').last().boundingBox();
    expect(toggle!.y).toBeLessThan(60);
    expect(toggle!.x).toBeGreaterThan(box!.x);
  });
}
