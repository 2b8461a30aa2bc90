import { describeFunoOutcome, funoDeletionRequest, validateDeviceId } from '@/lib/api/funo';
import { describeMeriastroOutcome, meriastroDeletionRequest, validateCredentials } from '@/lib/api/meriastro';
import {
  canSubmitProfileId,
  describeProfileIdOutcome,
  faucetRequest,
  limitProfileId,
  sharixDeletionRequest,
} from '@/lib/api/profile-id';
import type { ApiOutcome, ResponseBody } from '@/lib/api/request';
import { describeRevoaiOutcome, limitUsername, revoaiDeletionRequest, validateUsername } from '@/lib/api/revoai';

const ok = (body: ResponseBody | null = null, status = 200): ApiOutcome => ({ kind: 'response', ok: true, status, body });
const failed = (status: number, body: ResponseBody | null = null): ApiOutcome => ({ kind: 'response', ok: false, status, body });
const timeout: ApiOutcome = { kind: 'timeout' };
const network: ApiOutcome = { kind: 'network-error' };
const redirected: ApiOutcome = { kind: 'unexpected' };

describe('faucet and Sharix (profile ID)', () => {
  it('keeps at most six characters and allows sending at exactly six', () => {
    expect(limitProfileId('ABC1234567')).toBe('ABC123');
    expect(canSubmitProfileId('ABC12')).toBe(false);
    expect(canSubmitProfileId('ABC123')).toBe(true);
  });

  it('ignores spaces around a pasted ID before counting, and never cuts a character in half', () => {
    expect(limitProfileId(' ABC123')).toBe('ABC123');
    expect(limitProfileId('\tABC123  \n')).toBe('ABC123');
    expect(limitProfileId('AB😀CDEF')).toBe('AB😀CDE');
    expect(limitProfileId('ABCDÉF')).toBe('ABCDÉF');
    expect(limitProfileId('ABCDE\u0065\u0301X')).toBe('ABCDE\u0065\u0301');
    expect(canSubmitProfileId('ABCDE\u0065\u0301')).toBe(true);
  });

  it('builds each backend call: method, path and query', () => {
    expect(faucetRequest('https://sonora.test', 'ABC123')).toEqual({ url: 'https://sonora.test/user/grant-free-credit?username=ABC123', method: 'POST' });
    expect(sharixDeletionRequest('https://sharix.test', 'SHRX01')).toEqual({ url: 'https://sharix.test/user?username=SHRX01', method: 'DELETE' });
  });

  it('shows the server message on success and on failure (the page shows both in red)', () => {
    expect(describeProfileIdOutcome(ok({ message: '50 credits added' }), 'fallback', 'hint')).toEqual({ tone: 'success', text: '50 credits added' });
    expect(describeProfileIdOutcome(failed(404, { message: 'No profile' }), 'fallback', 'hint')).toEqual({ tone: 'error', text: 'No profile' });
  });

  it('says "An error occurred." without a response or without a message on failure', () => {
    for (const outcome of [network, timeout, redirected, failed(500), failed(502, { error: 'x' })]) {
      expect(describeProfileIdOutcome(outcome, 'fallback', 'hint').text).toBe('An error occurred.');
    }
  });

  it('adds the hint only when the request may have reached the server without an answer', () => {
    for (const outcome of [network, timeout]) expect(describeProfileIdOutcome(outcome, 'fallback', 'Check the app.')).toEqual({ tone: 'error', text: 'An error occurred.', hint: 'Check the app.' });
    for (const outcome of [redirected, failed(500)]) expect(describeProfileIdOutcome(outcome, 'fallback', 'Check the app.')).not.toHaveProperty('hint');
  });

  it('still reports a success that came without a message', () => {
    expect(describeProfileIdOutcome(ok(), 'Credits added.', 'hint')).toEqual({ tone: 'success', text: 'Credits added.' });
  });

  it('shows at most 300 characters of a server message', () => {
    const text = describeProfileIdOutcome(failed(400, { message: 'x'.repeat(5000) }), 'fallback', 'hint').text;
    expect(Array.from(text)).toHaveLength(300);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('Meriastro', () => {
  it('asks for both e-mail and password before sending', () => {
    expect(validateCredentials('', 'secret')).toBe('Please provide both email and password.');
    expect(validateCredentials('a@b.c', '')).toBe('Please provide both email and password.');
    expect(validateCredentials('   ', 'secret')).toBe('Please provide both email and password.');
    expect(validateCredentials('a@b.c', 'secret')).toBeNull();
  });

  it('sends the credentials as a JSON body, never in the URL', () => {
    const request = meriastroDeletionRequest('https://astro.test', ' ayse@meriastro.app ', 'yildiz2024');
    expect(request).toEqual({ url: 'https://astro.test/api/users/delete', method: 'DELETE', json: { email: 'ayse@meriastro.app', password: 'yildiz2024' } });
    expect(request.url).not.toContain('yildiz2024');
  });

  it('success shows the message, else "Account deleted successfully."', () => {
    expect(describeMeriastroOutcome(ok({ message: 'Gone.' }))).toEqual({ tone: 'success', text: 'Gone.' });
    expect(describeMeriastroOutcome(ok())).toEqual({ tone: 'success', text: 'Account deleted successfully.' });
  });

  it('failure shows the message, else the error field, else "Something went wrong"', () => {
    expect(describeMeriastroOutcome(failed(400, { message: 'Bad', error: 'ignored' }))).toEqual({ tone: 'error', text: 'Bad' });
    expect(describeMeriastroOutcome(failed(401, { error: 'Invalid email or password.' })).text).toBe('Invalid email or password.');
    for (const outcome of [failed(500), redirected]) expect(describeMeriastroOutcome(outcome)).toEqual({ tone: 'error', text: 'Something went wrong' });
  });

  it('a redirect is never a deletion; no answer keeps the English failure message and adds a hint in Turkish', () => {
    expect(describeMeriastroOutcome(redirected).tone).toBe('error');
    for (const outcome of [network, timeout]) {
      expect(describeMeriastroOutcome(outcome)).toEqual({ tone: 'error', text: 'Something went wrong', hint: expect.stringContaining('Meriastro uygulamasını açın') });
    }
  });
});

describe('Funo AI', () => {
  it('requires a device ID', () => {
    expect(validateDeviceId('')).toBe('Please provide your device ID.');
    expect(validateDeviceId('  ')).toBe('Please provide your device ID.');
    expect(validateDeviceId('FUNO-DEVICE-0001')).toBeNull();
  });

  it('sends the device ID as JSON', () => {
    expect(funoDeletionRequest('https://funo.test', ' D1 ')).toEqual({ url: 'https://funo.test/api/user/user-delete', method: 'DELETE', json: { deviceId: 'D1' } });
  });

  it('success shows message, else msg, else the default', () => {
    expect(describeFunoOutcome(ok({ message: 'A', msg: 'B' })).text).toBe('A');
    expect(describeFunoOutcome(ok({ msg: 'B' })).text).toBe('B');
    expect(describeFunoOutcome(ok())).toEqual({ tone: 'success', text: 'Your Funo AI account has been deleted successfully.' });
  });

  it('failure shows message, msg or error in that order, else "Something went wrong."', () => {
    expect(describeFunoOutcome(failed(400, { message: 'A', msg: 'B', error: 'C' })).text).toBe('A');
    expect(describeFunoOutcome(failed(400, { msg: 'B', error: 'C' })).text).toBe('B');
    expect(describeFunoOutcome(failed(404, { error: 'C' }))).toEqual({ tone: 'error', text: 'C' });
    for (const outcome of [failed(500), redirected]) expect(describeFunoOutcome(outcome)).toEqual({ tone: 'error', text: 'Something went wrong.' });
    for (const outcome of [network, timeout]) {
      expect(describeFunoOutcome(outcome)).toEqual({ tone: 'error', text: 'Something went wrong.', hint: expect.stringContaining('may still have reached Funo AI') });
    }
  });
});

describe('RevoAI', () => {
  it('takes exactly six characters, not counting spaces around a pasted username', () => {
    expect(limitUsername('REVO0123')).toBe('REVO01');
    expect(limitUsername('  REVO01 ')).toBe('REVO01');
    expect(validateUsername('REVO0')).toBe('Username must be exactly 6 characters');
    expect(validateUsername('REVO01')).toBeNull();
  });

  it('sends the username as JSON', () => {
    expect(revoaiDeletionRequest('https://revo.test', 'REVO01')).toEqual({
      url: 'https://revo.test/api/user/delete-by-username',
      method: 'DELETE',
      json: { username: 'REVO01' },
    });
  });

  it('success is always "Account deleted successfully", whatever the body', () => {
    expect(describeRevoaiOutcome(ok({ message: 'User deleted' }))).toEqual({ tone: 'success', text: 'Account deleted successfully' });
    expect(describeRevoaiOutcome(ok(null, 204))).toEqual({ tone: 'success', text: 'Account deleted successfully' });
  });

  it('404 is "User not found", even with another message', () => {
    expect(describeRevoaiOutcome(failed(404, { message: 'nope' }))).toEqual({ tone: 'error', text: 'User not found' });
  });

  it('400 shows the server message, else "Invalid username"', () => {
    expect(describeRevoaiOutcome(failed(400, { message: 'Username must be exactly 6 characters' })).text).toBe('Username must be exactly 6 characters');
    expect(describeRevoaiOutcome(failed(400)).text).toBe('Invalid username');
  });

  it('any other error shows its message, else the default', () => {
    expect(describeRevoaiOutcome(failed(500, { message: 'Database unavailable' })).text).toBe('Database unavailable');
    for (const outcome of [failed(500), failed(503, { error: 'x' }), redirected]) {
      expect(describeRevoaiOutcome(outcome)).toEqual({ tone: 'error', text: 'An error occurred while deleting the account' });
    }
    for (const outcome of [network, timeout]) {
      expect(describeRevoaiOutcome(outcome)).toEqual({
        tone: 'error',
        text: 'An error occurred while deleting the account',
        hint: expect.stringContaining('may still have reached RevoAI'),
      });
    }
  });
});
