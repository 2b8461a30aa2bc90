/**
 * A legal document published in both languages, read as a reader reads the two pages side by side,
 * without JavaScript: the same facts on both (the app's name, the contact address, the owner's city
 * where the disputes go, the governing law, the liability floor, every period, every provider, every
 * date, every outside link), the same sections in the same order, and a clause that says which version
 * prevails and links the other. What each fact looks like in each language is worked out here from the
 * record, the law's numbers and Intl's formats, never taken from the components that print the pages.
 */
import { expect, type Page, test } from '@playwright/test';
import { LIABILITY_FLOOR, LAW } from '../content/legal/shared';
import { apps, translatedPages } from '../lib/content/apps';
import { ownerAddress } from '../lib/content/site';
import { legalRecord } from '../lib/legal/records';

test.use({ javaScriptEnabled: false });

/** Every document an entry declares in the other language, with the path of each version. */
const pairs = apps.flatMap((app) =>
  translatedPages(app).flatMap((page) => (page.kind === 'document' ? [{ app, document: page.document.slug, original: page.counterpart!, translation: page.path, language: page.language }] : [])),
);

/** The units of a period as each language writes them after its digits, a Turkish one with its suffix: "(6) months", "(6) aydır". */
const UNITS: Record<string, [RegExp, string][]> = {
  en: [
    [/^hours?$/, 'hour'],
    [/^days?$/, 'day'],
    [/^weeks?$/, 'week'],
    [/^months?$/, 'month'],
    [/^years?$/, 'year'],
  ],
  tr: [
    [/^saat/, 'hour'],
    [/^gün/, 'day'],
    [/^hafta/, 'week'],
    [/^ay/, 'month'],
    [/^yıl/, 'year'],
  ],
};
const unitOf = (word: string, language: string) => UNITS[language]!.find(([pattern]) => pattern.test(word.toLocaleLowerCase(language)))?.[1];

type Reading = { text: string; headings: string[]; times: string[]; outside: string[]; mail: string[]; periods: string[]; inside: { href: string; hrefLang: string }[] };

/** One version of a document as a reader meets it: its words, its sections, its dates, its links, and every period it states. */
async function read(page: Page, path: string, language: string): Promise<Reading> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const article = page.locator('article');
  const text = (await article.innerText()).replace(/\s+/g, ' ');
  const found = await article.evaluate((node) => ({
    headings: [...node.querySelectorAll('h2, h3')].map((heading) => heading.tagName),
    times: [...node.querySelectorAll('time')].map((time) => time.getAttribute('datetime') ?? ''),
    links: [...node.querySelectorAll('a[href]')].map((link) => ({ href: link.getAttribute('href')!, hrefLang: link.getAttribute('hreflang') ?? '' })),
  }));
  const periods = [...text.matchAll(/\((\d+)\)\s+(\p{L}+)/gu)].flatMap((match) => {
    const unit = unitOf(match[2]!, language);
    return unit ? [`${match[1]} ${unit}`] : [];
  });
  return {
    text,
    headings: found.headings,
    times: [...new Set(found.times)].sort(),
    outside: [...new Set(found.links.map((link) => link.href).filter((href) => /^https?:/.test(href)))].sort(),
    mail: [...new Set(found.links.map((link) => link.href).filter((href) => href.startsWith('mailto:')))].sort(),
    periods: [...new Set(periods)].sort(),
    inside: found.links.filter((link) => link.href.startsWith('/')),
  };
}

test('every document declared in the other language has its version, and the apps declare one', () => {
  // Every English app publishes its terms and EULA in Turkish too, for its consumers in Türkiye (docs/OWNER-GUIDE.md): a pair for each.
  for (const app of apps.filter((candidate) => candidate.language === 'en' && !candidate.draft)) {
    for (const document of app.documents.filter(({ slug }) => slug === 'terms-and-conditions' || slug === 'eula')) {
      expect(pairs.some((pair) => pair.app === app && pair.document === document.slug), `${app.slug}/${document.slug}`).toBe(true);
    }
  }
});

for (const { app, document, original, translation, language } of pairs) {
  test(`${app.slug}/${document}: its ${language} version states the same facts, sections, dates and links as the ${app.language} one`, async ({ page }) => {
    const record = legalRecord(app.slug);
    const own = await read(page, original, app.language);
    const other = await read(page, translation, language);
    const versions = { [app.language]: own, [language]: other } as Record<'en' | 'tr', Reading>;

    // The whole text, section by section, renders without JavaScript in both.
    expect(other.headings, 'the sections, in order').toEqual(own.headings);
    for (const version of [own, other]) {
      expect(version.text).toContain(app.name);
      expect(version.text).toContain(app.supportEmail);
      expect(version.mail).toContain(`mailto:${app.supportEmail}`);
    }
    expect(other.mail, 'the e-mail addresses').toEqual(own.mail);
    expect(other.times, 'the dates (their datetime)').toEqual(own.times);
    expect(other.outside, 'the links to other sites').toEqual(own.outside);
    expect(other.periods, 'the periods, in digits and units').toEqual(own.periods);

    // Every provider the record names is named in both, or in neither.
    for (const { value: processor } of record.processors) {
      expect(other.text.includes(processor.name), processor.name).toBe(own.text.includes(processor.name));
    }

    if (document === 'terms-and-conditions' || document === 'eula') {
      // Where disputes go and under which law: the owner's city, and the record's law in each language.
      for (const version of [own, other]) expect(version.text).toContain(ownerAddress.city);
      const law = record.governingLaw.value;
      expect(versions.en.text).toContain(law.law);
      expect(versions.tr.text).toContain(law.tr?.law ?? law.law);
      // The liability floor, the same amount in each language's digits.
      const { amount } = LIABILITY_FLOOR.value;
      expect(versions.en.text).toContain(new Intl.NumberFormat('en-GB').format(amount));
      expect(versions.tr.text).toContain(new Intl.NumberFormat('tr-TR').format(amount));
      // The notice before a renewal, a period of the law: in both when in one.
      const renewal = LAW.renewalNotice.value;
      const notice = `${renewal.amount} ${renewal.unit}`;
      expect(other.periods.includes(notice)).toBe(own.periods.includes(notice));

      // Which version prevails, and a link to the other from each.
      expect(versions.en.text).toMatch(/the Turkish version binds you and us, and prevails where the two differ\. For everyone else, the English version prevails/);
      expect(versions.tr.text).toMatch(/Türkçe metin sizin için de bizim için de bağlayıcıdır[^.]*Türkçe metin esas alınır\. Diğer kullanıcılar için İngilizce metin esas alınır/);
      expect(own.inside, `${original} links its ${language} version`).toContainEqual({ href: translation, hrefLang: language });
      expect(other.inside, `${translation} links its ${app.language} version`).toContainEqual({ href: original, hrefLang: app.language });
    }
  });
}
