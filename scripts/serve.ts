/**
 * Serves a built folder (out/ unless another is named) on 127.0.0.1, as the
 * `serve` static server does: serve-handler, the core of `serve`, with the
 * folder's serve.json (clean URLs, 404.html, each page's and file's headers,
 * written by the build), strong ETags, and compression as `serve` applies it.
 * `npm start`, the browser tests and the measuring scripts use it.
 *
 * The host files the build writes beside the site (HOST_FILES: serve.json
 * itself, _headers, nginx-site.conf) configure the hosts and are no part of
 * the site: they answer 404 with the 404 page, as on nginx. serve.json has no
 * setting that refuses a file that exists (its rewrites apply only to missing
 * ones), so the refusal is here, in the file lookups serve-handler lets its
 * caller replace.
 *
 *   tsx scripts/serve.ts [folder] [--port <port>]
 *
 * The port is --port, else SITE_PORT, else 3000 (npm start serves there). A port
 * in use stops it, rather than another server answering with other headers.
 *
 * A path that cannot name a file (a malformed percent escape, a NUL byte) is
 * answered 400, and a file or folder whose name starts with a dot 404, as on
 * nginx (only /.well-known/ is served): the log never gets a stack trace.
 */
import { readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { HOST_FILES } from '../lib/build/security-headers';

/** Where npm start serves out/ unless SITE_PORT says otherwise: the site URL of a local build (DEFAULT_SITE_URL of lib/env/build-config.ts). */
const DEFAULT_PORT = '3000';
const { values, positionals } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: true });
const root = path.resolve(positionals[0] ?? 'out');
const given = values.port ?? (process.env.SITE_PORT?.trim() || DEFAULT_PORT);
const port = /^[0-9]+$/.test(given.trim()) ? Number(given.trim()) : NaN;
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`${values.port === undefined ? 'SITE_PORT' : '--port'} must be a whole number from 1 to 65535.`);
  process.exit(1);
}

const config = { ...(JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8')) as object), public: root, etag: true };

/** Compared without case: on a case-insensitive file system (macOS, Windows) /SERVE.JSON opens serve.json. */
const refused = new Set(HOST_FILES.map((file) => path.join(root, file).toLowerCase()));

/**
 * serve-handler's file lookup, except that a host file is not there. It looks
 * every path up through this (the requested one, each clean-URL candidate, the
 * 404 page), after decoding and normalising the request's path.
 */
async function lstatOfSite(file: string) {
  if (refused.has(path.resolve(file).toLowerCase())) {
    throw Object.assign(new Error(`${path.basename(file)} configures the hosts and is not served.`), { code: 'ENOENT' });
  }
  if (isDotfile(path.relative(root, path.resolve(file)))) throw Object.assign(new Error('A dotfile is not served.'), { code: 'ENOENT' });
  return lstat(file);
}

/** A file or folder of the site whose name starts with a dot (.env, .git/), other than the first segment .well-known. */
function isDotfile(relative: string): boolean {
  return relative.split(path.sep).some((segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known'));
}

/** Whether a request's path can name a file at all: its escapes decode, and it holds no NUL byte. */
function isReadablePath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split(/[?#]/)[0]!;
  try {
    return !decodeURIComponent(pathname).includes('\0');
  } catch {
    return false;
  }
}

/** Compression as `serve` applies it: the connect-style middleware, whose types name Express's request and response. */
type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: (error?: unknown) => void) => void;
const compress = promisify(compression() as unknown as Middleware);

const server = http.createServer((request, response) => {
  if (!isReadablePath(request.url)) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad request: the path cannot name a file.\n');
    return;
  }
  compress(request, response)
    // serve-handler awaits what lstat answers (its README: the methods "can all return a Promise");
    // its types describe Node's callback form.
    .then(() => serveHandler(request, response, config, { lstat: lstatOfSite as unknown as typeof import('node:fs').lstat }))
    .catch((error: unknown) => {
      // One line: a stack trace names the server's files, and the log is kept.
      console.error(`Cannot answer ${request.method} (${error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.name) : 'error'}).`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
});
server.on('error', (error) => {
  console.error(`Cannot serve ${root} on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => console.log(`Serving ${path.relative(process.cwd(), root) || '.'} on http://127.0.0.1:${port}`));
