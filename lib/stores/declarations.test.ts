/** @jest-environment node */
import { confirmed, invented } from '@/content/facts';
import type { LegalRecord } from '@/lib/legal/facts';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { declarationsDocument, materialChangeProblem } from '@/lib/stores/declarations';

/**
 * A material change is dated: the fixture's record, its declarations written as npm run docs writes
 * them, then changed the way an owner changes it (a data type added, a processor added, a fact
 * confirmed, the date moved on).
 */
const app = { slug: FIXTURE_APP, name: 'Made Up App' };
const record = parseLegalRecord(recordFixture(), FIXTURE_APP, FIXTURE_OWNER);
const committed = declarationsDocument(record);
const types = record.inventory.value.types;
const withType: LegalRecord = { ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, types: [...types, { ...types[0]!, type: 'precise-location' }] } } };
const withProcessor: LegalRecord = { ...record, processors: [...record.processors, confirmed({ ...record.processors[0]!.value, name: 'Another host' })] };

describe('a changed inventory or processor list', () => {
  it('is no change while the record declares the same, however its facts are marked', () => {
    expect(materialChangeProblem(app, record, committed)).toBeNull();
    const reconfirmed = { ...record, inventory: invented(record.inventory.value, 'to be checked again'), processors: record.processors.map((fact) => invented(fact.value)) };
    expect(materialChangeProblem(app, reconfirmed, committed)).toBeNull();
    // An app npm run docs has not written yet has nothing to compare.
    expect(materialChangeProblem(app, withType, undefined)).toBeNull();
  });

  it.each([
    ['a data type added', withType],
    ['a processor added', withProcessor],
  ])('asks for a new lastUpdated and a change-log line, naming the app, after %s', (_change, changed) => {
    expect(materialChangeProblem(app, changed, committed)).toBe(
      [
        `content/apps/${FIXTURE_APP}/legal.ts: field "lastUpdated": the data inventory or the processors of Made Up App changed since docs/stores/${FIXTURE_APP}/declarations.json was written (lastUpdated 2026-01-02),`,
        '  a material change of its privacy policy that users are told of by its date and its change log. Set "lastUpdated" to the day the change',
        '  is published (YYYY-MM-DD), add a "changeLog" line of that date saying what changed (the processor added, the data type added or',
        `  dropped), then run npm run docs and commit docs/stores/${FIXTURE_APP}/declarations.json with the new store forms.`,
      ].join('\n'),
    );
  });

  it('asks for the change-log line once the date is new, and nothing once both are there', () => {
    const dated = { ...withType, lastUpdated: confirmed('2026-02-10') };
    expect(materialChangeProblem(app, dated, committed)).toBe(
      `content/apps/${FIXTURE_APP}/legal.ts: field "changeLog": Made Up App's inventory or processors changed and "lastUpdated" is now 2026-02-10, but no change-log line has that date: add one saying what changed, then run npm run docs.`,
    );
    const logged = { ...dated, changeLog: [...dated.changeLog, confirmed({ date: '2026-02-10', change: 'We now collect your precise location.' })] };
    expect(materialChangeProblem(app, logged, committed)).toBeNull();
  });
});
