import { expect, type APIRequestContext, type Page } from '@playwright/test';

const checked = new Map<string, number>();

/** Checks that every same-origin link on the page leads to a page or an anchor that exists. */
export async function expectLinksResolve(page: Page, request: APIRequestContext) {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pathname = new URL(page.url()).pathname;
  for (const href of new Set(hrefs)) {
    if (/^(mailto:|tel:|https?:)/.test(href)) continue;
    const url = new URL(href, page.url());
    if (url.pathname === pathname && url.hash) {
      const id = decodeURIComponent(url.hash.slice(1));
      expect(await page.locator(`[id="${id}"]`).count(), `anchor ${href} on ${pathname}`).toBe(1);
      continue;
    }
    if (!checked.has(url.pathname)) checked.set(url.pathname, (await request.get(url.pathname)).status());
    expect(checked.get(url.pathname), `link ${href} on ${pathname}`).toBe(200);
  }
}
