/**
 * The backends as the browser tests see them: the development backend the
 * built forms call (dev-backend/), its reset, the calls a page makes, and
 * answers a test puts in the backend's place in the browser (page.route) for
 * what a real backend or the network can do wrong.
 */
import type { Page, Request, Route } from '@playwright/test';
import type { BackendName } from '../lib/backends';
import { parseDevApiPort } from '../lib/env/dev-api-port';

export const API_ORIGIN = `http://127.0.0.1:${parseDevApiPort(process.env.DEV_API_PORT)}`;

export type BackendApp = BackendName;

/** What the next call of a page to `app` meets instead of the development backend's answer. */
export type Scenario = {
  app: BackendApp;
  status?: number;
  /** Any JSON value, sent as application/json. */
  body?: unknown;
  /** Sent exactly as given ("" for an empty body); not together with `body`. */
  rawBody?: string;
  contentType?: string;
  /** Waits this long (real time) first; with nothing else, the development backend then answers. */
  delayMs?: number;
  /** No answer ever comes: for time-outs, with page.clock. */
  hang?: boolean;
  /** The connection fails without an answer. */
  drop?: boolean;
  /**
   * The answer allows another origin only, so the browser keeps it from the page.
   * (Playwright adds the page's origin to a fulfilled answer that names none.)
   */
  withoutCors?: boolean;
  /** A Location header: with a 3xx status, a redirect. */
  location?: string;
};

/**
 * Adds an account to the development backend's `app` (values by field name) until it restarts:
 * true when added, false when an account with its key exists already.
 */
export async function addAccount(app: BackendApp, values: Record<string, string>): Promise<boolean> {
  const response = await fetch(`${API_ORIGIN}/__control/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ backend: app, values }),
  });
  if (response.status === 201) return true;
  if (response.status === 409) return false;
  throw new Error(`Development backend: adding an account to ${app} answered ${response.status}: ${await response.text()}`);
}

const isCallTo = (app: BackendApp, url: string) => url.startsWith(`${API_ORIGIN}/${app}/`);

/** The calls `page` makes to `app` from now on (CORS preflights left out), as the browser sent them; the array fills as they go. */
export function callsTo(page: Page, app: BackendApp): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isCallTo(app, request.url()) && request.method() !== 'OPTIONS') calls.push(request);
  });
  return calls;
}

async function play(route: Route, scenario: Scenario): Promise<void> {
  if (scenario.hang) return;
  if (scenario.delayMs) await new Promise((resolve) => setTimeout(resolve, scenario.delayMs));
  if (scenario.drop) return route.abort('connectionreset');
  const { status, body, rawBody, contentType, location, withoutCors } = scenario;
  if (status === undefined && body === undefined && rawBody === undefined) return route.fallback();
  await route.fulfill({
    status: status ?? 200,
    headers: {
      'access-control-allow-origin': withoutCors ? 'https://another-site.example' : '*',
      ...(contentType || body !== undefined ? { 'content-type': contentType ?? 'application/json; charset=utf-8' } : {}),
      ...(location ? { location } : {}),
    },
    body: body === undefined ? (rawBody ?? '') : JSON.stringify(body),
  });
}

const queues = new WeakMap<Page, Map<BackendApp, Scenario[]>>();

/**
 * Queues a one-shot answer for the page's next call to `scenario.app` (any path
 * under its prefix). Queued answers play in order; once none is left, calls
 * reach the development backend. The route stays through reloads.
 */
export async function queueScenario(page: Page, scenario: Scenario): Promise<void> {
  const apps = queues.get(page) ?? new Map<BackendApp, Scenario[]>();
  queues.set(page, apps);
  const queue = apps.get(scenario.app);
  if (queue) return void queue.push(scenario);
  const fresh = [scenario];
  apps.set(scenario.app, fresh);
  await page.route(
    (url) => isCallTo(scenario.app, url.href),
    (route) => {
      const next = fresh.shift();
      return next ? play(route, next) : route.fallback();
    },
  );
}

/** Forgets the answers still queued for `page`: its next calls reach the development backend. */
export function clearScenarios(page: Page): void {
  for (const queue of queues.get(page)?.values() ?? []) queue.length = 0;
}
