import { describeOutcome, firstText, type ApiOutcome, type ResponseBody } from '@/lib/forms/outcome';
import type { AnswerRules } from '@/lib/forms/types';

const ok = (body: ResponseBody | null = null, status = 200): ApiOutcome => ({ kind: 'response', ok: true, status, body });
const failed = (status: number, body: ResponseBody | null = null): ApiOutcome => ({ kind: 'response', ok: false, status, body });

const rules: AnswerRules = {
  success: { read: ['message', 'msg'], otherwise: 'Done.' },
  failure: { read: ['message', 'error'], otherwise: 'Failed.', byStatus: { 404: { read: [], otherwise: 'Not found.' } } },
  noAnswerHint: 'It may have reached us.',
};

describe('describeOutcome', () => {
  it('a success shows the first field that holds text, in the order the rules read them, else its own words', () => {
    expect(describeOutcome(rules, ok({ message: 'A', msg: 'B' }))).toEqual({ tone: 'success', text: 'A' });
    expect(describeOutcome(rules, ok({ message: '  ', msg: 'B' }))).toEqual({ tone: 'success', text: 'B' });
    expect(describeOutcome(rules, ok({ error: 'C' }))).toEqual({ tone: 'success', text: 'Done.' });
    expect(describeOutcome(rules, ok(null, 204))).toEqual({ tone: 'success', text: 'Done.' });
  });

  it('a failure reads its own fields; a status with rules of its own uses them', () => {
    expect(describeOutcome(rules, failed(400, { msg: 'B', error: 'C' }))).toEqual({ tone: 'error', text: 'C' });
    expect(describeOutcome(rules, failed(500))).toEqual({ tone: 'error', text: 'Failed.' });
    expect(describeOutcome(rules, failed(404, { message: 'ignored' }))).toEqual({ tone: 'error', text: 'Not found.' });
  });

  it('an answer that is not the API’s own is a failure without a hint; no answer adds the hint', () => {
    expect(describeOutcome(rules, { kind: 'unexpected' })).toEqual({ tone: 'error', text: 'Failed.' });
    for (const kind of ['timeout', 'network-error'] as const) {
      expect(describeOutcome(rules, { kind })).toEqual({ tone: 'error', text: 'Failed.', hint: 'It may have reached us.' });
    }
  });

  it('shows at most 300 characters of a server message, counted as a person sees them', () => {
    expect(firstText({ message: `${'é'.repeat(299)}😀😀` }, ['message'])).toBe(`${'é'.repeat(299)}…`);
    expect(firstText({ message: `${'é'.repeat(298)}😀😀` }, ['message'])).toBe(`${'é'.repeat(298)}😀😀`);
    expect(firstText({ message: 42 }, ['message'])).toBeUndefined();
    expect(firstText(null, ['message'])).toBeUndefined();
  });
});
