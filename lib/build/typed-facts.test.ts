/** @jest-environment node */
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { providerVocabulary, recordTexts, typedFactProblems, typedNames } from '@/lib/build/typed-facts';

/**
 * What a document or a record's text types by hand, against the fixture's record with its providers
 * given product names of the test's own ("Made Up Cloud", "Made Up Counter", "Made Up Writer"); its
 * app store keeps its name.
 */
const NAMES: Record<string, string> = { 'Hosting provider': 'Made Up Cloud', 'Analytics provider': 'Made Up Counter', 'AI provider': 'Made Up Writer' };
const fixture = recordFixture({ ai: true });
const written = {
  ...fixture,
  processors: fixture.processors.map((fact) => ({ ...fact, value: { ...fact.value, name: NAMES[fact.value.name] ?? fact.value.name } })),
  inventory: { ...fixture.inventory, value: { ...fixture.inventory.value, types: fixture.inventory.value.types.map((entry) => ({ ...entry, processors: entry.processors.map((name) => NAMES[name] ?? name) })) } },
};
const record = parseLegalRecord(written, FIXTURE_APP, FIXTURE_OWNER);
const vocabulary = providerVocabulary([record]);
const POLICY = `content/apps/${FIXTURE_APP}/privacy-policy.mdx`;
const RECORD = `content/apps/${FIXTURE_APP}/legal.ts`;
const check = (text: string, value: unknown = written) => typedFactProblems(FIXTURE_APP, value, record, [{ file: POLICY, text }], vocabulary);

describe('a fact typed by hand', () => {
  it('knows every provider by its record name, the parts of it and the names PROVIDERS gives, but not the app stores', () => {
    expect(typedNames('Made Up Writer, then Crashlytics, sold through the App store.', vocabulary).sort()).toEqual(['Crashlytics', 'Made Up Writer']);
    expect(typedNames('Printed: <ProcessorNames kind="ai" />, {processors:analytics} and [the policy](https://example.com/Made Up Writer).', vocabulary)).toEqual([]);
  });

  it('is a provider named in a document, which the component prints instead', () => {
    expect(check('Only if you allow it, Made Up Counter counts how the app is used.')).toEqual([
      `${POLICY}: “Only if you allow it, Made Up Counter counts how the app is used.” types “Made Up Counter” by hand: print it from ${RECORD} with <ProcessorNames kind="analytics" />, so that the sentence changes with the record`,
    ]);
  });

  it('is a period in a document or in a record’s text, which the record prints instead', () => {
    expect(check('We keep them for thirty days.')).toEqual([
      `${POLICY}: “We keep them for thirty days.” writes “thirty days” by hand: print the period from the record or the law (<Retention of="…" />, <RetentionPeriod of="…" />, <Fact of="…" />, <Law of="…" />)`,
    ]);
    const typed = { ...written, retention: { ...written.retention, analytics: { ...written.retention.analytics, value: { ...written.retention.analytics.value, reason: 'For two months it is linked to a random identifier.' } } } };
    expect(check('', typed)).toEqual([
      `${RECORD}: field "retention.analytics.reason": “For two months it is linked to a random identifier.” writes “two months” by hand: write {period:<retention key>}, which prints the period of that retention entry, or {law:<key>}, a period the law sets`,
    ]);
  });

  it('is a document printing the processors of a kind the record has none of', () => {
    expect(check('Crashes reach <ProcessorNames kind="crash-reports" />.')).toEqual([
      `${POLICY}: “Crashes reach <ProcessorNames kind="crash-reports" />.” prints the processors of kind "crash-reports", and ${RECORD} has none: take the sentence out, or give the record such a processor`,
    ]);
  });

  it('is not the change log, the owner’s notes or the record’s keys, which users do not read as prose', () => {
    const fields = recordTexts(written).map((text) => text.field);
    expect(fields).toContain('retention.analytics.reason');
    expect(fields).toContain('processors.0.purpose');
    expect(fields.filter((field) => /^changeLog|openQuestions|\.note$|^processors\.\d+\.name$|policyUrl/.test(field))).toEqual([]);
  });
});
