/**
 * The build configuration as the bundles see it: next.config.ts resolves it
 * (lib/env.ts) and passes it through its `env` option, which Next.js inlines
 * wherever one of these literal `process.env.RESOLVED_*` accesses appears, in
 * server and browser code alike. Nothing is read from the environment when
 * the page runs. Jest and Playwright set the same names from the same function.
 */
import type { BackendName } from './env';

export const siteUrl = process.env.RESOLVED_SITE_URL as string;

export const apiBaseUrls: Record<BackendName, string> = {
  sonora: process.env.RESOLVED_SONORA_API_URL as string,
  sharix: process.env.RESOLVED_SHARIX_API_URL as string,
  meriastro: process.env.RESOLVED_MERIASTRO_API_URL as string,
  funo: process.env.RESOLVED_FUNO_API_URL as string,
  revoai: process.env.RESOLVED_REVOAI_API_URL as string,
};

// Checked where pages are prerendered and in Node-side tests; Next.js inlines
// `typeof window` per bundle, so the browser's JavaScript carries none of this.
if (typeof window === 'undefined' && [siteUrl, ...Object.values(apiBaseUrls)].some((value) => !value)) {
  throw new Error('Unresolved build configuration: lib/bundled-env.ts reads the values next.config.ts resolves (lib/env.ts).');
}
