/**
 * Build-time configuration from the environment: the site's URL and each
 * backend's base URL (the variables are listed in docs/REFERENCE.md).
 *
 * Pure: nothing here reads process.env. next.config.ts resolves the
 * configuration first, to stop a wrong one before anything is compiled;
 * lib/config.ts resolves the same environment for the pages and the
 * post-export step. Relative imports only: next.config.ts loads this file
 * without the `@/` alias.
 */
import { BACKEND_NAMES, type BackendName, backendVariable } from './backends';
import { parseDevApiPort } from './dev-api-port';

export type { BackendName };

/** The variable that names each backend's base URL (from lib/backends.ts). */
export const BACKEND_VARIABLES: Readonly<Record<BackendName, string>> = Object.fromEntries(BACKEND_NAMES.map((name) => [name, backendVariable(name)]));

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export type BuildConfig = {
  /** Origin of the site, no trailing slash. */
  siteUrl: string;
  /** Whether the site URL is not a loopback address (every backend then has to be given, https:). */
  production: boolean;
  /** Base URL of each backend, no trailing slash. */
  backends: Record<BackendName, string>;
};

type Environment = Record<string, string | undefined>;

/** The local development backend serves each app's API under its own prefix. */
export function devBackendUrl(backend: BackendName, port: number): string {
  return `http://127.0.0.1:${port}/${backend}`;
}

/**
 * Whether a parsed URL points at this machine: `localhost`, `[::1]` or an
 * address of 127.0.0.0/8. The URL parser has already normalised the host
 * (`127.1` and `0x7f.0.0.1` read as `127.0.0.1`, `[0:0::1]` as `[::1]`), so
 * `localhost.evil.com` and `127.0.0.1.evil.com` are just other names.
 */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  return octets !== null && octets[1] === '127' && octets.slice(2).every((octet) => Number(octet) <= 255);
}

/** `user:password@` (even an empty one) before the host. */
const CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/*[^/?#]*@/i;

/**
 * Parses an http(s) base URL: absolute, no credentials, query or fragment.
 * Answers the URL or the reason it is refused (a sentence that starts after the variable name).
 * A refused user:password, query or fragment is not repeated: it may hold a secret, and build logs are kept.
 */
function parseBaseUrl(value: string): URL | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be an absolute URL such as https://api.example.com, got "${value}"`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `must be an https: URL, got "${value}"`;
  if (url.username || url.password || CREDENTIALS.test(value)) return 'must not contain credentials (user:password@)';
  if (url.search || value.includes('?')) return 'must not contain a query (?…)';
  if (url.hash || value.includes('#')) return 'must not contain a fragment (#…)';
  return url;
}

function withoutTrailingSlash(url: URL): string {
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The value of a variable, or undefined when it is unset or blank. */
function given(env: Environment, variable: string): string | undefined {
  const value = env[variable]?.trim();
  return value ? value : undefined;
}

/**
 * Resolves the build configuration from an environment, or throws one Error
 * naming every missing or wrong variable.
 *
 * A site URL that is not a loopback address makes a production build:
 * every backend URL must then be set and be `https:`. A loopback site
 * (local runs, tests) defaults each unset backend to the development backend
 * on 127.0.0.1:DEV_API_PORT, and accepts `http:` for loopback backends.
 */
export function resolveBuildConfig(env: Environment): BuildConfig {
  const problems: string[] = [];

  const siteValue = given(env, 'NEXT_PUBLIC_SITE_URL') ?? DEFAULT_SITE_URL;
  let siteUrl = siteValue;
  let production = false;
  const site = parseBaseUrl(siteValue);
  if (typeof site === 'string') {
    problems.push(`NEXT_PUBLIC_SITE_URL ${site}.`);
  } else if (site.pathname !== '/') {
    problems.push(`NEXT_PUBLIC_SITE_URL must be an origin such as https://example.com, without a path, got "${siteValue}".`);
  } else {
    siteUrl = site.origin;
    production = !isLoopbackHost(site.hostname);
  }

  // Read only when a backend defaults to the development backend; a bad value is one more problem.
  let devApiPort: number | undefined;
  const devPort = (): number => {
    if (devApiPort === undefined) {
      try {
        devApiPort = parseDevApiPort(env.DEV_API_PORT);
      } catch (error) {
        problems.push((error as Error).message);
        devApiPort = NaN;
      }
    }
    return devApiPort;
  };

  const backends = {} as Record<BackendName, string>;
  for (const backend of BACKEND_NAMES) {
    const variable = backendVariable(backend);
    const value = given(env, variable);
    if (value === undefined) {
      if (production) problems.push(`${variable} is not set; a production build needs the backend's https: URL.`);
      else backends[backend] = devBackendUrl(backend, devPort());
      continue;
    }
    const url = parseBaseUrl(value);
    if (typeof url === 'string') {
      problems.push(`${variable} ${url}.`);
    } else if (url.protocol !== 'https:' && (production || !isLoopbackHost(url.hostname))) {
      const rule = production ? 'a production build calls its backends over https: only' : 'only loopback addresses may use http:';
      problems.push(`${variable} must use https: (${rule}), got "${value}".`);
    } else {
      backends[backend] = withoutTrailingSlash(url);
    }
  }

  if (problems.length > 0) {
    const kind = production ? `production build (NEXT_PUBLIC_SITE_URL=${siteUrl} is not a loopback address)` : 'build';
    throw new Error(
      [`The ${kind} cannot use this configuration:`, ...problems.map((problem) => `  - ${problem}`), 'See "Configuration" in README.md.'].join('\n'),
    );
  }
  return { siteUrl, production, backends };
}
