/** @jest-environment node */
import { confirmed, invented } from '@/content/facts';
import type { LegalRecord } from '@/lib/legal/facts';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { latestDayOnEarth, publicationProblems, publishedDocument, publishedFile } from '@/lib/build/publication';

/**
 * A change to what an app's users are told is dated once per publication: the fixture's record,
 * its published version written as `npm run docs` writes it, then changed the way an owner changes
 * it, on the day of its `lastUpdated` and on a later day.
 */
const app = { slug: FIXTURE_APP, name: 'Made Up App' };
const base = parseLegalRecord(recordFixture(), FIXTURE_APP, FIXTURE_OWNER);
/** The fixture dated as a published version is: a `lastUpdated` with its change-log line. */
const DAY = '2026-01-02';
const record: LegalRecord = { ...base, changeLog: [...base.changeLog, confirmed({ date: DAY, change: 'The policy now says how long support e-mails are kept.' })] };
const committed = publishedDocument(record);
const LATER = '2026-03-15';
const FILE = `content/apps/${FIXTURE_APP}/legal.ts`;

/** The check as npm run docs (or the build) runs it; `null` stands for a file that is not there. */
const check = (changed: LegalRecord, today: string, written: string | null = committed, mode: 'docs' | 'build' = 'docs', draft?: unknown) =>
  publicationProblems({ app: { ...app, draft }, record: changed, written: written ?? undefined, today, mode });

const types = record.inventory.value.types;
/** Each change an owner makes to what users are told, as the issue lists them. */
const changes: [string, LegalRecord][] = [
  ['a data type added', { ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, types: [...types, { ...types[0]!, type: 'precise-location' }] } } }],
  ['a processor added', { ...record, processors: [...record.processors, confirmed({ ...record.processors[0]!.value, name: 'Another host' })] }],
  ['a retention period lengthened (thirty days to two years)', { ...record, retention: { ...record.retention, analytics: confirmed({ ...record.retention.analytics!.value, period: { amount: 2, unit: 'year' } }) } }],
  [
    'a device permission added',
    {
      ...record,
      inventory: {
        ...record.inventory,
        value: { ...record.inventory.value, permissions: [{ of: 'camera', android: ['android.permission.CAMERA'], ios: 'NSCameraUsageDescription', reaches: 'your camera', turnOff: 'Turn it off in your phone’s settings.', usage: 'The app uses the camera only when you choose to take a photo.' }] },
      },
    },
  ],
  ['where a consent is withdrawn (a right)', { ...record, consents: record.consents.map((fact) => ({ ...fact, value: { ...fact.value, withdrawInApp: ['Settings', 'Somewhere else'] } })) }],
  ['what a deletion erases', { ...record, deletion: { ...record.deletion, deleted: [...record.deletion.deleted, 'Your drafts'] } }],
];

describe('a change to what users are told', () => {
  it('is none while the record tells the same, however its facts are marked or its Turkish words read', () => {
    expect(check(record, LATER)).toEqual({ problems: [] });
    const remarked: LegalRecord = { ...record, processors: record.processors.map((fact) => invented(fact.value, 'to be checked again')), inventory: confirmed(record.inventory.value) };
    expect(check(remarked, LATER)).toEqual({ problems: [] });
    const retranslated: LegalRecord = { ...record, processors: record.processors.map((fact) => ({ ...fact, value: { ...fact.value, tr: { purpose: 'Başka sözcüklerle yazılmış amaç.', region: 'Avrupa Birliği' } } })) };
    expect(check(retranslated, LATER)).toEqual({ problems: [] });
  });

  it.each(changes)('needs a new lastUpdated and a change-log line on a later day: %s', (_change, changed) => {
    expect(check(changed, LATER).problems).toEqual([
      [
        `${FILE}: field "lastUpdated": what Made Up App tells its users changed (its inventory, processors, retention, consents, deletion, liability, or a rule every app shares),`,
        `  but "lastUpdated" is still ${DAY}, the version published before (${publishedFile(FIXTURE_APP)}). Users are told of a change by a new date and a line`,
        `  of the change log: set "lastUpdated" to the day the change is published (today, ${LATER}, or earlier, but after ${DAY}), add a "changeLog" line of`,
        '  that date saying what changed, then run npm run docs. Further edits on the same day need nothing more.',
      ].join('\n'),
    ]);
  });

  it('in a rule every app shares is a change of every app', () => {
    expect(publicationProblems({ app, record, written: committed, today: LATER, mode: 'docs', shared: { law: 'another period' } }).problems).toHaveLength(1);
  });

  it('is accepted with a new date and its change-log line, and the published version moves to it', () => {
    const [, changed] = changes[2]!;
    const dated: LegalRecord = { ...changed, lastUpdated: confirmed(LATER), changeLog: [...changed.changeLog, confirmed({ date: LATER, change: 'Usage analytics is now kept for two years.' })] };
    const result = check(dated, LATER);
    expect(result.problems).toEqual([]);
    expect(JSON.parse(result.write!)).toMatchObject({ lastUpdated: LATER });
    // A second edit the same day asks for nothing more, never for tomorrow's date.
    const again: LegalRecord = { ...dated, deletion: { ...dated.deletion, deleted: [...dated.deletion.deleted, 'Your drafts'] } };
    expect(check(again, LATER, result.write).problems).toEqual([]);
    // The next day the version is published, and a further change needs a date of its own.
    expect(check(again, '2026-03-16', result.write).problems).toHaveLength(1);
  });

  it('on the day of the published version needs nothing more: the edits of a day are published together', () => {
    for (const [, changed] of changes) expect(check(changed, DAY).problems).toEqual([]);
  });

  it('is free in a draft, which is never published, and its file follows the record', () => {
    for (const [, changed] of changes) {
      const result = check(changed, LATER, committed, 'docs', { value: true });
      expect(result.problems).toEqual([]);
      expect(result.write).toBe(publishedDocument(changed));
      // Written once: a draft whose file follows its record has nothing to write.
      expect(check(changed, LATER, result.write!, 'docs', { value: true })).toEqual({ problems: [] });
    }
    expect(check(changes[0]![1], LATER, null, 'docs', { value: true }).write).toBe(publishedDocument(changes[0]![1]));
  });
});

describe('the date of a version', () => {
  it('is never in the future, even with its change-log line', () => {
    const ahead: LegalRecord = { ...record, lastUpdated: confirmed('2026-04-15'), changeLog: [...record.changeLog, confirmed({ date: '2026-04-15', change: 'A change a month ahead of its time.' })] };
    expect(check(ahead, LATER).problems).toEqual([`${FILE}: field "lastUpdated": 2026-04-15 is in the future (today is ${LATER}): a policy is dated the day its change is published, today or earlier.`]);
  });

  it('has a change-log line of its own date, changed or not', () => {
    const unlogged: LegalRecord = { ...record, lastUpdated: confirmed('2026-02-01') };
    expect(check(unlogged, LATER).problems).toEqual([`${FILE}: field "changeLog": no line is dated 2026-02-01, the "lastUpdated" of Made Up App: add one that tells users what changed that day.`]);
  });

  it('never goes back before the published version', () => {
    const back: LegalRecord = { ...record, lastUpdated: confirmed('2026-01-01') };
    expect(check(back, LATER).problems).toEqual([
      `${FILE}: field "lastUpdated": 2026-01-01 is before ${DAY}, the date of the version Made Up App's users were last told (${publishedFile(FIXTURE_APP)}): a new version is dated later, never earlier.`,
    ]);
  });

  it('is compared in the build with the latest day on Earth, since a host may build in another time zone than the owner’s', () => {
    // 23:30 UTC on 14 March is 14 March in London but already 15 March east of it.
    expect(latestDayOnEarth(new Date('2026-03-14T23:30:00Z'))).toBe(LATER);
    expect(latestDayOnEarth(new Date('2026-03-14T09:00:00Z'))).toBe('2026-03-14');
  });
});

describe('the file of the published version', () => {
  it('stops a published app without it, saying to restore it from git', () => {
    const [problem] = check(record, LATER, null).problems;
    expect(problem).toContain(`${publishedFile(FIXTURE_APP)} is missing`);
    expect(problem).toContain(`git checkout -- ${publishedFile(FIXTURE_APP)}`);
    expect(check(record, LATER, '{ "lastUpdated": 3 }').problems).toEqual([
      `${publishedFile(FIXTURE_APP)} cannot be read (it needs "lastUpdated" and "fingerprint"): restore it from git (git checkout -- ${publishedFile(FIXTURE_APP)}), then run npm run docs again.`,
    ]);
  });

  it('is written anew by npm run docs, and the build stops until it is', () => {
    const [, changed] = changes[0]!;
    expect(check(changed, DAY, committed, 'docs').write).toBe(publishedDocument(changed));
    const stale = [`${publishedFile(FIXTURE_APP)} is not what content/apps/${FIXTURE_APP}/legal.ts says is published: run npm run docs (which asks for a new lastUpdated if the change needs one) and commit the file.`];
    expect(check(changed, DAY, committed, 'build').problems).toEqual(stale);
    // On a host a day ahead of the owner, the build leaves the question of a new date to npm run docs.
    expect(check(changed, LATER, committed, 'build').problems).toEqual(stale);
    expect(check(record, LATER, committed, 'build')).toEqual({ problems: [] });
  });
});
