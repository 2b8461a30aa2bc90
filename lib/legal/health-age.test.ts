/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fortunePage } from '@/content/fortune';
import { fortuneCategories } from '@/lib/content/fortune';
import { apps, hasDocument } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';

/**
 * Questions that may reveal health data rest on explicit consent (KVKK Art. 6), which a minor
 * cannot give alone: they are open only from the age of majority, eighteen (Turkish Civil Code
 * Art. 11). Every document of an app that asks them says so, its EULA included, and so does the
 * fortune page that lists the questions.
 */
const MAJORITY = 18;
const root = path.join(__dirname, '..', '..');
const withHealth = apps.filter((app) => legalRecord(app.slug).consents.some(({ value }) => value.of === 'health'));

it('there is an app that asks health questions to check', () => {
  expect(withHealth.length).toBeGreaterThan(0);
});

it.each(withHealth.flatMap((app) => (['terms-and-conditions', 'eula'] as const).filter((document) => hasDocument(app, document)).map((document) => [app.slug, document] as const)))(
  '%s/%s opens the health questions only from the age of majority',
  (slug, document) => {
    const text = readFileSync(path.join(root, 'content', 'apps', slug, `${document}.mdx`), 'utf8');
    expect(text).toMatch(/Sağlık kategorisi[^.]*yalnızca <Law of="ageOfMajority" \/> yaşını doldurmuş kullanıcılara açıktır/);
  },
);

it('the fortune page says which of its categories are for adults only, at eighteen, and the page prints it', () => {
  expect(fortunePage.adultsOnly.text).toContain(`${MAJORITY} yaşını doldurmuş`);
  for (const id of fortunePage.adultsOnly.categories) {
    const category = fortuneCategories.find((entry) => entry.id === id);
    expect(category).toBeDefined();
    expect(fortunePage.adultsOnly.text).toContain(`${category!.categoryName} kategorisindeki`);
  }
  expect(readFileSync(path.join(root, 'app', '(fortune)', ...fortunePage.path.split('/').filter(Boolean), 'page.tsx'), 'utf8')).toContain('{fortunePage.adultsOnly.text}');
});
