/**
 * The one request helper under every form. It never throws: every way a call
 * can end (an answer, a time-out, no answer at all) comes back as an outcome
 * the page's message rules can describe.
 */

import type { ApiOutcome, ResponseBody } from '@/lib/forms/outcome';
import type { ClientForm } from '@/lib/forms/types';
import { normalise } from '@/lib/forms/values';

export const REQUEST_TIMEOUT_MS = 15_000;
/** No backend answer of ours comes near this; a bigger one is not read further. */
export const MAX_ANSWER_BYTES = 64 * 1024;

export type ApiRequest = { url: string; method: 'POST' | 'DELETE'; json?: Record<string, string> };

export async function sendRequest(request: ApiRequest, timeoutMs = REQUEST_TIMEOUT_MS): Promise<ApiOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.json ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      body: request.json ? JSON.stringify(request.json) : undefined,
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      // A redirect is never followed: its target's 200 would read as a success.
      redirect: 'manual',
    });
    if (isRedirect(response)) {
      void response.body?.cancel();
      return { kind: 'unexpected' };
    }
    const text = await readCapped(response, MAX_ANSWER_BYTES);
    if (response.ok && /^text\/html\b/i.test(response.headers?.get('content-type') ?? '')) return { kind: 'unexpected' };
    return { kind: 'response', ok: response.ok, status: response.status, body: parseBody(text) };
  } catch {
    // A dropped connection, a CORS refusal and an aborted read all land here;
    // the browser does not tell them apart, and neither can the visitor.
    return timedOut ? { kind: 'timeout' } : { kind: 'network-error' };
  } finally {
    clearTimeout(timer);
  }
}

function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || response.redirected || (response.status >= 300 && response.status < 400);
}

/** The answer's text, reading no more than `limit` bytes of it. */
export async function readCapped(response: Response, limit: number): Promise<string> {
  if (!response.body) return (await response.text()).slice(0, limit);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= limit) void reader.cancel();
  const bytes = new Uint8Array(Math.min(size, limit));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
    if (offset === bytes.length) break;
  }
  return new TextDecoder().decode(bytes);
}

/** The answer's JSON object, or null for an empty, non-JSON or non-object body. */
export function parseBody(text: string): ResponseBody | null {
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ResponseBody) : null;
  } catch {
    return null;
  }
}

/**
 * The form's one call with the values typed: each field's value normalised as
 * it was counted (lib/forms/values.ts), in the URL's query or in a JSON body.
 * A password only ever goes into a body.
 */
export function buildRequest(form: Pick<ClientForm, 'method' | 'send' | 'fields'>, endpoint: string, values: Readonly<Record<string, string>>): ApiRequest {
  const sent = Object.fromEntries(form.fields.map((field) => [field.name, normalise(field, values[field.name] ?? '')]));
  if (form.send === 'json') return { url: endpoint, method: form.method, json: sent };
  if (form.fields.some((field) => field.kind === 'password')) throw new Error('A password is never sent in a URL.');
  return { url: `${endpoint}?${new URLSearchParams(sent).toString()}`, method: form.method };
}
