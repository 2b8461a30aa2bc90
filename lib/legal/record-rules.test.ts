/** @jest-environment node */
import { parseLegalRecord } from '@/lib/legal/record-rules';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

/** A rule the stores' forms depend on is the record's own check, met at npm run docs and the build, not only in a test. */
describe('an app with an analytics processor', () => {
  const value = recordFixture();
  const analytics = value.processors.find((fact) => fact.value.kind === 'analytics')!.value.name;

  it('lists approximate location, which the analytics provider derives from the IP address', () => {
    expect(() => parseLegalRecord(value, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
    const without = { ...value, inventory: { ...value.inventory, value: { ...value.inventory.value, types: value.inventory.value.types.filter((entry) => entry.type !== 'approximate-location') } } };
    expect(() => parseLegalRecord(without, FIXTURE_APP, FIXTURE_OWNER)).toThrow(
      `content/apps/${FIXTURE_APP}/legal.ts: field "inventory.types": ${analytics} (an "analytics" processor) derives a country or region from the IP address, which the stores count as approximate location: add a type "approximate-location" it receives (as ANALYTICS_DATA of content/legal/shared.ts does)`,
    );
  });
});
