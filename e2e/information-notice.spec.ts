/**
 * The information notice under Article 10 of the KVKK that every English app
 * publishes in Turkish, as a reader finds it: a Turkish page, printed from the
 * same legal record as the app's English privacy policy, so the two name the
 * same providers in the same places and the same periods; linked from the
 * policy, the landing page and the legal hub, and listed in the sitemap. Every
 * expected text is rendered from content/, never restated here.
 */
import { texts } from '../content/texts';
import { expect, type Page, test } from '@playwright/test';
import { site } from '../content/site';
import { LAW } from '../content/legal/shared';
import { KVKK_RIGHTS, TEXT } from '../components/legal/words';
import { postalAddress } from '../components/legal/clauses';
import { apps, documentPath, INFORMATION_NOTICE, informationNotice } from '../lib/content/apps';
import { RETENTION_CATEGORIES } from '../lib/legal/facts';
import { legalRecord, legalRecordIn } from '../lib/legal/records';
import { erasable, formatPeriod, retentionPhrase, turkishLocative } from '../lib/legal/wording';
import { ownerAddress } from '../lib/content/site';
import { VERBIS } from '../lib/legal/verbis-table';
import { KVKK_CATEGORIES } from '../lib/stores/taxonomy';

test.use({ javaScriptEnabled: false });

const english = apps.filter((app) => app.language === 'en' && (!app.draft || informationNotice(app)));
const noticePath = (app: (typeof apps)[number]) => documentPath(app, INFORMATION_NOTICE.slug);

/** The visible text of the open page's article, one space between words. */
async function articleText(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return (await page.locator('article').innerText()).replace(/\s+/g, ' ');
}

/** The rows of the retention table (the one with the column `header`), each as its cells' texts. */
async function tableRows(page: Page, header: string): Promise<string[][]> {
  const table = page.locator('article table').filter({ has: page.locator('th', { hasText: new RegExp(`^${header}$`) }) });
  await expect(table).toHaveCount(1);
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
}

/** The "N (N) unit" periods a text states, as amounts and units in the words of either language. */
const periodsIn = (text: string) => [...text.matchAll(/\((\d+)\) (\p{L}+)/gu)].map((match) => `${match[1]} ${{ days: 'day', day: 'day', gün: 'day', months: 'month', month: 'month', ay: 'month', years: 'year', year: 'year', yıl: 'year' }[match[2]!] ?? match[2]}`);

for (const app of english) {
  test.describe(`${app.name}: information notice`, () => {
    const record = legalRecord(app.slug);
    const turkish = legalRecordIn(app, 'tr');

    test('is a Turkish page of static HTML, marked lang="tr", and names the controller, its address, the rights and the time limits of the law', async ({ page, request }) => {
      const response = await request.get(noticePath(app));
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="tr"/);
      const text = await articleText(page, noticePath(app));
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      for (const fact of [site.owner.name, postalAddress(), app.supportEmail, ...Object.values(site.owner.representatives).map(({ value }) => value.name), ...KVKK_RIGHTS.tr]) {
        expect(text).toContain(fact);
      }
      for (const law of ['kvkkAnswer', 'kvkkComplaintAfterAnswer', 'kvkkComplaintAfterApplication'] as const) expect(text).toContain(formatPeriod(LAW[law].value, 'tr'));
      expect(text).toContain(formatPeriod(record.deletion.timeLimit.value, 'tr'));
      // The full policy, in English, is a link away.
      await expect(page.locator(`article a[href="${documentPath(app, 'privacy-policy')}"][hreflang="en"]`)).not.toHaveCount(0);
    });

    test('names the providers of the English policy, each in the same region, in Turkish', async ({ page }) => {
      const policy = await articleText(page, documentPath(app, 'privacy-policy'));
      const notice = await articleText(page, noticePath(app));
      record.processors.forEach(({ value: processor }, index) => {
        const { value: inTurkish } = turkish.processors[index]!;
        expect(policy, processor.name).toContain(`${processor.name} (${processor.region}): ${processor.purpose}`);
        expect(notice, processor.name).toContain(`${processor.name} (${inTurkish.region}): ${inTurkish.purpose}`);
        // The Turkish page prints the Turkish words of the record, never the English ones left in place.
        expect(notice, processor.name).not.toContain(processor.purpose);
        expect(notice, processor.name).not.toContain(`(${processor.region})`);
      });
      expect(turkish.processors.map(({ value }) => value.name)).toEqual(record.processors.map(({ value }) => value.name));
    });

    test('names the categories of personal data of the English policy’s Data safety summary, every type in Turkish', async ({ page }) => {
      const notice = await articleText(page, noticePath(app));
      // A category joins its data in one sentence, so a type's words may start in lower case there.
      const lower = notice.toLocaleLowerCase('tr');
      record.inventory.value.types.forEach((entry, index) => {
        const inTurkish = turkish.inventory.value.types[index]!;
        expect(lower, entry.type).toContain(inTurkish.data.toLocaleLowerCase('tr'));
        // The Registry's category, from the tests' own table rather than the one the notice reads.
        expect(notice, entry.type).toContain(`${entry.kvkk ? KVKK_CATEGORIES[entry.kvkk] : VERBIS[entry.type]}:`);
        // The Turkish page prints the Turkish words of the record, never the English ones left in place.
        expect(notice, entry.type).not.toContain(entry.data);
      });
    });

    test('keeps each kind of data for the period of the English policy', async ({ page }) => {
      const limit = record.deletion.timeLimit.value;
      await page.goto(documentPath(app, 'privacy-policy'));
      const policyRows = await tableRows(page, TEXT.en.kept);
      await page.goto(noticePath(app));
      const noticeRows = await tableRows(page, TEXT.tr.kept);
      const categories = RETENTION_CATEGORIES.filter((category) => record.retention[category]);
      expect(noticeRows).toHaveLength(categories.length);
      expect(policyRows).toHaveLength(categories.length);
      categories.forEach((category, index) => {
        const english = record.retention[category]!.value;
        const inTurkish = turkish.retention[category]!.value;
        expect(policyRows[index]).toEqual([english.data, retentionPhrase(english, limit, 'en', erasable(record))]);
        expect(noticeRows[index]).toEqual([inTurkish.data, retentionPhrase(inTurkish, limit, 'tr', erasable(record))]);
        // The same period and the same deletion limit, whichever language states it.
        expect({ category, periods: periodsIn(noticeRows[index]![1]!) }).toEqual({ category, periods: periodsIn(policyRows[index]![1]!) });
      });
    });

    test('is linked from the English privacy policy, the landing page and the legal hub, and listed in the sitemap once published', async ({ page, request }) => {
      const link = `a[href="${noticePath(app)}"][hreflang="tr"]`;
      await page.goto(documentPath(app, 'privacy-policy'));
      await expect(page.locator(`article ${link}`)).toHaveText(INFORMATION_NOTICE.label);
      await expect(page.locator(`article ${link}`)).toHaveAttribute('lang', 'tr');
      if (app.hasLanding) {
        await page.goto(`/${app.slug}`);
        await expect(page.locator(`main ${link}`)).toHaveText(INFORMATION_NOTICE.label);
      }
      // The English hub names it in English and says it is in Turkish; the Turkish hub by its own name.
      await page.goto('/privacy-policy');
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: app.name, exact: true }) });
      await expect(card.locator(link)).toHaveText(`${texts.informationNotice.en} ${texts.inLanguage.en.replace('{language}', texts.languageNames.turkish.en)}`);
      await page.goto('/tr/privacy-policy');
      const turkishCard = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: app.name, exact: true }) });
      await expect(turkishCard.locator(`a[href="${noticePath(app)}"]`)).toHaveText(INFORMATION_NOTICE.label);
      await expect(turkishCard.locator(`a[href="${noticePath(app)}"]`)).not.toHaveAttribute('hreflang');
      // A draft's pages stay out of the sitemap until it is published.
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(new RegExp(`<loc>https?://[^<]+${noticePath(app)}</loc>`).test(sitemap)).toBe(!app.draft);
    });
  });
}

/** The words the legal review replaced in the Turkish texts ("yazan" for "belirtilen", "dahil" for "dâhil", the Board for the Authority). */
const REPLACED = /(?<!\p{L})(yazan|yazandır|dahil)(?!\p{L})|Kurula bildir|kısmen otomatik olmayan|bulunduğu yer:/u;

test('every Turkish legal page reads as the law writes it, and places the owner as "<city>’da yerleşik"', async ({ page }) => {
  const turkishPages = [
    ...english.map((app) => noticePath(app)),
    ...apps.filter((app) => app.language === 'tr').flatMap((app) => app.documents.map((document) => documentPath(app, document.slug))),
  ];
  for (const path of turkishPages) {
    const text = await articleText(page, path);
    expect(text.match(REPLACED)?.[0], path).toBeUndefined();
  }
  for (const app of english) expect(await articleText(page, noticePath(app))).toContain(`${turkishLocative(ownerAddress.city)} yerleşik serbest çalışan bir yazılım mühendisidir`);
});

test('a Turkish app publishes no separate notice: its privacy policy is its information notice', async ({ request }) => {
  for (const app of apps.filter((candidate) => candidate.language === 'tr')) {
    expect((await request.get(noticePath(app))).status(), app.slug).toBe(404);
  }
});
