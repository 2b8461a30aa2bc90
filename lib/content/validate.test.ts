/**
 * What a record's owner reads after a slip of the keyboard: the build names the key or value they
 * meant. Which slips are near enough is the table below, counted by hand as a typist slips: a letter
 * added, dropped or changed, or two neighbours swapped, is one edit; a word of up to eight letters
 * may be two edits off, a longer one a third of its letters, and a word further off is not guessed.
 */
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

/** How many edits a typed word of this length may be from the word meant. */
const allowed = (typed: string) => Math.max(2, Math.floor(typed.length / 3));

/** A key of a data type's entry, mistyped: [typed, the key meant, edits counted by hand]. */
const KEY_SLIPS: [string, string, number][] = [
  ['tpye', 'type', 1], // t(py)e: one swap
  ['tyep', 'type', 1], // ty(ep): one swap
  ['tpey', 'type', 2], // y dropped after t, added at the end
  ['dtaa', 'data', 1],
  ['dtat', 'data', 2], // (ta) swapped, the last t changed
  ['bsaes', 'bases', 1],
  ['kvvk', 'kvkk', 1], // one letter changed
  ['usee', 'use', 1], // one letter added
  ['purpsoes', 'purposes', 1],
  ['procesors', 'processors', 1], // one letter dropped
  ['tracknig', 'tracking', 1],
  ['lnikde', 'linked', 2], // (ni) and (de) swapped: four edits if a swap counted two
  ['rteentoin', 'retention', 2], // (te) and (oi) swapped
  ['sharedfro', 'sharedFor', 1], // case aside, one swap
];
/** Keys no key of the entry is near: the message lists the keys instead of guessing. */
const FAR_KEYS = ['colour', 'expiry'];

const written = recordFixture({ accounts: true });
const [first, ...rest] = written.inventory.value.types;

/** What the build says of the fixture's record with its first data type's `key` written as `typed`. */
function refusal(key: string, typed: string): string {
  const { [key]: value, ...others } = first as unknown as Record<string, unknown>;
  const types = [{ ...others, [typed]: value ?? true }, ...rest];
  try {
    parseLegalRecord({ ...written, inventory: { ...written.inventory, value: { ...written.inventory.value, types } } }, FIXTURE_APP, FIXTURE_OWNER);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`the record with "${typed}" was accepted`);
}

describe('a mistyped key of a record', () => {
  it.each(KEY_SLIPS)('"%s" is "%s" (edits: %i): the build says to write it', (typed, meant, edits) => {
    expect(edits).toBeLessThanOrEqual(allowed(typed));
    expect(refusal(meant, typed)).toContain(`content/apps/${FIXTURE_APP}/legal.ts: field "inventory.types.0" has a key "${typed}" it does not take: write "${meant}", the nearest key it takes.`);
  });

  it.each(FAR_KEYS)('"%s", near no key: the build lists the keys it takes', (typed) => {
    const message = refusal('', typed);
    expect(message).toContain(`has a key "${typed}" it does not take: remove it; the keys it takes are "type", "data"`);
  });
});

/** A value of a closed list, mistyped: [the field, typed, the value meant, edits counted by hand]. */
const VALUE_SLIPS: [string, string, string, number][] = [
  ['type', 'devcie-ids', 'device-ids', 1],
  ['type', 'crash-lgos', 'crash-logs', 1],
  ['type', 'aproximate-locaton', 'approximate-location', 2],
];

describe('a mistyped value of a closed list', () => {
  it.each(VALUE_SLIPS)('%s "%s" is "%s" (edits: %i): the build says to write it', (field, typed, meant, edits) => {
    expect(edits).toBeLessThanOrEqual(allowed(typed));
    const types = [{ ...first, [field]: typed }, ...rest];
    expect(() => parseLegalRecord({ ...written, inventory: { ...written.inventory, value: { ...written.inventory.value, types } } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(
      `field "inventory.types.0.${field}": "${typed}" is not a value it takes; write "${meant}", the nearest of`,
    );
  });
});
