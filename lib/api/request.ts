/**
 * The one request helper under every form. It never throws: every way a call
 * can end (an answer, a time-out, no answer at all) comes back as an outcome
 * the page's message rules can describe.
 */

export const REQUEST_TIMEOUT_MS = 15_000;

/** The fields the backends put in their answers (specification, section 3). */
export type ResponseBody = { message?: unknown; msg?: unknown; error?: unknown };

export type ApiOutcome =
  | { kind: 'response'; ok: boolean; status: number; body: ResponseBody | null }
  | { kind: 'timeout' }
  | { kind: 'network-error' };

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
    });
    const body = parseBody(await response.text());
    return { kind: 'response', ok: response.ok, status: response.status, body };
  } catch {
    // A dropped connection, a CORS refusal and an aborted read all land here;
    // the browser does not tell them apart, and neither can the visitor.
    return timedOut ? { kind: 'timeout' } : { kind: 'network-error' };
  } finally {
    clearTimeout(timer);
  }
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

/** The first of the named fields that holds non-empty text. */
export function firstText(body: ResponseBody | null, ...fields: (keyof ResponseBody)[]): string | undefined {
  for (const field of fields) {
    const value = body?.[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** What the page shows after a call: the words, and whether they report success. */
export type StatusMessage = { tone: 'success' | 'error'; text: string };

/** Joins a base URL (no trailing slash) and a path with an optional query. */
export function endpoint(base: string, path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base}${path}${search}`;
}
