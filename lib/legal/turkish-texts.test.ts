/** @jest-environment node */
/**
 * One record, two languages: an English app's record gives the Turkish words of
 * each of its texts beside the English ones, and its Turkish information notice
 * prints them. A record that lacks one fails naming the file and the field.
 */
import { appFolders } from '@/content/apps';
import { apps, getApp } from '@/lib/content/apps';
import { legalRecord, legalRecordIn, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { RETENTION_CATEGORIES } from '@/lib/legal/facts';

type Written = Record<string, unknown> & {
  processors: { value: Record<string, unknown> }[];
  retention: Record<string, { value: Record<string, unknown> } | undefined>;
  lawfulBases: Record<string, unknown>[];
  deletion: Record<string, unknown> & { tr?: Record<string, unknown> & { deleted: string[] } };
};

/** A copy of an app's record as content/apps/<app>/legal.ts writes it, to break on purpose. */
const written = (slug: string) => structuredClone(appFolders.find((folder) => folder.app.slug === slug)!.legal) as unknown as Written;
const without = <T extends Record<string, unknown>>(entry: T, key: string) => Object.fromEntries(Object.entries(entry).filter(([name]) => name !== key)) as T;

/** Each text of a record with its Turkish words taken away, and the field the refusal must name. */
const removals: { field: (record: Written) => string; remove: (record: Written) => void }[] = [
  { field: () => 'processors.0.tr', remove: (record) => void (record.processors[0]!.value = without(record.processors[0]!.value, 'tr')) },
  {
    field: (record) => `retention.${RETENTION_CATEGORIES.find((category) => record.retention[category])!}.tr`,
    remove: (record) => {
      const category = RETENTION_CATEGORIES.find((candidate) => record.retention[candidate])!;
      record.retention[category]!.value = without(record.retention[category]!.value, 'tr');
    },
  },
  { field: (record) => `lawfulBases.${record.lawfulBases.length - 1}.tr`, remove: (record) => void (record.lawfulBases[record.lawfulBases.length - 1] = without(record.lawfulBases.at(-1)!, 'tr')) },
  { field: () => 'deletion.tr', remove: (record) => void (record.deletion = without(record.deletion, 'tr')) },
];

const english = apps.filter((app) => app.language === 'en' && !app.draft);

describe('the Turkish words of an English app’s record', () => {
  it.each(english.map((app) => [app.slug] as const))('%s: the record gives every text in Turkish, and the Turkish view keeps every fact', (slug) => {
    const app = getApp(slug);
    const record = legalRecord(slug);
    const turkish = legalRecordIn(app, 'tr');
    // The same facts: providers, their policies, periods, bases, limits; only the words differ.
    expect(turkish.processors.map(({ value }) => [value.name, value.kind, value.policyUrl])).toEqual(record.processors.map(({ value }) => [value.name, value.kind, value.policyUrl]));
    for (const category of RETENTION_CATEGORIES) {
      expect(turkish.retention[category]?.value.period).toEqual(record.retention[category]?.value.period);
      expect(turkish.retention[category]?.value.afterDeletion).toEqual(record.retention[category]?.value.afterDeletion);
    }
    expect(turkish.lawfulBases.map((entry) => [entry.of, entry.basis])).toEqual(record.lawfulBases.map((entry) => [entry.of, entry.basis]));
    expect(turkish.deletion.timeLimit).toEqual(record.deletion.timeLimit);
    // Every text is the Turkish one of the record, never the English one left in place.
    turkish.processors.forEach(({ value }, index) => {
      expect(value.purpose).toBe(record.processors[index]!.value.tr!.purpose);
      expect(value.region).toBe(record.processors[index]!.value.tr!.region);
    });
    turkish.lawfulBases.forEach((entry, index) => expect(entry.activity).toBe(record.lawfulBases[index]!.tr!.activity));
    expect(turkish.deletion.deleted).toEqual(record.deletion.tr!.deleted);
    expect(turkish.deletion.withoutApp.value).toBe(record.deletion.tr!.withoutApp);
  });

  it.each(english.flatMap((app) => removals.map((removal, index) => [app.slug, index] as const)))('%s without Turkish text #%i fails naming the file and the field', (slug, index) => {
    const removal = removals[index]!;
    const record = written(slug);
    const field = removal.field(record);
    removal.remove(record);
    const escaped = field.replace(/\./g, '\\.');
    expect(() => parseLegalRecord(record, slug, getApp(slug))).toThrow(new RegExp(`content/apps/${slug}/legal\\.ts[\\s\\S]*field "${escaped}": has no Turkish text`));
  });

  it('the fixture passes with its Turkish words and fails without each of them, naming the field', () => {
    expect(() => parseLegalRecord(recordFixture({ ai: true }), FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
    for (const removal of removals) {
      const record = structuredClone(recordFixture({ ai: true })) as unknown as Written;
      const field = removal.field(record);
      removal.remove(record);
      expect(() => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER)).toThrow(new RegExp(`content/apps/${FIXTURE_APP}/legal\\.ts[\\s\\S]*field "${field.replace(/\./g, '\\.')}": has no Turkish text`));
    }
  });

  it('translates the deletion lists item for item, and a reason when the English gives one', () => {
    const record = structuredClone(recordFixture()) as unknown as Written;
    record.deletion.tr!.deleted = record.deletion.tr!.deleted.slice(1);
    expect(() => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER)).toThrow(new RegExp(`content/apps/${FIXTURE_APP}/legal\\.ts: field "deletion\\.tr\\.deleted"`));
    const reasonless = structuredClone(recordFixture()) as unknown as Written;
    const analytics = reasonless.retention.analytics!.value as { tr: Record<string, unknown> };
    analytics.tr = without(analytics.tr, 'reason');
    expect(() => parseLegalRecord(reasonless, FIXTURE_APP, FIXTURE_OWNER)).toThrow(new RegExp(`content/apps/${FIXTURE_APP}/legal\\.ts[\\s\\S]*field "retention\\.analytics\\.tr\\.reason"`));
  });

  it('a draft may wait for its Turkish words, and a Turkish app’s record, written in Turkish, gives none', () => {
    const record = structuredClone(recordFixture()) as unknown as Written;
    for (const removal of removals) removal.remove(record);
    expect(() => parseLegalRecord(record, FIXTURE_APP, { ...FIXTURE_OWNER, draft: true })).not.toThrow();
    expect(() => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/has no Turkish text/);
    for (const app of apps.filter((candidate) => candidate.language === 'tr')) {
      const turkish = written(app.slug);
      turkish.lawfulBases[0] = { ...turkish.lawfulBases[0], tr: { activity: 'Bir faaliyetin ikinci kez Türkçesi' } };
      expect(() => parseLegalRecord(turkish, app.slug, app)).toThrow(new RegExp(`content/apps/${app.slug}/legal\\.ts[\\s\\S]*field "lawfulBases\\.0\\.tr": a Turkish app’s record is written in Turkish`));
    }
  });
});
