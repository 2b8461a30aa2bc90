/**
 * Build-time configuration from the environment (CONTRACT.md).
 *
 * Each NEXT_PUBLIC_ variable is read by its literal name: Next.js inlines only
 * literal `process.env.NEXT_PUBLIC_*` accesses into the browser bundles.
 */

export const DEFAULT_DEV_API_PORT = 4010;

export type BackendName = 'sonora' | 'sharix' | 'meriastro' | 'funo' | 'revoai';

const devApiOrigin = `http://127.0.0.1:${process.env.DEV_API_PORT || DEFAULT_DEV_API_PORT}`;

/** The local development backend serves each app's API under its own prefix. */
export function devBackendUrl(backend: BackendName): string {
  return `${devApiOrigin}/${backend}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Validates a backend base URL: absolute, no trailing slash, and `https:` unless
 * it points at this machine (the development backend).
 */
export function checkBackendUrl(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute URL such as https://api.example.com, got "${value}".`);
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`${variable} must use https: (only loopback addresses may use http:), got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

function backendUrl(variable: string, value: string | undefined, backend: BackendName): string {
  return checkBackendUrl(variable, value && value.trim() ? value.trim() : devBackendUrl(backend));
}

export const apiBaseUrls: Record<BackendName, string> = {
  sonora: backendUrl('NEXT_PUBLIC_SONORA_API_URL', process.env.NEXT_PUBLIC_SONORA_API_URL, 'sonora'),
  sharix: backendUrl('NEXT_PUBLIC_SHARIX_API_URL', process.env.NEXT_PUBLIC_SHARIX_API_URL, 'sharix'),
  meriastro: backendUrl('NEXT_PUBLIC_MERIASTRO_API_URL', process.env.NEXT_PUBLIC_MERIASTRO_API_URL, 'meriastro'),
  funo: backendUrl('NEXT_PUBLIC_FUNO_API_URL', process.env.NEXT_PUBLIC_FUNO_API_URL, 'funo'),
  revoai: backendUrl('NEXT_PUBLIC_REVOAI_API_URL', process.env.NEXT_PUBLIC_REVOAI_API_URL, 'revoai'),
};

export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
