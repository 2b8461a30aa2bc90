import { checkBackendUrl, devBackendUrl } from '@/lib/env';

describe('checkBackendUrl', () => {
  it('accepts https and strips a trailing slash', () => {
    expect(checkBackendUrl('NEXT_PUBLIC_FUNO_API_URL', 'https://api.funo.app/')).toBe('https://api.funo.app');
  });

  it('accepts http only on loopback addresses', () => {
    expect(checkBackendUrl('X', 'http://127.0.0.1:4010/funo')).toBe('http://127.0.0.1:4010/funo');
    expect(checkBackendUrl('X', 'http://localhost:4010')).toBe('http://localhost:4010');
  });

  it('refuses plain http to another host, naming the variable', () => {
    expect(() => checkBackendUrl('NEXT_PUBLIC_REVOAI_API_URL', 'http://api.revoai.app')).toThrow(/NEXT_PUBLIC_REVOAI_API_URL must use https:/);
  });

  it('refuses something that is not a URL', () => {
    expect(() => checkBackendUrl('NEXT_PUBLIC_SONORA_API_URL', 'api.sonora')).toThrow(/NEXT_PUBLIC_SONORA_API_URL must be an absolute URL/);
  });

  it('points each app at its own prefix of the development backend', () => {
    expect(devBackendUrl('meriastro')).toBe('http://127.0.0.1:4010/meriastro');
  });
});
