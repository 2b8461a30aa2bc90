import { PRODUCTION_BUILD_VARIABLE } from '@/lib/env/build-config';
import { COMMON_HEADERS, fileTypeGroups, hostFilesRemoval, PAGE_CACHE, sharedPolicy, STATIC_ASSET_CACHE, STATIC_ASSET_PATH } from '@/lib/build/security-headers';

/**
 * vercel.json, from the same header definition as the other hosts. Vercel
 * reads vercel.json from the repository before it builds, so it cannot carry
 * a policy with the hashes of one build's scripts: each page's own policy is
 * its meta tag (written by the build), and the header adds the directives
 * every page shares, frame-ancestors included, which a meta tag cannot carry.
 * A browser enforces both, which together are the page's full header policy.
 * The committed file is checked against this by lib/build/vercel.test.ts;
 * `npx tsx scripts/vercel-json.ts` rewrites it.
 */

/** Every page path on Vercel: outside /_next/ and without a file extension (clean URLs; unknown paths get the 404 page). */
export const VERCEL_PAGE_SOURCE = '/((?!_next/)[^.]*)';

const list = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * One rule per set of file headers (FILE_TYPES), matching a file of those
 * types and its gzip copy anywhere: `/(.*)\\.(png|jpg)(\\.gz)?`.
 */
function fileTypeRules() {
  return fileTypeGroups().map(({ extensions, headers }) => ({ source: `/(.*)\\.(${extensions.join('|')})(\\.gz)?`, headers: list(headers) }));
}

/**
 * The build command: a production build whatever reaches it. Vercel passes a
 * variable the project does not set as no variable at all, which would
 * otherwise make a local build shipping localhost. Then the other hosts'
 * configuration files leave out/: Vercel reads none of them, and would
 * publish them.
 */
export const VERCEL_BUILD_COMMAND = `${PRODUCTION_BUILD_VARIABLE}=1 npm run build && ${hostFilesRemoval()}`;

export function vercelConfig() {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    // A static site: build with the project's own build (its post-export steps included) and publish out/.
    // Vercel applies every matching rule in order, a later one overriding a header of the same name.
    framework: null,
    installCommand: 'npm ci',
    buildCommand: VERCEL_BUILD_COMMAND,
    outputDirectory: 'out',
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      // Every path, the 404 page's included whatever its name (/favicon.ico), gets the shared policy; an SVG's own replaces it.
      { source: '/(.*)', headers: list({ ...COMMON_HEADERS, 'Content-Security-Policy': sharedPolicy() }) },
      ...fileTypeRules(),
      { source: `${STATIC_ASSET_PATH}(.*)`, headers: list({ 'Cache-Control': STATIC_ASSET_CACHE }) },
      { source: VERCEL_PAGE_SOURCE, headers: list({ 'Cache-Control': PAGE_CACHE }) },
    ],
  };
}

export function vercelJson(): string {
  return `${JSON.stringify(vercelConfig(), null, 2)}\n`;
}
