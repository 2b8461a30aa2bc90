import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { ESTABLISHMENT } from '@/content/legal/shared';
import { apps } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';

/**
 * A report of child sexual abuse material to a body abroad (NCMEC in the United States) is a
 * transfer no standard contract covers: the policy and the Turkish notice name its ground (KVKK
 * Art. 9(6), GDPR Art. 49(1)), and the legal-basis summary says the same, not "where no law
 * requires us to".
 */
const reporting = apps.filter((app) => legalRecord(app.slug).childSafety?.reportTo.value.some((body) => body.region !== ESTABLISHMENT.value.country));
/**
 * Each person's data on its own ground: the sharer's, who could consent, on an overriding public interest
 * (KVKK Art. 9(6)(ç), GDPR Art. 49(1)(d)); only the child's on the protection of a person who cannot
 * consent (KVKK Art. 9(6)(e), GDPR Art. 49(1)(f)).
 */
const SHARER = { en: /account that shared the material.*?\(KVKK Art\. 9\(6\)\(ç\); GDPR Art\. 49\(1\)\(d\)/, tr: /paylaşan hesaba ait veriler[^;]*KVKK m\. 9\/6-ç; GDPR m\. 49\/1-d/ } as const;
const CHILD = { en: /data of a child the material shows.*?\(KVKK Art\. 9\(6\)\(e\); GDPR Art\. 49\(1\)\(f\)\)/, tr: /bir çocuğa ait kişisel veriler[^(]*\(KVKK m\. 9\/6-e; GDPR m\. 49\/1-f\)/ } as const;
const WITHOUT_LAW = /where no law requires us to|kanunun gerektirmediği hâllerde|hukuken zorunlu olmasa da|Tek istisna/;

it('there is an app that reports abroad to check', () => {
  expect(reporting.length).toBeGreaterThan(0);
});

describe.each(reporting.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  const documents = [['privacy-policy', app.language] as const, ...(app.language === 'en' ? [['aydinlatma-metni', 'tr'] as const] : [])];

  it.each(documents)('its %s names the ground of a report abroad, in %s', (document, language) => {
    const Recipients = documentComponents(app, document, language).ChildSafetyRecipients as ComponentType;
    const text = render(<Recipients />).container.textContent ?? '';
    expect(text).toMatch(SHARER[language]);
    expect(text).toMatch(CHILD[language]);
    // The sharer could consent: the ground of a person who cannot is the child's alone.
    const sharerSentence = text.split(/(?<=\)\.)\s/).find((sentence) => /account that shared|paylaşan hesaba/.test(sentence)) ?? '';
    expect(sharerSentence).not.toMatch(/9\(6\)\(e\)|9\/6-e|49\(1\)\(f\)|49\/1-f/);
    expect(text).not.toMatch(WITHOUT_LAW);
  });

  it('its legal-basis table does not rest the reports on reporting where no law requires them', () => {
    const moderation = legalRecord(app.slug).lawfulBases.find((entry) => entry.of === 'moderation');
    expect(moderation?.activity).not.toMatch(WITHOUT_LAW);
    expect(moderation?.tr?.activity ?? '').not.toMatch(WITHOUT_LAW);
  });
});

/** Moderation meets special categories of data in what users share: their ground under KVKK Art. 6(3) and GDPR Art. 9(2), after the table of legal bases. */
const SPECIAL = {
  en: [/Special categories of data\./, /\(Art\. 6\(3\)\(c\)\)/, /\(Art\. 6\(3\)\(b\)\)/, /\(Art\. 6\(3\)\(d\)\)/, /\(Art\. 9\(2\)\(c\)\)/, /\(Art\. 9\(2\)\(g\)\)/, /\(Art\. 9\(2\)\(f\)\)/],
  tr: [/Özel nitelikli kişisel veriler\./, /\(m\. 6\/3-c\)/, /\(m\. 6\/3-b\)/, /\(m\. 6\/3-d\)/, /\(m\. 9\/2-c\)/, /\(m\. 9\/2-g\)/, /\(m\. 9\/2-f\)/],
} as const;
describe.each(apps.map((app) => [app.slug, app] as const))('%s: special categories met in moderation', (_slug, app) => {
  const moderates = legalRecord(app.slug).lawfulBases.some((entry) => entry.of === 'moderation');
  const documents = [['privacy-policy', app.language] as const, ...(app.language === 'en' ? [['aydinlatma-metni', 'tr'] as const] : [])];
  it.each(documents)('its %s gives their ground after the legal bases only if it moderates (%s)', (document, language) => {
    const LegalBases = documentComponents(app, document, language).LegalBases as ComponentType;
    const text = render(<LegalBases />).container.textContent ?? '';
    for (const ground of SPECIAL[language]) expect(ground.test(text)).toBe(moderates);
  });
});
