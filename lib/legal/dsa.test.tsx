import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { apps } from '@/lib/content/apps';
import { dsaRepresentativeSentence } from '@/lib/legal/dsa';
import { legalRecord } from '@/lib/legal/records';

/**
 * What the EU Digital Services Act asks of a hosting service established outside the Union, in the
 * terms of every app whose users share content: a notice of illegal content (Art. 16(2)) holds the
 * reasons, where the content is, the sender's name and e-mail (except for child sexual abuse
 * material) and a statement of good faith; its receipt is confirmed (16(4)); the decision comes with
 * the ways to seek redress (16(5)); and the legal representative of Art. 13 is named, or the terms
 * say none is designated yet.
 */
const root = path.join(__dirname, '..', '..');
const sharing = apps.filter((app) => legalRecord(app.slug).userContent);
const NOTICE = {
  en: [/the reasons why you consider the content illegal/, /where it is/, /your name and e-mail address, unless the notice concerns child sexual abuse material/, /believe in good faith that the information and allegations in it are accurate and complete/, /We confirm receipt of a notice without undue delay/, /tell you our decision and the ways to seek redress/],
  tr: [/neden hukuka aykırı bulduğunuz/, /içeriğin nerede olduğu/, /çocukların cinsel istismarı içeriğine ilişkin bildirimler dışında adınız ve e-posta adresiniz/, /doğru ve eksiksiz olduğuna iyi niyetle inandığınıza dair bir beyan/, /alındığını gecikmeksizin teyit eder/, /karara karşı başvurabileceğiniz yollarla birlikte size bildiririz/],
} as const;

it('there is an app whose users share content to check', () => {
  expect(sharing.length).toBeGreaterThan(0);
});

describe.each(sharing.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  const render_ = (name: string) => {
    const Component = documentComponents(app, 'terms-and-conditions')[name] as ComponentType;
    return render(<Component />).container.textContent ?? '';
  };
  it('its terms say what a notice of illegal content holds, that its receipt is confirmed, and the decision with redress', () => {
    expect(readFileSync(path.join(root, 'content', 'apps', app.slug, 'terms-and-conditions.mdx'), 'utf8')).toContain('<NoticeAndAction');
    const text = render_('NoticeAndAction');
    for (const part of NOTICE[app.language]) expect(text).toMatch(part);
  });
  it('its terms name the legal representative in the Union, or say none is designated yet', () => {
    expect(readFileSync(path.join(root, 'content', 'apps', app.slug, 'terms-and-conditions.mdx'), 'utf8')).toContain('<DsaRepresentative');
    const representative = legalRecord(app.slug).userContent!.legalRepresentative?.value;
    const text = render_('DsaRepresentative');
    if (representative) for (const part of [representative.name, representative.address, representative.email]) expect(text).toContain(part);
    else expect(text).toMatch(/not yet designated a legal representative|henüz bir yasal temsilci belirlemedik/);
  });
});

describe('the representative’s sentence, for both cases', () => {
  const someone = { name: 'Made-up Representative GmbH', address: 'Nowhere Street 1, 00000 Nowhere', email: 'someone@example.test', language: 'de' };
  it.each(['en', 'tr'] as const)('names the representative and the Art. 13 role, or says none is designated (%s)', (language) => {
    const named = dsaRepresentativeSentence(someone, language);
    expect(named.representative).toBe(someone);
    expect(named.before + named.after).toMatch(language === 'en' ? /legal representative in the European Union under Art\. 13 of the Digital Services Act is/ : /13\. maddesi uyarınca Avrupa Birliği’ndeki yasal temsilcimiz/);
    const none = dsaRepresentativeSentence(undefined, language);
    expect(none.representative).toBeUndefined();
    expect(none.before).toMatch(language === 'en' ? /have not yet designated a legal representative in the European Union under Art\. 13/ : /henüz bir yasal temsilci belirlemedik/);
  });
});
