/**
 * The one list of the backends the site's forms call: one entry per form.
 * Everything else derives from it: the build variables (lib/env.ts), the API
 * clients' method and path (lib/api/), each form page's `connect-src`
 * (scripts/security-headers.ts), and the development backend's prefixes
 * (dev-backend/). The calls and their payloads are described in
 * docs/REFERENCE.md.
 *
 * To add a form: add an entry here, its `process.env.RESOLVED_…` line in
 * lib/bundled-env.ts (the type checker asks for it), and its page.
 *
 * No imports: next.config.ts, the development backend and the browser bundles
 * all load this file.
 */
export const BACKENDS = {
  sonora: { variable: 'NEXT_PUBLIC_SONORA_API_URL', method: 'POST', path: '/user/grant-free-credit', page: '/faucet' },
  sharix: { variable: 'NEXT_PUBLIC_SHARIX_API_URL', method: 'DELETE', path: '/user', page: '/sharix-delete-account' },
  meriastro: { variable: 'NEXT_PUBLIC_MERIASTRO_API_URL', method: 'DELETE', path: '/api/users/delete', page: '/meriastro/account-delete' },
  funo: { variable: 'NEXT_PUBLIC_FUNO_API_URL', method: 'DELETE', path: '/api/user/user-delete', page: '/funo/account-delete' },
  revoai: { variable: 'NEXT_PUBLIC_REVOAI_API_URL', method: 'DELETE', path: '/api/user/delete-by-username', page: '/revoai/account-delete' },
} as const satisfies Record<string, Backend>;

export type Backend = {
  /** The build variable that holds the backend's base URL. */
  variable: `NEXT_PUBLIC_${string}_API_URL`;
  /** The one call the form makes, relative to the base URL. */
  method: 'POST' | 'DELETE';
  path: `/${string}`;
  /** The route of the form page; its Content-Security-Policy allows this backend's origin only. */
  page: `/${string}`;
};

export type BackendName = keyof typeof BACKENDS;

export const BACKEND_NAMES = Object.keys(BACKENDS) as BackendName[];

export function isBackendName(value: unknown): value is BackendName {
  return typeof value === 'string' && Object.hasOwn(BACKENDS, value);
}

/** The backend the page at `route` calls, if it is a form page. */
export function backendOfPage(route: string): BackendName | undefined {
  return BACKEND_NAMES.find((name) => BACKENDS[name].page === route);
}
