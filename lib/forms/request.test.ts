/** @jest-environment node */
import { buildRequest, MAX_ANSWER_BYTES, parseBody, readCapped, sendRequest } from '@/lib/forms/request';
import type { FormField } from '@/lib/forms/types';

function mockFetch(implementation: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = jest.fn(implementation);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const answer = (status: number, body: string) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) } as Response);

describe('sendRequest', () => {
  afterEach(() => jest.useRealTimers());

  it('sends JSON bodies with their content type and returns the parsed answer', async () => {
    const fetchMock = mockFetch(() => answer(200, '{"message":"done"}'));
    const outcome = await sendRequest({ url: 'https://api.test/x', method: 'DELETE', json: { deviceId: 'D1' } });
    expect(outcome).toEqual({ kind: 'response', ok: true, status: 200, body: { message: 'done' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.test/x');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBe('{"deviceId":"D1"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.credentials).toBe('omit');
  });

  it('sends no body and no content type when there is no JSON', async () => {
    const fetchMock = mockFetch(() => answer(200, ''));
    await sendRequest({ url: 'https://api.test/y?username=ABC123', method: 'POST' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('reports an error status with its body', async () => {
    mockFetch(() => answer(404, '{"message":"User not found"}'));
    await expect(sendRequest({ url: 'u', method: 'DELETE' })).resolves.toEqual({ kind: 'response', ok: false, status: 404, body: { message: 'User not found' } });
  });

  it('treats a non-JSON or empty answer as having no body', async () => {
    mockFetch(() => answer(502, '<html>Bad gateway</html>'));
    await expect(sendRequest({ url: 'u', method: 'DELETE' })).resolves.toEqual({ kind: 'response', ok: false, status: 502, body: null });
  });

  it('never follows a redirect, and a redirected answer is unexpected, not a success', async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: false, status: 0, type: 'opaqueredirect', text: () => Promise.resolve('') } as Response));
    await expect(sendRequest({ url: 'u', method: 'DELETE' })).resolves.toEqual({ kind: 'unexpected' });
    expect(fetchMock.mock.calls[0]![1].redirect).toBe('manual');
    mockFetch(() => Promise.resolve({ ok: true, status: 200, redirected: true, text: () => Promise.resolve('{}') } as Response));
    await expect(sendRequest({ url: 'u', method: 'DELETE' })).resolves.toEqual({ kind: 'unexpected' });
    mockFetch(() => answer(302, ''));
    await expect(sendRequest({ url: 'u', method: 'DELETE' })).resolves.toEqual({ kind: 'unexpected' });
  });

  it('an HTML page in place of a success (a sign-in page, a captive portal) is unexpected', async () => {
    mockFetch(() => Promise.resolve(new Response('<html>Sign in</html>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })));
    await expect(sendRequest({ url: 'u', method: 'DELETE' })).resolves.toEqual({ kind: 'unexpected' });
    mockFetch(() => Promise.resolve(new Response('Deleted', { status: 200, headers: { 'Content-Type': 'text/plain' } })));
    await expect(sendRequest({ url: 'u', method: 'DELETE' })).resolves.toEqual({ kind: 'response', ok: true, status: 200, body: null });
  });

  it('reads no more than 64 kB of an answer', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 16 * 1024;
        controller.enqueue(new TextEncoder().encode('x'.repeat(16 * 1024)));
      },
    });
    const text = await readCapped(new Response(endless), MAX_ANSWER_BYTES);
    expect(text).toHaveLength(MAX_ANSWER_BYTES);
    expect(pulled).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 32 * 1024);
    mockFetch(() => Promise.resolve(new Response(`{"message":"${'y'.repeat(100_000)}"}`, { status: 500 })));
    await expect(sendRequest({ url: 'u', method: 'DELETE' })).resolves.toEqual({ kind: 'response', ok: false, status: 500, body: null });
  });

  it('reports a dropped connection or CORS refusal as a network error, without throwing', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendRequest({ url: 'u', method: 'POST' })).resolves.toEqual({ kind: 'network-error' });
  });

  it('gives up after the time-out and says so', async () => {
    jest.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = sendRequest({ url: 'u', method: 'DELETE' }, 15_000);
    await jest.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ kind: 'timeout' });
  });
});

describe('response helpers', () => {
  it('parseBody keeps only JSON objects', () => {
    expect(parseBody('{"msg":"ok"}')).toEqual({ msg: 'ok' });
    expect(parseBody('')).toBeNull();
    expect(parseBody('   ')).toBeNull();
    expect(parseBody('[1,2]')).toBeNull();
    expect(parseBody('"text"')).toBeNull();
    expect(parseBody('not json')).toBeNull();
  });

});

const field = (name: string, kind: FormField['kind'], extra: Partial<FormField> = {}): FormField => ({ name, label: name, kind, autoComplete: 'off', ...extra });

describe('buildRequest', () => {
  it('puts the values in the query, encoded, when the form sends a query', () => {
    const form = { method: 'DELETE' as const, send: 'query' as const, fields: [field('username', 'identifier', { length: 6 })] };
    expect(buildRequest(form, 'https://api.test/user', { username: 'A B&C1' })).toEqual({ url: 'https://api.test/user?username=A+B%26C1', method: 'DELETE' });
  });

  it('sends each value as it was counted: format characters removed, NFC, no spaces around; a password as typed', () => {
    const form = { method: 'DELETE' as const, send: 'json' as const, fields: [field('email', 'email'), field('password', 'password')] };
    expect(buildRequest(form, 'https://api.test/v1/api/users/delete', { email: ' \u200bayse@sample.example ', password: ' yıldız 2024 ' })).toEqual({
      url: 'https://api.test/v1/api/users/delete',
      method: 'DELETE',
      json: { email: 'ayse@sample.example', password: ' yıldız 2024 ' },
    });
  });

  it('never puts a password into a URL', () => {
    const form = { method: 'POST' as const, send: 'query' as const, fields: [field('password', 'password')] };
    expect(() => buildRequest(form, 'https://api.test/x', { password: 'secret' })).toThrow(/never sent in a URL/);
  });
});
