/**
 * Small HTTP helpers shared by the development backend: reading bodies with a
 * size limit, parsing JSON, CORS for loopback origins and writing answers.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** What a route handler answers: a status and a JSON body. */
export interface JsonAnswer {
  status: number;
  body: JsonValue;
}

/** Request bodies the app routes accept (CONTRACT.md payloads are tiny). */
export const APP_BODY_LIMIT = 10 * 1024;

/**
 * How much of an oversized body is still read (and thrown away) after the 413
 * answer, so that the client can finish sending and read it: closing a socket
 * with unread data makes the kernel reset the connection, which can destroy an
 * answer still in flight. Past this, the connection is closed.
 */
export const DRAIN_LIMIT = 1024 * 1024;

/** How long a 413 answer waits for the rest of the body; a loopback upload of DRAIN_LIMIT takes milliseconds. */
const LINGER_MS = 2_000;

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body is too large.');
    this.name = 'BodyTooLargeError';
  }
}

/** The client went away before its body was complete: there is no one left to answer. */
export class RequestAbortedError extends Error {
  constructor() {
    super('The client closed the connection before the end of its request.');
    this.name = 'RequestAbortedError';
  }
}

/** The declared Content-Length, if any (Node's parser has already refused a malformed one). */
function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/**
 * Reads the whole body as UTF-8. Always settles: rejects with BodyTooLargeError
 * as soon as the body is known to exceed `limit` (from its Content-Length before
 * reading anything, or from the bytes received), and with RequestAbortedError
 * when the connection closes or fails first. It keeps no more than `limit` bytes
 * and leaves the rest of an oversized body to the caller (see readBodyOr413).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const length = declaredLength(req);
    if (length !== undefined && length > limit) return reject(new BodyTooLargeError());
    if (req.destroyed) return reject(new RequestAbortedError());
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onAbort);
      req.off('error', onAbort);
    };
    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received <= limit) {
        chunks.push(chunk);
      } else {
        stop();
        reject(new BodyTooLargeError());
      }
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    }
    // 'close' before 'end' means the client is gone. IncomingMessage emits
    // 'error' only while someone listens, so removing the listener is safe.
    function onAbort() {
      stop();
      reject(new RequestAbortedError());
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onAbort);
    req.on('error', onAbort);
  });
}

/**
 * Answers 413 at once, then keeps reading and discarding the rest of the body
 * before closing the connection (see DRAIN_LIMIT). It closes right away when the
 * declared length is beyond DRAIN_LIMIT, and otherwise at the end of the body,
 * past DRAIN_LIMIT discarded bytes, when the client goes away, or after LINGER_MS.
 */
function answerTooLarge(req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders): void {
  if (res.destroyed) return;
  const payload = jsonPayload(BODY_TOO_LARGE);
  writeHeadFor(res, BODY_TOO_LARGE.status, payload, headers, JSON_TYPE);
  // The whole answer goes out now; end() only closes the connection later.
  res.write(payload);
  const length = declaredLength(req);
  if (req.readableEnded || req.destroyed || (length !== undefined && length > DRAIN_LIMIT)) {
    res.end();
    return;
  }
  let discarded = 0;
  const finish = () => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', finish);
    req.off('close', finish);
    req.off('error', finish);
    // Node closes the socket once the answer is out; bytes still arriving are dropped.
    res.end();
  };
  function onData(chunk: Buffer) {
    discarded += chunk.length;
    if (discarded > DRAIN_LIMIT) finish();
  }
  const timer = setTimeout(finish, LINGER_MS);
  timer.unref();
  req.on('data', onData);
  req.on('end', finish);
  req.on('close', finish);
  req.on('error', finish);
  req.resume();
}

/**
 * Reads a body; resolves undefined when the request is already dealt with: a
 * too large body has been answered 413, or the client is gone (nothing to answer).
 */
export async function readBodyOr413(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  headers: OutgoingHttpHeaders,
): Promise<string | undefined> {
  try {
    return await readBody(req, limit);
  } catch (error) {
    if (error instanceof RequestAbortedError) return undefined;
    if (!(error instanceof BodyTooLargeError)) throw error;
    answerTooLarge(req, res, headers);
    return undefined;
  }
}

/** A request body as the routes see it. */
export type ParsedBody = { kind: 'empty' } | { kind: 'json'; value: JsonValue } | { kind: 'invalid' };

export function parseBody(raw: string): ParsedBody {
  if (raw.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(raw) as JsonValue };
  } catch {
    // The parser's message quotes the body, so it is never passed on or logged.
    return { kind: 'invalid' };
  }
}

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `http://localhost:*`, `http://127.0.0.1:*` and `http://[::1]:*`, exactly as browsers send them. */
export function isLoopbackOrigin(origin: string | undefined): origin is string {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname) && url.origin === origin;
}

/** `localhost`, `127.0.0.1` or `[::1]` (any case), with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::([0-9]{1,5}))?$/i;

/**
 * Whether a Host header names this machine. A page whose own name an attacker
 * rebinds to 127.0.0.1 (DNS rebinding) still sends that name, so it is refused.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  const match = LOOPBACK_HOST.exec(host ?? '');
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** CORS headers for every answer of an app route (errors included, so the browser can read them). */
export function corsHeaders(origin: string | undefined): OutgoingHttpHeaders {
  if (!isLoopbackOrigin(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/** Extra headers for a preflight answer from an allowed origin. */
export const PREFLIGHT_HEADERS: OutgoingHttpHeaders = {
  'Access-Control-Allow-Methods': 'POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/**
 * Every answer closes its connection. Browsers silently retry a request whose
 * reused keep-alive connection closes without an answer, which would hide the
 * dropped-connection scenarios the end-to-end tests play.
 */
const CLOSE = { Connection: 'close' } as const;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Writes the head of an answer whose whole body is `payload`. */
function writeHeadFor(
  res: ServerResponse,
  status: number,
  payload: Buffer,
  headers: OutgoingHttpHeaders,
  contentType?: string,
): void {
  res.writeHead(status, {
    ...headers,
    ...(contentType ? { 'Content-Type': contentType } : {}),
    'Content-Length': payload.length,
    'Cache-Control': 'no-store',
    ...CLOSE,
  });
}

function jsonPayload(answer: JsonAnswer): Buffer {
  return Buffer.from(JSON.stringify(answer.body), 'utf8');
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string,
  headers: OutgoingHttpHeaders,
  contentType?: string,
): void {
  const payload = Buffer.from(body, 'utf8');
  writeHeadFor(res, status, payload, headers, contentType);
  res.end(payload);
}

export function sendJson(res: ServerResponse, answer: JsonAnswer, headers: OutgoingHttpHeaders = {}): void {
  const payload = jsonPayload(answer);
  writeHeadFor(res, answer.status, payload, headers, JSON_TYPE);
  res.end(payload);
}

export function sendEmpty(res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { ...headers, 'Cache-Control': 'no-store', ...CLOSE });
  res.end();
}

export function message(status: number, text: string): JsonAnswer {
  return { status, body: { message: text } };
}

export const INVALID_JSON = message(400, 'Request body must be valid JSON.');
export const BODY_TOO_LARGE = message(413, 'Request body is too large.');
export const NOT_FOUND = message(404, 'Not found');
export const METHOD_NOT_ALLOWED = message(405, 'Method not allowed');
