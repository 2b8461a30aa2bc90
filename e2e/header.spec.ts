import { expect, test } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Header } from '../components/Header';
import { textsIn } from '../lib/content/texts';
import { navItemsIn } from '../lib/navigation';
import { sitePages } from '../lib/content/pages';

/**
 * The header as the apps grow: the site's pages and apps of today plus apps
 * added with `npm run new-app`, rendered by the header component itself into a
 * built page, so its styles are the site's, in each language (the Turkish
 * labels are longer) with its language switch.
 */
const NINE = 9;
const ADDED = ['Atlas Notes', 'Pulse Fitness', 'Lingo Cards', 'Tide Budget', 'Harbor Maps', 'Quill Journal', 'Orbit Tasks', 'Sprout Garden', 'Ember Recipes'];
const SITE_PAGES = sitePages.filter((page) => page.header).length;

for (const [about, language] of [['/about', 'en'], ['/tr/about', 'tr']] as const) {
  const navItems = navItemsIn(language);
  const missing = Math.max(0, NINE - (navItems.length - SITE_PAGES));
  const items = [...navItems, ...ADDED.slice(0, missing).map((name) => ({ href: `/${name.toLowerCase().replace(/ /g, '-')}`, label: name }))];

  test.describe(`a header with nine apps (${language})`, () => {
    for (const width of [768, 800, 1024, 1279]) {
      test(`at ${width} px keeps every link visible in at most two rows beside the name, and the language switch`, async ({ page }) => {
        expect(items.length - SITE_PAGES).toBeGreaterThanOrEqual(NINE);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(about);
        await page.getByRole('banner').evaluate((header, html) => (header.outerHTML = html), renderToStaticMarkup(createElement(Header, { items, language, path: about })));
        const nav = page.getByRole('navigation', { name: textsIn(language).layout.mainNavigation });
        const links = nav.getByRole('listitem').getByRole('link');
        await expect(links).toHaveCount(items.length);
        // A row is a line of links whose centres lie within a few pixels of each other (the badge makes one link taller).
        const rows = await links.evaluateAll((anchors) => new Set(anchors.map((anchor) => { const box = anchor.getBoundingClientRect(); return Math.round((box.top + box.height / 2) / 16); })).size);
        for (const link of await links.all()) await expect(link).toBeInViewport();
        expect(rows).toBeLessThanOrEqual(2);
        await expect(nav.locator('a[hreflang]')).toBeInViewport();
      });
    }
  });
}
