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

/** Past this many bytes an oversized body is no longer drained: the socket is closed. */
const DRAIN_LIMIT = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body is too large.');
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads the whole body as UTF-8. An oversized body is drained (so the client can
 * read the 413 answer) and rejected with BodyTooLargeError.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_LIMIT) {
        req.destroy();
      } else if (received <= limit) {
        chunks.push(chunk);
      }
    });
    req.on('end', () => {
      if (received > limit) reject(new BodyTooLargeError());
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** Reads a body, answering 413 itself when it is too large (then resolves undefined). */
export async function readBodyOr413(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  headers: OutgoingHttpHeaders,
): Promise<string | undefined> {
  try {
    return await readBody(req, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendJson(res, BODY_TOO_LARGE, { ...headers, Connection: 'close' });
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

export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string,
  headers: OutgoingHttpHeaders,
  contentType?: string,
): void {
  const payload = Buffer.from(body, 'utf8');
  res.writeHead(status, {
    ...headers,
    ...(contentType ? { 'Content-Type': contentType } : {}),
    'Content-Length': payload.length,
    'Cache-Control': 'no-store',
    ...CLOSE,
  });
  res.end(payload);
}

export function sendJson(res: ServerResponse, answer: JsonAnswer, headers: OutgoingHttpHeaders = {}): void {
  sendRaw(res, answer.status, JSON.stringify(answer.body), headers, 'application/json; charset=utf-8');
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
