/**
 * The local development backend that `npm start`, `npm run dev` and the browser
 * tests run (`tsx dev-backend/server.ts`, on 127.0.0.1:DEV_API_PORT): the
 * backend of every form of content/apps/ under a prefix named after it, so
 * that `/funo/api/user/user-delete` is the call of the form whose backend is
 * `funo`. The answers are in apps.ts.
 *
 * It answers CORS for loopback origins only (the site as `npm start` and the
 * tests serve it), and logs method, path, status and time: never a query or a
 * body, which carry profile IDs and passwords.
 */
import { type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDevApiPort } from '../lib/env/dev-api-port';
import type { FormEntry } from '../lib/content/forms';
import { type Answer, type Apps, createApps, message } from './apps';

/** The calls' bodies are a few fields; anything bigger is refused unread. */
export const BODY_LIMIT = 10 * 1024;

export type DevBackend = {
  server: Server;
  /** Reseeds every app's demo accounts. */
  reset(): void;
  /** The forms served, by backend name. */
  backends: Apps['backends'];
};

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `http://localhost:*`, `http://127.0.0.1:*` and `http://[::1]:*`, exactly as browsers send them. */
export function isLoopbackOrigin(origin: string | undefined): origin is string {
  if (!origin || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname) && url.origin === origin;
}

/** On every answer to an app call, errors included, so that the page can read them. */
function corsHeaders(origin: string | undefined): OutgoingHttpHeaders {
  return isLoopbackOrigin(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
}

function preflightHeaders(method: string): OutgoingHttpHeaders {
  return { 'Access-Control-Allow-Methods': `${method}, OPTIONS`, 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' };
}

function send(res: ServerResponse, { status, body }: Partial<Answer> & { status: number }, headers: OutgoingHttpHeaders = {}): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
  });
  res.end(payload);
}

type Body = { kind: 'json'; value: unknown } | { kind: 'invalid' } | { kind: 'too-large' } | { kind: 'gone' };

/**
 * Reads and parses a JSON body (an empty one is undefined). Past BODY_LIMIT it
 * settles at once; Node discards the rest once the 413 has been sent.
 */
function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve) => {
    if (Number(req.headers['content-length']) > BODY_LIMIT) return resolve({ kind: 'too-large' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
      else resolve({ kind: 'too-large' });
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve({ kind: 'json', value: text.trim() === '' ? undefined : (JSON.parse(text) as unknown) });
      } catch {
        // The parser's message quotes the body, so it is neither passed on nor logged.
        resolve({ kind: 'invalid' });
      }
    });
    // After 'end' this changes nothing; before it, the client has gone.
    req.on('close', () => resolve({ kind: 'gone' }));
  });
}

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port: a page reaching us through a rebound DNS name sends that name. */
function isLoopbackHost(host: string | undefined): boolean {
  const match = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::([0-9]{1,5}))?$/i.exec(host ?? '');
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** The development backend of every form of content/apps/, or of `entries` when a test gives its own. */
export async function createDevBackend(entries?: readonly FormEntry[]): Promise<DevBackend> {
  const apps = await createApps(entries);

  async function handleApp(req: IncomingMessage, res: ServerResponse, backend: string, callPath: string, query: URLSearchParams) {
    const origin = req.headers.origin;
    const cors = corsHeaders(origin);
    const { method, path: expected } = apps.backends.get(backend)!.call;
    if (req.method === 'OPTIONS') return send(res, { status: 204 }, isLoopbackOrigin(origin) ? { ...cors, ...preflightHeaders(method) } : cors);
    if (callPath !== expected) return send(res, message(404, 'Not found'), cors);
    if (req.method !== method) return send(res, message(405, 'Method not allowed'), { ...cors, Allow: `${method}, OPTIONS` });
    const body = await readBody(req);
    if (body.kind === 'gone') return;
    if (body.kind === 'too-large') return send(res, message(413, 'Request body is too large.'), cors);
    if (body.kind === 'invalid') return send(res, message(400, 'Request body must be valid JSON.'), cors);
    send(res, await apps.answer(backend, { query, body: body.value }), cors);
  }

  /**
   * The control calls of the browser tests. POST /__control/reset reseeds the
   * demo accounts. POST /__control/accounts adds one account to a backend,
   * `{ "backend": "sharix", "values": { "username": "T4K9QX" } }`, so that a
   * test can delete or claim with an account no other test touches, and the
   * tests need not run one at a time: 201 when added, 409 when the key is
   * taken. Only for Node (no Origin header, which every browser sends on a
   * cross-origin POST) on this machine (a loopback Host), so no web page can
   * wipe or fill a developer's state.
   */
  async function handleControl(req: IncomingMessage, res: ServerResponse, call: 'reset' | 'accounts') {
    if (req.headers.origin !== undefined || !isLoopbackHost(req.headers.host)) {
      return send(res, message(403, `${call === 'reset' ? 'The reset answers' : 'The control calls answer'} only requests from this machine without an Origin header.`));
    }
    if (req.method !== 'POST') return send(res, message(405, 'Method not allowed'), { Allow: 'POST' });
    if (call === 'reset') {
      apps.reset();
      return send(res, { status: 204 });
    }
    const body = await readBody(req);
    if (body.kind === 'gone') return;
    if (body.kind === 'too-large') return send(res, message(413, 'Request body is too large.'));
    if (body.kind === 'invalid') return send(res, message(400, 'Request body must be valid JSON.'));
    const { backend, values } = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as { backend?: unknown; values?: unknown };
    const added = await apps.add(typeof backend === 'string' ? backend : '', values);
    if (added === 'unknown-backend') return send(res, message(404, 'No such backend.'));
    if (added === 'incomplete') return send(res, message(400, 'The values must fill every field of the form, as the form requires.'));
    if (added === 'exists') return send(res, message(409, 'An account with this key exists.'));
    send(res, { status: 201 });
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    const [, prefix = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(url.pathname) ?? [];
    if (apps.backends.has(prefix)) return handleApp(req, res, prefix, rest, url.searchParams);
    if (url.pathname === '/__control/reset') return handleControl(req, res, 'reset');
    if (url.pathname === '/__control/accounts') return handleControl(req, res, 'accounts');
    if (url.pathname === '/' && req.method === 'GET') {
      // What is served here, for a person (and for Playwright, which waits for a 200 before the tests).
      return send(res, { status: 200, body: Object.fromEntries([...apps.backends].map(([name, form]) => [name, `${form.call.method} /${name}${form.call.path}`])) });
    }
    send(res, message(404, 'Not found'), corsHeaders(req.headers.origin));
  }

  const quiet = process.env.DEV_API_QUIET === '1';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://dev-backend');
    const started = Date.now();
    if (!quiet) {
      res.once('close', () => {
        const status = res.writableFinished ? res.statusCode : 'dropped';
        console.log(`${req.method ?? '-'} ${url.pathname} ${status} ${Date.now() - started}ms`);
      });
    }
    route(req, res, url).catch((error: unknown) => {
      // Only the error's kind: its message could quote a request.
      console.error(`Development backend: unexpected ${error instanceof Error ? error.name : 'error'}`);
      if (res.headersSent) res.destroy();
      else send(res, message(500, 'Internal server error'), corsHeaders(req.headers.origin));
    });
  });
  return { server, reset: apps.reset, backends: apps.backends };
}

/** The port from DEV_API_PORT; a bad value stops the process with the reason, before anything listens. */
function portOrExit(): number {
  try {
    return parseDevApiPort(process.env.DEV_API_PORT);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function main() {
  const port = portOrExit();
  const { server, backends } = await createDevBackend();
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Development backend could not listen on 127.0.0.1:${port}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  server.listen(port, '127.0.0.1', () => {
    const { port: actualPort } = server.address() as AddressInfo;
    console.log(`Development backend on http://127.0.0.1:${actualPort}`);
    for (const [name, form] of backends) {
      const accounts = form.demo.accounts.map((account) => (typeof account === 'string' ? account : Object.values(account).join(' / ')));
      console.log(`  ${form.page.path}: ${form.call.method} /${name}${form.call.path}, demo accounts ${accounts.join(', ')}`);
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
