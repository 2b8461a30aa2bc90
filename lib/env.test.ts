/** @jest-environment node */
import { BACKEND_VARIABLES, isLoopbackHost, resolveBuildConfig } from '@/lib/env';

const VARIABLES = Object.values(BACKEND_VARIABLES);

/** Every backend given as https://<app>.example/api. */
const ALL_HTTPS = Object.fromEntries(Object.entries(BACKEND_VARIABLES).map(([app, variable]) => [variable, `https://${app}.example/api`]));

const PRODUCTION = 'https://keremaksoy.dev';

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
      backends: {
        sonora: 'http://127.0.0.1:4010/sonora',
        sharix: 'http://127.0.0.1:4010/sharix',
        meriastro: 'http://127.0.0.1:4010/meriastro',
        funo: 'http://127.0.0.1:4010/funo',
        revoai: 'http://127.0.0.1:4010/revoai',
      },
    });
  });

  it('puts DEV_API_PORT into every default backend URL', () => {
    const { backends } = resolveBuildConfig({ DEV_API_PORT: '4777' });
    expect(Object.values(backends)).toEqual(['sonora', 'sharix', 'meriastro', 'funo', 'revoai'].map((app) => `http://127.0.0.1:4777/${app}`));
  });

  it('refuses a bad DEV_API_PORT when a backend defaults to it, and ignores it when none does', () => {
    expect(failure({ DEV_API_PORT: '70000' })).toContain('DEV_API_PORT must be a whole number from 1 to 65535, got "70000".');
    expect(failure({ DEV_API_PORT: '70000', ...ALL_HTTPS })).toBe('');
  });

  it.each(['http://localhost:3000', 'http://127.1.2.3', 'http://127.0.0.1:3100', 'http://[::1]', 'http://[0:0:0:0:0:0:0:1]:8080', 'http://LOCALHOST', 'http://127.1'])(
    'treats %p as a loopback site',
    (site) => {
      const config = resolveBuildConfig({ NEXT_PUBLIC_SITE_URL: site });
      expect(config.production).toBe(false);
      expect(config.backends.funo).toBe('http://127.0.0.1:4010/funo');
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
      NEXT_PUBLIC_SONORA_API_URL: 'http://localhost:9000/',
      NEXT_PUBLIC_SHARIX_API_URL: 'http://127.5.5.5/sharix',
      NEXT_PUBLIC_MERIASTRO_API_URL: 'http://[::1]:9000/m//',
    });
    expect(config.backends.sonora).toBe('http://localhost:9000');
    expect(config.backends.sharix).toBe('http://127.5.5.5/sharix');
    expect(config.backends.meriastro).toBe('http://[::1]:9000/m');
    expect(failure({ NEXT_PUBLIC_FUNO_API_URL: 'http://localhost.evil.com/funo' })).toContain(
      'NEXT_PUBLIC_FUNO_API_URL must use https: (only loopback addresses may use http:), got "http://localhost.evil.com/funo".',
    );
  });

  it('strips the trailing slash of the site URL and refuses a path', () => {
    expect(resolveBuildConfig({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000/' }).siteUrl).toBe('http://localhost:3000');
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000/blog' })).toContain('NEXT_PUBLIC_SITE_URL must be an origin');
  });
});

describe('resolveBuildConfig on a production site', () => {
  it('answers the five https: backends without trailing slashes', () => {
    const config = resolveBuildConfig({ NEXT_PUBLIC_SITE_URL: `${PRODUCTION}/`, ...ALL_HTTPS, NEXT_PUBLIC_FUNO_API_URL: ' https://funo.example/api/ ' });
    expect(config).toEqual({
      siteUrl: PRODUCTION,
      production: true,
      backends: {
        sonora: 'https://sonora.example/api',
        sharix: 'https://sharix.example/api',
        meriastro: 'https://meriastro.example/api',
        funo: 'https://funo.example/api',
        revoai: 'https://revoai.example/api',
      },
    });
  });

  it('names all five variables in one message when none is set', () => {
    const message = failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION });
    expect(message).toMatch(/^The production build \(NEXT_PUBLIC_SITE_URL=https:\/\/keremaksoy\.dev is not a loopback address\)/);
    for (const variable of VARIABLES) expect(message).toContain(`${variable} is not set`);
  });

  it('treats a blank variable as unset', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_SHARIX_API_URL: '  ' })).toContain('NEXT_PUBLIC_SHARIX_API_URL is not set');
  });

  it('requires https: even for a loopback backend', () => {
    const message = failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_REVOAI_API_URL: 'http://127.0.0.1:4010/revoai' });
    expect(message).toContain('NEXT_PUBLIC_REVOAI_API_URL must use https: (a production build calls its backends over https: only)');
  });

  it('lists every missing and every wrong variable, one line each, and nothing that is right', () => {
    const message = failure({
      NEXT_PUBLIC_SITE_URL: PRODUCTION,
      NEXT_PUBLIC_SONORA_API_URL: 'http://api.sonora.example',
      NEXT_PUBLIC_SHARIX_API_URL: 'https://user:secret@api.sharix.example',
      NEXT_PUBLIC_MERIASTRO_API_URL: 'https://api.meriastro.example?key=1',
      NEXT_PUBLIC_FUNO_API_URL: 'https://api.funo.example',
    });
    const lines = message.split('\n').filter((line) => line.startsWith('  - '));
    // A password or key in the URL is not repeated into the build log.
    expect(message).not.toMatch(/secret|key=1/);
    expect(lines).toEqual([
      '  - NEXT_PUBLIC_SONORA_API_URL must use https: (a production build calls its backends over https: only), got "http://api.sonora.example".',
      '  - NEXT_PUBLIC_SHARIX_API_URL must not contain credentials (user:password@).',
      '  - NEXT_PUBLIC_MERIASTRO_API_URL must not contain a query (?…).',
      "  - NEXT_PUBLIC_REVOAI_API_URL is not set; a production build needs the backend's https: URL.",
    ]);
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
    expect(failure({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...ALL_HTTPS, NEXT_PUBLIC_FUNO_API_URL: value })).toContain(`NEXT_PUBLIC_FUNO_API_URL ${reason}`);
  });

  it('refuses credentials, a query or a fragment in the site URL too', () => {
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'https://a:b@keremaksoy.dev', ...ALL_HTTPS })).toContain('NEXT_PUBLIC_SITE_URL must not contain credentials');
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'https://keremaksoy.dev/?x=1', ...ALL_HTTPS })).toContain('NEXT_PUBLIC_SITE_URL must not contain a query');
    expect(failure({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000#top' })).toContain('NEXT_PUBLIC_SITE_URL must not contain a fragment');
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', '[::1]', '127.0.0.1', '127.255.255.254'])('accepts %p', (host) => expect(isLoopbackHost(host)).toBe(true));
  it.each(['localhost.evil.com', 'evil.localhost', '127.0.0.1.evil.com', '126.0.0.1', '127.0.0.256', '::1', '[::2]'])('refuses %p', (host) =>
    expect(isLoopbackHost(host)).toBe(false),
  );
});
