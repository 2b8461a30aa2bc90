/** @jest-environment node */
import { spawn } from 'node:child_process';
import { type OutgoingHttpHeaders, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SEED } from './apps';
import { type DevBackend, createDevBackend } from './server';

const LOOPBACK = 'http://localhost:3000';

type Reply = { status: number; headers: Headers; json: unknown };
type CallOptions = { query?: Record<string, string>; json?: unknown; rawBody?: string; origin?: string };

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function call(base: string, method: string, requestPath: string, options: CallOptions = {}): Promise<Reply> {
  const url = new URL(requestPath, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const body = options.json === undefined ? options.rawBody : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...(options.origin ? { Origin: options.origin } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

let backend: DevBackend;
let base: string;
const api = (method: string, requestPath: string, options?: CallOptions) => call(base, method, requestPath, options);
const grant = (username: string) => api('POST', '/sonora/user/grant-free-credit', { query: { username } });
const deleteSharix = (username: string) => api('DELETE', '/sharix/user', { query: { username } });
const deleteMeriastro = (json: unknown) => api('DELETE', '/meriastro/api/users/delete', { json });
const deleteFuno = (json: unknown) => api('DELETE', '/funo/api/user/user-delete', { json });
const deleteRevoai = (json: unknown) => api('DELETE', '/revoai/api/user/delete-by-username', { json });

/** Through node:http, which (unlike fetch) sends any Host header and can hold back the last byte of a body. */
function rawRequest(method: string, requestPath: string, headers: OutgoingHttpHeaders, body = '') {
  const req = request({ host: '127.0.0.1', port: Number(new URL(base).port), method, path: requestPath, headers, setHost: headers.Host === undefined });
  const reply = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined }));
    });
  });
  req.write(body.slice(0, -1));
  return { release: () => (req.end(body.slice(-1)), reply) };
}

beforeAll(async () => {
  process.env.DEV_API_QUIET = '1';
  backend = createDevBackend();
  base = await listen(backend.server);
});

afterAll(() => close(backend.server));

beforeEach(() => backend.reset());

describe('sonora: POST /sonora/user/grant-free-credit', () => {
  it('adds 50 credits and answers the new balance', async () => {
    expect(await grant('SONO01')).toMatchObject({ status: 200, json: { message: '50 free credits have been added to profile SONO01.', credits: 170 } });
    expect((await grant('ABC123')).json).toEqual({ message: '50 free credits have been added to profile ABC123.', credits: 85 });
  });

  it.each(['SONO1', 'SONO001', ''])('refuses the profile ID %p that is not 6 characters', async (username) => {
    expect(await grant(username)).toMatchObject({ status: 400, json: { message: 'Profile ID must be exactly 6 characters.' } });
  });

  it('answers 404 for an unknown profile', async () => {
    expect(await grant('ZZZ999')).toMatchObject({ status: 404, json: { message: 'No Sonora AI profile found with this ID.' } });
  });

  it('answers 429 to a second claim the same day, until a reset', async () => {
    await grant('SONO02');
    const again = await grant('SONO02');
    expect(again).toMatchObject({ status: 429, json: { message: 'This profile has already claimed its free credits today. Come back tomorrow!' } });
    expect((await rawRequest('POST', '/__control/reset', {}).release()).status).toBe(204);
    expect(await grant('SONO02')).toMatchObject({ status: 200, json: { credits: 50 } });
  });
});

describe('sharix: DELETE /sharix/user', () => {
  it('deletes the account for real', async () => {
    expect(await deleteSharix('SHRX01')).toMatchObject({ status: 200, json: { message: 'Your Sharix account SHRX01 has been deleted.' } });
    expect(await deleteSharix('SHRX01')).toMatchObject({ status: 404, json: { message: 'No Sharix account found with this profile ID.' } });
    expect((await deleteSharix('SHRX02')).status).toBe(200);
  });

  it('refuses a profile ID that is not 6 characters', async () => {
    expect(await deleteSharix('SHRX1')).toMatchObject({ status: 400, json: { message: 'Profile ID must be exactly 6 characters.' } });
  });
});

describe('meriastro: DELETE /meriastro/api/users/delete', () => {
  it.each([
    ['ayse@meriastro.app', 'yildiz2024'],
    ['mehmet@meriastro.app', 'burc2024'],
    [' Demo@Meriastro.app ', 'demo1234'],
  ])('deletes %s with its password, for real', async (email, password) => {
    const reply = await deleteMeriastro({ email, password });
    expect(reply).toMatchObject({ status: 200, json: { message: 'Your Meriastro account and all of its data have been deleted.' } });
    expect(await deleteMeriastro({ email, password })).toMatchObject({ status: 401, json: { error: 'Invalid email or password.' } });
  });

  it.each([[{ password: 'demo1234' }], [{ email: 'demo@meriastro.app', password: '' }], [{ email: 42, password: 'demo1234' }], [[]], [undefined]])(
    'answers 400 when the e-mail or the password is missing: %j',
    async (body) => {
      expect(await deleteMeriastro(body)).toMatchObject({ status: 400, json: { message: 'Email and password are required.' } });
    },
  );

  it('answers a wrong password and an unknown e-mail alike, and deletes nothing', async () => {
    for (const body of [
      { email: 'demo@meriastro.app', password: 'wrong-password' },
      { email: 'nobody@meriastro.app', password: 'demo1234' },
    ]) {
      expect(await deleteMeriastro(body)).toMatchObject({ status: 401, json: { error: 'Invalid email or password.' } });
    }
    expect((await deleteMeriastro({ email: 'demo@meriastro.app', password: 'demo1234' })).status).toBe(200);
  });

  it('keeps only scrypt hashes of the passwords', () => {
    expect(JSON.stringify(SEED)).not.toMatch(/yildiz2024|burc2024|demo1234/);
  });

  it('deletes an account exactly once when two deletions with its password arrive together', async () => {
    const body = JSON.stringify({ email: 'demo@meriastro.app', password: 'demo1234' });
    const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) };
    const held = [1, 2].map(() => rawRequest('DELETE', '/meriastro/api/users/delete', headers, body));
    // Both reads wait for their last byte, so the two password checks then run at the same time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const replies = await Promise.all(held.map((request) => request.release()));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401]);
    expect(replies.find((reply) => reply.status === 401)?.json).toEqual({ error: 'Invalid email or password.' });
  });
});

describe('funo: DELETE /funo/api/user/user-delete', () => {
  it.each(SEED.funo)('removes the device account %s for real', async (deviceId) => {
    expect(await deleteFuno({ deviceId })).toMatchObject({ status: 200, json: { msg: 'Device account removed.' } });
    expect(await deleteFuno({ deviceId })).toMatchObject({ status: 404, json: { error: 'No Funo AI account is linked to this device ID.' } });
  });

  it.each([[{}], [{ deviceId: '   ' }], [{ deviceId: 7 }]])('answers 400 without a device ID: %j', async (body) => {
    expect(await deleteFuno(body)).toMatchObject({ status: 400, json: { message: 'deviceId is required.' } });
  });
});

describe('revoai: DELETE /revoai/api/user/delete-by-username', () => {
  it('deletes the user for real', async () => {
    expect(await deleteRevoai({ username: 'DESIGN' })).toMatchObject({ status: 200, json: { message: 'User deleted' } });
    expect(await deleteRevoai({ username: 'DESIGN' })).toMatchObject({ status: 404, json: { message: 'User not found' } });
  });

  it.each([[{ username: 'REVO1' }], [{ username: 'REVO001' }], [{ username: 123456 }]])('answers 400 to %j', async (body) => {
    expect(await deleteRevoai(body)).toMatchObject({ status: 400, json: { message: 'Username must be exactly 6 characters' } });
  });
});

describe('routing and bodies', () => {
  it('lists the calls it serves at /', async () => {
    expect((await api('GET', '/')).json).toEqual({
      sonora: 'POST /sonora/user/grant-free-credit',
      sharix: 'DELETE /sharix/user',
      meriastro: 'DELETE /meriastro/api/users/delete',
      funo: 'DELETE /funo/api/user/user-delete',
      revoai: 'DELETE /revoai/api/user/delete-by-username',
    });
  });

  it('answers 404 to unknown paths, inside and outside the prefixes', async () => {
    for (const requestPath of ['/nothing', '/funo', '/funo/api/unknown', '/sonora/user/grant-free-credit/extra', '/__control/requests']) {
      expect(await api('DELETE', requestPath)).toMatchObject({ status: 404, json: { message: 'Not found' } });
    }
  });

  it('answers 405 to a wrong method, and acts on nothing', async () => {
    const reply = await api('GET', '/sonora/user/grant-free-credit', { query: { username: 'SONO01' } });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await api('POST', '/sharix/user', { query: { username: 'SHRX01' } })).status).toBe(405);
    expect((await deleteSharix('SHRX01')).status).toBe(200);
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect(await api('DELETE', '/funo/api/user/user-delete', { rawBody: '{"deviceId": ' })).toMatchObject({
      status: 400,
      json: { message: 'Request body must be valid JSON.' },
    });
  });

  it('answers 413, with the CORS headers, to a body over 10 KiB, declared or streamed', async () => {
    const reply = await api('DELETE', '/funo/api/user/user-delete', { json: { deviceId: 'x'.repeat(11 * 1024) }, origin: LOOPBACK });
    expect(reply).toMatchObject({ status: 413, json: { message: 'Request body is too large.' } });
    expect(reply.headers.get('access-control-allow-origin')).toBe(LOOPBACK);
    const streamed = rawRequest('DELETE', '/funo/api/user/user-delete', { 'Transfer-Encoding': 'chunked' }, 'x'.repeat(20 * 1024));
    expect(await streamed.release()).toMatchObject({ status: 413 });
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });
});

describe('CORS', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:8080', 'http://localhost'])('answers the preflight of %s', async (origin) => {
    const reply = await api('OPTIONS', '/meriastro/api/users/delete', { origin });
    expect(reply.status).toBe(204);
    expect(Object.fromEntries([...reply.headers].filter(([name]) => /^(access-control|vary)/.test(name)))).toEqual({
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'POST, DELETE, OPTIONS',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
  });

  it.each(['https://attacker.example', 'http://localhost.attacker.example:3000', 'null', 'https://localhost:3000'])('gives no CORS headers to %s', async (origin) => {
    for (const method of ['OPTIONS', 'DELETE']) {
      const reply = await api(method, '/funo/api/user/user-delete', { origin, json: method === 'DELETE' ? {} : undefined });
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expect(reply.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('puts the CORS headers on success and error answers alike', async () => {
    const answers = [
      await api('DELETE', '/revoai/api/user/delete-by-username', { json: { username: 'REVO02' }, origin: LOOPBACK }),
      await api('DELETE', '/revoai/api/user/delete-by-username', { json: { username: 'REVO02' }, origin: LOOPBACK }),
      await api('DELETE', '/revoai/api/user/delete-by-username', { json: { username: 'X' }, origin: LOOPBACK }),
      await api('DELETE', '/revoai/nowhere', { origin: LOOPBACK }),
    ];
    expect(answers.map((reply) => reply.status)).toEqual([200, 404, 400, 404]);
    for (const reply of answers) expect(reply.headers.get('access-control-allow-origin')).toBe(LOOPBACK);
  });
});

describe('POST /__control/reset', () => {
  it.each([
    [{ Origin: LOOPBACK }],
    [{ Origin: 'null' }],
    [{ Host: 'attacker.example:4010' }],
    [{ Host: 'localhost.attacker.example' }],
    [{ Host: '127.0.0.2:4010' }],
    [{ Host: 'localhost:99999' }],
  ])('refuses %j (a web page, or a name rebound to this machine) and resets nothing', async (headers) => {
    await deleteSharix('SHRX01');
    expect(await rawRequest('POST', '/__control/reset', headers).release()).toMatchObject({ status: 403 });
    expect((await deleteSharix('SHRX01')).status).toBe(404);
  });

  it('reseeds every app for a loopback request without an Origin', async () => {
    await deleteSharix('SHRX01');
    await deleteRevoai({ username: 'REVO01' });
    expect((await rawRequest('POST', '/__control/reset', { Host: 'LocalHost' }).release()).status).toBe(204);
    expect((await deleteSharix('SHRX01')).status).toBe(200);
    expect((await deleteRevoai({ username: 'REVO01' })).status).toBe(200);
  });
});

describe('logging', () => {
  const captured: string[] = [];
  const capture = (...args: unknown[]) => {
    captured.push(args.map(String).join(' '));
    return true;
  };

  beforeEach(() => {
    captured.length = 0;
    for (const method of ['log', 'info', 'error', 'warn'] as const) jest.spyOn(console, method).mockImplementation(capture);
    jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  });

  afterEach(() => jest.restoreAllMocks());

  it('logs one line per request: method, path without query, status and milliseconds, and nothing secret', async () => {
    delete process.env.DEV_API_QUIET;
    const loud = createDevBackend();
    process.env.DEV_API_QUIET = '1';
    const loudBase = await listen(loud.server);
    try {
      await call(loudBase, 'DELETE', '/meriastro/api/users/delete', { json: { email: 'mehmet@meriastro.app', password: 'wrong-pass' } });
      await call(loudBase, 'DELETE', '/meriastro/api/users/delete', { json: { email: 'mehmet@meriastro.app', password: 'burc2024' }, origin: LOOPBACK });
      await call(loudBase, 'DELETE', '/meriastro/api/users/delete', { rawBody: '{"password": "half-sent' });
      await call(loudBase, 'POST', '/sonora/user/grant-free-credit', { query: { username: 'SONO01' } });
      for (let tries = 0; captured.length < 4 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await close(loud.server);
    }
    expect(captured).toEqual([
      expect.stringMatching(/^DELETE \/meriastro\/api\/users\/delete 401 \d+ms$/),
      expect.stringMatching(/^DELETE \/meriastro\/api\/users\/delete 200 \d+ms$/),
      expect.stringMatching(/^DELETE \/meriastro\/api\/users\/delete 400 \d+ms$/),
      expect.stringMatching(/^POST \/sonora\/user\/grant-free-credit 200 \d+ms$/),
    ]);
  });

  it('stays silent with DEV_API_QUIET=1', async () => {
    await grant('SONO01');
    await deleteMeriastro({ email: 'demo@meriastro.app', password: 'demo1234' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(captured).toEqual([]);
  });
});

/** Runs `tsx dev-backend/server.ts` with DEV_API_PORT; `onLine` sees its first stdout line, then the process is killed. */
function runDirectly(port: string, onLine: (line: string) => Promise<void>) {
  const root = path.resolve(__dirname, '..');
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'dev-backend/server.ts'], {
    cwd: root,
    env: { ...process.env, DEV_API_PORT: port, DEV_API_QUIET: '1' },
  });
  let stdout = '';
  let stderr = '';
  let checking: Promise<void> | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!checking && stdout.includes('\n')) checking = onLine(stdout.trim()).finally(() => child.kill());
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('exit', (code) => (checking ?? Promise.resolve()).then(() => resolve({ code, stdout, stderr }), reject));
  });
}

describe('running the file directly', () => {
  it('listens on 127.0.0.1 at DEV_API_PORT and says so in one line', async () => {
    const probe = createServer();
    const port = Number(new URL(await listen(probe)).port);
    await close(probe);
    let line = '';
    await runDirectly(` ${port} `, async (first) => {
      line = first;
      expect((await call(`http://127.0.0.1:${port}`, 'POST', '/sonora/user/grant-free-credit', { query: { username: 'SONO01' } })).status).toBe(200);
    });
    expect(line).toBe(`Development backend on http://127.0.0.1:${port} (sonora, sharix, meriastro, funo, revoai)`);
  }, 20_000);

  it.each(['abc', '0', '70000'])('exits with code 1 and the reason, without listening, for DEV_API_PORT=%p', async (port) => {
    const result = await runDirectly(port, async () => {
      throw new Error('It should not have listened.');
    });
    expect(result).toEqual({ code: 1, stdout: '', stderr: `DEV_API_PORT must be a whole number from 1 to 65535, got "${port}".\n` });
  }, 20_000);
});
