/**
 * The build configuration as the bundles see it: next.config.ts resolves it
 * (lib/env.ts) and passes it through its `env` option, which Next.js inlines
 * wherever one of these literal `process.env.RESOLVED_*` accesses appears, in
 * server and browser code alike. Nothing is read from the environment when
 * the page runs. Jest and Playwright set the same names from the same function.
 */
import type { BackendName } from './backends';

export const siteUrl = process.env.RESOLVED_SITE_URL as string;

// One line per entry of lib/backends.ts, named by resolvedVariable() in lib/env.ts:
// Next.js inlines only accesses it can read literally, so these cannot be computed.
const resolvedApiUrls = {
  sonora: process.env.RESOLVED_SONORA_API_URL,
  sharix: process.env.RESOLVED_SHARIX_API_URL,
  meriastro: process.env.RESOLVED_MERIASTRO_API_URL,
  funo: process.env.RESOLVED_FUNO_API_URL,
  revoai: process.env.RESOLVED_REVOAI_API_URL,
} satisfies Record<BackendName, string | undefined>;

export const apiBaseUrls = resolvedApiUrls as Record<BackendName, string>;

// Checked where pages are prerendered and in Node-side tests; Next.js inlines
// `typeof window` per bundle, so the browser's JavaScript carries none of this.
if (typeof window === 'undefined' && [siteUrl, ...Object.values(apiBaseUrls)].some((value) => !value)) {
  throw new Error('Unresolved build configuration: lib/bundled-env.ts reads the values next.config.ts resolves (lib/env.ts).');
}
