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
const GROUND = { en: /KVKK Art\. 9\(6\)\(e\), GDPR Art\. 49\(1\)\(f\)/, tr: /KVKK m\. 9\/6-e, GDPR m\. 49\/1-f/ } as const;
const WITHOUT_LAW = /where no law requires us to|kanunun gerektirmediği hâllerde|hukuken zorunlu olmasa da|Tek istisna/;

it('there is an app that reports abroad to check', () => {
  expect(reporting.length).toBeGreaterThan(0);
});

describe.each(reporting.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  const documents = [['privacy-policy', app.language] as const, ...(app.language === 'en' ? [['aydinlatma-metni', 'tr'] as const] : [])];

  it.each(documents)('its %s names the ground of a report abroad, in %s', (document, language) => {
    const Recipients = documentComponents(app, document, language).ChildSafetyRecipients as ComponentType;
    const text = render(<Recipients />).container.textContent ?? '';
    expect(text).toMatch(GROUND[language]);
    expect(text).not.toMatch(WITHOUT_LAW);
  });

  it('its legal-basis table does not rest the reports on reporting where no law requires them', () => {
    const moderation = legalRecord(app.slug).lawfulBases.find((entry) => entry.of === 'moderation');
    expect(moderation?.activity).not.toMatch(WITHOUT_LAW);
    expect(moderation?.tr?.activity ?? '').not.toMatch(WITHOUT_LAW);
  });
});
