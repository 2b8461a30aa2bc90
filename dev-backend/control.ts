/**
 * Test controls under /__control, used by the end-to-end tests from Node:
 * reset, one-shot scenarios per app, and the log of requests the apps received.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type AppName, isAppName } from './apps';
import { type JsonAnswer, type JsonObject, type JsonValue, type ParsedBody, isJsonObject, message, sendRaw } from './http';

export const MAX_DELAY_MS = 120_000;
/** The request log keeps the most recent requests only, so a long session cannot grow it without end. */
export const MAX_RECORDED_REQUESTS = 500;
/** Queued scenarios per app; a test never needs more, and a runaway loop should fail loudly. */
export const MAX_QUEUED_SCENARIOS = 50;

/** A one-shot answer for the next non-OPTIONS request to an app. */
export interface Scenario {
  app: AppName;
  status?: number;
  body?: JsonValue;
  rawBody?: string;
  contentType?: string;
  delayMs?: number;
  drop?: boolean;
  /** Answers without CORS headers, as a backend that does not allow the site's origin. */
  withoutCors?: boolean;
  /** A Location header, for redirect answers (a proxy sending the visitor to a sign-in page). */
  location?: string;
}

/** A type alias rather than an interface, so that it is a JsonValue. */
export type RecordedRequest = {
  app: AppName;
  method: string;
  path: string;
  query: Record<string, string>;
  body: JsonValue;
};

const REDACTED = '[redacted]';

/** Replaces every `password` field, at any depth, so no password is ever kept. */
export function redact(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(redact);
  if (!isJsonObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, field] of Object.entries(value)) copy[key] = key === 'password' ? REDACTED : redact(field);
  return copy;
}

export function recordRequest(
  app: AppName,
  method: string,
  path: string,
  query: URLSearchParams,
  body: ParsedBody,
): RecordedRequest {
  const queryObject = redact(Object.fromEntries(query)) as Record<string, string>;
  return { app, method, path, query: queryObject, body: body.kind === 'json' ? redact(body.value) : null };
}

type Validation = { scenario: Scenario } | { error: JsonAnswer };

function invalid(text: string): Validation {
  return { error: message(400, text) };
}

function isIntegerBetween(value: JsonValue | undefined, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks a POST /__control/scenario body. */
export function parseScenario(value: JsonValue): Validation {
  if (!isJsonObject(value)) return invalid('A scenario must be a JSON object.');
  const { app, status, body, rawBody, contentType, delayMs, drop, withoutCors, location } = value;
  if (!isAppName(app)) return invalid('"app" must be one of sonora, sharix, meriastro, funo, revoai.');
  if (status !== undefined && !isIntegerBetween(status, 200, 599)) return invalid('"status" must be an integer from 200 to 599.');
  if (rawBody !== undefined && typeof rawBody !== 'string') return invalid('"rawBody" must be a string.');
  if (rawBody !== undefined && body !== undefined) return invalid('Give either "body" or "rawBody", not both.');
  if (contentType !== undefined && (typeof contentType !== 'string' || /[\r\n]/.test(contentType))) {
    return invalid('"contentType" must be a single-line string.');
  }
  if (delayMs !== undefined && !isIntegerBetween(delayMs, 0, MAX_DELAY_MS)) {
    return invalid(`"delayMs" must be an integer from 0 to ${MAX_DELAY_MS}.`);
  }
  if (drop !== undefined && typeof drop !== 'boolean') return invalid('"drop" must be a boolean.');
  if (withoutCors !== undefined && typeof withoutCors !== 'boolean') return invalid('"withoutCors" must be a boolean.');
  if (location !== undefined && (typeof location !== 'string' || !location || /[\r\n]/.test(location))) {
    return invalid('"location" must be a non-empty single-line string.');
  }
  return { scenario: { app, status, body, rawBody, contentType, delayMs, drop, withoutCors, location } };
}

/**
 * Whether the scenario replaces the app's answer. One with only a delay lets the
 * real route answer once the delay is over.
 */
export function replacesAnswer(scenario: Scenario): boolean {
  return (
    scenario.drop === true ||
    scenario.withoutCors === true ||
    scenario.status !== undefined ||
    scenario.body !== undefined ||
    scenario.rawBody !== undefined ||
    scenario.location !== undefined
  );
}

/** Resolves true after `ms`, or false as soon as the connection closes (the timer is then cleared). */
function waitUnlessClosed(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    timer.unref();
    res.once('close', onClose);
  });
}

/** Plays a scenario; resolves false when the app's own route should answer instead. */
export async function playScenario(res: ServerResponse, scenario: Scenario, headers: OutgoingHttpHeaders): Promise<boolean> {
  if (scenario.delayMs && !(await waitUnlessClosed(res, scenario.delayMs))) return true;
  if (scenario.drop) {
    res.destroy();
    return true;
  }
  if (!replacesAnswer(scenario)) return false;
  const status = scenario.status ?? 200;
  if (scenario.withoutCors) headers = {};
  if (scenario.location) headers = { ...headers, Location: scenario.location };
  if (scenario.rawBody !== undefined) {
    sendRaw(res, status, scenario.rawBody, headers, scenario.contentType ?? 'text/plain; charset=utf-8');
  } else if (scenario.body !== undefined) {
    sendRaw(res, status, JSON.stringify(scenario.body), headers, scenario.contentType ?? 'application/json; charset=utf-8');
  } else {
    sendRaw(res, status, '', headers, scenario.contentType);
  }
  return true;
}

/** The control state: queued scenarios (first in, first out, per app) and recorded requests. */
export class ControlState {
  private scenarios = new Map<AppName, Scenario[]>();
  private requests: RecordedRequest[] = [];

  reset(): void {
    this.scenarios.clear();
    this.requests = [];
  }

  /** Queues a scenario; false (nothing queued) when its app already has MAX_QUEUED_SCENARIOS waiting. */
  queue(scenario: Scenario): boolean {
    const queue = this.scenarios.get(scenario.app) ?? [];
    if (queue.length >= MAX_QUEUED_SCENARIOS) return false;
    queue.push(scenario);
    this.scenarios.set(scenario.app, queue);
    return true;
  }

  /** Takes the next scenario of `app`, if one is queued. */
  take(app: AppName): Scenario | undefined {
    return this.scenarios.get(app)?.shift();
  }

  /** Records a request, dropping the oldest beyond MAX_RECORDED_REQUESTS. */
  record(request: RecordedRequest): void {
    this.requests.push(request);
    if (this.requests.length > MAX_RECORDED_REQUESTS) this.requests.splice(0, this.requests.length - MAX_RECORDED_REQUESTS);
  }

  recorded(app?: AppName): RecordedRequest[] {
    return app ? this.requests.filter((request) => request.app === app) : [...this.requests];
  }
}
