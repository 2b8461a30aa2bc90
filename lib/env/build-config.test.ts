/** @jest-environment node */
import { type Backend, backendVariable } from '@/lib/backends';
import { resolveBuildConfig as resolveFor } from '@/lib/env/build-config';

/**
 * The backends of made-up apps, one of each shape the site's forms have (their call paths end in
 * one another's, as the site's do): these tests hold whatever backends content/apps/ has today.
 */
const KNOWN: Record<string, Backend> = {
  alpha: { method: 'POST', path: '/user/grant-free-credit', page: '/alpha-faucet', translatedPage: '/tr/alpha-faucet' },
  beta: { method: 'DELETE', path: '/user', page: '/beta-delete-account', translatedPage: '/tr/beta-delete-account' },
  gamma: { method: 'DELETE', path: '/api/users/delete', page: '/gamma/account-delete', translatedPage: '/tr/gamma/account-delete' },
  delta: { method: 'DELETE', path: '/api/user/user-delete', page: '/delta/account-delete', translatedPage: '/tr/delta/account-delete' },
  epsilon: { method: 'DELETE', path: '/api/user/delete-by-username', page: '/epsilon/account-delete', translatedPage: '/tr/epsilon/account-delete' },
};
const BACKEND_NAMES = Object.keys(KNOWN);
const BACKEND_VARIABLES = Object.fromEntries(BACKEND_NAMES.map((name) => [name, backendVariable(name)]));
const resolveBuildConfig = (env: Record<string, string | undefined>) => resolveFor(env, KNOWN);

const VARIABLES = Object.values(BACKEND_VARIABLES);

/** Every backend given as https://<app>.example/api. */
const ALL_HTTPS = Object.fromEntries(Object.entries(BACKEND_VARIABLES).map(([app, variable]) => [variable, `https://${app}.example/api`]));

/** A made-up public origin (content/site.ts's own is compared with the site URL by lib/build/refusals.ts, not here). */
const PRODUCTION = 'https://www.site.example';

/** The message resolveBuildConfig throws, or '' when it does not throw. */
function failure(env: Record<string, string | undefined>): string {
  try {
    resolveBuildConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('resolveBuildConfig on a loopback site (local runs, tests)', () => {
  it('defaults the site and every backend to the development backend on port 4010', () => {
    expect(resolveBuildConfig({})).toEqual({
      siteUrl: 'http://localhost:3000',
      production: false,
      backends: Object.fromEntries(BACKEND_NAMES.map((name) => [name, `http://127.0.0.1:4010/${name}`])),
    });
  });

  it('puts DEV_API_PORT into every default backend URL', () => {
    const { backends } = resolveBuildConfig({ DEV_API_PORT: '4777' });
    expect(Object.values(backends)).toEqual(BACKEND_NAMES.map((name) => `http://127.0.0.1:4777/${name}`));
  });

  it('refuses a bad DEV_API_PORT when a backend defaults to it, and ignores it when none does', () => {
    expect(failure({ DEV_API_PORT: '70000' })).toContain('DEV_API_PORT must be a whole number from 1 to 65535; it is a number outside that range.');
    expect(failure({ DEV_API_PORT: '70000', ...ALL_HTTPS })).toBe('');
  });

  it.each(['http://localhost:3000', 'http://127.1.2.3', 'http://127.0.0.1:3100', 'http://[::1]', 'http://[0:0:0:0:0:0:0:1]:8080', 'http://LOCALHOST', 'http://127.1'])(
    'treats %p as a loopback site',
    (site) => {
      const config = resolveBuildConfig({ NEXT_PUBLIC_SITE_URL: site });
      expect(config.production).toBe(false);
      expect(config.backends.delta).toBe('http://127.0.0.1:4010/delta');
    },
  );

  it.each(['http://localhost.evil.com', 'http://127.0.0.1.evil.com', 'http://128.0.0.1', 'http://[::2]', 'http://[::ffff:127.0.0.1]', 'http://0.0.0.0'])(
    'treats %p as a production site',
    (site) => {
      expect(failure({ NEXT_PUBLIC_SITE_URL: site })).toContain('production build');
    },
  );

  it('refuses a site URL with credentials instead of reading its host as loopback', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1@evil.com' })).toContain('NEXT_PUBLIC_SITE_URL must not contain credentials');
  });

  it('accepts http: backends on loopback addresses only', () => {
    const config = resolveBuildConfig({
      NEXT_PUBLIC_ALPHA_API_URL: 'http://localhost:9000/',
      NEXT_PUBLIC_BETA_API_URL: 'http://127.5.5.5/beta',
      NEXT_PUBLIC_GAMMA_API_URL: 'http://[::1]:9000/m//',
    });
    expect(config.backends.alpha).toBe('http://localhost:9000');
    expect(config.backends.beta).toBe('http://127.5.5.5/beta');
    expect(config.backends.gamma).toBe('http://[::1]:9000/m');
    expect(failure({ NEXT_PUBLIC_DELTA_API_URL: 'http://localhost.evil.com/delta' })).toContain(
      'NEXT_PUBLIC_DELTA_API_URL must use https: (only loopback addresses may use http:), got "http://localhost.evil.com/…".',
    );
  });

  it('strips the trailing slash of the site URL and refuses a path', () => {
    expect(resolveBuildConfig({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000/' }).siteUrl).toBe('http://localhost:3000');
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000/blog' })).toContain('NEXT_PUBLIC_SITE_URL must be an origin');
  });
});

describe('resolveBuildConfig on a production site', () => {
  it('answers every backend’s https: URL without trailing slashes', () => {
    const config = resolveBuildConfig({ NEXT_PUBLIC_SITE_URL: `${PRODUCTION}/`, ...ALL_HTTPS, NEXT_PUBLIC_DELTA_API_URL: ' https://delta.example/api/ ' });
    expect(config).toEqual({
      siteUrl: PRODUCTION,
      production: true,
      backends: Object.fromEntries(BACKEND_NAMES.map((name) => [name, `https://${name}.example/api`])),
    });
  });

  it('names all five variables in one message when none is set', () => {
    const message = failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION });
    expect(message).toMatch(/^The production build \(NEXT_PUBLIC_SITE_URL=https:\/\/www\.site\.example is not a loopback address\)/);
    for (const variable of VARIABLES) expect(message).toContain(`${variable} is not set`);
  });

  it('refuses a blank variable as set but empty', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_BETA_API_URL: '  ' })).toContain(
      "  - NEXT_PUBLIC_BETA_API_URL is set but empty; a production build needs the backend's https: URL.",
    );
  });

  it('refuses an http: site URL', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'http://www.site.example', ...ALL_HTTPS })).toContain(
      '  - NEXT_PUBLIC_SITE_URL must use https: in a production build, got "http://www.site.example".',
    );
  });

  it('requires https: even for a loopback backend', () => {
    const message = failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_EPSILON_API_URL: 'http://127.0.0.1:4010/epsilon' });
    expect(message).toContain('NEXT_PUBLIC_EPSILON_API_URL must use https: (a production build calls its backends over https: only)');
  });

  it('lists every missing and every wrong variable, one line each, and nothing that is right', () => {
    const others: Record<string, string | undefined> = { ...ALL_HTTPS, NEXT_PUBLIC_EPSILON_API_URL: undefined };
    const message = failure({
      ...others,
      NEXT_PUBLIC_SITE_URL: PRODUCTION,
      NEXT_PUBLIC_ALPHA_API_URL: 'http://api.alpha.example',
      NEXT_PUBLIC_BETA_API_URL: 'https://user:secret@api.beta.example',
      NEXT_PUBLIC_GAMMA_API_URL: 'https://api.gamma.example?key=1',
      NEXT_PUBLIC_DELTA_API_URL: 'https://api.delta.example',
    });
    const lines = message.split('\n').filter((line) => line.startsWith('  - '));
    // A password or key in the URL is not repeated into the build log.
    expect(message).not.toMatch(/secret|key=1/);
    expect(lines).toEqual([
      '  - NEXT_PUBLIC_ALPHA_API_URL must use https: (a production build calls its backends over https: only), got "http://api.alpha.example".',
      '  - NEXT_PUBLIC_BETA_API_URL must not contain credentials (user:password@).',
      '  - NEXT_PUBLIC_GAMMA_API_URL must not contain a query (?…).',
      "  - NEXT_PUBLIC_EPSILON_API_URL is not set; a production build needs the backend's https: URL.",
    ]);
  });
});

describe('variables set but empty (a host passes an unset variable that way)', () => {
  const EVERY_VARIABLE_EMPTY = Object.fromEntries(['NEXT_PUBLIC_SITE_URL', ...VARIABLES].map((variable) => [variable, '']));

  it('refuses every one of them, naming each, instead of building for this machine', () => {
    const message = failure(EVERY_VARIABLE_EMPTY);
    expect(message.split('\n')).toEqual([
      'The build cannot use this configuration:',
      '  - NEXT_PUBLIC_SITE_URL is set but empty; give the site\'s https: address, or unset it for a local build on http://localhost:3000.',
      ...VARIABLES.map((variable) => `  - ${variable} is set but empty; give the backend's URL, or unset it to use the development backend.`),
      'See "Configuration" in README.md.',
    ]);
  });

  it('counts blank as empty', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: ' \t ' })).toContain('NEXT_PUBLIC_SITE_URL is set but empty');
    expect(failure({ NEXT_PUBLIC_EPSILON_API_URL: '\n' })).toContain('NEXT_PUBLIC_EPSILON_API_URL is set but empty');
  });

  it('refuses an empty backend on a local site too, and an empty DEV_API_PORT when a backend defaults to it', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000', NEXT_PUBLIC_DELTA_API_URL: '' })).toContain(
      '  - NEXT_PUBLIC_DELTA_API_URL is set but empty; give the backend\'s URL, or unset it to use the development backend.',
    );
    expect(failure({ DEV_API_PORT: ' ' })).toContain("  - DEV_API_PORT is set but empty; give the development backend's port, or unset it for 4010.");
    expect(failure({ DEV_API_PORT: '', ...ALL_HTTPS })).toBe('');
  });

  it('refuses an empty site URL whatever the backends are', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: '', ...ALL_HTTPS })).toBe(
      [
        'The build cannot use this configuration:',
        '  - NEXT_PUBLIC_SITE_URL is set but empty; give the site\'s https: address, or unset it for a local build on http://localhost:3000.',
        'See "Configuration" in README.md.',
      ].join('\n'),
    );
  });
});

describe('PRODUCTION_BUILD=1 (the hosts\' builds)', () => {
  it('makes every unset variable a problem, naming each', () => {
    const message = failure({ PRODUCTION_BUILD: '1' });
    expect(message.split('\n')).toEqual([
      'The production build (PRODUCTION_BUILD=1) cannot use this configuration:',
      "  - NEXT_PUBLIC_SITE_URL is not set; a production build needs the site's https: address.",
      ...VARIABLES.map((variable) => `  - ${variable} is not set; a production build needs the backend's https: URL.`),
      'See "Configuration" in README.md.',
    ]);
  });

  it('names every empty variable the same way', () => {
    const message = failure({ PRODUCTION_BUILD: '1', NEXT_PUBLIC_SITE_URL: '', ...Object.fromEntries(VARIABLES.map((variable) => [variable, ''])) });
    expect(message).toContain("  - NEXT_PUBLIC_SITE_URL is set but empty; a production build needs the site's https: address.");
    for (const variable of VARIABLES) expect(message).toContain(`  - ${variable} is set but empty; a production build needs the backend's https: URL.`);
  });

  it('refuses a loopback site URL, and accepts a complete production configuration', () => {
    expect(failure({ PRODUCTION_BUILD: '1', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000', ...ALL_HTTPS })).toContain(
      '  - NEXT_PUBLIC_SITE_URL must be the site\'s public address in a production build (PRODUCTION_BUILD=1), got "http://localhost:3000".',
    );
    expect(resolveBuildConfig({ PRODUCTION_BUILD: '1', NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS }).production).toBe(true);
  });

  it('accepts 1 or nothing', () => {
    expect(failure({ PRODUCTION_BUILD: 'true' })).toContain('  - PRODUCTION_BUILD must be 1 or unset; it is set to something else.');
    expect(failure({ PRODUCTION_BUILD: '' })).toContain('  - PRODUCTION_BUILD is set but empty; set it to 1 for a production build, or unset it.');
  });
});

describe('backends a production build refuses although they are https:', () => {
  it.each([
    ['https://localhost/delta', 'a loopback name'],
    ['https://api.localhost/delta', 'a loopback name'],
    ['https://API.LOCALHOST./delta', 'a loopback name'],
    ['https://127.0.0.1/delta', 'a loopback address'],
    ['https://127.1/delta', 'a loopback address'],
    ['https://0x7f000001/delta', 'a loopback address'],
    ['https://0177.0.0.1/delta', 'a loopback address'],
    ['https://[::1]/delta', 'a loopback address'],
    ['https://[0:0:0:0:0:0:0:1]:8443/delta', 'a loopback address'],
    ['https://[::ffff:127.0.0.1]/delta', 'a loopback address'],
    ['https://[::ffff:7f00:1]/delta', 'a loopback address'],
    ['https://0.0.0.0/delta', 'an unspecified address'],
    ['https://0/delta', 'an unspecified address'],
    ['https://[::]/delta', 'an unspecified address'],
    ['https://10.0.0.8/delta', 'a private-network address'],
    ['https://10.1/delta', 'a private-network address'],
    ['https://172.16.0.1/delta', 'a private-network address'],
    ['https://172.31.255.254/delta', 'a private-network address'],
    ['https://192.168.1.20/delta', 'a private-network address'],
    ['https://[::ffff:192.168.1.20]/delta', 'a private-network address'],
    ['https://[::ffff:10.0.0.1]/delta', 'a private-network address'],
    ['https://[fc00::1]/delta', 'a private-network address (fc00::/7)'],
    ['https://[fd12:3456::1]/delta', 'a private-network address (fc00::/7)'],
    ['https://169.254.169.254/delta', 'a link-local address'],
    ['https://[fe80::1]/delta', 'a link-local address'],
    ['https://[febf::1]/delta', 'a link-local address'],
    ['https://[::ffff:169.254.1.1]/delta', 'a link-local address'],
    ['https://100.64.0.1/delta', 'a carrier-grade NAT address'],
    ['https://[::127.0.0.1]/delta', 'an IPv4-compatible IPv6 address'],
    ['https://[64:ff9b::a00:1]/delta', 'a special-purpose address (rfc6052)'],
    ['https://192.0.2.10/delta', 'a special-purpose address (reserved)'],
    ['https://delta/api', 'a single-label name'],
    ['https://api.delta.local/api', 'a name under .local'],
    ['https://api.home.arpa/api', 'a name under .home.arpa'],
    ['https://api.corp.internal/api', 'a name under .internal'],
  ])('%p: %s', (value, reason) => {
    const message = failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_DELTA_API_URL: value });
    const line = message.split('\n').find((candidate) => candidate.startsWith('  - NEXT_PUBLIC_DELTA_API_URL'));
    expect(line).toMatch(/^ {2}- NEXT_PUBLIC_DELTA_API_URL must name a public server in a production build; \S+ is /);
    expect(line).toContain(reason);
    // Scheme and host only: the path is not repeated.
    expect(line).toContain(`got "${new URL(value).origin}/…".`);
  });

  it.each(['https://api.delta.example/v1', 'https://8.8.8.8/delta', 'https://[2606:4700::1111]/delta', 'https://172.32.0.1/delta', 'https://localhost.evil.com/delta', 'https://api.localhost.example/delta'])(
    'accepts %p',
    (value) => {
      expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_DELTA_API_URL: value })).toBe('');
    },
  );

  it('names each wrong backend in the one message', () => {
    const message = failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_ALPHA_API_URL: 'https://localhost:4010/alpha', NEXT_PUBLIC_EPSILON_API_URL: 'https://10.0.0.2' });
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toEqual([
      '  - NEXT_PUBLIC_ALPHA_API_URL must name a public server in a production build; localhost is a loopback name (each visitor\'s own machine), got "https://localhost:4010/…".',
      '  - NEXT_PUBLIC_EPSILON_API_URL must name a public server in a production build; 10.0.0.2 is a private-network address, got "https://10.0.0.2".',
    ]);
  });

  it('still lets a local build call the development backend on a loopback address', () => {
    expect(resolveBuildConfig({ NEXT_PUBLIC_DELTA_API_URL: 'https://localhost:9443/delta' }).backends.delta).toBe('https://localhost:9443/delta');
  });
});

describe('a base URL that is really an endpoint', () => {
  it('refuses a backend URL ending in its own call path, saying what the form would call', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_BETA_API_URL: 'https://api.example/user' })).toContain(
      '  - NEXT_PUBLIC_BETA_API_URL must be the backend\'s base URL, not an endpoint: it ends in /user (its own call path), so the form would call https://api.example/user/user; got "https://api.example/…".',
    );
    expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_GAMMA_API_URL: 'https://api.example/v1/api/users/delete/' })).toContain(
      'NEXT_PUBLIC_GAMMA_API_URL must be the backend\'s base URL, not an endpoint: it ends in /api/users/delete (its own call path)',
    );
  });

  it('refuses one ending in another backend\'s call path', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_ALPHA_API_URL: 'https://api.example/user' })).toContain(
      "  - NEXT_PUBLIC_ALPHA_API_URL must be the backend's base URL, not an endpoint: it ends in /user (the beta backend's call path), so the form would call https://api.example/user/user/grant-free-credit; got \"https://api.example/…\".",
    );
    expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_EPSILON_API_URL: 'https://api.example/api/user/user-delete' })).toContain(
      "it ends in /api/user/user-delete (the delta backend's call path)",
    );
  });

  it('reads the path as a server would: any case, percent-escapes decoded', () => {
    for (const value of ['https://api.example/USER', 'https://api.example/us%65r', 'https://api.example/user//']) {
      expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_BETA_API_URL: value })).toContain('NEXT_PUBLIC_BETA_API_URL must be the backend\'s base URL, not an endpoint');
    }
  });

  it('refuses it on a local build too', () => {
    expect(failure({ NEXT_PUBLIC_BETA_API_URL: 'http://127.0.0.1:4010/beta/user' })).toContain('NEXT_PUBLIC_BETA_API_URL must be the backend\'s base URL, not an endpoint');
  });

  it.each(['https://api.example/api', 'https://api.example/superuser', 'https://api.example/user-api', 'https://api.example/users', 'https://api.example'])(
    'accepts the base %p',
    (value) => {
      expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_BETA_API_URL: value })).toBe('');
    },
  );
});

describe('a refused value is never repeated whole (build logs are kept, and often public)', () => {
  /** What a pasted URL may hide: a password, a token in the query, a secret path. */
  const PASSWORD = 'S3cretPassw0rd';
  const QUERY = 'Qu3ryT0ken';
  const PATH = 'Pa7hS3cret';
  const SECRETS = [PASSWORD, QUERY, PATH];

  it.each([
    ['an unparseable URL', 'NEXT_PUBLIC_DELTA_API_URL', `https//admin:${PASSWORD}@api.example.com/${PATH}?token=${QUERY}`, 'must be an absolute URL'],
    ['an unparseable URL with credentials', 'NEXT_PUBLIC_DELTA_API_URL', `https://admin:${PASSWORD}@api example.com/${PATH}?token=${QUERY}`, 'must not contain credentials'],
    ['credentials', 'NEXT_PUBLIC_DELTA_API_URL', `https://admin:${PASSWORD}@api.example.com/${PATH}?token=${QUERY}`, 'must not contain credentials'],
    ['credentials under another scheme', 'NEXT_PUBLIC_DELTA_API_URL', `ftp://admin:${PASSWORD}@api.example.com/${PATH}?token=${QUERY}`, 'must not contain credentials'],
    ['another scheme', 'NEXT_PUBLIC_DELTA_API_URL', `ftp://api.example.com/${PATH}?token=${QUERY}`, 'must be an https: URL; its scheme is ftp:'],
    ['a token pasted without its scheme', 'NEXT_PUBLIC_DELTA_API_URL', `${PASSWORD}:${PATH}?token=${QUERY}`, 'must be an https: URL; its scheme is neither https: nor http:'],
    ['a query', 'NEXT_PUBLIC_DELTA_API_URL', `https://api.example.com/${PATH}?token=${QUERY}`, 'must not contain a query'],
    ['a fragment', 'NEXT_PUBLIC_DELTA_API_URL', `https://api.example.com/${PATH}#${QUERY}`, 'must not contain a fragment'],
    ['plain http:', 'NEXT_PUBLIC_DELTA_API_URL', `http://api.example.com/${PATH}`, 'must use https: (a production build calls its backends over https: only), got "http://api.example.com/…".'],
    ['a host that is not public', 'NEXT_PUBLIC_DELTA_API_URL', `https://10.0.0.1/${PATH}`, 'must name a public server in a production build; 10.0.0.1 is a private-network address, got "https://10.0.0.1/…".'],
    ['an endpoint', 'NEXT_PUBLIC_BETA_API_URL', `https://api.example.com/${PATH}/user`, "must be the backend's base URL, not an endpoint: it ends in /user (its own call path), so the form would call https://api.example.com/…/user/user; got \"https://api.example.com/…\"."],
    ['a site URL with a path', 'NEXT_PUBLIC_SITE_URL', `https://www.site.example/${PATH}`, 'must be an origin such as https://example.com, without a path, got "https://www.site.example/…".'],
    ['a site URL with credentials', 'NEXT_PUBLIC_SITE_URL', `https://admin:${PASSWORD}@www.site.example/${PATH}?token=${QUERY}`, 'must not contain credentials'],
    ['PRODUCTION_BUILD', 'PRODUCTION_BUILD', PASSWORD, 'must be 1 or unset; it is set to something else.'],
    ['DEV_API_PORT', 'DEV_API_PORT', PASSWORD, 'must be a whole number from 1 to 65535; it is not written in digits alone.'],
  ])('%s: names the variable and the reason, and no password, query or path', (_kind, variable, value, reason) => {
    // A production build, so every kind of refusal applies; DEV_API_PORT is read only on a local build.
    const base = variable === 'DEV_API_PORT' ? {} : { PRODUCTION_BUILD: '1', NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS };
    const message = failure({ ...base, [variable]: value });
    expect(message).toContain(`  - ${variable} ${reason}`);
    for (const secret of SECRETS) expect(message.toLowerCase()).not.toContain(secret.toLowerCase());
  });
});

describe('base URLs', () => {
  it.each([
    ['https://user:pw@api.example', 'must not contain credentials'],
    ['https://user@api.example', 'must not contain credentials'],
    ['https://@api.example', 'must not contain credentials'],
    ['https://api.example/x?', 'must not contain a query'],
    ['https://api.example/x?a=b', 'must not contain a query'],
    ['https://api.example/x#', 'must not contain a fragment'],
    ['https://api.example/x#top', 'must not contain a fragment'],
    ['api.example', 'must be an absolute URL'],
    ['ftp://api.example', 'must be an https: URL'],
  ])('refuses %p: %s', (value, reason) => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_DELTA_API_URL: value })).toContain(`NEXT_PUBLIC_DELTA_API_URL ${reason}`);
  });

  it('refuses credentials, a query or a fragment in the site URL too', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'https://a:b@www.site.example', ...ALL_HTTPS })).toContain('NEXT_PUBLIC_SITE_URL must not contain credentials');
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'https://www.site.example/?x=1', ...ALL_HTTPS })).toContain('NEXT_PUBLIC_SITE_URL must not contain a query');
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000#top' })).toContain('NEXT_PUBLIC_SITE_URL must not contain a fragment');
  });
});
