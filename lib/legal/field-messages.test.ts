/**
 * @jest-environment node
 *
 * What a refusal of a record says, as the owner reads it beside the file: one path style, the one
 * the file writes (`inventory.types.2`, never the `value` of a fact the owner does not write), what
 * a missing field takes in the owner's words, and no retention entry asked of what is never stored.
 */
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

type Record = ReturnType<typeof recordFixture>;
type Entry = Record['inventory']['value']['types'][number];
const FILE = `content/apps/${FIXTURE_APP}/legal.ts`;
const parse = (record: unknown) => () => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER);
const messageOf = (record: unknown): string => {
  try {
    parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the record was accepted');
};
/** The fixture with the one type of its inventory that `pick` finds changed, and the index of that type. */
function withEntry(pick: (entry: Entry) => boolean, change: (entry: Entry) => object): { record: unknown; index: number } {
  const record = recordFixture();
  const index = record.inventory.value.types.findIndex(pick);
  const types = record.inventory.value.types.map((entry, at) => (at === index ? change(entry) : entry));
  return { record: { ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, types } } }, index };
}
const without = (entry: object, key: string) => Object.fromEntries(Object.entries(entry).filter(([name]) => name !== key));

describe('a data type never stored', () => {
  it('needs no retention entry once it says it is processed ephemerally', () => {
    const { record } = withEntry((entry) => entry.type === 'app-interactions', (entry) => ({ ...without(entry, 'retention'), ephemeral: true }));
    expect(parse(record)).not.toThrow();
  });

  it('is told, when it is stored, which retention keys the record has and where every key is listed', () => {
    const { record, index } = withEntry((entry) => entry.type === 'app-interactions', (entry) => without(entry, 'retention'));
    const keys = Object.keys(recordFixture().retention).map((key) => `"${key}"`).join(', ');
    expect(messageOf(record)).toContain(
      `${FILE}: field "inventory.types.${index}.retention" is missing: App interactions is stored ("ephemeral: false"), so name the entry of "retention" that says how long (${keys} in this record; every key is listed in docs/OWNER-GUIDE.md), or say "ephemeral: true" if it is never stored`,
    );
  });
});

describe('one path style, in the file’s own terms', () => {
  it('names a mistyped value of a fact’s list by the path the file writes', () => {
    const { record, index } = withEntry((entry) => entry.type === 'app-interactions', (entry) => ({ ...entry, type: 'app-interaction' }));
    const message = messageOf(record);
    expect(message).toContain(`field "inventory.types.${index}.type": "app-interaction" is not a value it takes; write "app-interactions"`);
    expect(message).not.toContain('.value.');
  });

  it('says what a missing date takes, never “(object)”', () => {
    const message = messageOf({ ...recordFixture(), lastUpdated: undefined });
    expect(message).toBe(`${FILE}: field "lastUpdated" is missing: give it (a date, YYYY-MM-DD, written invented(…) until the owner confirms it, then confirmed(…)).`);
  });

  it('calls a consent a consent, never a permission', () => {
    const { record, index } = withEntry((entry) => entry.type === 'app-interactions', (entry) => ({ ...entry, use: { consent: 'marketing' } }));
    const message = messageOf(record);
    expect(message).toContain(`field "inventory.types.${index}.use": optional by the consent "marketing", which "consents" does not ask for`);
    expect(message).not.toMatch(/permission "marketing"/);
  });
});
