/**
 * Drives the local development backend's test controls (dev-backend/control.ts)
 * from Playwright specs.
 */
import { parseDevApiPort } from '../lib/dev-api-port';

export const API_ORIGIN = `http://127.0.0.1:${parseDevApiPort(process.env.DEV_API_PORT)}`;

export type BackendApp = 'sonora' | 'sharix' | 'meriastro' | 'funo' | 'revoai';

/** A one-shot answer for the next non-OPTIONS request to `app` (any path under its prefix). */
export interface Scenario {
  app: BackendApp;
  status?: number;
  /** Any JSON value, sent as application/json. */
  body?: unknown;
  /** Sent exactly as given ("" for an empty body); not together with `body`. */
  rawBody?: string;
  contentType?: string;
  /** Up to 120000. With nothing but a delay, the app's real answer follows it. */
  delayMs?: number;
  /** Closes the connection without answering (after the delay). */
  drop?: boolean;
  /** Answers without CORS headers, so the browser refuses to hand the answer to the page. */
  withoutCors?: boolean;
  /** A Location header: with a 3xx status, a redirect. */
  location?: string;
}

/** What an app received; any `password` field reads "[redacted]". `path` is relative to the app's prefix. */
export interface RecordedRequest {
  app: BackendApp;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

async function control(method: 'GET' | 'POST', action: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${API_ORIGIN}/__control/${action}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Development backend: ${method} /__control/${action} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Reseeds every app and clears the scenarios and the request log. */
export async function resetBackend(): Promise<void> {
  await control('POST', 'reset');
}

export async function queueScenario(scenario: Scenario): Promise<void> {
  await control('POST', 'scenario', scenario);
}

/** The app requests received since the last reset, oldest first. */
export async function recordedRequests(app?: BackendApp): Promise<RecordedRequest[]> {
  const response = await control('GET', app ? `requests?app=${app}` : 'requests');
  const { requests } = (await response.json()) as { requests: RecordedRequest[] };
  return requests;
}
