/**
 * The fortune page as a visitor reads it: the questions of the health category may reveal health
 * data, a special category (KVKK Art. 6), asked on explicit consent that a minor cannot give alone,
 * so the page says, beside the questions, that the category is open only from the age of majority.
 * The age is the law's, written here: 18 (Turkish Civil Code Art. 11).
 */
import { expect, test } from '@playwright/test';
import { fortunePage } from '../content/fortune';

const AGE_OF_MAJORITY = 18;
/** The category whose questions ask about the visitor's health, as the page names it. */
const HEALTH = 'Sağlık';

test.use({ javaScriptEnabled: false });

test('the page says, where the questions are read, that health questions are for adults only', async ({ page }) => {
  await page.goto(fortunePage.path);
  const categories = page.getByRole('radiogroup', { name: fortunePage.categoriesLabel });
  await categories.getByText(HEALTH, { exact: true }).click();
  await expect(categories.getByRole('radio', { name: HEALTH })).toBeChecked();
  await expect(page.getByRole('region', { name: `${HEALTH} soruları` })).toBeVisible();

  const rule = page.locator('main p').filter({ hasText: new RegExp(`${HEALTH} kategorisi[^.]*yalnızca ${AGE_OF_MAJORITY} yaşını doldurmuş kullanıcılara açıktır`) });
  await expect(rule).toHaveCount(1);
  await expect(rule).toBeVisible();
  await expect(rule).toContainText('açık rıza');
});
