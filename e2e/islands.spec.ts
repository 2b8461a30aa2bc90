import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './hydration';
import { interactivePagesToCheck } from './out-files';

/** Everything the console says that is not a plain log line, and every uncaught error (a hydration mismatch is one). */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning', 'assert'].includes(message.type())) said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  return said;
}

// Every interactive page of the site's first release, and the first with each set of islands in each other language.
for (const { route } of interactivePagesToCheck()) {
  test(`${route}: React hydrates its islands from their own bundles, without a warning or an error`, async ({ page }) => {
    const said = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(said).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/_next\/static\/islands\/[A-Za-z]+-[A-Z0-9]+\.js$/);
    expect(await page.content()).not.toContain('__next_f');
  });
}

test('/: once hydrated, the featured projects fade in as they scroll into view', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const last = page.locator('#featured [data-reveal]').last();
  await expect(last).toHaveCSS('opacity', '0');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveCSS('opacity', '1');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('/: the featured projects appear without moving', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const last = page.locator('#featured [data-reveal]').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS('opacity', '1');
    await expect(last).toHaveCSS('transform', 'none');
  });
});
