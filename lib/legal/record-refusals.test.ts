/**
 * @jest-environment node
 *
 * The rules a legal record must keep across its fields (lib/legal/records.ts), each fed the mistake it
 * refuses in the fixture record: the record is refused naming its file and the field, and the same
 * fixture without the mistake is accepted.
 */
import { confirmed } from '@/content/facts';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

type Record = ReturnType<typeof recordFixture>;
const FILE = `content/apps/${FIXTURE_APP}/legal.ts`;
const parse = (record: unknown, slug = FIXTURE_APP) => () => parseLegalRecord(record, slug, FIXTURE_OWNER);
/** The fixture's lawful bases with one processing's basis changed. */
const withBasis = (record: Record, of: string, basis: string) => ({ ...record, lawfulBases: record.lawfulBases.map((entry) => (entry.of === of ? { ...entry, basis } : entry)) });
const indexOfBasis = (record: Record, of: string) => record.lawfulBases.findIndex((entry) => entry.of === of);

describe('a legal record’s rules, each refused with the mistake it guards against', () => {
  it('the fixture of each shape the rules below change is accepted', () => {
    for (const shape of [{}, { ai: true }, { credits: 'Sparks' }]) expect(parse(recordFixture(shape))).not.toThrow();
  });

  it('a record of another app', () => {
    expect(parse(recordFixture(), 'another-made-up-app')).toThrow('content/apps/another-made-up-app/legal.ts: field "app" must be "another-made-up-app"');
  });

  it('a last update before the effective date, and a later document that takes effect outside them', () => {
    expect(parse({ ...recordFixture(), lastUpdated: confirmed('2025-12-31') })).toThrow(`${FILE}: lastUpdated is before effectiveDate`);
    expect(parse({ ...recordFixture(), effectiveFrom: { 'aydinlatma-metni': confirmed('2025-06-01') } })).toThrow(
      `${FILE}: field "effectiveFrom.aydinlatma-metni": a later document takes effect between effectiveDate and lastUpdated`,
    );
    expect(parse({ ...recordFixture(), effectiveFrom: { 'aydinlatma-metni': confirmed('2026-01-03') } })).toThrow(/field "effectiveFrom\.aydinlatma-metni"/);
    expect(parse({ ...recordFixture(), effectiveFrom: { 'aydinlatma-metni': confirmed('2026-01-02') } })).not.toThrow();
  });

  it('the service itself on consent, which the user could not refuse without losing it', () => {
    const record = recordFixture();
    expect(parse(withBasis(record, 'service', 'consent'))).toThrow(`${FILE}: field "lawfulBases.${indexOfBasis(record, 'service')}": "service" is the service itself and rests on the contract, not on consent`);
  });

  it('processing on consent with no permission the app asks, and a permission the app asks for processing on another basis', () => {
    const record = recordFixture();
    const unasked = { ...record, consents: record.consents.filter((consent) => consent.value.of !== 'analytics') };
    expect(parse(unasked)).toThrow(`${FILE}: field "lawfulBases.${indexOfBasis(record, 'analytics')}": "analytics" rests on consent, so "consents" must say where it is withdrawn in the app`);
    const consentIndex = record.consents.findIndex((consent) => consent.value.of === 'analytics');
    expect(parse(withBasis(record, 'analytics', 'legitimate-interests'))).toThrow(
      `${FILE}: field "consents.${consentIndex}": the app asks consent for "analytics", so "lawfulBases" must give consent as its basis (and no other)`,
    );
  });

  it('an AI provider with no legal basis for sending it the data', () => {
    const record = recordFixture({ ai: true });
    expect(parse({ ...record, lawfulBases: record.lawfulBases.filter((entry) => entry.of !== 'ai') })).toThrow(`${FILE}: field "lawfulBases": a "ai" provider means "ai" needs a legal basis`);
  });

  it('an AI provider without the permission the app asks for it', () => {
    const record = recordFixture({ ai: true });
    expect(parse({ ...record, consents: record.consents.filter((consent) => consent.value.of !== 'ai') })).toThrow(`${FILE}: field "consents": an app with an AI provider asks the user before sending anything to it: add the consent "ai"`);
  });

  it('points or credits that the account data does not name, which the deletion lists print', () => {
    const record = recordFixture({ credits: 'Sparks' });
    const account = { ...record, retention: { ...record.retention, account: confirmed({ ...record.retention.account!.value, data: 'Your account and what you saved in it' }) } };
    expect(parse(account)).toThrow(`${FILE}: field "retention.account": the app has points or credits ("Sparks"), so the account data names the balance`);
  });

  it('a deletion warning in one language only', () => {
    const record = recordFixture();
    const warned = { ...record, deletion: { ...record.deletion, warning: 'Deleting the account also ends what you bought in it.' } };
    expect(parse(warned)).toThrow(`${FILE}: field "deletion.tr.warning": the Turkish texts give a warning when, and only when, the English ones do`);
    expect(parse({ ...warned, deletion: { ...warned.deletion, tr: { ...warned.deletion.tr, warning: 'Hesabı silmek, içinde satın aldıklarınızı da sona erdirir.' } } })).not.toThrow();
  });
});
