import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { KvkkChannelList } from '@/components/legal/kvkk-channels';
import { siteNoticeComponents } from '@/components/legal/site-notice';
import { KVKK_APPLICATIONS } from '@/content/legal/shared';
import { site } from '@/content/site';
import { apps, type App, informationNotice } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';

/**
 * How an application under the KVKK reaches the controller: the channels of the Communiqué on the
 * Procedures and Principles of Application to the Data Controller (Art. 5(1)), written here. The
 * last one, the e-mail address the user gave before and that is registered in our system, exists
 * only where the app holds the user's e-mail address beyond support mail.
 */
const root = path.join(__dirname, '..', '..');
const CHANNELS = {
  en: [/in writing, signed by hand, by post/, /secure electronic signature or a mobile signature/],
  tr: [/ıslak imzalı yazılı başvurunuzu/, /güvenli elektronik imza veya mobil imza/],
} as const;
/** A KEP message proves delivery only between KEP addresses: the channel names our own KEP address, or is not offered. */
const KEP = { en: /registered electronic mail \(KEP\) from your KEP address to our KEP address, (\S+@[^\s;]+);/, tr: /kayıtlı elektronik posta \(KEP\) adresinizden (\S+@\S+) KEP adresimize göndererek/ } as const;
const ANY_KEP = /KEP/;
const REGISTERED = { en: /e-mail address you gave us before and that is registered in our system/, tr: /daha önce bize bildirdiğiniz ve sistemimizde kayıtlı bulunan e-posta adresinizden/ } as const;
const NONE_REGISTERED = { en: /keeps no e-mail address on record as yours/, tr: /size ait olarak kayıtlı bir e-posta adresi tutmadığından/ } as const;
/** The documents where a user of the app reads how to apply under the KVKK, and the language of each. */
const documents = (app: App) => [
  { document: 'privacy-policy', language: app.language, file: `content/apps/${app.slug}/privacy-policy.mdx` },
  ...(app.language === 'en' && informationNotice(app) ? [{ document: informationNotice(app)!.slug, language: 'tr' as const, file: 'content/legal/aydinlatma-metni.mdx' }] : []),
];
const holdsEmail = (app: App) =>
  legalRecord(app.slug).inventory.value.types.some((entry) => entry.type === 'email' && !(typeof entry.use === 'object' && 'when' in entry.use && entry.use.when === 'support'));

describe.each(apps.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  it.each(documents(app).map((each) => [`${each.document} (${each.language})`, each] as const))('its %s names the channels the app can serve', (_name, { document, language, file }) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(source).toContain('<KvkkChannels');
    expect(source).not.toMatch(/sistemimizde kayıtlı bulunan e-posta|hesabınızda kayıtlı e-posta adresinizden/);
    const Channels = documentComponents(app, document, language).KvkkChannels as ComponentType;
    const text = render(<Channels />).container.textContent ?? '';
    for (const channel of CHANNELS[language]) expect(text).toMatch(channel);
    expect(text).toContain(app.supportEmail);
    const ours = KVKK_APPLICATIONS.kepAddress?.value;
    if (ours) expect(text.match(KEP[language])?.[1]).toBe(ours);
    else expect(text).not.toMatch(ANY_KEP);
    if (holdsEmail(app)) {
      expect(text).toMatch(REGISTERED[language]);
      expect(text).not.toMatch(NONE_REGISTERED[language]);
    } else {
      expect(text).not.toMatch(REGISTERED[language]);
      expect(text).toMatch(NONE_REGISTERED[language]);
    }
  });
});

describe('the KEP channel', () => {
  const facts = { mail: 'mailbox@example.test', registered: false, holder: 'Some App' };
  it.each(['en', 'tr'] as const)('goes to our KEP address, never to the ordinary mailbox, and only when we have one (%s)', (language) => {
    const without = render(<KvkkChannelList language={language} facts={facts} />).container.textContent ?? '';
    expect(without).not.toMatch(ANY_KEP);
    const kep = 'some-owner@hs99.kep.tr';
    const withKep = render(<KvkkChannelList language={language} facts={{ ...facts, kep }} />).container.textContent ?? '';
    expect(withKep.match(KEP[language])?.[1]).toBe(kep);
    const kepItem = withKep.split(/[;,]\s*(?=[a-zçğıöşü])/u).find((item) => ANY_KEP.test(item)) ?? '';
    expect(kepItem).not.toContain(facts.mail);
  });
});

describe('the lead-in of the channels', () => {
  const english = apps.filter((app) => app.language === 'en');
  it.each(english.map((app) => [app.slug, app] as const))('%s: the sentence before the list names no channel of its own, so nothing offers a way the list refuses', (_slug, app) => {
    const source = readFileSync(path.join(root, `content/apps/${app.slug}/privacy-policy.mdx`), 'utf8');
    const before = source.slice(0, source.indexOf('<KvkkChannels')).trimEnd().split(/\n\s*\n/).at(-1) ?? '';
    expect(before).toMatch(/in one of the ways the Communiqué on the Procedures and Principles of Application to the Data Controller lists:$/);
    expect(before).not.toMatch(/<SupportEmail|<OwnerAddress|by e-mail|by post/);
    const kvkkSection = source.slice(source.search(/^#+ Your Rights Under the KVKK/im), source.indexOf('<KvkkChannels'));
    if (!holdsEmail(app)) expect(kvkkSection).not.toMatch(/by e-mail|<SupportEmail/);
  });
});

describe('the website’s notices', () => {
  it.each([['en', 'This website keeps no e-mail address on record as yours'], ['tr', 'Bu internet sitesi size ait olarak kayıtlı bir e-posta adresi tutmadığından']] as const)('list the channels of every app’s notice, without a registered e-mail (%s)', (language, noRegistered) => {
    const Channels = siteNoticeComponents(language).KvkkChannels as ComponentType;
    const text = render(<Channels />).container.textContent ?? '';
    for (const channel of CHANNELS[language]) expect(text).toMatch(channel);
    expect(text).toContain(site.email);
    expect(text).toContain(noRegistered);
    expect(text).not.toMatch(REGISTERED[language]);
    if (!KVKK_APPLICATIONS.kepAddress) expect(text).not.toMatch(ANY_KEP);
  });
  it.each([['en', 'content/legal/site-privacy.mdx'], ['tr', 'content/legal/site-aydinlatma-metni.mdx']] as const)('print them (%s)', (_language, file) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toContain('<KvkkChannels />');
  });
});
