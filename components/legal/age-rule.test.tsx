import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { apps, type App, hasDocument } from '@/lib/content/apps';

/**
 * One age rule in the terms, the EULA and the policy of every app, in both languages: the app's
 * minimum age; below the age of majority, only with a parent's or guardian's permission; and below
 * the age of digital consent, analytics only if a parent or guardian consents (GDPR Art. 8: 13 to 16
 * in the EU, 13 in the UK; 18, the age of majority, in Türkiye). No document bars a user below the
 * digital-consent age while another lets them in with a parent's consent.
 */
const root = path.join(__dirname, '..', '..');
const DOCUMENTS = ['terms-and-conditions', 'eula', 'privacy-policy'] as const;
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
const BARRED = /higher minimum age|without parental consent|online services without/i;
/** The rule is the terms', stated as a rule in every document, never softened into a wish ("… kullanmasını bekliyoruz", "we expect"). */
const SOFTENED = /(kullanmasını|yapmasını|almasını)[^.]*bekliyoruz|we expect (users|you|children)/i;
const MAJORITY = {
  en: /under the age of majority[^.]*only with the [^.]*permission[^.]* of a parent or (legal )?guardian/,
  tr: /ile <Law of="ageOfMajority" \/> yaş arası[^.]*ebeveyn\S* veya yasal temsilci\S* [^.]*(izn|onay)/,
} as const;
const ANALYTICS = {
  en: /between 13 and 16; in the United Kingdom, 13; in Türkiye[^.]*18[^.]*\. Below that age, the app collects analytics only if a parent or guardian consents for you/,
  tr: /18 yaşından küçükseniz bu rızayı sizin adınıza ebeveyniniz veya yasal temsilciniz verir[^.]*\. Avrupa Birliği’nde[^.]*\(13 ile 16 arası\), Birleşik Krallık’ta 13/,
} as const;
const documentsOf = (app: App) => DOCUMENTS.filter((document) => hasDocument(app, document));

describe.each(apps.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  it.each(documentsOf(app))('its %s says the one age rule', (document) => {
    // The app's name is a name, whatever signs it holds ("Lab & Co."): the sentences are read without it.
    const text = source(`content/apps/${app.slug}/${document}.mdx`).replaceAll(app.name, 'the app');
    expect(text).not.toMatch(BARRED);
    expect(text).not.toMatch(SOFTENED);
    expect(text).toMatch(MAJORITY[app.language]);
    expect(text).toContain('<ConsentAge');
    const ConsentAge = documentComponents(app, document).ConsentAge as ComponentType<{ block?: boolean }>;
    expect(render(<ConsentAge block />).container.textContent?.replaceAll(app.name, 'the app')).toMatch(ANALYTICS[app.language]);
  });
});

describe.each(['en', 'tr'] as const)('the new app’s %s templates', (language) => {
  it.each(DOCUMENTS)('its %s says the same rule', (document) => {
    const text = source(`scripts/new-app/templates/${language}/${document}.mdx`);
    expect(text).not.toMatch(BARRED);
    expect(text).not.toMatch(SOFTENED);
    expect(text).toMatch(MAJORITY[language]);
    expect(text).toContain('<ConsentAge');
  });
});
