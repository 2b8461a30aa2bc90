import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
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
  en: [/in writing, signed by hand, by post/, /registered electronic mail \(KEP\)/, /secure electronic signature or a mobile signature/],
  tr: [/ıslak imzalı yazılı başvurunuzu/, /kayıtlı elektronik posta \(KEP\)/, /güvenli elektronik imza veya mobil imza/],
} as const;
const REGISTERED = { en: /e-mail address you gave us before and that is registered in our system/, tr: /daha önce bize bildirdiğiniz ve sistemimizde kayıtlı bulunan e-posta adresinizden/ } as const;
const NONE_REGISTERED = { en: /holds no e-mail address of yours/, tr: /e-posta adresinizi tutmadığından/ } as const;
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
    if (holdsEmail(app)) {
      expect(text).toMatch(REGISTERED[language]);
      expect(text).not.toMatch(NONE_REGISTERED[language]);
    } else {
      expect(text).not.toMatch(REGISTERED[language]);
      expect(text).toMatch(NONE_REGISTERED[language]);
    }
  });
});
