/** @jest-environment node */
import { spawn } from 'node:child_process';
import { type OutgoingHttpHeaders, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { forms } from '../lib/content/apps';
import type { FormEntry } from '../lib/content/forms';
import { faucetForm, fixtureForms, passwordForm, queryForm } from './fixtures';
import { type DevBackend, createDevBackend } from './server';

// Real HTTP round trips to the backend, several per test (each demo account deleted, then looked for
// again), and child processes: seconds on a busy two-core machine.
jest.setTimeout(60_000);

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

/** A form's one call, with its values in the query or the JSON body, as the form sends them. */
function send(form: FormEntry, values: Record<string, unknown>, options: Omit<CallOptions, 'query' | 'json'> = {}) {
  const requestPath = `/${form.backend}${form.call.path}`;
  if (form.call.send === 'query') return api(form.call.method, requestPath, { ...options, query: values as Record<string, string> });
  return api(form.call.method, requestPath, { ...options, json: values });
}

/** The values of a form's demo account (a string names the first field's value). */
function demoValues(form: FormEntry, index = 0): Record<string, string> {
  const account = form.demo.accounts[index]!;
  return typeof account === 'string' ? { [form.fields[0]!.name]: account } : account;
}

/** An answer of the entry as the backend gives it: `{name}` filled in from the values. */
function expected(answer: { status: number; body: Record<string, string> }, values: Record<string, string>) {
  const text = (value: string) => value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { status: answer.status, json: Object.fromEntries(Object.entries(answer.body).map(([key, value]) => [key, text(value)])) };
}

/**
 * Every form of content/apps/, and a made-up form of each kind (dev-backend/fixtures.ts), so that
 * the tests of the backend's HTTP behaviour hold whichever apps content/apps/ holds.
 */
const served = [...forms.map(({ form }) => form), ...fixtureForms];
const deletions = served.filter((form) => form.purpose === 'account-deletion').map((form) => [form.backend, form] as const);
const faucets = served.filter((form) => form.purpose === 'credit-faucet').map((form) => [form.backend, form] as const);
const withPassword = served.filter((form) => form.fields.some((field) => field.kind === 'password')).map((form) => [form.backend, form] as const);
/** Where a form's call goes on the development backend. */
const callPath = (form: FormEntry) => `/${form.backend}${form.call.path}`;

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
  backend = await createDevBackend(served);
  base = await listen(backend.server);
});

afterAll(() => close(backend.server));

beforeEach(() => backend.reset());

describe('every form’s backend, from its entry', () => {
  it.each(deletions)('%s deletes each demo account for real, once', async (_name, form) => {
    for (const index of form.demo.accounts.keys()) {
      const values = demoValues(form, index);
      expect(await send(form, values)).toMatchObject(expected(form.demo.answers.done, values));
      expect(await send(form, values)).toMatchObject(expected(form.demo.answers.notFound, values));
    }
  });

  it.each(faucets)('%s grants each demo account once per period, until a reset', async (_name, form) => {
    const values = demoValues(form);
    expect(await send(form, values)).toMatchObject(expected(form.demo.answers.done, { ...values, credits: String(form.grant!.credits) }));
    expect(await send(form, values)).toMatchObject(expected(form.demo.answers.tooSoon!, values));
    expect((await rawRequest('POST', '/__control/reset', {}).release()).status).toBe(204);
    expect((await send(form, values)).status).toBe(form.demo.answers.done.status);
  });

  it.each(forms.map(({ form }) => [form.backend, form] as const))('%s answers an unknown account, and a call without its fields, in its own words', async (_name, form) => {
    const unknown = Object.fromEntries(form.fields.map((field) => [field.name, field.length ? 'Z'.repeat(field.length) : `unknown-${field.name}@example.test`]));
    expect(await send(form, unknown)).toMatchObject(expected(form.demo.answers.notFound, unknown));
    expect(await send(form, {})).toMatchObject(expected(form.demo.answers.incomplete, {}));
    const lengthField = form.fields.find((field) => field.length);
    if (lengthField) expect(await send(form, { ...demoValues(form), [lengthField.name]: 'X'.repeat(lengthField.length! - 1) })).toMatchObject(expected(form.demo.answers.incomplete, {}));
  });

  it.each(withPassword)('%s answers a wrong password as an unknown account, deletes nothing, and ignores the e-mail’s case', async (_name, form) => {
    const values = demoValues(form);
    const secret = form.fields.find((field) => field.kind === 'password')!.name;
    expect(await send(form, { ...values, [secret]: 'wrong-password' })).toMatchObject(expected(form.demo.answers.notFound, values));
    const email = form.fields.find((field) => field.kind === 'email');
    const shouted = email ? { ...values, [email.name]: ` ${values[email.name]!.toUpperCase()} ` } : values;
    expect((await send(form, shouted)).status).toBe(form.demo.answers.done.status);
  });

  it.each(withPassword)('%s deletes an account exactly once when two deletions with its password arrive together', async (_name, form) => {
    const body = JSON.stringify(demoValues(form));
    const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) };
    const held = [1, 2].map(() => rawRequest(form.call.method, `/${form.backend}${form.call.path}`, headers, body));
    // Both reads wait for their last byte, so the two password checks then run at the same time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const replies = await Promise.all(held.map((request) => request.release()));
    expect(replies.map((reply) => reply.status).sort()).toEqual([form.demo.answers.done.status, form.demo.answers.notFound.status].sort());
  });
});

describe('routing and bodies', () => {
  it('lists the calls it serves at /: every form’s, under its backend’s name', async () => {
    expect((await api('GET', '/')).json).toEqual(Object.fromEntries(served.map((form) => [form.backend, `${form.call.method} ${callPath(form)}`])));
  });

  it('answers 404 to unknown paths, inside and outside the prefixes', async () => {
    for (const requestPath of ['/nothing', `/${passwordForm.backend}`, `/${passwordForm.backend}/api/unknown`, `${callPath(faucetForm)}/extra`, '/__control/requests']) {
      expect(await api('DELETE', requestPath)).toMatchObject({ status: 404, json: { message: 'Not found' } });
    }
  });

  it('answers 405 to a wrong method, and acts on nothing', async () => {
    const reply = await api('GET', callPath(queryForm), { query: demoValues(queryForm) });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('DELETE, OPTIONS');
    expect((await api('POST', callPath(queryForm), { query: demoValues(queryForm) })).status).toBe(405);
    expect((await send(queryForm, demoValues(queryForm))).status).toBe(200);
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect(await api('DELETE', callPath(passwordForm), { rawBody: '{"email": ' })).toMatchObject({
      status: 400,
      json: { message: 'Request body must be valid JSON.' },
    });
  });

  it('answers 413, with the CORS headers, to a body over 10 KiB, declared or streamed', async () => {
    const reply = await api('DELETE', callPath(passwordForm), { json: { email: 'x'.repeat(11 * 1024) }, origin: LOOPBACK });
    expect(reply).toMatchObject({ status: 413, json: { message: 'Request body is too large.' } });
    expect(reply.headers.get('access-control-allow-origin')).toBe(LOOPBACK);
    const streamed = rawRequest('DELETE', callPath(passwordForm), { 'Transfer-Encoding': 'chunked' }, 'x'.repeat(20 * 1024));
    expect(await streamed.release()).toMatchObject({ status: 413 });
    expect((await send(passwordForm, demoValues(passwordForm))).status).toBe(200);
  });
});

describe('CORS', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:8080', 'http://localhost'])('answers the preflight of %s', async (origin) => {
    const reply = await api('OPTIONS', callPath(passwordForm), { origin });
    expect(reply.status).toBe(204);
    expect(Object.fromEntries([...reply.headers].filter(([name]) => /^(access-control|vary)/.test(name)))).toEqual({
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'DELETE, OPTIONS',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
  });

  it.each(['https://attacker.example', 'http://localhost.attacker.example:3000', 'null', 'https://localhost:3000'])('gives no CORS headers to %s', async (origin) => {
    for (const method of ['OPTIONS', 'DELETE']) {
      const reply = await api(method, callPath(passwordForm), { origin, json: method === 'DELETE' ? {} : undefined });
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expect(reply.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('puts the CORS headers on success and error answers alike', async () => {
    const answers = [
      await send(passwordForm, demoValues(passwordForm), { origin: LOOPBACK }),
      await send(passwordForm, demoValues(passwordForm), { origin: LOOPBACK }),
      await send(passwordForm, { email: 'someone@made-up.test' }, { origin: LOOPBACK }),
      await api('DELETE', `/${passwordForm.backend}/nowhere`, { origin: LOOPBACK }),
    ];
    expect(answers.map((reply) => reply.status)).toEqual([200, 401, 400, 404]);
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
    await send(queryForm, demoValues(queryForm));
    expect(await rawRequest('POST', '/__control/reset', headers).release()).toMatchObject({ status: 403 });
    expect((await send(queryForm, demoValues(queryForm))).status).toBe(404);
  });

  it('reseeds every app for a loopback request without an Origin', async () => {
    for (const [, form] of deletions) await send(form, demoValues(form));
    expect((await rawRequest('POST', '/__control/reset', { Host: 'LocalHost' }).release()).status).toBe(204);
    for (const [, form] of deletions) expect((await send(form, demoValues(form))).status).toBe(form.demo.answers.done.status);
  });
});

describe('POST /__control/accounts', () => {
  /** Values no demo account has, each as complete as its field requires. */
  const newValues = (form: FormEntry) =>
    Object.fromEntries(form.fields.map((field) => [field.name, field.length ? 'N'.repeat(field.length) : field.kind === 'email' ? 'new.person@example.test' : 'New-Value-1']));
  const add = (body: unknown, headers: OutgoingHttpHeaders = {}) => rawRequest('POST', '/__control/accounts', { 'Content-Type': 'application/json', ...headers }, JSON.stringify(body)).release();

  it.each(served.map((form) => [form.backend, form] as const))('%s: an added account is served as a demo account is, until a reset', async (_name, form) => {
    const values = newValues(form);
    expect((await send(form, values)).status).toBe(form.demo.answers.notFound.status);
    expect(await add({ backend: form.backend, values })).toMatchObject({ status: 201 });
    const done = form.purpose === 'credit-faucet' ? { ...values, credits: String(form.grant!.credits) } : values;
    expect(await send(form, values)).toMatchObject(expected(form.demo.answers.done, done));
    expect(await send(form, values)).toMatchObject(expected(form.purpose === 'credit-faucet' ? form.demo.answers.tooSoon! : form.demo.answers.notFound, values));
    await add({ backend: form.backend, values });
    backend.reset();
    expect((await send(form, values)).status).toBe(form.demo.answers.notFound.status);
  });

  it('refuses a key that is taken, by a demo account or an added one, and leaves it as it was', async () => {
    expect(await add({ backend: queryForm.backend, values: demoValues(queryForm) })).toMatchObject({ status: 409 });
    expect(await add({ backend: queryForm.backend, values: newValues(queryForm) })).toMatchObject({ status: 201 });
    expect(await add({ backend: queryForm.backend, values: newValues(queryForm) })).toMatchObject({ status: 409 });
    expect((await send(queryForm, demoValues(queryForm))).status).toBe(queryForm.demo.answers.done.status);
  });

  it('refuses an unknown backend and values the form would not send, adding nothing', async () => {
    expect(await add({ backend: 'nowhere', values: newValues(queryForm) })).toMatchObject({ status: 404 });
    expect(await add({ backend: queryForm.backend, values: { [queryForm.fields[0]!.name]: 'SHORT' } })).toMatchObject({ status: 400 });
    expect(await add({ backend: queryForm.backend })).toMatchObject({ status: 400 });
    expect((await send(queryForm, { [queryForm.fields[0]!.name]: 'SHORT' })).status).toBe(queryForm.demo.answers.incomplete.status);
  });

  it.each([[{ Origin: LOOPBACK }], [{ Host: 'attacker.example:4010' }]])('refuses %j (a web page, or a name rebound to this machine) and adds nothing', async (headers) => {
    expect(await add({ backend: queryForm.backend, values: newValues(queryForm) }, headers)).toMatchObject({ status: 403 });
    expect((await send(queryForm, newValues(queryForm))).status).toBe(queryForm.demo.answers.notFound.status);
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
    const loud = await createDevBackend(fixtureForms);
    process.env.DEV_API_QUIET = '1';
    const loudBase = await listen(loud.server);
    try {
      const account = demoValues(passwordForm);
      await call(loudBase, 'DELETE', callPath(passwordForm), { json: { ...account, password: 'wrong-pass' } });
      await call(loudBase, 'DELETE', callPath(passwordForm), { json: account, origin: LOOPBACK });
      await call(loudBase, 'DELETE', callPath(passwordForm), { rawBody: '{"password": "half-sent' });
      await call(loudBase, 'POST', callPath(faucetForm), { query: demoValues(faucetForm) });
      for (let tries = 0; captured.length < 4 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await close(loud.server);
    }
    const line = (form: FormEntry, status: number) => new RegExp(`^${form.call.method} ${callPath(form).replaceAll('/', '\\/')} ${status} \\d+ms$`);
    expect(captured).toEqual([
      expect.stringMatching(line(passwordForm, 401)),
      expect.stringMatching(line(passwordForm, 200)),
      expect.stringMatching(line(passwordForm, 400)),
      expect.stringMatching(line(faucetForm, 200)),
    ]);
    expect(captured.join('\n')).not.toMatch(/made-up-secret|wrong-pass|half-sent|someone@|FAUCET/);
  });

  it('stays silent with DEV_API_QUIET=1', async () => {
    for (const [, form] of deletions) await send(form, demoValues(form));
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
    if (!checking && stdout.includes('\n')) checking = onLine(stdout.split('\n')[0]!.trim()).finally(() => child.kill());
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
      // It serves the forms of content/apps/ and lists their calls at /.
      expect(await call(`http://127.0.0.1:${port}`, 'GET', '/')).toMatchObject({ status: 200, json: Object.fromEntries(forms.map(({ form }) => [form.backend, `${form.call.method} ${callPath(form)}`])) });
    });
    expect(line).toBe(`Development backend on http://127.0.0.1:${port}`);
  }, 60_000);

  it.each([
    ['abc', 'it is not written in digits alone'],
    ['0', 'it is a number outside that range'],
    ['70000', 'it is a number outside that range'],
  ])('exits with code 1 and the reason, without listening, for DEV_API_PORT=%p', async (port, reason) => {
    const result = await runDirectly(port, async () => {
      throw new Error('It should not have listened.');
    });
    expect(result).toEqual({ code: 1, stdout: '', stderr: `DEV_API_PORT must be a whole number from 1 to 65535; ${reason}.\n` });
  }, 60_000);
});
