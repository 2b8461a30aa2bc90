/** @jest-environment node */
import { isLoopbackHost, nonPublicHost } from '@/lib/env/hosts';

describe('nonPublicHost', () => {
  it('answers nothing for a public name or address', () => {
    for (const host of ['api.example.com', '8.8.8.8', '[2606:4700::1111]', 'xn--fsq.example']) expect(nonPublicHost(host)).toBeUndefined();
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', '[::1]', '127.0.0.1', '127.255.255.254'])('accepts %p', (host) => expect(isLoopbackHost(host)).toBe(true));
  it.each(['localhost.evil.com', 'evil.localhost', '127.0.0.1.evil.com', '126.0.0.1', '127.0.0.256', '::1', '[::2]'])('refuses %p', (host) =>
    expect(isLoopbackHost(host)).toBe(false),
  );
});
