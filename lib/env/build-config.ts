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
import { type Backend, BACKEND_NAMES, BACKENDS, type BackendName, backendVariable } from '../backends';
import { parseDevApiPort } from './dev-api-port';
import { isLoopbackHost, nonPublicHost } from './hosts';

export type { BackendName };

/** The variable that names each backend's base URL (from lib/backends.ts). */
export const BACKEND_VARIABLES: Readonly<Record<BackendName, string>> = Object.fromEntries(BACKEND_NAMES.map((name) => [name, backendVariable(name)]));

export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * Set to `1` by the hosts' builds (vercel.json's build command, the GitHub Pages
 * workflow): the build must then be a production build, whatever reaches it. A
 * host passes a variable the owner never set either as empty (GitHub Actions'
 * `${{ vars.X }}`) or not at all (Vercel); without this, the second would be a
 * local build that ships http://localhost:3000 and the development backend.
 */
export const PRODUCTION_BUILD_VARIABLE = 'PRODUCTION_BUILD';

export type BuildConfig = {
  /** Origin of the site, no trailing slash. */
  siteUrl: string;
  /** A production build: the site URL is not a loopback address, or PRODUCTION_BUILD=1 (every backend then given, https:, public). */
  production: boolean;
  /** Base URL of each backend, no trailing slash. */
  backends: Record<BackendName, string>;
};

type Environment = Record<string, string | undefined>;

/** The local development backend serves each app's API under its own prefix. */
export function devBackendUrl(backend: BackendName, port: number): string {
  return `http://127.0.0.1:${port}/${backend}`;
}

/** `user:password@` (even an empty one) before the host. */
const CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/*[^/?#]*@/i;

/**
 * Schemes a refusal may name: the URL standard's special schemes. Any other
 * "scheme" is whatever came before the first colon, which may be a token
 * pasted without its `https://` (`TOKEN:x-oauth-basic@host`).
 */
const NAMED_SCHEMES = new Set(['ftp:', 'file:', 'ws:', 'wss:']);

/**
 * The part of a parsed http(s) URL a message may show: scheme, host and port,
 * and `/…` where a path follows. A refused value is never repeated whole: its
 * user:password, path, query or fragment may hold a secret, and build logs are
 * kept and often public.
 */
function shown(url: URL): string {
  return `"${url.origin}${url.pathname === '/' ? '' : '/…'}"`;
}

/**
 * Parses an http(s) base URL: absolute, no credentials, query or fragment.
 * Answers the URL or the reason it is refused (a sentence that starts after the variable name).
 * The reason never repeats the value: only the scheme and host of a URL that
 * parses can be shown (see shown()). Credentials are looked for first, in the
 * text as written, so a URL that does not parse is refused for them too.
 */
function parseBaseUrl(value: string): URL | string {
  if (CREDENTIALS.test(value)) return 'must not contain credentials (user:password@)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL such as https://api.example.com; the value set cannot be read as one';
  }
  if (url.username || url.password) return 'must not contain credentials (user:password@)';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `must be an https: URL; its scheme is ${NAMED_SCHEMES.has(url.protocol) ? url.protocol : 'neither https: nor http:'}`;
  }
  if (url.search || value.includes('?')) return 'must not contain a query (?…)';
  if (url.hash || value.includes('#')) return 'must not contain a fragment (#…)';
  return url;
}

function withoutTrailingSlash(url: URL): string {
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** A path as a server reads it: percent-decoded where that is valid, lower case, no trailing slash. */
function comparablePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as written.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

/**
 * The backend whose call path a base URL's path ends in, if any. Every
 * backend's path is checked, not only the variable's own: each is a whole
 * endpoint, so a base URL ending in any of them is an endpoint URL pasted
 * where a base belongs (its own, or a neighbour's copied into the wrong line),
 * never a prefix a backend is mounted under.
 */
function endpointIn(url: URL, backends: Readonly<Record<BackendName, Backend>>): BackendName | undefined {
  const pathname = comparablePath(url.pathname);
  return Object.keys(backends).find((name) => pathname.endsWith(comparablePath(backends[name]!.path)));
}

/** A variable as the build reads it: unset, set but empty (blank counts as empty), or its trimmed value. */
function read(env: Environment, variable: string): { state: 'unset' } | { state: 'empty' } | { state: 'set'; value: string } {
  const raw = env[variable];
  if (raw === undefined) return { state: 'unset' };
  const value = raw.trim();
  return value === '' ? { state: 'empty' } : { state: 'set', value };
}

/** The build configuration an environment gives, or why it is refused: whether the build is a production build is known either way. */
export type CheckedBuildConfig = { production: boolean } & ({ config: BuildConfig; refusal: null } | { config: null; refusal: string });

/**
 * Resolves the build configuration from an environment, or throws one Error
 * naming every missing or wrong variable (checkBuildConfig, without the throw).
 *
 * A site URL that is not a loopback address, or PRODUCTION_BUILD=1, makes a
 * production build: the site URL must then be `https:`, and every backend URL
 * set, `https:` and on a public host. A loopback site (local runs, tests)
 * defaults each unset backend to the development backend on
 * 127.0.0.1:DEV_API_PORT, and accepts `http:` for loopback backends.
 * Everywhere, a variable set but empty is refused (a host passes an unset
 * variable that way), and so is a backend URL that ends in a call path.
 * `known` is the backends of content/apps/ unless a test gives its own.
 */
export function resolveBuildConfig(env: Environment, known: Readonly<Record<BackendName, Backend>> = BACKENDS): BuildConfig {
  const checked = checkBuildConfig(env, known);
  if (checked.refusal !== null) throw new Error(checked.refusal);
  return checked.config;
}

/**
 * The configuration of resolveBuildConfig, or the message naming every missing or wrong variable,
 * so that next.config.ts can name the production build's other refusals in the same message.
 */
export function checkBuildConfig(env: Environment, known: Readonly<Record<BackendName, Backend>> = BACKENDS): CheckedBuildConfig {
  const problems: string[] = [];

  const flag = read(env, PRODUCTION_BUILD_VARIABLE);
  if (flag.state === 'empty') problems.push(`${PRODUCTION_BUILD_VARIABLE} is set but empty; set it to 1 for a production build, or unset it.`);
  else if (flag.state === 'set' && flag.value !== '1') problems.push(`${PRODUCTION_BUILD_VARIABLE} must be 1 or unset; it is set to something else.`);
  const required = flag.state === 'set' && flag.value === '1';

  const siteVariable = read(env, 'NEXT_PUBLIC_SITE_URL');
  let siteUrl = DEFAULT_SITE_URL;
  let production = required;
  let site: URL | undefined;
  if (siteVariable.state === 'empty') {
    problems.push(
      required
        ? "NEXT_PUBLIC_SITE_URL is set but empty; a production build needs the site's https: address."
        : `NEXT_PUBLIC_SITE_URL is set but empty; give the site's https: address, or unset it for a local build on ${DEFAULT_SITE_URL}.`,
    );
  } else if (siteVariable.state === 'unset' && required) {
    problems.push("NEXT_PUBLIC_SITE_URL is not set; a production build needs the site's https: address.");
  } else {
    const siteValue = siteVariable.state === 'set' ? siteVariable.value : DEFAULT_SITE_URL;
    const parsed = parseBaseUrl(siteValue);
    if (typeof parsed === 'string') {
      problems.push(`NEXT_PUBLIC_SITE_URL ${parsed}.`);
    } else if (parsed.pathname !== '/') {
      problems.push(`NEXT_PUBLIC_SITE_URL must be an origin such as https://example.com, without a path, got ${shown(parsed)}.`);
    } else {
      site = parsed;
      siteUrl = parsed.origin;
      production ||= !isLoopbackHost(parsed.hostname);
    }
  }
  if (site && production) {
    if (isLoopbackHost(site.hostname)) {
      problems.push(`NEXT_PUBLIC_SITE_URL must be the site's public address in a production build (${PRODUCTION_BUILD_VARIABLE}=1), got "${siteUrl}".`);
    } else if (site.protocol !== 'https:') {
      problems.push(`NEXT_PUBLIC_SITE_URL must use https: in a production build, got "${siteUrl}".`);
    }
  }

  // Read only when a backend defaults to the development backend; a bad value is one more problem.
  let devApiPort: number | undefined;
  const devPort = (): number => {
    if (devApiPort === undefined) {
      devApiPort = NaN;
      if (read(env, 'DEV_API_PORT').state === 'empty') {
        problems.push('DEV_API_PORT is set but empty; give the development backend\'s port, or unset it for 4010.');
      } else {
        try {
          devApiPort = parseDevApiPort(env.DEV_API_PORT);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
    }
    return devApiPort;
  };

  const backends = {} as Record<BackendName, string>;
  for (const backend of Object.keys(known)) {
    const variable = backendVariable(backend);
    const given = read(env, variable);
    if (given.state === 'empty') {
      problems.push(
        production
          ? `${variable} is set but empty; a production build needs the backend's https: URL.`
          : `${variable} is set but empty; give the backend's URL, or unset it to use the development backend.`,
      );
      continue;
    }
    if (given.state === 'unset') {
      if (production) problems.push(`${variable} is not set; a production build needs the backend's https: URL.`);
      else backends[backend] = devBackendUrl(backend, devPort());
      continue;
    }
    const { value } = given;
    const url = parseBaseUrl(value);
    if (typeof url === 'string') {
      problems.push(`${variable} ${url}.`);
      continue;
    }
    const hidden = production ? nonPublicHost(url.hostname) : undefined;
    const endpoint = endpointIn(url, known);
    if (url.protocol !== 'https:' && (production || !isLoopbackHost(url.hostname))) {
      const rule = production ? 'a production build calls its backends over https: only' : 'only loopback addresses may use http:';
      problems.push(`${variable} must use https: (${rule}), got ${shown(url)}.`);
    } else if (hidden) {
      problems.push(`${variable} must name a public server in a production build; ${url.hostname} is ${hidden}, got ${shown(url)}.`);
    } else if (endpoint) {
      const callPath = known[endpoint]!.path;
      // What precedes the call path is not shown, as no path is.
      const before = comparablePath(url.pathname).length > comparablePath(callPath).length ? '/…' : '';
      const whose = endpoint === backend ? 'its own call path' : `the ${endpoint} backend's call path`;
      problems.push(
        `${variable} must be the backend's base URL, not an endpoint: it ends in ${callPath} (${whose}), so the form would call ${url.origin}${before}${callPath}${known[backend]!.path}; got ${shown(url)}.`,
      );
    } else {
      backends[backend] = withoutTrailingSlash(url);
    }
  }

  if (problems.length > 0) {
    const kind = !production
      ? 'build'
      : required
        ? `production build (${PRODUCTION_BUILD_VARIABLE}=1)`
        : `production build (NEXT_PUBLIC_SITE_URL=${siteUrl} is not a loopback address)`;
    const refusal = [`The ${kind} cannot use this configuration:`, ...problems.map((problem) => `  - ${problem}`), 'See "Configuration" in README.md.'].join('\n');
    return { production, config: null, refusal };
  }
  return { production, config: { siteUrl, production, backends }, refusal: null };
}
