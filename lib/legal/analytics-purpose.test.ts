/**
 * @jest-environment node
 *
 * Data an app needs to work is collected on the contract; counting how the app is used is analytics,
 * which runs only with consent. A required type that names "analytics" among its purposes while
 * resting only on the service would tell Google Play the app counts use without that consent.
 */
import { legalRecords, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

const COUNTING_BASES = ['analytics', 'crash-reports'];

it.each(legalRecords.map((record) => [record.app, record] as const))('%s counts use only with data collected for analytics or crash reports', (_app, record) => {
  for (const entry of record.inventory.value.types) {
    if (entry.purposes.includes('analytics')) expect(entry.bases.filter((basis) => COUNTING_BASES.includes(basis))).not.toEqual([]);
  }
});

it('a required type of the service with the purpose "analytics" is refused, naming the field', () => {
  const record = recordFixture();
  const types = record.inventory.value.types.map((entry) => (entry.type === 'other-user-content' ? { ...entry, purposes: [...entry.purposes, 'analytics' as const] } : entry));
  const index = types.findIndex((entry) => entry.type === 'other-user-content');
  expect(() => parseLegalRecord({ ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, types } } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(
    `field "inventory.types.${index}.purposes": "analytics" is a purpose only of data collected for analytics or crash reports`,
  );
});
