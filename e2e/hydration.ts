import { expect, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../lib/islands';

/**
 * Waits until every island of the page has been taken over by React: each island's element
 * carries HYDRATED_ATTRIBUTE once it has hydrated and its effects have run (lib/islands.ts). The
 * bundles start only after the page has loaded and painted, and hydrate in small tasks, so on a
 * busy machine this can take well over expect's 5 s: the wait has no limit of its own and is
 * bounded by the test's timeout. The page must hold an island.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator(`[${ISLAND_ATTRIBUTE}]`).first()).toBeAttached();
  await expect(page.locator(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])`)).toHaveCount(0, { timeout: 0 });
}
