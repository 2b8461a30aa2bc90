import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { siteNoticeComponents } from '@/components/legal/site-notice';
import { apps, informationNotice } from '@/lib/content/apps';

/**
 * Wherever a text names our representative in the United Kingdom (UK GDPR Art. 27), it names the
 * UK's supervisory authority too, the Information Commissioner's Office: a user there is told whom
 * to complain to, as a user in Türkiye or the EU is.
 */
const UK_REPRESENTATIVE = { en: 'Representative in the United Kingdom', tr: 'Birleşik Krallık temsilcimiz' } as const;
const ICO = /Information Commissioner’s Office,? \(?ICO\b/;

const texts = [
  ...apps.flatMap((app) => [
    { name: `${app.slug} privacy policy`, language: app.language, Component: documentComponents(app, 'privacy-policy').Representatives as ComponentType },
    ...(informationNotice(app) ? [{ name: `${app.slug} information notice`, language: 'tr' as const, Component: documentComponents(app, informationNotice(app)!.slug, 'tr').Representatives as ComponentType }] : []),
  ]),
  { name: 'the website’s notice', language: 'en' as const, Component: siteNoticeComponents('en').Representatives as ComponentType },
  { name: 'the website’s Turkish notice', language: 'tr' as const, Component: siteNoticeComponents('tr').Representatives as ComponentType },
];

it.each(texts.map((text) => [text.name, text] as const))('%s names the ICO beside the UK representative', (_name, { language, Component }) => {
  const text = render(<Component />).container.textContent ?? '';
  expect(text).toContain(UK_REPRESENTATIVE[language]);
  expect(text).toMatch(ICO);
});
