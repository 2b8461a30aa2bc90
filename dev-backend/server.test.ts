/** @jest-environment node */
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SEED } from './apps';
import { type DevBackend, createDevBackend } from './server';

const LOOPBACK = 'http://localhost:3000';
const FOREIGN = 'https://attacker.example';

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

interface CallOptions {
  query?: Record<string, string>;
  json?: unknown;
  rawBody?: string;
  origin?: string;
  signal?: AbortSignal;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function call(base: string, method: string, requestPath: string, options: CallOptions = {}): Promise<Reply> {
  const url = new URL(requestPath, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (options.origin) headers.Origin = options.origin;
  let body: string | undefined = options.rawBody;
  if (options.json !== undefined) body = JSON.stringify(options.json);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, body, signal: options.signal });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJson(text) };
}

let backend: DevBackend;
let base: string;
const api = (method: string, requestPath: string, options?: CallOptions) => call(base, method, requestPath, options);

const grant = (username: string) => api('POST', '/sonora/user/grant-free-credit', { query: { username } });
const deleteSharix = (username: string) => api('DELETE', '/sharix/user', { query: { username } });
const deleteMeriastro = (json: unknown) => api('DELETE', '/meriastro/api/users/delete', { json });
const deleteFuno = (json: unknown) => api('DELETE', '/funo/api/user/user-delete', { json });
const deleteRevoai = (json: unknown) => api('DELETE', '/revoai/api/user/delete-by-username', { json });
const queueScenario = (scenario: unknown) => api('POST', '/__control/scenario', { json: scenario });
const recorded = async (app?: string) =>
  (await api('GET', '/__control/requests', { query: app ? { app } : {} })).json as { requests: Array<Record<string, unknown>> };

beforeAll(async () => {
  process.env.DEV_API_QUIET = '1';
  backend = createDevBackend();
  base = await listen(backend.server);
});

afterAll(() => close(backend.server));

beforeEach(() => backend.reset());

describe('sonora: POST /sonora/user/grant-free-credit', () => {
  it('adds 50 credits and answers the new balance', async () => {
    const reply = await grant('SONO01');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: '50 free credits have been added to profile SONO01.', credits: 170 });
    expect((await grant('ABC123')).json).toEqual({ message: '50 free credits have been added to profile ABC123.', credits: 85 });
  });

  it.each(['SONO1', 'SONO001', ''])('refuses the profile ID %p that is not 6 characters', async (username) => {
    const reply = await grant(username);
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ message: 'Profile ID must be exactly 6 characters.' });
  });

  it('refuses a request with no username at all', async () => {
    expect((await api('POST', '/sonora/user/grant-free-credit')).status).toBe(400);
  });

  it('answers 404 for an unknown profile', async () => {
    const reply = await grant('ZZZ999');
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({ message: 'No Sonora AI profile found with this ID.' });
  });

  it('answers 429 to a second claim until the next reset', async () => {
    await grant('SONO02');
    const again = await grant('SONO02');
    expect(again.status).toBe(429);
    expect(again.json).toEqual({ message: 'This profile has already claimed its free credits today. Come back tomorrow!' });
    expect((await api('POST', '/__control/reset')).status).toBe(204);
    expect(await grant('SONO02')).toMatchObject({ status: 200, json: { credits: 50 } });
  });
});

describe('sharix: DELETE /sharix/user', () => {
  it('deletes the account for real', async () => {
    const reply = await deleteSharix('SHRX01');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: 'Your Sharix account SHRX01 has been deleted.' });
    const again = await deleteSharix('SHRX01');
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: 'No Sharix account found with this profile ID.' });
    expect((await deleteSharix('SHRX02')).status).toBe(200);
  });

  it('refuses a profile ID that is not 6 characters', async () => {
    expect(await deleteSharix('SHRX1')).toMatchObject({ status: 400, json: { message: 'Profile ID must be exactly 6 characters.' } });
  });

  it('answers 404 for an unknown profile', async () => {
    expect((await deleteSharix('NOPE00')).status).toBe(404);
  });
});

describe('meriastro: DELETE /meriastro/api/users/delete', () => {
  it.each([
    ['ayse@meriastro.app', 'yildiz2024'],
    ['mehmet@meriastro.app', 'burc2024'],
    ['demo@meriastro.app', 'demo1234'],
  ])('deletes %s with its password, for real', async (email, password) => {
    const reply = await deleteMeriastro({ email, password });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: 'Your Meriastro account and all of its data have been deleted.' });
    expect((await deleteMeriastro({ email, password })).status).toBe(401);
  });

  it('matches the e-mail whatever its case and surrounding spaces', async () => {
    expect((await deleteMeriastro({ email: ' Demo@Meriastro.app ', password: 'demo1234' })).status).toBe(200);
  });

  it.each([
    [{ password: 'demo1234' }],
    [{ email: 'demo@meriastro.app' }],
    [{ email: '', password: 'demo1234' }],
    [{ email: 'demo@meriastro.app', password: '' }],
    [{ email: 42, password: 'demo1234' }],
    [[]],
  ])('answers 400 when the e-mail or the password is missing: %j', async (body) => {
    expect(await deleteMeriastro(body)).toEqual(
      expect.objectContaining({ status: 400, json: { message: 'Email and password are required.' } }),
    );
  });

  it('answers 400 to an empty body', async () => {
    expect((await api('DELETE', '/meriastro/api/users/delete')).status).toBe(400);
  });

  it('answers 401 with an error field to a wrong password or an unknown e-mail', async () => {
    for (const body of [
      { email: 'demo@meriastro.app', password: 'wrong-password' },
      { email: 'nobody@meriastro.app', password: 'demo1234' },
    ]) {
      const reply = await deleteMeriastro(body);
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ error: 'Invalid email or password.' });
    }
    expect((await deleteMeriastro({ email: 'demo@meriastro.app', password: 'demo1234' })).status).toBe(200);
  });

  it('keeps only scrypt hashes of the passwords in its seed', () => {
    expect(JSON.stringify(SEED)).not.toMatch(/yildiz2024|burc2024|demo1234/);
  });
});

describe('funo: DELETE /funo/api/user/user-delete', () => {
  it.each(SEED.funo)('removes the device account %s for real', async (deviceId) => {
    const reply = await deleteFuno({ deviceId });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ msg: 'Device account removed.' });
    const again = await deleteFuno({ deviceId });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: 'No Funo AI account is linked to this device ID.' });
  });

  it.each([[{}], [{ deviceId: '' }], [{ deviceId: '   ' }], [{ deviceId: 7 }]])('answers 400 without a device ID: %j', async (body) => {
    expect(await deleteFuno(body)).toMatchObject({ status: 400, json: { message: 'deviceId is required.' } });
  });
});

describe('revoai: DELETE /revoai/api/user/delete-by-username', () => {
  it('deletes the user for real', async () => {
    expect(await deleteRevoai({ username: 'DESIGN' })).toMatchObject({ status: 200, json: { message: 'User deleted' } });
    expect(await deleteRevoai({ username: 'DESIGN' })).toMatchObject({ status: 404, json: { message: 'User not found' } });
    expect((await deleteRevoai({ username: 'REVO01' })).status).toBe(200);
  });

  it.each([[{ username: 'REVO1' }], [{ username: 'REVO001' }], [{}], [{ username: 123456 }]])(
    'answers 400 to a username that is not 6 characters: %j',
    async (body) => {
      expect(await deleteRevoai(body)).toMatchObject({ status: 400, json: { message: 'Username must be exactly 6 characters' } });
    },
  );

  it('answers 404 to an unknown user', async () => {
    expect(await deleteRevoai({ username: 'NOBODY' })).toMatchObject({ status: 404, json: { message: 'User not found' } });
  });
});

describe('routing and bodies', () => {
  it('answers 404 to unknown paths, inside and outside the app prefixes', async () => {
    for (const requestPath of ['/', '/nothing', '/funo', '/funo/api/unknown', '/sonora/user/grant-free-credit/extra']) {
      expect(await api('DELETE', requestPath)).toMatchObject({ status: 404, json: { message: 'Not found' } });
    }
  });

  it('answers 405 to a wrong method on a known path', async () => {
    const reply = await api('GET', '/sonora/user/grant-free-credit', { query: { username: 'SONO01' } });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await api('POST', '/sharix/user', { query: { username: 'SHRX01' } })).status).toBe(405);
    expect((await deleteSharix('SHRX01')).status).toBe(200);
  });

  it.each(['/meriastro/api/users/delete', '/funo/api/user/user-delete', '/revoai/api/user/delete-by-username'])(
    'answers 400 to a body that is not JSON on %s',
    async (requestPath) => {
      const reply = await api('DELETE', requestPath, { rawBody: '{"deviceId": ' });
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({ message: 'Request body must be valid JSON.' });
    },
  );

  it('answers 413 to a body over 10 kB, with the CORS headers', async () => {
    const reply = await api('DELETE', '/funo/api/user/user-delete', {
      json: { deviceId: 'x'.repeat(11 * 1024) },
      origin: LOOPBACK,
    });
    expect(reply.status).toBe(413);
    expect(reply.headers.get('access-control-allow-origin')).toBe(LOOPBACK);
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });
});

describe('CORS', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:8080', 'http://localhost'])(
    'answers the preflight of %s',
    async (origin) => {
      const reply = await api('OPTIONS', '/meriastro/api/users/delete', { origin });
      expect(reply.status).toBe(204);
      expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
      expect(reply.headers.get('vary')).toBe('Origin');
      expect(reply.headers.get('access-control-allow-methods')).toBe('POST, DELETE, OPTIONS');
      expect(reply.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect(reply.headers.get('access-control-max-age')).toBe('600');
    },
  );

  it.each([FOREIGN, 'http://localhost.attacker.example:3000', 'null', 'https://localhost:3000'])(
    'gives no CORS headers to %s',
    async (origin) => {
      for (const method of ['OPTIONS', 'DELETE']) {
        const reply = await api(method, '/funo/api/user/user-delete', { origin, json: method === 'DELETE' ? {} : undefined });
        expect(reply.headers.get('access-control-allow-origin')).toBeNull();
        expect(reply.headers.get('access-control-allow-methods')).toBeNull();
      }
    },
  );

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

describe('scenarios', () => {
  it('answers the next request of the app once with the queued status and body', async () => {
    expect((await queueScenario({ app: 'funo', status: 500, body: { error: 'Database down' } })).status).toBe(204);
    const reply = await api('DELETE', '/funo/api/user/user-delete', { json: { deviceId: 'FUNO-DEVICE-0001' }, origin: LOOPBACK });
    expect(reply.status).toBe(500);
    expect(reply.json).toEqual({ error: 'Database down' });
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.headers.get('access-control-allow-origin')).toBe(LOOPBACK);
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });

  it('only answers requests of its own app, on any path under the prefix', async () => {
    await queueScenario({ app: 'sharix', status: 503, body: { message: 'Maintenance' } });
    expect((await grant('SONO01')).status).toBe(200);
    expect(await api('DELETE', '/sharix/anything')).toMatchObject({ status: 503, json: { message: 'Maintenance' } });
  });

  it('answers without CORS headers when asked to refuse the origin', async () => {
    await queueScenario({ app: 'funo', status: 200, body: { message: 'hidden' }, withoutCors: true });
    const reply = await api('DELETE', '/funo/api/user/user-delete', { json: { deviceId: 'FUNO-DEVICE-0001' }, origin: LOOPBACK });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('plays queued scenarios in order', async () => {
    await queueScenario({ app: 'revoai', status: 500 });
    await queueScenario({ app: 'revoai', status: 502 });
    expect((await deleteRevoai({ username: 'REVO01' })).status).toBe(500);
    expect((await deleteRevoai({ username: 'REVO01' })).status).toBe(502);
    expect((await deleteRevoai({ username: 'REVO01' })).status).toBe(200);
  });

  it('sends a raw body as it is, or an empty one', async () => {
    await queueScenario({ app: 'meriastro', status: 502, rawBody: '<html>oops', contentType: 'text/html' });
    const html = await deleteMeriastro({ email: 'demo@meriastro.app', password: 'demo1234' });
    expect(html).toMatchObject({ status: 502, text: '<html>oops' });
    expect(html.headers.get('content-type')).toBe('text/html');

    await queueScenario({ app: 'sonora', rawBody: '' });
    expect(await grant('SONO01')).toMatchObject({ status: 200, text: '' });
  });

  it('drops the connection without answering', async () => {
    await queueScenario({ app: 'funo', drop: true });
    await expect(deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).rejects.toThrow('fetch failed');
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });

  it('delays the answer, then lets the app answer when nothing else is queued', async () => {
    await queueScenario({ app: 'sharix', delayMs: 300 });
    const started = Date.now();
    const reply = await deleteSharix('SHRX03');
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(reply).toMatchObject({ status: 200, json: { message: 'Your Sharix account SHRX03 has been deleted.' } });
  });

  it('delays a queued answer', async () => {
    await queueScenario({ app: 'sonora', delayMs: 200, status: 500, body: { message: 'Late failure' } });
    const started = Date.now();
    expect(await grant('SONO01')).toMatchObject({ status: 500, json: { message: 'Late failure' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('clears the delay timer when the client goes away', async () => {
    const clearTimeoutSpy = jest.spyOn(global, 'clearTimeout');
    try {
      await queueScenario({ app: 'funo', delayMs: 60_000, status: 500 });
      await expect(deleteFunoWithTimeout(100)).rejects.toThrow();
      await waitFor(() => clearTimeoutSpy.mock.calls.length > 0);
      expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0002' })).status).toBe(200);
    } finally {
      clearTimeoutSpy.mockRestore();
    }
  });

  it.each([
    [{ app: 'unknown' }],
    [{ status: 500 }],
    [{ app: 'funo', status: 99 }],
    [{ app: 'funo', status: '500' }],
    [{ app: 'funo', delayMs: 120_001 }],
    [{ app: 'funo', delayMs: -1 }],
    [{ app: 'funo', drop: 'yes' }],
    [{ app: 'funo', rawBody: 5 }],
    [{ app: 'funo', rawBody: '', body: {} }],
    [{ app: 'funo', contentType: 'text/html\r\nX-Evil: 1' }],
    ['funo'],
  ])('refuses the invalid scenario %j', async (scenario) => {
    expect((await queueScenario(scenario)).status).toBe(400);
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });

  it('refuses a scenario that is not JSON', async () => {
    expect(await api('POST', '/__control/scenario', { rawBody: 'app=funo' })).toMatchObject({
      status: 400,
      json: { message: 'Request body must be valid JSON.' },
    });
  });

  it('is cleared by a reset', async () => {
    await queueScenario({ app: 'revoai', status: 500 });
    await api('POST', '/__control/reset');
    expect((await deleteRevoai({ username: 'REVO01' })).status).toBe(200);
  });
});

function deleteFunoWithTimeout(ms: number) {
  return api('DELETE', '/funo/api/user/user-delete', { json: { deviceId: 'FUNO-DEVICE-0002' }, signal: AbortSignal.timeout(ms) });
}

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('request log', () => {
  it('records every non-OPTIONS app request with its query and body, the password redacted', async () => {
    await api('OPTIONS', '/meriastro/api/users/delete', { origin: LOOPBACK });
    await deleteMeriastro({ email: 'ayse@meriastro.app', password: 'yildiz2024' });
    await grant('ABC123');
    await queueScenario({ app: 'funo', status: 500 });
    await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' });
    await api('DELETE', '/revoai/api/user/delete-by-username', { rawBody: 'not json' });

    const { requests } = await recorded();
    expect(requests).toEqual([
      {
        app: 'meriastro',
        method: 'DELETE',
        path: '/api/users/delete',
        query: {},
        body: { email: 'ayse@meriastro.app', password: '[redacted]' },
      },
      { app: 'sonora', method: 'POST', path: '/user/grant-free-credit', query: { username: 'ABC123' }, body: null },
      { app: 'funo', method: 'DELETE', path: '/api/user/user-delete', query: {}, body: { deviceId: 'FUNO-DEVICE-0001' } },
      { app: 'revoai', method: 'DELETE', path: '/api/user/delete-by-username', query: {}, body: null },
    ]);
    expect(JSON.stringify(requests)).not.toContain('yildiz2024');
  });

  it('redacts passwords at any depth and in the query', async () => {
    await api('DELETE', '/meriastro/api/users/delete', {
      query: { password: 'in-the-query' },
      json: { email: 'demo@meriastro.app', password: 'demo1234', nested: [{ password: 'deep-secret' }] },
    });
    const [request] = (await recorded('meriastro')).requests;
    expect(request).toMatchObject({
      query: { password: '[redacted]' },
      body: { password: '[redacted]', nested: [{ password: '[redacted]' }] },
    });
    expect(JSON.stringify(request)).not.toMatch(/in-the-query|demo1234|deep-secret/);
  });

  it('filters by app and is emptied by a reset', async () => {
    await grant('SONO01');
    await deleteSharix('SHRX01');
    expect((await recorded('sharix')).requests).toHaveLength(1);
    expect((await recorded()).requests).toHaveLength(2);
    expect((await api('GET', '/__control/requests', { query: { app: 'nope' } })).status).toBe(400);
    await api('POST', '/__control/reset');
    expect((await recorded()).requests).toEqual([]);
  });
});

describe('control routes', () => {
  it('answers 404 to unknown controls and 405 to wrong methods', async () => {
    expect((await api('POST', '/__control/unknown')).status).toBe(404);
    expect((await api('POST', '/__control/constructor')).status).toBe(404);
    expect((await api('GET', '/__control/reset')).status).toBe(405);
    expect((await api('GET', '/__control/scenario')).status).toBe(405);
    expect((await api('POST', '/__control/requests')).status).toBe(405);
  });
});

describe('logging', () => {
  const captured: string[] = [];
  const capture = (...args: unknown[]) => {
    captured.push(args.map(String).join(' '));
    return true;
  };

  afterEach(() => {
    jest.restoreAllMocks();
    captured.length = 0;
  });

  function spyOnOutput() {
    jest.spyOn(console, 'log').mockImplementation(capture);
    jest.spyOn(console, 'info').mockImplementation(capture);
    jest.spyOn(console, 'error').mockImplementation(capture);
    jest.spyOn(console, 'warn').mockImplementation(capture);
    jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  }

  it('logs one line per request: method, path without query, status and milliseconds, and nothing secret', async () => {
    delete process.env.DEV_API_QUIET;
    const loud = createDevBackend();
    process.env.DEV_API_QUIET = '1';
    const loudBase = await listen(loud.server);
    spyOnOutput();
    try {
      await call(loudBase, 'DELETE', '/meriastro/api/users/delete', { json: { email: 'mehmet@meriastro.app', password: 'wrong-pass' } });
      await call(loudBase, 'DELETE', '/meriastro/api/users/delete', {
        json: { email: 'mehmet@meriastro.app', password: 'burc2024' },
        origin: LOOPBACK,
      });
      await call(loudBase, 'DELETE', '/meriastro/api/users/delete', { rawBody: '{"password": "half-sent' });
      await call(loudBase, 'POST', '/sonora/user/grant-free-credit', { query: { username: 'SONO01' } });
      await waitFor(() => captured.length >= 4);
    } finally {
      await close(loud.server);
    }
    expect(captured).toHaveLength(4);
    expect(captured[0]).toMatch(/^DELETE \/meriastro\/api\/users\/delete 401 \d+ms$/);
    expect(captured[1]).toMatch(/^DELETE \/meriastro\/api\/users\/delete 200 \d+ms$/);
    expect(captured[2]).toMatch(/^DELETE \/meriastro\/api\/users\/delete 400 \d+ms$/);
    expect(captured[3]).toMatch(/^POST \/sonora\/user\/grant-free-credit 200 \d+ms$/);
    const everything = captured.join('\n');
    expect(everything).not.toMatch(/burc2024|wrong-pass|half-sent|mehmet|@|\?|SONO01/);
  });

  it('stays silent with DEV_API_QUIET=1', async () => {
    spyOnOutput();
    await grant('SONO01');
    await deleteMeriastro({ email: 'demo@meriastro.app', password: 'demo1234' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(captured).toEqual([]);
  });
});

describe('running the file directly', () => {
  it('listens on 127.0.0.1 at DEV_API_PORT and says so in one line', async () => {
    const root = path.resolve(__dirname, '..');
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'dev-backend/server.ts'], {
      cwd: root,
      env: { ...process.env, DEV_API_PORT: '0', DEV_API_QUIET: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve(output.trim());
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(line).toMatch(/^Development backend on http:\/\/127\.0\.0\.1:\d+ \(sonora, sharix, meriastro, funo, revoai\)$/);
      const port = /:(\d+) /.exec(line)?.[1];
      expect(Number(port)).toBeGreaterThan(0);
      expect(await call(`http://127.0.0.1:${port}`, 'POST', '/sonora/user/grant-free-credit', { query: { username: 'SONO01' } })).toMatchObject({
        status: 200,
      });
    } finally {
      child.kill();
    }
  }, 20_000);
});
