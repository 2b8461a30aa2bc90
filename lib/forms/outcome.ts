import type { AnswerRules, Wording } from '@/lib/forms/types';
import { shorten } from '@/lib/text';

/** The most of a server's message a page shows. */
export const MAX_MESSAGE_LENGTH = 300;

/** The fields the backends put their words in. */
export type ResponseBody = { message?: unknown; msg?: unknown; error?: unknown };

/**
 * How a call ended. `unexpected` is an answer that is not the API's own: a
 * redirect (to a sign-in page, say) or an HTML page in place of a success;
 * it never counts as a success. `timeout` and `network-error` leave it open
 * whether the request reached the server.
 */
export type ApiOutcome =
  | { kind: 'response'; ok: boolean; status: number; body: ResponseBody | null }
  | { kind: 'unexpected' }
  | { kind: 'timeout' }
  | { kind: 'network-error' };

/**
 * What the page shows after a call: the words, whether they report success,
 * and, when the request may have reached the server without an answer coming
 * back, a hint to check the app before trying again.
 */
export type StatusMessage = { tone: 'success' | 'error'; text: string; hint?: string };

/** Whether the request may have reached the server although no answer came back. */
export function isUncertain(outcome: ApiOutcome): boolean {
  return outcome.kind === 'timeout' || outcome.kind === 'network-error';
}

/** The first of the named fields that holds non-empty text, shortened to what a page shows. */
export function firstText(body: ResponseBody | null, fields: readonly (keyof ResponseBody)[]): string | undefined {
  for (const field of fields) {
    const value = body?.[field];
    if (typeof value === 'string' && value.trim()) return shorten(value.trim(), MAX_MESSAGE_LENGTH);
  }
  return undefined;
}

const word = (wording: Wording, body: ResponseBody | null) => firstText(body, wording.read) ?? wording.otherwise;

/** A call's outcome in the words of the form's rules. */
export function describeOutcome(rules: AnswerRules, outcome: ApiOutcome): StatusMessage {
  if (outcome.kind !== 'response') {
    return { tone: 'error', text: rules.failure.otherwise, ...(isUncertain(outcome) ? { hint: rules.noAnswerHint } : {}) };
  }
  if (outcome.ok) return { tone: 'success', text: word(rules.success, outcome.body) };
  return { tone: 'error', text: word(rules.failure.byStatus?.[String(outcome.status)] ?? rules.failure, outcome.body) };
}
