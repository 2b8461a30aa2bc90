/**
 * The local development backend (CONTRACT.md): the five app APIs the site's forms
 * call, each under its own prefix (`/sonora`, `/sharix`, ...), plus the test
 * controls under `/__control`. Run it with `tsx dev-backend/server.ts`.
 */
import { type IncomingMessage, type ServerResponse, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDevApiPort } from '../lib/dev-api-port';
import { type AppName, APP_NAMES, createApps, isAppName } from './apps';
import { ControlState, MAX_QUEUED_SCENARIOS, parseScenario, playScenario, recordRequest } from './control';
import {
  APP_BODY_LIMIT,
  INVALID_JSON,
  METHOD_NOT_ALLOWED,
  NOT_FOUND,
  PREFLIGHT_HEADERS,
  corsHeaders,
  isLoopbackHost,
  isLoopbackOrigin,
  message,
  parseBody,
  readBodyOr413,
  sendEmpty,
  sendJson,
} from './http';

const CONTROL_BODY_LIMIT = 256 * 1024;
const CONTROL_METHODS = new Map([
  ['reset', 'POST'],
  ['scenario', 'POST'],
  ['requests', 'GET'],
]);

export interface DevBackend {
  server: Server;
  /** Reseeds every app, clears the scenarios and the request log. */
  reset(): void;
}

/** The path without its query string, and the query. */
function splitUrl(url = '/'): { path: string; query: URLSearchParams } {
  const mark = url.indexOf('?');
  return mark < 0
    ? { path: url, query: new URLSearchParams() }
    : { path: url.slice(0, mark), query: new URLSearchParams(url.slice(mark + 1)) };
}

/**
 * Why a /__control request is refused, if it is. The controls are for the
 * end-to-end tests, which call them from Node: no Origin header, a loopback Host.
 * Browsers send Origin with every cross-origin POST, and a page reaching the
 * backend through a rebound DNS name sends that name as Host.
 */
export function controlRefusal(req: IncomingMessage): string | undefined {
  if (req.headers.origin !== undefined) return 'The test controls do not answer requests from web pages (Origin header).';
  if (!isLoopbackHost(req.headers.host)) return 'The test controls answer only requests to localhost, 127.0.0.1 or [::1].';
  return undefined;
}

/** Logs method, path (never the query), status and duration once the answer is over. */
function logWhenDone(req: IncomingMessage, res: ServerResponse, requestPath: string): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
    const status = res.writableFinished ? String(res.statusCode) : 'dropped';
    console.log(`${req.method ?? '-'} ${requestPath} ${status} ${ms}ms`);
  });
}

export function createDevBackend(): DevBackend {
  const apps = createApps();
  const control = new ControlState();
  const reset = () => {
    apps.reset();
    control.reset();
  };

  async function handleApp(req: IncomingMessage, res: ServerResponse, app: AppName, appPath: string, query: URLSearchParams) {
    const origin = req.headers.origin;
    const cors = corsHeaders(origin);
    if (req.method === 'OPTIONS') {
      return sendEmpty(res, 204, isLoopbackOrigin(origin) ? { ...cors, ...PREFLIGHT_HEADERS } : cors);
    }
    const raw = await readBodyOr413(req, res, APP_BODY_LIMIT, cors);
    const body = parseBody(raw ?? '');
    control.record(recordRequest(app, req.method ?? '', appPath, query, body));
    if (raw === undefined) return;
    const scenario = control.take(app);
    if (scenario && (await playScenario(res, scenario, cors))) return;
    const route = apps.route(app, appPath);
    if (!route) return sendJson(res, NOT_FOUND, cors);
    if (route.method !== req.method) return sendJson(res, METHOD_NOT_ALLOWED, { ...cors, Allow: `${route.method}, OPTIONS` });
    sendJson(res, await route.handle({ query, body }), cors);
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, action: string, query: URLSearchParams) {
    const refusal = controlRefusal(req);
    if (refusal) return sendJson(res, message(403, refusal));
    const expected = CONTROL_METHODS.get(action);
    if (!expected) return sendJson(res, NOT_FOUND);
    if (req.method !== expected) return sendJson(res, METHOD_NOT_ALLOWED, { Allow: expected });
    if (action === 'reset') {
      reset();
      return sendEmpty(res, 204);
    }
    if (action === 'requests') {
      const app = query.get('app') ?? undefined;
      if (app !== undefined && !isAppName(app)) return sendJson(res, message(400, `"app" must be one of ${APP_NAMES.join(', ')}.`));
      return sendJson(res, { status: 200, body: { requests: control.recorded(app) } });
    }
    const raw = await readBodyOr413(req, res, CONTROL_BODY_LIMIT, {});
    if (raw === undefined) return;
    const body = parseBody(raw);
    if (body.kind !== 'json') return sendJson(res, INVALID_JSON);
    const result = parseScenario(body.value);
    if ('error' in result) return sendJson(res, result.error);
    // 429 rather than 400: the scenario itself is valid, the app's queue is full.
    if (!control.queue(result.scenario)) {
      return sendJson(
        res,
        message(429, `${MAX_QUEUED_SCENARIOS} scenarios are already queued for ${result.scenario.app}; reset or let them play first.`),
      );
    }
    sendEmpty(res, 204);
  }

  async function route(req: IncomingMessage, res: ServerResponse, requestPath: string, query: URLSearchParams) {
    const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(requestPath) ?? [];
    if (isAppName(first)) return handleApp(req, res, first, rest, query);
    if (first === '__control') return handleControl(req, res, rest.replace(/^\//, ''), query);
    sendJson(res, NOT_FOUND, corsHeaders(req.headers.origin));
  }

  const quiet = process.env.DEV_API_QUIET === '1';
  const server = createServer((req, res) => {
    const { path: requestPath, query } = splitUrl(req.url);
    if (!quiet) logWhenDone(req, res, requestPath);
    route(req, res, requestPath, query).catch((error: unknown) => {
      // Only the error's kind: its message could quote a request.
      console.error(`Development backend: unexpected ${error instanceof Error ? error.name : 'error'}`);
      if (res.headersSent) res.destroy();
      else sendJson(res, message(500, 'Internal server error'), corsHeaders(req.headers.origin));
    });
  });
  return { server, reset };
}

function isRunDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  const withoutExtension = (file: string) => path.resolve(file).replace(/\.[cm]?[jt]s$/, '');
  return withoutExtension(entry) === withoutExtension(fileURLToPath(import.meta.url));
}

/** The port from DEV_API_PORT; a bad value stops the process with the reason, before anything listens. */
function portOrExit(): number {
  try {
    return parseDevApiPort(process.env.DEV_API_PORT);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (isRunDirectly()) {
  const port = portOrExit();
  const { server } = createDevBackend();
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Development backend could not listen on 127.0.0.1:${port}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  server.listen(port, '127.0.0.1', () => {
    const { port: actualPort } = server.address() as AddressInfo;
    console.log(`Development backend on http://127.0.0.1:${actualPort} (${APP_NAMES.join(', ')})`);
  });
}
