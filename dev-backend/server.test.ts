/** @jest-environment node */
import { spawn } from 'node:child_process';
import { type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SEED } from './apps';
import { MAX_QUEUED_SCENARIOS, MAX_RECORDED_REQUESTS } from './control';
import { DRAIN_LIMIT, readBody } from './http';
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

  it('answers a redirect with the queued Location, which the next scenario can answer', async () => {
    await queueScenario({ app: 'meriastro', status: 302, location: '/meriastro/sign-in' });
    const reply = await fetch(`${base}/meriastro/api/users/delete`, { method: 'DELETE', redirect: 'manual', headers: { Origin: LOOPBACK } });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/meriastro/sign-in');
    expect(reply.headers.get('access-control-allow-origin')).toBe(LOOPBACK);
    expect((await queueScenario({ app: 'meriastro', status: 302, location: 'a\r\nSet-Cookie: x=1' })).status).toBe(400);
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

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `tsx dev-backend/server.ts` with DEV_API_PORT; `onLine` sees its first stdout line, then the process is killed. */
function runDirectly(port: string, onLine?: (line: string) => Promise<void>): Promise<RunResult> {
  const root = path.resolve(__dirname, '..');
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'dev-backend/server.ts'], {
    cwd: root,
    env: { ...process.env, DEV_API_PORT: port, DEV_API_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let checking: Promise<void> | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (onLine && !checking && stdout.includes('\n')) checking = onLine(stdout.trim()).finally(() => child.kill());
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      (checking ?? Promise.resolve()).then(() => resolve({ code, stdout, stderr }), reject);
    });
  });
}

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await listen(probe);
  const { port } = probe.address() as AddressInfo;
  await close(probe);
  return port;
}

describe('running the file directly', () => {
  it('listens on 127.0.0.1 at DEV_API_PORT and says so in one line', async () => {
    const port = await freePort();
    let line = '';
    await runDirectly(` ${port} `, async (first) => {
      line = first;
      expect(await call(`http://127.0.0.1:${port}`, 'POST', '/sonora/user/grant-free-credit', { query: { username: 'SONO01' } })).toMatchObject({
        status: 200,
      });
    });
    expect(line).toBe(`Development backend on http://127.0.0.1:${port} (sonora, sharix, meriastro, funo, revoai)`);
  }, 20_000);

  it.each(['abc', '0', '70000', '4010.5'])('exits with code 1 and a message, without listening, for DEV_API_PORT=%p', async (port) => {
    const result = await runDirectly(port, async () => {
      throw new Error('It should not have listened.');
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `DEV_API_PORT must be a whole number from 1 to 65535, got "${port}".\n`,
    });
  }, 20_000);
});

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

interface RawOptions {
  headers?: OutgoingHttpHeaders;
  body?: string;
  /** false leaves the body unfinished (for a declared Content-Length larger than what is sent). */
  finish?: boolean;
}

const basePort = () => Number(new URL(base).port);

/**
 * A request through node:http, which (unlike fetch) sends any Host header and
 * can leave a body unfinished. Settles with the answer, which may come before
 * the body is complete; the request is then abandoned.
 */
function rawRequest(method: string, requestPath: string, options: RawOptions = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    // setHost: false sends the Host given, even an empty one, or none.
    const req = request({ host: '127.0.0.1', port: basePort(), method, path: requestPath, headers: options.headers, setHost: options.headers?.Host === undefined });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text) });
        req.destroy();
      });
    });
    if (options.body !== undefined) req.write(options.body);
    if (options.finish !== false) req.end();
  });
}

describe('/__control answers only loopback requests without an Origin', () => {
  const expectRefused = (reply: { status: number; json: unknown }) => {
    expect(reply.status).toBe(403);
    expect(reply.json).toEqual({ message: expect.stringMatching(/^The test controls /) });
  };

  it.each([
    'attacker.example',
    'attacker.example:4010',
    'localhost.attacker.example:4010',
    '127.0.0.1.nip.io',
    '127.0.0.2:4010',
    '[::2]:4010',
    'localhost:99999',
    'localhost:',
    '',
  ])('refuses the Host %p and does not act on it', async (host) => {
    await deleteSharix('SHRX01');
    for (const [method, action, body] of [
      ['POST', '/__control/reset', undefined],
      ['POST', '/__control/scenario', JSON.stringify({ app: 'funo', status: 500 })],
      ['GET', '/__control/requests', undefined],
      ['GET', '/__control/unknown', undefined],
    ] as const) {
      const reply = await rawRequest(method, action, { headers: { Host: host, 'Content-Type': 'application/json' }, body });
      expectRefused(reply);
      expect(reply.text).not.toContain('SHRX01');
    }
    // Neither the reset nor the scenario happened.
    expect((await deleteSharix('SHRX01')).status).toBe(404);
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });

  it('accepts localhost, 127.0.0.1 and [::1], with or without the port', async () => {
    const port = basePort();
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, '127.0.0.1', 'localhost', '[::1]', `LocalHost:${port}`]) {
      expect(await rawRequest('GET', '/__control/requests', { headers: { Host: host } })).toMatchObject({
        status: 200,
        json: { requests: [] },
      });
    }
  });

  it.each([LOOPBACK, 'http://127.0.0.1:4010', FOREIGN, 'null', ''])('refuses a request with the Origin %p', async (origin) => {
    await deleteSharix('SHRX01');
    expectRefused(await rawRequest('POST', '/__control/reset', { headers: { Origin: origin } }));
    expectRefused(
      await rawRequest('POST', '/__control/scenario', {
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ app: 'funo', status: 500 }),
      }),
    );
    expectRefused(await rawRequest('GET', '/__control/requests', { headers: { Origin: origin } }));
    expect((await deleteSharix('SHRX01')).status).toBe(404);
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });

  it('refuses preflights and gives no CORS headers', async () => {
    for (const method of ['OPTIONS', 'POST']) {
      const reply = await api(method, '/__control/scenario', { origin: LOOPBACK, json: method === 'POST' ? { app: 'funo', status: 500 } : undefined });
      expectRefused(reply);
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expect(reply.headers.get('access-control-allow-methods')).toBeNull();
    }
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });

  it('still answers Node fetch, which sends no Origin', async () => {
    expect((await queueScenario({ app: 'funo', status: 500 })).status).toBe(204);
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(500);
    expect((await api('POST', '/__control/reset')).status).toBe(204);
  });
});

interface HeldRequest {
  /** Sends the last byte of the body and settles with the answer. */
  release(): Promise<RawReply>;
}

/** Starts a request and sends all of its body but the last byte, so that several can be completed at the same moment. */
async function holdRequest(method: string, requestPath: string, json: unknown): Promise<HeldRequest> {
  const body = Buffer.from(JSON.stringify(json));
  const req = request({
    host: '127.0.0.1',
    port: basePort(),
    method,
    path: requestPath,
    headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
  });
  const reply = new Promise<RawReply>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text) }));
    });
  });
  await new Promise<void>((resolve) => req.write(body.subarray(0, -1), () => resolve()));
  return {
    release: () => {
      req.end(body.subarray(-1));
      return reply;
    },
  };
}

describe('meriastro: simultaneous deletions', () => {
  it('deletes an account exactly once when two deletions with its password arrive together', async () => {
    const credentials = { email: 'demo@meriastro.app', password: 'demo1234' };
    const held = await Promise.all([1, 2].map(() => holdRequest('DELETE', '/meriastro/api/users/delete', credentials)));
    // Both server-side reads wait for their last byte, so the two hashes then run at the same time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const replies = await Promise.all(held.map((request) => request.release()));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401]);
    expect(replies.find((reply) => reply.status === 200)?.json).toEqual({
      message: 'Your Meriastro account and all of its data have been deleted.',
    });
    // The loser gets exactly what a deleted account gets.
    const deleted = await deleteMeriastro(credentials);
    expect(replies.find((reply) => reply.status === 401)?.json).toEqual(deleted.json);
    expect(deleted).toMatchObject({ status: 401, json: { error: 'Invalid email or password.' } });
  });

  it('still lets simultaneous deletions of different accounts all succeed', async () => {
    const held = await Promise.all([
      holdRequest('DELETE', '/meriastro/api/users/delete', { email: 'ayse@meriastro.app', password: 'yildiz2024' }),
      holdRequest('DELETE', '/meriastro/api/users/delete', { email: 'mehmet@meriastro.app', password: 'burc2024' }),
    ]);
    const replies = await Promise.all(held.map((request) => request.release()));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
  });
});

interface StreamOutcome {
  status?: number;
  json?: unknown;
  error?: string;
  sent: number;
}

/**
 * Sends a chunked body (no Content-Length) of up to `total` bytes as fast as the
 * server reads it. With `stopOnAnswer`, it stops sending once an answer comes;
 * otherwise it keeps sending until the connection fails or `total` is sent.
 */
function streamBody(method: string, requestPath: string, total: number, stopOnAnswer: boolean): Promise<StreamOutcome> {
  return new Promise((resolve) => {
    // Node sends a DELETE body unframed unless told to chunk it.
    const req = request({
      host: '127.0.0.1',
      port: basePort(),
      method,
      path: requestPath,
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    let answer: Pick<StreamOutcome, 'status' | 'json'> = {};
    let settled = false;
    const settle = (error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ...(error ? { error } : {}), sent });
      req.destroy();
    };
    req.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    req.on('close', () => settle());
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => {
        text += part;
      });
      res.on('end', () => {
        answer = { status: res.statusCode, json: parseJson(text) };
        if (stopOnAnswer) settle();
      });
    });
    const pump = () => {
      while (!settled && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!settled) req.end();
    };
    pump();
  });
}

/** Waits until the request log holds a request of `app`: the handler of that request has settled. */
async function waitForRecorded(app: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await recorded(app)).requests.length === 0) {
    if (Date.now() > deadline) throw new Error(`No ${app} request was recorded in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('bodies too large', () => {
  const TOO_LARGE = { message: 'Request body is too large.' };

  it('answers 413 to a control body over 256 kB', async () => {
    const reply = await queueScenario({ app: 'funo', status: 500, body: 'x'.repeat(300 * 1024) });
    expect(reply).toMatchObject({ status: 413, json: TOO_LARGE });
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });

  it.each([
    ['an app route', '/funo/api/user/user-delete'],
    ['/__control', '/__control/scenario'],
  ])('answers 413 at once to a declared Content-Length beyond the drain limit on %s, without waiting for the body', async (_, requestPath) => {
    const reply = await rawRequest(requestPath.startsWith('/__') ? 'POST' : 'DELETE', requestPath, {
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(10 * 1024 ** 3),
        ...(requestPath.startsWith('/__') ? {} : { Origin: LOOPBACK }),
      },
      body: '{"app": "funo"',
      finish: false,
    });
    expect(reply).toMatchObject({ status: 413, json: TOO_LARGE });
    if (!requestPath.startsWith('/__')) expect(reply.headers['access-control-allow-origin']).toBe(LOOPBACK);
  });

  it.each([
    ['an app route', '/funo/api/user/user-delete', 20 * 1024],
    ['/__control', '/__control/scenario', 300 * 1024],
  ])('answers 413 at once to a declared Content-Length over the limit on %s, before the body is sent', async (_, requestPath, length) => {
    const reply = await rawRequest(requestPath.startsWith('/__') ? 'POST' : 'DELETE', requestPath, {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(length) },
      body: '{',
      finish: false,
    });
    expect(reply).toMatchObject({ status: 413, json: TOO_LARGE });
  });

  it.each([
    ['an app route', 'DELETE', '/funo/api/user/user-delete'],
    ['/__control', 'POST', '/__control/scenario'],
  ])('answers 413 on %s to a chunked body as soon as it passes the limit, while the client is still sending', async (_, method, requestPath) => {
    const outcome = await streamBody(method, requestPath, 64 * DRAIN_LIMIT, true);
    expect(outcome).toMatchObject({ status: 413, json: TOO_LARGE });
    expect(outcome.sent).toBeLessThan(64 * DRAIN_LIMIT);
  }, 15_000);

  it('closes the connection of a client that keeps sending past the drain limit, and records the request', async () => {
    const outcome = await streamBody('DELETE', '/funo/api/user/user-delete', 64 * DRAIN_LIMIT, false);
    expect(outcome.error ?? 'closed').toMatch(/^(EPIPE|ECONNRESET|closed)$/);
    expect(outcome.sent).toBeLessThan(64 * DRAIN_LIMIT);
    if (outcome.status !== undefined) expect(outcome).toMatchObject({ status: 413, json: TOO_LARGE });
    // The handler settled: it went on to record the request.
    await waitForRecorded('funo');
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  }, 15_000);

  it('settles quietly when the client goes away in the middle of its body', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const req = request({
        host: '127.0.0.1',
        port: basePort(),
        method: 'DELETE',
        path: '/funo/api/user/user-delete',
        headers: { 'Content-Type': 'application/json', 'Content-Length': 100 },
      });
      req.on('error', () => undefined);
      await new Promise<void>((resolve) => req.write('{"deviceId": ', () => resolve()));
      req.destroy();
      await waitForRecorded('funo');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(200);
  });
});

describe('readBody', () => {
  /** A server whose only handler reads the body with `limit` and reports how that ended. */
  async function readOutcome(send: (port: number) => void, limit: number): Promise<string> {
    let outcome: string | undefined;
    const server = createServer((req, res) => {
      readBody(req, limit).then(
        (text) => {
          outcome = `read ${text.length}`;
          res.end();
        },
        (error: Error) => {
          outcome = error.name;
          res.end();
        },
      );
    });
    const address = await listen(server);
    try {
      send(Number(new URL(address).port));
      await waitFor(() => outcome !== undefined, 5000);
      return outcome as string;
    } finally {
      await close(server);
    }
  }

  function streamTo(port: number, total: number) {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/' });
    req.on('error', () => undefined);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  }

  it('reads a body within the limit', async () => {
    expect(await readOutcome((port) => streamTo(port, 128 * 1024), 256 * 1024)).toBe('read 131072');
  });

  it('rejects a body past the limit without waiting for its end', async () => {
    expect(await readOutcome((port) => streamTo(port, 8 * DRAIN_LIMIT), 10 * 1024)).toBe('BodyTooLargeError');
  });

  it('rejects a declared Content-Length past the limit before any byte arrives', async () => {
    const outcome = await readOutcome((port) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'Content-Length': 1_000_000 } });
      req.on('error', () => undefined);
      req.flushHeaders();
    }, 10 * 1024);
    expect(outcome).toBe('BodyTooLargeError');
  });

  it('rejects with RequestAbortedError when the client goes away first', async () => {
    const outcome = await readOutcome((port) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'Content-Length': 100 } });
      req.on('error', () => undefined);
      req.write('{"a":', () => setTimeout(() => req.destroy(), 20));
    }, 10 * 1024);
    expect(outcome).toBe('RequestAbortedError');
  });
});

describe('bounds', () => {
  it(`keeps only the most recent ${MAX_RECORDED_REQUESTS} requests in the log`, async () => {
    const total = MAX_RECORDED_REQUESTS + 7;
    for (let n = 0; n < total; n += 1) await api('POST', '/sonora/nowhere', { query: { n: String(n) } });
    const { requests } = await recorded();
    expect(requests).toHaveLength(MAX_RECORDED_REQUESTS);
    expect(requests[0]).toMatchObject({ query: { n: '7' } });
    expect(requests.at(-1)).toMatchObject({ query: { n: String(total - 1) } });
  }, 30_000);

  it(`queues at most ${MAX_QUEUED_SCENARIOS} scenarios per app, then answers 429`, async () => {
    for (let n = 0; n < MAX_QUEUED_SCENARIOS; n += 1) expect((await queueScenario({ app: 'funo', status: 500 })).status).toBe(204);
    expect(await queueScenario({ app: 'funo', status: 502 })).toMatchObject({
      status: 429,
      json: { message: '50 scenarios are already queued for funo; reset or let them play first.' },
    });
    expect((await queueScenario({ app: 'revoai', status: 500 })).status).toBe(204);
    expect((await deleteFuno({ deviceId: 'FUNO-DEVICE-0001' })).status).toBe(500);
    expect((await queueScenario({ app: 'funo', status: 502 })).status).toBe(204);
    await api('POST', '/__control/reset');
    expect((await queueScenario({ app: 'funo', status: 500 })).status).toBe(204);
  });
});
