import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { indexableRoutes } from '../lib/routes';

const routes = [...indexableRoutes(), '/this-page-does-not-exist'];

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test.describe('every page', () => {
  for (const route of routes) {
    test(`${route}: loads under its Content-Security-Policy with no error and no serious accessibility violation`, async ({ page }) => {
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

      // Judge the page at rest: a heading or button still fading in has, for that moment, too little contrast.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished)),
      );
      const axe = await new AxeBuilder({ page }).analyze();
      const serious = axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious, 'accessibility').toEqual([]);

      if (route !== '/meriastro/sana-ozel-fal') {
        // The header's badge is a separate word, not "RevoAINEW".
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'RevoAI NEW', exact: true })).toHaveCount(1);
      }

      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('under the Content-Security-Policy', () => {
  test('interactive pages hydrate: the home page’s featured projects fade in', async ({ page }) => {
    await page.goto('/');
    // Only the island's script, which the policy allows, takes a project from transparent to shown.
    const last = page.locator('#featured [data-reveal]').last();
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS('opacity', '1');
  });

  // Forms reaching their backend under the policy: e2e/forms.spec.ts (it owns the development backend).
});

test('the sitemap lists every indexable page and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of indexableRoutes()) {
    expect(sitemap).toContain(`<loc>http://localhost:3000${route === '/' ? '' : route}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual(['/icons/icon-192.png', '/icons/icon-512.png']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('pages carry their structured data', async ({ request }) => {
  const jsonLd = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    );
  expect((await jsonLd('/'))[0]).toMatchObject({ '@type': 'Person', sameAs: [expect.stringContaining('github.com'), expect.stringContaining('linkedin.com')] });
  expect((await jsonLd('/funo'))[0]).toMatchObject({ '@type': 'MobileApplication', name: 'Funo AI' });
  expect((await jsonLd('/funo/eula'))[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  expect((await jsonLd('/work/vocan'))[0]).toMatchObject({ '@type': 'BreadcrumbList' });
});
