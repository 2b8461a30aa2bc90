import { expect, type Page, test } from '@playwright/test';
import { fortunePage } from '../content/fortune';
import { executableScripts } from '../lib/build/page-scripts';
import { navItems } from '../lib/navigation';
import { siteRoutes } from '../lib/routes';
import { interactiveRoutes } from './out-files';
import { oneOfEachTemplate } from './routes';

const MISSING = '/this-page-does-not-exist';
const interactive = new Set(interactiveRoutes());
/** Every page whose HTML holds no island (lib/islands.ts), and the 404 page. */
const staticRoutes = [...siteRoutes().filter((route) => !interactive.has(route)), MISSING];
/** The static pages with the site's header: the fortune page has none. */
const withHeader = staticRoutes.filter((route) => route !== fortunePage.path);
/** One static page with the header for each template: the header and its menu are the same on every page of one. */
const oneOfEach = oneOfEachTemplate(withHeader);
/** The header's links: a badge's text follows its link's name. */
const NAV_LINKS = navItems.map((item) => (item.badge ? new RegExp(`^${item.label}`) : item.label));
const LAST_APP = navItems.at(-1)!;

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

async function expectMenuWorks(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  const lastLink = menu.getByRole('link', { name: NAV_LINKS.at(-1)!, exact: typeof NAV_LINKS.at(-1) === 'string' });
  await expect(lastLink).toBeHidden();
  await expect(menu.getByRole('link')).toHaveCount(1); // the logo: the closed list is hidden from assistive technology too

  await page.getByRole('button', { name: 'Open menu' }).click();
  for (const name of NAV_LINKS) await expect(menu.getByRole('link', { name, exact: typeof name === 'string' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(lastLink).toBeHidden();

  // Keyboard only: open, move into the list, Escape, and focus is back on the toggle.
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lastLink).toBeHidden();
  await expect(toggle).toBeFocused();
}

test.describe('the phone menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const route of oneOfEach) {
    test(`${route}: opens every link of the header, closes with its button and with Escape`, async ({ page }) => {
      await page.goto(route);
      await expectMenuWorks(page);
    });
  }
});

test.describe('the phone menu on an interactive page', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('is the same menu, and works the same', async ({ page }) => {
    await page.goto([...interactive].at(-1)!, { waitUntil: 'networkidle' });
    await expectMenuWorks(page);
  });
});

test('on a wide screen the header’s links are a row beside the name, with no toggle', async ({ page }) => {
  await page.goto('/about');
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const name of NAV_LINKS) await expect(menu.getByRole('link', { name, exact: typeof name === 'string' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  const box = await menu.locator(`a[href="${LAST_APP.href}"]`).boundingBox();
  expect(box!.y).toBeLessThan(60);
});
