/**
 * @jest-environment node
 *
 * Every mistake of a data inventory that the record's checks refuse, fed to them one at a time in
 * the fixture record: each is refused naming the file and the field and saying what to do, and the
 * fixture without the mistake is accepted, so that each refusal is the mistake's and no other's.
 */
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

type Record = ReturnType<typeof recordFixture>;
type Inventory = Record['inventory']['value'];
/** An entry as a test changes it: any field, any value, for the record's parser to judge. */
type Entry = { type: string } & { [field: string]: unknown };
const FILE = `content/apps/${FIXTURE_APP}/legal.ts`;

const parse = (record: unknown) => () => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The message of a refusal: the record's file, then the field, anywhere in the error. */
const refusal = (field: string, rest: string) => new RegExp(`${escape(FILE)}[\\s\\S]*${escape(`field "${field}"`)}[\\s\\S]*${rest}`);

/** The fixture with its inventory changed. */
function withInventory(record: Record, change: (inventory: Inventory) => unknown): unknown {
  return { ...record, inventory: { ...record.inventory, value: change(record.inventory.value) } };
}
/** The fixture with one type of its inventory changed, found by its type. */
function withType(record: Record, type: string, change: (entry: Entry) => Entry): unknown {
  return withInventory(record, (inventory) => ({ ...inventory, types: ([...inventory.types] as Entry[]).map((entry) => (entry.type === type ? change(entry) : entry)) }));
}
const indexOf = (record: Record, type: string) => record.inventory.value.types.findIndex((entry) => entry.type === type);

describe('a data inventory’s mistakes, each refused naming the file and the field', () => {
  it('the fixture without accounts, without payments and with both is accepted, so each refusal below is the mistake’s', () => {
    for (const shape of [{}, { accounts: false }, { payments: false }, { accounts: false, payments: false }]) expect(parse(recordFixture(shape))).not.toThrow();
  });

  it('an app without accounts that says how users create one', () => {
    // Play would offer account creation with no account deletion URL.
    for (const method of ['username-password', 'oauth'] as const) {
      const record = withInventory(recordFixture({ accounts: false }), (inventory) => ({ ...inventory, accountCreation: [method] }));
      expect(parse(record)).toThrow(refusal('inventory.accountCreation', 'keeps no account \\("retention.account"\\), so users create none'));
    }
  });

  it('“other” ways to create an account without saying which, and a description of another way without “other”', () => {
    const silent = withInventory(recordFixture(), (inventory) => ({ ...inventory, accountCreation: ['other'] }));
    expect(parse(silent)).toThrow(/inventory\.otherCreation[\s\S]*say how users create an account in "otherCreation"/);
    const unasked = withInventory(recordFixture(), (inventory) => ({ ...inventory, otherCreation: 'With an invitation code from a teacher' }));
    expect(parse(unasked)).toThrow(/inventory\.otherCreation[\s\S]*when, and only when, "accountCreation" has "other"/);
    const described = withInventory(recordFixture(), (inventory) => ({ ...inventory, accountCreation: ['other'], otherCreation: 'With an invitation code from a teacher' }));
    expect(parse(described)).not.toThrow();
  });

  it('data optional “when you buy” in an app that takes no payment', () => {
    const record = recordFixture({ payments: false });
    const changed = withType(record, 'app-interactions', (entry) => ({ ...entry, use: { when: 'purchase' } }));
    expect(parse(changed)).toThrow(refusal(`inventory.types.${indexOf(record, 'app-interactions')}.use`, 'optional when you buy, but no processor of kind "payments" takes a payment'));
    // The same with a payments processor is what the fixture with payments declares of its purchase history.
    expect(parse(withType(recordFixture(), 'app-interactions', (entry) => ({ ...entry, use: { when: 'purchase' } })))).not.toThrow();
  });

  it('data optional “when you write to support” in an app that keeps no support e-mails', () => {
    // The fixture declares support mail (an e-mail address, collected when you write to support) and keeps it.
    const record = recordFixture();
    const support = record.inventory.value.types.findIndex((entry) => typeof entry.use === 'object' && 'when' in entry.use && entry.use.when === 'support');
    expect(support).toBeGreaterThanOrEqual(0);
    const retention = Object.fromEntries(Object.entries(record.retention).filter(([category]) => category !== 'supportMessages'));
    expect(parse({ ...record, retention })).toThrow(refusal(`inventory.types.${support}.use`, 'optional when you write to support, but "retention" keeps no supportMessages'));
    expect(parse(record)).not.toThrow();
  });

  it('data used to track a user that is not linked to them (Apple: tracking data is linked)', () => {
    const record = recordFixture();
    const changed = withType(record, 'app-interactions', (entry) => ({ ...entry, tracking: true, linked: false }));
    expect(parse(changed)).toThrow(refusal(`inventory.types.${indexOf(record, 'app-interactions')}.tracking`, 'say "linked: true"'));
    expect(parse(withType(record, 'app-interactions', (entry) => ({ ...entry, tracking: true, linked: true })))).not.toThrow();
  });

  it('a type of no store’s list, a purpose of no store’s list, an empty inventory, and a field the schema does not know', () => {
    expect(parse(withType(recordFixture(), 'app-interactions', (entry) => ({ ...entry, type: 'heartbeat' })))).toThrow(/inventory\.types\.\d+\.type/);
    expect(parse(withType(recordFixture(), 'app-interactions', (entry) => ({ ...entry, purposes: ['curiosity'] })))).toThrow(/inventory\.types\.\d+\.purposes/);
    expect(parse(withType(recordFixture(), 'app-interactions', (entry) => ({ ...entry, purposes: [] })))).toThrow(/inventory\.types\.\d+\.purposes/);
    expect(parse(withInventory(recordFixture(), (inventory) => ({ ...inventory, types: [] })))).toThrow(/inventory\.types/);
    expect(parse(withType(recordFixture(), 'app-interactions', (entry) => ({ ...entry, sold: false })))).toThrow(/inventory\.types\.\d+[\s\S]*sold/);
  });
});
