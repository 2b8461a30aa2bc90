import { parseQuotations, QUOTATIONS, quoted } from '@/lib/content/quotations';
import { inlineParts } from '@/lib/content/inline';

describe('the quotations of content/quotations.ts', () => {
  it('are printed marked with their language: the text that quotes one gets a part in English', () => {
    for (const name of Object.keys(QUOTATIONS) as (keyof typeof QUOTATIONS)[]) expect(inlineParts(`İzlenmeme (${quoted(name, 'en')}) sinyali`)).toContainEqual({ text: QUOTATIONS[name].en, lang: 'en' });
  });

  it.each([
    ['a quotation written with its mark', { doNotTrack: { en: '{en:Do Not Track}' } }, 'content/quotations.ts: field "doNotTrack.en": is written as it is, without braces'],
    ['an empty one', { doNotTrack: { en: ' ' } }, 'content/quotations.ts: field "doNotTrack.en"'],
    ['a language the texts do not quote', { doNotTrack: { de: 'Nicht verfolgen' } }, 'content/quotations.ts: field "doNotTrack" has a key "de" it does not take'],
  ])('refuse %s, naming the field', (_case, entries, message) => {
    expect(() => parseQuotations(entries)).toThrow(message);
  });
});
