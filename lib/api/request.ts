/**
 * The one request helper under every form. It never throws: every way a call
 * can end (an answer, a time-out, no answer at all) comes back as an outcome
 * the page's message rules can describe.
 */

import { BACKENDS, type BackendName } from '@/lib/backends';
import { shorten } from '@/lib/text';

export const REQUEST_TIMEOUT_MS = 15_000;
/** No backend answer of ours comes near this; a bigger one is not read further. */
export const MAX_ANSWER_BYTES = 64 * 1024;
/** The most of a server's message a page shows. */
export const MAX_MESSAGE_LENGTH = 300;

/** The fields the backends put their words in (which one each form reads: docs/REFERENCE.md). */
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

/** Whether the request may have reached the server although no answer came back. */
export function isUncertain(outcome: ApiOutcome): boolean {
  return outcome.kind === 'timeout' || outcome.kind === 'network-error';
}

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

/** The first of the named fields that holds non-empty text, shortened to what a page shows. */
export function firstText(body: ResponseBody | null, ...fields: (keyof ResponseBody)[]): string | undefined {
  for (const field of fields) {
    const value = body?.[field];
    if (typeof value === 'string' && value.trim()) return shorten(value.trim(), MAX_MESSAGE_LENGTH);
  }
  return undefined;
}

/**
 * What the page shows after a call: the words, whether they report success,
 * and, when the request may have reached the server without an answer coming
 * back, a hint to check the app before trying again.
 */
export type StatusMessage = { tone: 'success' | 'error'; text: string; hint?: string };

/**
 * The one call of `backend` (its method and path from lib/backends.ts) at `base`
 * (no trailing slash), with an optional query and JSON body.
 */
export function backendCall(backend: BackendName, base: string, query?: Record<string, string>, json?: Record<string, string>): ApiRequest {
  const { method, path } = BACKENDS[backend];
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return { url: `${base}${path}${search}`, method, ...(json ? { json } : {}) };
}
