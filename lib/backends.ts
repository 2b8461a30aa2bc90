/**
 * The one list of the backends the site's forms call: one entry per form, with
 * its one call (method and path under the backend's base URL) and the route of
 * its page. Its build variable follows from its name: NEXT_PUBLIC_<NAME>_API_URL.
 *
 * Everything else derives from it: the build variables (lib/env.ts), the API
 * clients' calls (lib/api/), each form page's `connect-src`
 * (scripts/post-export.ts), the development backend's prefixes (dev-backend/)
 * and the build variables the owner checklist asks for (lib/owner-checklist.ts). The calls and their payloads are described in docs/REFERENCE.md.
 *
 * To add a form: add an entry here, its `process.env.RESOLVED_…` line in
 * lib/bundled-env.ts (the type checker asks for it), and its page.
 *
 * No imports: next.config.ts, the development backend and the browser bundles
 * all load this file. Only the entries reach the browser, so they stay short.
 */
export const BACKENDS = {
  sonora: { method: 'POST', path: '/user/grant-free-credit', page: '/faucet' },
  sharix: { method: 'DELETE', path: '/user', page: '/sharix-delete-account' },
  meriastro: { method: 'DELETE', path: '/api/users/delete', page: '/meriastro/account-delete' },
  funo: { method: 'DELETE', path: '/api/user/user-delete', page: '/funo/account-delete' },
  revoai: { method: 'DELETE', path: '/api/user/delete-by-username', page: '/revoai/account-delete' },
} as const satisfies Record<string, Backend>;

export type Backend = {
  /** The one call the form makes, relative to the base URL. */
  method: 'POST' | 'DELETE';
  path: `/${string}`;
  /** The route of the form page; its Content-Security-Policy allows this backend's origin only. */
  page: `/${string}`;
};

export type BackendName = keyof typeof BACKENDS;

export const BACKEND_NAMES = Object.keys(BACKENDS) as BackendName[];

/** The build variable that holds the base URL of a backend: NEXT_PUBLIC_<NAME>_API_URL. */
export function backendVariable<Name extends BackendName>(name: Name): `NEXT_PUBLIC_${Uppercase<Name>}_API_URL` {
  return `NEXT_PUBLIC_${name.toUpperCase() as Uppercase<Name>}_API_URL`;
}

export function isBackendName(value: unknown): value is BackendName {
  return typeof value === 'string' && Object.hasOwn(BACKENDS, value);
}

/** The backend the page at `route` calls, if it is a form page. */
export function backendOfPage(route: string): BackendName | undefined {
  return BACKEND_NAMES.find((name) => BACKENDS[name].page === route);
}
