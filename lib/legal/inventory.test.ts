/**
 * @jest-environment node
 *
 * A data inventory that disagrees with the rest of its record is refused, naming the file and the
 * field: what the stores are told must be what the policy says.
 */
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

type Record = ReturnType<typeof recordFixture>;
/** An entry as a test changes it: any field, any value, for the record's parser to judge. */
type Entry = { type: string; processors: string[]; tr?: unknown } & { [field: string]: unknown };
const FILE = `content/apps/${FIXTURE_APP}/legal.ts`;

/** The fixture with its inventory's types changed. */
function withTypes(record: Record, change: (types: Entry[]) => Entry[]): unknown {
  return { ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, types: change([...record.inventory.value.types] as Entry[]) } } };
}
const parse = (record: unknown) => () => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER);

describe('the data inventory of a legal record', () => {
  it('the fixture of every shape is accepted', () => {
    for (const shape of [{}, { accounts: false }, { ai: true }, { payments: false }, { health: true }]) expect(parse(recordFixture(shape))).not.toThrow();
  });

  it('refuses a type whose retention entry the record does not have', () => {
    const record = withTypes(recordFixture({ accounts: false }), (types) => types.map((entry) => (entry.type === 'app-interactions' ? { ...entry, retention: 'crashReports' } : entry)));
    expect(parse(record)).toThrow(`${FILE}: field "inventory.types.1.retention": "crashReports" has no entry in "retention"`);
  });

  it('refuses a type whose processing has no legal basis', () => {
    const record = withTypes(recordFixture(), (types) => types.map((entry) => (entry.type === 'app-interactions' ? { ...entry, bases: ['faucet'] } : entry)));
    expect(parse(record)).toThrow(/field "inventory\.types\.2\.bases": "faucet" has no row in "lawfulBases"/);
  });

  it('refuses a processor that receives no type the inventory lists', () => {
    const record = withTypes(recordFixture({ ai: true }), (types) => types.map((entry) => ({ ...entry, processors: entry.processors.filter((name) => name !== 'AI provider') })));
    expect(parse(record)).toThrow(/field "processors": AI provider receives personal data, but no type of "inventory.types" lists it/);
  });

  it('refuses a type that names a processor the record does not have', () => {
    const record = withTypes(recordFixture(), (types) => types.map((entry) => (entry.type === 'user-ids' ? { ...entry, processors: [...entry.processors, 'Another cloud'] } : entry)));
    expect(parse(record)).toThrow(/field "inventory\.types\.0\.processors": "Another cloud" is not a processor/);
  });

  it('refuses "optional" by a permission the app does not ask for', () => {
    const record = withTypes(recordFixture(), (types) => types.map((entry) => (entry.type === 'app-interactions' ? { ...entry, use: { consent: 'marketing' } } : entry)));
    expect(parse(record)).toThrow(/field "inventory\.types\.2\.use": optional by the consent "marketing", which "consents" does not ask for/);
  });

  it('refuses "optional" by signing in where the app has no sign-in beside another way to an account', () => {
    const record = withTypes(recordFixture(), (types) => types.map((entry) => (entry.type === 'user-ids' ? { ...entry, use: { when: 'sign-in' } } : entry)));
    expect(parse(record)).toThrow(/field "inventory\.types\.0\.use": optional when you sign in, but "inventory.accountCreation" has no sign-in with a password beside another way/);
  });

  it('refuses an app with accounts that collects no User IDs, or says nothing of how an account is made', () => {
    expect(parse(withTypes(recordFixture(), (types) => types.filter((entry) => entry.type !== 'user-ids')))).toThrow(/the app has accounts \("retention.account"\), so it collects User IDs/);
    const inventory = { ...recordFixture().inventory.value, accountCreation: undefined };
    expect(parse({ ...recordFixture(), inventory: { ...recordFixture().inventory, value: inventory } })).toThrow(/field "inventory.accountCreation": the app has accounts/);
  });

  it('refuses an English app’s type without its Turkish words', () => {
    const record = withTypes(recordFixture(), (types) => types.map((entry) => ({ ...entry, tr: undefined })));
    expect(parse(record)).toThrow(/inventory/);
  });
});
