/** @jest-environment node */
import { confirmed } from '@/content/facts';
import { LAW, PROVIDERS } from '@/content/legal/shared';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

/**
 * A record's texts print the providers and periods they name from the record itself, in the text's
 * language: the fixture with two AI providers of the test's own and placeholders in its texts.
 */
const FILE = `content/apps/${FIXTURE_APP}/legal.ts`;
const written = recordFixture({ ai: true });
const ai = (name: string) => confirmed({ ...PROVIDERS.openai, name, purpose: 'Turns what you write into a result.', region: 'United States', tr: { purpose: 'Yazdığınızdan sonucu üretir.', region: 'Amerika Birleşik Devletleri' } });
const analytics = written.retention.analytics;
const withTexts = (reason: string, turkish: string, extra: object = {}) => ({
  ...written,
  ...extra,
  processors: [...written.processors.filter((fact) => fact.value.kind !== 'ai'), ai('Made Up Writer'), ai('Made Up Painter')],
  inventory: { ...written.inventory, value: { ...written.inventory.value, types: written.inventory.value.types.map((entry) => ({ ...entry, processors: entry.processors.flatMap((name) => (name === 'AI provider' ? ['Made Up Writer', 'Made Up Painter'] : [name])) })) } },
  retention: { ...written.retention, analytics: { ...analytics, value: { ...analytics.value, reason, tr: { ...analytics.value.tr, reason: turkish } } } },
});
const parse = (value: unknown) => parseLegalRecord(value, FIXTURE_APP, FIXTURE_OWNER);

describe('placeholders in a record’s texts', () => {
  it('print the processors of a kind, joined as each language joins names', () => {
    const record = parse(withTexts('{processors:ai} never see it; {processors:analytics} keeps it.', '{processors:ai} bunu görmez; {processors:analytics} saklar.'));
    expect(record.retention.analytics!.value.reason).toBe('Made Up Writer and Made Up Painter never see it; Analytics provider keeps it.');
    expect(record.retention.analytics!.value.tr!.reason).toBe('Made Up Writer ve Made Up Painter bunu görmez; Analytics provider saklar.');
  });

  it('print a retention entry’s period and a period of the law, in words and digits', () => {
    const record = parse(withTexts('For {period:analytics} you may ask us, or the Board within {law:kvkkComplaintAfterAnswer}.', '{period:analytics} boyunca sorabilirsiniz; Kurula {law:kvkkComplaintAfterAnswer} içinde.'));
    expect(LAW.kvkkComplaintAfterAnswer.value).toEqual({ amount: 30, unit: 'day' });
    expect(record.retention.analytics!.value.reason).toBe('For two (2) months you may ask us, or the Board within thirty (30) days.');
    expect(record.retention.analytics!.value.tr!.reason).toBe('iki (2) ay boyunca sorabilirsiniz; Kurula otuz (30) gün içinde.');
  });

  it('are refused in the change log, which tells what changed then and is printed as written', () => {
    expect(() => parse(withTexts('Kept for a while.', 'Bir süre saklanır.', { changeLog: [confirmed({ date: '2026-01-01', change: 'We replaced {processors:ai} with another provider.' })] }))).toThrow(
      `${FILE}: field "changeLog.0.change": the change log is printed as written, as it was true then: name the provider or the period itself, not a {placeholder}`,
    );
    expect(parse(withTexts('Kept for a while.', 'Bir süre saklanır.', { changeLog: [confirmed({ date: '2026-01-01', change: 'We replaced Replicate with another provider.' })] })).changeLog[0]!.value.change).toBe('We replaced Replicate with another provider.');
  });

  it('stop the record’s check, naming the field, when they name nothing the record has', () => {
    expect(() => parse(withTexts('{processors:crash-reports} keeps them.', 'Saklar.'))).toThrow(`${FILE}: field "retention.analytics.reason": {processors:crash-reports}: "processors" has no processor of kind "crash-reports"`);
    expect(() => parse(withTexts('{processors:crashes} keeps them.', 'Saklar.'))).toThrow(`${FILE}: field "retention.analytics.reason": {processors:crashes} names no kind of processor`);
    expect(() => parse(withTexts('Kept.', 'For {period:forever}.'))).toThrow(`${FILE}: field "retention.analytics.tr.reason": {period:forever} names no retention entry`);
    expect(() => parse(withTexts('Until {law:never}.', 'Saklanır.'))).toThrow(`${FILE}: field "retention.analytics.reason": {law:never} names nothing of LAW`);
  });
});
