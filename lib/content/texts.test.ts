import { texts } from '@/content/texts';
import { checkedTexts, languageName, textProblems, textsIn } from '@/lib/content/texts';
import { placeholders } from '@/lib/i18n/localized';

/** Every text of a group as the content writes it, with its path. */
function leaves(value: unknown, at: string[] = []): { path: string; en: unknown; tr: unknown }[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const keys = Object.keys(value);
  if (keys.length === 2 && keys.includes('en') && keys.includes('tr')) return [{ path: at.join('.'), ...(value as { en: unknown; tr: unknown }) }];
  return keys.flatMap((key) => leaves((value as Record<string, unknown>)[key], [...at, key]));
}

describe('the site’s own words (content/texts.ts)', () => {
  it('give every text in both languages, with the same placeholders', () => {
    for (const { path, en, tr } of leaves(texts)) {
      for (const words of [en, tr]) expect({ path, given: ([] as unknown[]).concat(words).every((text) => typeof text === 'string' && text.trim().length > 0) }).toEqual({ path, given: true });
      const named = (words: unknown) => placeholders(([] as string[]).concat(words as string).join(' '));
      expect({ path, tr: named(tr) }).toEqual({ path, tr: named(en) });
    }
  });

  it('are read in each language', () => {
    for (const { path, en, tr } of leaves(texts)) {
      const read = (language: 'en' | 'tr') => path.split('.').reduce<unknown>((group, key) => (group as Record<string, unknown>)[key], textsIn(language));
      expect({ path, en: read('en'), tr: read('tr') }).toEqual({ path, en, tr });
    }
  });

  it('name each language in the words of either', () => {
    expect([languageName('tr', 'tr'), languageName('en', 'en'), languageName('en', 'tr'), languageName('tr', 'en')]).toEqual([texts.languageNames.turkish.tr, texts.languageNames.english.en, texts.languageNames.english.tr, texts.languageNames.turkish.en]);
  });

  it('stop the build on a text without one of its languages, or with other placeholders in one, naming the file and the field', () => {
    const made = { layout: { greeting: { en: 'Hello, {name}', tr: 'Merhaba, {name}' }, farewell: { en: 'Goodbye' } }, footer: { line: { en: '{year} {name}', tr: '{name}' } } };
    expect(textProblems(made, 'content/made-up.ts')).toEqual([
      'content/made-up.ts: field "layout.farewell.tr" is missing: write the Turkish words beside the English ones.',
      'content/made-up.ts: field "footer.line.tr": has the placeholders {name}, and the English text {name, year}: give both languages the same.',
    ]);
    expect(textProblems({ menu: { en: 'Menu', tr: '  ' } }, 'content/made-up.ts')).toEqual(['content/made-up.ts: field "menu.tr" is missing: write the Turkish words beside the English ones.']);
    expect(() => checkedTexts(made, 'content/made-up.ts')).toThrow(/layout\.farewell\.tr[\s\S]*footer\.line\.tr/);
    expect(checkedTexts({ menu: { en: 'Menu', tr: 'Menü' } }, 'content/made-up.ts')).toEqual({ menu: { en: 'Menu', tr: 'Menü' } });
  });
});
