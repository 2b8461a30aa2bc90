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
export type StatusMessage = { tone: 'success' | 'error'; text: string; hint?: string; lang?: 'en' | 'tr' };

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

/** The server's words where it gave some, marked with their language (`serverLanguage`, when it is not the page's), else the form's own. */
function word(wording: Wording, body: ResponseBody | null, serverLanguage?: 'en' | 'tr'): { text: string; lang?: 'en' | 'tr' } {
  const server = firstText(body, wording.read);
  if (server === undefined) return { text: wording.otherwise };
  return serverLanguage ? { text: server, lang: serverLanguage } : { text: server };
}

/**
 * A call's outcome in the words of the form's rules. `serverLanguage`: the language the backend
 * answers in, when it is not the page's, so that its words are read in their own.
 */
export function describeOutcome(rules: AnswerRules, outcome: ApiOutcome, serverLanguage?: 'en' | 'tr'): StatusMessage {
  if (outcome.kind !== 'response') {
    return { tone: 'error', text: rules.failure.otherwise, ...(isUncertain(outcome) ? { hint: rules.noAnswerHint } : {}) };
  }
  if (outcome.ok) return { tone: 'success', ...word(rules.success, outcome.body, serverLanguage) };
  return { tone: 'error', ...word(rules.failure.byStatus?.[String(outcome.status)] ?? rules.failure, outcome.body, serverLanguage) };
}
