/**
 * The Turkish lists the legal pages print (the notice's data categories, a Turkish policy's Data
 * safety summary) join the record's texts and lower-case the first letter of an item that starts
 * with an ordinary word. A proper name or an acronym keeps its capitals: "KVKK başvurularınıza",
 * "Gece Günlüğü’ne", "Crashlytics", never "kVKK", "gece Günlüğü’ne", "crashlytics".
 */
import { render } from '@testing-library/react';
import { DataCategories, DataSafetySummary } from '@/components/legal/data-safety';
import { apps } from '@/lib/content/apps';
import { legalRecordIn } from '@/lib/legal/records';
import { continuingItem } from '@/lib/legal/wording';

const WORD = /[\p{L}\p{N}’'-]+/gu;

/** The words a record writes with a capital in the middle of a sentence (after a lower-case word): its proper names and acronyms. */
function properNames(texts: string): Set<string> {
  const names = new Set<string>();
  for (const match of texts.matchAll(/\p{Ll}[\p{L}-]*,? (\p{Lu}[\p{L}\p{N}-]*)/gu)) names.add(match[1]!);
  return names;
}

const wordsOf = (text: string) => [...text.matchAll(WORD)].map((match) => match[0].replace(/[’'].*$/u, ''));

/**
 * Words of a printed text that are a proper name of the record with its first letter lower-cased
 * (the record never writes the word in lower case), or an acronym so broken ("kVKK").
 */
function lowered(printed: string, texts: string): string[] {
  const names = properNames(texts);
  const written = new Set(wordsOf(texts));
  return wordsOf(printed).filter((word) => /^\p{Ll}\p{Lu}/u.test(word) || (/^\p{Ll}/u.test(word) && names.has(word.charAt(0).toLocaleUpperCase('tr') + word.slice(1)) && !written.has(word)));
}

describe.each(apps.map((app) => [app.slug, app] as const))('%s: the Turkish lists keep proper names and acronyms as written', (_slug, app) => {
  const record = legalRecordIn(app, 'tr');
  const texts = JSON.stringify(record);

  it('the information notice’s data categories', () => {
    const { container } = render(<DataCategories record={record} />);
    expect(lowered(container.textContent ?? '', texts)).toEqual([]);
  });

  it('the Data safety summary in Turkish', () => {
    const { container } = render(<DataSafetySummary app={app} record={record} language="tr" sharing="Hayır." />);
    expect(lowered(container.textContent ?? '', texts)).toEqual([]);
  });
});

describe('continuingItem', () => {
  it.each([
    ['Destek e-postalarınız', 'destek e-postalarınız'],
    ['KVKK başvurularınıza ilişkin yazışmalar', 'KVKK başvurularınıza ilişkin yazışmalar'],
    ['Gece Günlüğü’ne yazdığınız notlar', 'Gece Günlüğü’ne yazdığınız notlar'],
    ['Crashlytics hizmetinin tanımlayıcısı', 'Crashlytics hizmetinin tanımlayıcısı'],
    ['İşlem kayıtları', 'işlem kayıtları'],
    ['Premium aboneliğiniz', 'premium aboneliğiniz'],
    ['Yapay zekâ sağlayıcısı', 'Yapay zekâ sağlayıcısı'],
  ])('%s → %s', (item, expected) => {
    expect(continuingItem(item, new Set(['destek', 'işlem', 'gece', 'hizmetinin', 'premium']))).toBe(expected);
  });
});
