/** @jest-environment node */
import { confirmed } from '@/content/facts';
import { claimProblems } from '@/lib/build/claims';
import type { LegalRecord } from '@/lib/legal/facts';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import type { DataTypeKey } from '@/lib/stores/taxonomy';

/**
 * Sentences typed into a document, fed a record that contradicts them: each is named with its file
 * and quoted, whatever apps content/apps/ holds (the fixture's record, the test's own sentences).
 */
const POLICY = `content/apps/${FIXTURE_APP}/privacy-policy.mdx`;
const RECORD = `content/apps/${FIXTURE_APP}/legal.ts`;
const record = parseLegalRecord(recordFixture({ accounts: true, payments: true }), FIXTURE_APP, FIXTURE_OWNER);
/** The fixture's record with one more data type in its inventory, as an owner adds one. */
function listing(type: DataTypeKey): LegalRecord {
  const types = record.inventory.value.types;
  return { ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, types: [...types, { ...types[0]!, type }] } } };
}
const problems = (text: string, changed: LegalRecord = record) => claimProblems(changed, POLICY, text, RECORD);

describe('what a document says the app does not collect', () => {
  const denial = 'Fixture does not ask for your contacts or precise location.';

  it('stands while the inventory does not list it', () => {
    expect(problems(denial)).toEqual([]);
  });

  it('is named, with its file and sentence, once the inventory lists it', () => {
    expect(problems(`Some text first. ${denial}`, listing('precise-location'))).toEqual([
      `${POLICY}: “${denial}” says the app does not collect or use precise location, but "inventory.types" lists "precise-location" in ${RECORD}: rewrite the sentence, or take it out of the record`,
    ]);
  });

  it('is read in Turkish too, the verb last', () => {
    expect(problems('Uygulama rehberinizi ve fotoğraflarınızı istemez.', listing('photos'))).toEqual([
      `${POLICY}: “Uygulama rehberinizi ve fotoğraflarınızı istemez.” says the app does not collect or use photos, but "inventory.types" lists "photos" in ${RECORD}: rewrite the sentence, or take it out of the record`,
    ]);
  });

  it('ends where its clause ends: what a sentence says next is no denial', () => {
    expect(problems('We do not ask for your name or contact details, and uploaded photos are deleted after a day.', listing('photos'))).toEqual([]);
    expect(problems('Fixture does not ask for your contacts, does not use photo metadata, and keeps nothing else.', listing('photos'))).toEqual([]);
  });
});

describe('the recipients a document lists as the only ones', () => {
  const recipients = 'Data is processed only by these recipients: the Hosting provider, the Analytics provider and the App store.';

  it('stand while they name every processor of the record', () => {
    expect(problems(recipients)).toEqual([]);
  });

  it('are named once the record has a processor the sentence leaves out', () => {
    const added = confirmed({
      kind: 'payments' as const,
      policyUrl: 'https://subscriptions.example/privacy',
      name: 'Subscription platform',
      purpose: 'Keeps the state of your subscription.',
      region: 'United States',
      tr: { purpose: 'Aboneliğinizin durumunu tutar.', region: 'Amerika Birleşik Devletleri' },
    });
    expect(problems(recipients, { ...record, processors: [...record.processors, added] })).toEqual([
      `${POLICY}: “${recipients}” lists the only recipients without Subscription platform, a processor of ${RECORD}: name it there, or print the processors with <ProcessorNames kind="payments" />`,
    ]);
    // Printed from the record, the same sentence cannot leave one out.
    const printed = 'Data is processed only by these recipients: the Hosting provider, the Analytics provider and <ProcessorNames kind="payments" />.';
    expect(problems(printed, { ...record, processors: [...record.processors, added] })).toEqual([]);
    // A sentence ending in a colon introduces the generated list, and names none by hand.
    expect(problems('We disclose it only to these recipients:\n\n<Processors />', { ...record, processors: [...record.processors, added] })).toEqual([]);
  });

  it('besides the processors, are the record’s disclosures, in both directions', () => {
    const safety = 'We may disclose data to protect the safety and rights of users.';
    expect(problems(safety, { ...record, disclosures: [] })).toEqual([
      `${POLICY}: “${safety}” names disclosures to protect rights and safety, but "disclosures" of ${RECORD} does not list "rights-and-safety": add it there, or take it out of the sentence`,
    ]);
    expect(problems(safety, { ...record, disclosures: ['rights-and-safety'] })).toEqual([]);
    expect(problems('We may disclose data where the law requires it.', { ...record, disclosures: ['new-owner'] })).toEqual([
      `${RECORD}: "disclosures" lists "new-owner", but ${POLICY} does not mention a transfer of the app to a new owner: say so in the policy's recipients, or take "new-owner" out of the record`,
    ]);
  });
});
