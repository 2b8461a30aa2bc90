import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { apps, deletionPage, informationNotice } from '@/lib/content/apps';
import { getDeletionInfo } from '@/lib/legal/deletion';
import { legalRecord, legalRecordIn } from '@/lib/legal/records';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { RETENTION_CATEGORIES, type LegalRecord } from '@/lib/legal/facts';

/**
 * What a deletion erases, as the policy, the Turkish notice and the deletion page list it: every
 * retention entry of the record that ends with the account (those kept while it exists, and the
 * fixed periods a deletion cuts short, such as reports of AI output), and none that outlives it;
 * what outlives it is under "what is kept". The entries are read from the record here.
 */
const entries = (record: LegalRecord) => RETENTION_CATEGORIES.flatMap((category) => (record.retention[category] ? [{ category, ...record.retention[category]!.value }] : []));
const listed = (Component: ComponentType) => [...render(<Component />).container.querySelectorAll('li')].map((item) => item.textContent ?? '');

describe.each(apps.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  const documents = [
    { name: 'privacy policy', document: 'privacy-policy', language: app.language },
    ...(informationNotice(app) ? [{ name: 'information notice', document: informationNotice(app)!.slug, language: 'tr' as const }] : []),
  ];
  it.each(documents.map((each) => [each.name, each] as const))('its %s lists every entry that ends with the account among what is deleted, and none that is kept', (_name, { document, language }) => {
    const record = legalRecordIn(app, language);
    const deleted = listed(documentComponents(app, document, language).DeletedOnDeletion as ComponentType);
    const kept = listed(documentComponents(app, document, language).KeptAfterDeletion as ComponentType).join('\n');
    for (const entry of entries(record)) {
      if (entry.afterDeletion === 'deleted') expect({ [entry.category]: deleted.includes(entry.data) }).toEqual({ [entry.category]: true });
      else {
        expect({ [entry.category]: deleted.includes(entry.data) }).toEqual({ [entry.category]: false });
        expect(kept).toContain(entry.data);
      }
    }
  });

  if (deletionPage(app)) {
    it('its deletion page lists the same', () => {
      const record = legalRecord(app.slug);
      const info = getDeletionInfo(app);
      for (const entry of entries(record)) expect({ [entry.category]: info.deleted.includes(entry.data) }).toEqual({ [entry.category]: entry.afterDeletion === 'deleted' });
    });
  }
});

/**
 * The servers' connection logs are written request by request, not by account: kept from collection
 * for their period whatever a user deletes, never "until you delete your account", unless the owner
 * confirms the backend erases an account's entries.
 */
describe('connection logs', () => {
  it.each(apps.map((app) => [app.slug, app] as const))('%s keeps them from collection, and says no deletion cuts them short', (_slug, app) => {
    const record = legalRecord(app.slug);
    const logs = new Set(record.inventory.value.types.filter((entry) => entry.type === 'approximate-location' && entry.use === 'required').flatMap((entry) => (entry.retention ? [entry.retention] : [])));
    expect(logs.size).toBeGreaterThan(0);
    for (const key of logs) {
      const fact = record.retention[key]!;
      if (fact.verified) continue;
      expect({ key, from: fact.value.from, afterDeletion: fact.value.afterDeletion }).toEqual({ key, from: 'collection', afterDeletion: 'kept' });
      const Retention = documentComponents(app, 'privacy-policy').Retention as ComponentType<{ of: string }>;
      expect(render(<Retention of={key} />).container.textContent).not.toMatch(/until you delete|daha önce silerseniz/);
    }
  });

  it('a record that says a deletion cuts them short without confirming it is refused', () => {
    const record = recordFixture();
    const logs = record.inventory.value.types.find((entry) => entry.type === 'approximate-location' && entry.use === 'required')!.retention;
    const unconfirmed = { ...record, retention: { ...record.retention, [logs]: { ...record.retention[logs as 'supportMessages'], verified: false } } };
    expect(() => parseLegalRecord(unconfirmed, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "retention\.supportMessages": the servers' connection logs are written request by request/);
    expect(() => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
  });
});
