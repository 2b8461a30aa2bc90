/**
 * @jest-environment node
 *
 * scripts/serve.ts, the server of npm start and the browser tests, on a folder
 * of the test's own: the port it takes, a path that cannot name a file, a query
 * string that holds a "%", and dotfiles that land in the folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const files: Record<string, string> = {
    'serve.json': JSON.stringify({ cleanUrls: true }),
    'index.html': '<!doctype html><title>Home</title>',
    'about.html': '<!doctype html><title>About</title>',
    '404.html': '<!doctype html><title>Not found</title>',
    '.env': 'SECRET=planted',
    '.git/config': 'SECRET=planted',
    'icons/.secret.png': 'SECRET=planted',
    '.well-known/security.txt': 'Contact: mailto:owner@example.com',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), content);
  }
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

type Running = { child: ChildProcess; log: () => string; ready: Promise<string> };

/** Starts the server; `ready` settles with its first line, once it serves or stops. */
function start(args: string[], env: Record<string, string | undefined> = {}): Running {
  const child = spawn(TSX, ['scripts/serve.ts', folder, ...args], { cwd: ROOT, env: { ...process.env, SITE_PORT: undefined, ...env } });
  let output = '';
  const ready = new Promise<string>((resolve) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output);
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.on('exit', () => resolve(output));
  });
  return { child, log: () => output, ready };
}

async function stop({ child }: Running) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A GET with the path sent as written (no URL normalisation). */
function get(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('scripts/serve.ts', () => {
  it('answers a path that cannot name a file with 400 or 404, a page whatever its query string holds, and writes no stack trace', async () => {
    const port = await freePort();
    const server = start(['--port', String(port)]);
    try {
      expect(await server.ready).toContain(`on http://127.0.0.1:${port}`);
      expect((await get(port, '/about')).status).toBe(200);
      for (const malformed of ['/about%00', '/%E0%A4%A', '/%', '/about%00.html', '/%C0%AF']) {
        const { status } = await get(port, malformed);
        expect({ malformed, refused: status === 400 || status === 404 }).toEqual({ malformed, refused: true });
      }
      // A URL's path ends at the first "?" or "#": what follows is the query or the fragment, which a
      // static file server does not read, so an escape that does not
      // decode there ("50%", a cut-off UTF-8 sequence, an encoded NUL) leaves the page as it is.
      for (const query of ['?q=50%', '?q=%E0%A4%A', '?%', '?q=%00', '?q=%C0%AF&r=%', '?q=a#%', '#50%']) {
        const { status, body } = await get(port, `/about${query}`);
        expect({ query, status, page: body.includes('<title>About</title>') }).toEqual({ query, status: 200, page: true });
      }
      expect(server.log()).not.toMatch(/\n\s+at |Error:|\.ts:\d+/);
    } finally {
      await stop(server);
    }
  }, 60_000);

  it('serves no file or folder whose name starts with a dot, but /.well-known/', async () => {
    const port = await freePort();
    const server = start(['--port', String(port)]);
    try {
      await server.ready;
      for (const dotfile of ['/.env', '/.git/config', '/icons/.secret.png', '/%2Eenv']) {
        const answer = await get(port, dotfile);
        expect({ dotfile, status: answer.status, planted: answer.body.includes('SECRET=planted') }).toEqual({ dotfile, status: 404, planted: false });
      }
      expect(await get(port, '/.well-known/security.txt')).toEqual({ status: 200, body: 'Contact: mailto:owner@example.com' });
    } finally {
      await stop(server);
    }
  }, 60_000);

  it('takes its port from SITE_PORT, 3000 when unset, as npm start runs it', async () => {
    expect(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.serve).toBe('tsx scripts/serve.ts out');
    const port = await freePort();
    const fromVariable = start([], { SITE_PORT: String(port) });
    try {
      expect(await fromVariable.ready).toContain(`on http://127.0.0.1:${port}`);
      expect((await get(port, '/')).status).toBe(200);
    } finally {
      await stop(fromVariable);
    }
    // Serving on 3000, or stopping because 3000 is taken: either way, 3000.
    const unset = start([]);
    try {
      expect(await unset.ready).toContain('127.0.0.1:3000');
    } finally {
      await stop(unset);
    }
    const wrong = start([], { SITE_PORT: '3000x' });
    expect(await wrong.ready).toContain('SITE_PORT must be a whole number from 1 to 65535.');
    await stop(wrong);
  }, 120_000);
});
