/** @jest-environment node */
import { legalRecords, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

/**
 * The record of a request made under data protection law and of our answer outlives the support
 * mail it came in: a complaint to the Personal Data Protection Board may come up to sixty days after
 * the application (KVKK Art. 14), and a claim for damages two years after the damage is learnt of
 * (Turkish Code of Obligations Art. 72), and the proof of the answer must still be there.
 */
const BOARD_COMPLAINT_DAYS = 60;
const DAMAGES_CLAIM_YEARS = 2;
const DAYS = { hour: 1 / 24, day: 1, month: 30, year: 365 } as const;

describe.each(legalRecords.map((record) => [record.app, record] as const))('%s keeps the record of requests and answers', (_app, record) => {
  const kept = record.retention.requestRecords?.value;

  it('apart from support mail, in years, after a deletion too, longer than a complaint or a claim can come', () => {
    if (!kept || kept.period === 'while-active') throw new Error('no period for the record of requests');
    expect(kept.period.unit).toBe('year');
    expect(kept.period.amount).toBeGreaterThanOrEqual(DAMAGES_CLAIM_YEARS);
    expect(kept.period.amount * DAYS.year).toBeGreaterThan(BOARD_COMPLAINT_DAYS);
    expect(kept.afterDeletion).toBe('kept');
    const support = record.retention.supportMessages?.value;
    if (support && support.period !== 'while-active') expect(support.period.amount * DAYS[support.period.unit]).toBeLessThan(kept.period.amount * DAYS.year);
  });

  it('never counts the applications among the support mail kept a month: the one entry of each says what it is', () => {
    const support = record.retention.supportMessages?.value;
    for (const data of [support?.data, support?.tr?.data]) expect(data ?? '').not.toMatch(/KVKK|başvuru|application|data protection|request/i);
  });

  it('gives its reason, the Board’s time limit, and rests on the protection of a right', () => {
    expect(kept?.reason).toMatch(/KVKK (Art\.|m\.) 14/);
    expect(record.lawfulBases.find((entry) => entry.of === 'legal-claims')?.basis).toBe('legal-claims');
  });
});

it('a record without the record of requests is refused, naming the field', () => {
  const fixture = recordFixture();
  expect(() => parseLegalRecord({ ...fixture, retention: { ...fixture.retention, requestRecords: undefined } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "retention.requestRecords"/);
  const shorter = { ...fixture.retention.requestRecords, value: { ...fixture.retention.requestRecords.value, period: { amount: 1, unit: 'month' } } };
  expect(() => parseLegalRecord({ ...fixture, retention: { ...fixture.retention, requestRecords: shorter } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "retention.requestRecords"/);
});
