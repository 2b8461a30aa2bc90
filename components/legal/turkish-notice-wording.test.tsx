import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { apps } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';

/**
 * The Turkish notices name their recipients as KVKK Art. 10(1)(ç) asks (groups a reader recognises,
 * not "the persons, bodies and authorities who provide this protection"), say truthfully how data
 * is collected (an e-mail is written by a person, not collected "fully automatically"), and read
 * as Turkish.
 */
const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const NAMED_GROUPS = ['avukatlarımız', 'mahkemeler', 'icra daireleri', 'kolluk kuvvetleri'];

it.each(apps.filter((app) => legalRecord(app.slug).disclosures.includes('rights-and-safety')).map((app) => [app.slug, app] as const))(
  'the notice of %s names who receives data to protect rights and safety',
  (_slug, app) => {
    const document = app.language === 'tr' ? 'privacy-policy' : 'aydinlatma-metni';
    const Recipients = documentComponents(app, document, 'tr').OtherRecipients as ComponentType;
    const text = render(<Recipients />).container.textContent ?? '';
    for (const group of NAMED_GROUPS) expect(text).toContain(group);
    expect(text).not.toMatch(/bu korumayı sağlayacak/);
  },
);

it('the website’s Turkish notice does not say e-mails are collected fully automatically', () => {
  expect(read('content/legal/site-aydinlatma-metni.mdx')).not.toMatch(/tamamen otomatik yollarla/);
});

it('no Turkish document reads "tabloda yazdığı gibi"', () => {
  for (const app of apps.filter((candidate) => candidate.language === 'tr')) {
    for (const { slug } of app.documents) expect(read(`content/apps/${app.slug}/${slug}.mdx`)).not.toMatch(/tabloda yazdığı gibi/);
  }
});
