import { z } from 'zod';
import { fill, localized, placeholders, resolve } from '@/lib/i18n/localized';
import { parseContent } from '@/lib/content/validate';

describe('a text in both languages', () => {
  const schema = z.object({ title: localized(z.string().min(3)), steps: z.array(localized(z.string().min(3))), code: z.string() }).strict();
  const written = {
    title: { en: 'Delete your made-up account', tr: 'Uydurma hesabınızı silin' },
    steps: [
      { en: 'Open the made-up app.', tr: 'Uydurma uygulamayı açın.' },
      { en: 'Select {en:Erase}.', tr: '{en:Erase} düğmesine basın.' },
    ],
    code: 'MADE-UP',
  };

  it('is read in one language, every text however deep, and what is not a text as it is', () => {
    const parsed = parseContent(schema, written, 'content/made-up.ts');
    expect(resolve(parsed, 'en')).toEqual({ title: 'Delete your made-up account', steps: ['Open the made-up app.', 'Select {en:Erase}.'], code: 'MADE-UP' });
    expect(resolve(parsed, 'tr')).toEqual({ title: 'Uydurma hesabınızı silin', steps: ['Uydurma uygulamayı açın.', '{en:Erase} düğmesine basın.'], code: 'MADE-UP' });
  });

  it('without one of its languages, or in one language only, stops the build naming the file, the field and the language to write', () => {
    expect(() => parseContent(schema, { ...written, title: { en: 'Delete your made-up account' } }, 'content/made-up.ts')).toThrow(
      'content/made-up.ts: field "title.tr" is missing: write the Turkish words beside the English ones.',
    );
    expect(() => parseContent(schema, { ...written, steps: [written.steps[0], { tr: 'Uydurma.' }] }, 'content/made-up.ts')).toThrow(
      'content/made-up.ts: field "steps.1.en" is missing: write the English words beside the Turkish ones.',
    );
    expect(() => parseContent(schema, { ...written, title: 'Delete your made-up account' }, 'content/made-up.ts')).toThrow(
      'content/made-up.ts: field "title": is written in one language: write it in both, as { en: "…", tr: "…" }.',
    );
    expect(() => parseContent(schema, { ...written, title: { en: 'Delete it', tr: 'Silin', de: 'Löschen' } }, 'content/made-up.ts')).toThrow(/field "title" has a key "de" it does not take/);
  });

  it('gives both languages the same placeholders', () => {
    const text = z.object({ title: localized(z.string()) });
    expect(() => parseContent(text, { title: { en: 'Delete your {app} account', tr: 'Hesabınızı silin' } }, 'content/made-up.ts')).toThrow(
      'content/made-up.ts: field "title.tr": has the placeholders {app} in English and {} in Turkish: give both languages the same.',
    );
    expect(() => parseContent(text, { title: { en: 'Live in {city}', tr: '{city|locative} yaşıyor' } }, 'content/made-up.ts')).not.toThrow();
  });
});

describe('placeholders', () => {
  it('are named as written, a form after a bar aside; an inline mark is not one', () => {
    expect(placeholders('{name} in {city}, {city|locative}, {en:Delete Account}')).toEqual(['city', 'name']);
  });

  it('are filled with the values given, a Turkish place name in the locative where the text asks for it', () => {
    // Made-up names: the suffix follows the last vowel and hardens after a voiceless consonant.
    expect(fill('{name} lives in {city}.', { name: 'A. Owner', city: 'Zorvik' })).toBe('A. Owner lives in Zorvik.');
    expect(fill('{city|locative} yaşıyor', { city: 'Zorvik' })).toBe('Zorvik’te yaşıyor');
    expect(fill('{city|locative} yaşıyor', { city: 'Qelmaro' })).toBe('Qelmaro’da yaşıyor');
    expect(fill('{city|locative} yaşıyor', { city: 'Yeşilmen' })).toBe('Yeşilmen’de yaşıyor');
  });

  it('that nothing fills, or a form nobody knows, stop with the text named', () => {
    expect(() => fill('Delete your {app} account', {})).toThrow('The text "Delete your {app} account" has a placeholder {app} that nothing fills');
    expect(() => fill('{city|genitive}', { city: 'Zorvik' })).toThrow(/asks for the form "genitive" of \{city\}/);
  });
});
