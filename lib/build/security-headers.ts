import { createHash } from 'node:crypto';
import { applyEdits, executableScripts, readPage } from '@/lib/build/page-scripts';

/**
 * The one definition of the site's security headers. The post-export step
 * (scripts/post-export.ts) applies it to the built pages and writes every host configuration from it.
 */

/** Headers every response carries. */
export const COMMON_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed file names under /_next/static/ never change content: cache them for a year. */
export const STATIC_ASSET_PATH = '/_next/static/';
export const STATIC_ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * A page is revalidated on every visit: its policy carries the hashes of one
 * build's scripts and it names that build's files, so a heuristically cached
 * page would outlive the deploy it belongs to.
 */
export const PAGE_CACHE = 'no-cache';
/**
 * Every other file keeps its name from build to build, so it is cached for a
 * set time rather than the browser's guess: images (the owner replaces artwork
 * under the same name) for a day, text and data (robots.txt, the sitemap, the
 * plain-text EULAs, the web manifest) for an hour.
 */
export const MEDIA_CACHE = 'public, max-age=86400';
export const TEXT_CACHE = 'public, max-age=3600';

/**
 * The policy of an SVG opened on its own: it may style itself and nothing
 * else, runs no script, loads nothing and is sandboxed (an origin of its own),
 * so a drawing cannot act as a page of the site.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The headers of every file outside /_next/static/ that is not a page's clean
 * URL, by extension; a gzip copy (`.svg.gz`) gets its original's. The build
 * stops on a file of out/ whose extension is not here, so every file the site
 * serves has a Cache-Control on every host.
 */
export const FILE_TYPES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Only the gzip copies of pages and unknown *.html paths: each page has its own rule.
  html: { 'Cache-Control': PAGE_CACHE },
  svg: { 'Cache-Control': MEDIA_CACHE, 'Content-Security-Policy': SVG_POLICY },
  png: { 'Cache-Control': MEDIA_CACHE },
  jpg: { 'Cache-Control': MEDIA_CACHE },
  jpeg: { 'Cache-Control': MEDIA_CACHE },
  gif: { 'Cache-Control': MEDIA_CACHE },
  webp: { 'Cache-Control': MEDIA_CACHE },
  avif: { 'Cache-Control': MEDIA_CACHE },
  ico: { 'Cache-Control': MEDIA_CACHE },
  woff2: { 'Cache-Control': MEDIA_CACHE },
  txt: { 'Cache-Control': TEXT_CACHE },
  xml: { 'Cache-Control': TEXT_CACHE },
  json: { 'Cache-Control': TEXT_CACHE },
  webmanifest: { 'Cache-Control': TEXT_CACHE },
};

/** The FILE_TYPES key of a file: its extension, or its original's for a gzip copy. */
export function fileType(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.gz$/, '');
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : '';
}

/**
 * The headers every host sends for a file of out/ (a path relative to out/),
 * on top of COMMON_HEADERS; a page's own policy comes on top of these.
 */
export function fileHeaders(file: string): Record<string, string> {
  if (`/${file}`.startsWith(STATIC_ASSET_PATH)) return { 'Cache-Control': STATIC_ASSET_CACHE };
  return { ...FILE_TYPES[fileType(file)] };
}

/** Files of out/ that no rule of FILE_TYPES covers (host files and /_next/static/ aside). */
export function untypedFiles(files: readonly string[]): string[] {
  return files.filter(
    (file) => !(HOST_FILES as readonly string[]).includes(file) && !`/${file}`.startsWith(STATIC_ASSET_PATH) && !Object.hasOwn(FILE_TYPES, fileType(file)),
  );
}

/** The extensions of FILE_TYPES grouped by the headers they get, in table order: one rule each on a host. */
export function fileTypeGroups(): { extensions: string[]; headers: Record<string, string> }[] {
  const groups = new Map<string, { extensions: string[]; headers: Record<string, string> }>();
  for (const [extension, headers] of Object.entries(FILE_TYPES)) {
    const key = JSON.stringify(headers);
    const group = groups.get(key) ?? { extensions: [], headers: { ...headers } };
    group.extensions.push(extension);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The executable inline scripts of a page: `<script>` without src and with no data type. */
export function inlineScripts(html: string): string[] {
  return executableScripts(html)
    .filter((script) => script.src === undefined)
    .map((script) => script.inline);
}

/** Whether a page's tags load script files. */
export function loadsScriptFiles(html: string): boolean {
  return executableScripts(html).some((script) => script.src !== undefined);
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** What a page needs its policy to allow. */
export type PageNeeds = {
  /** Hashes of its inline scripts. */
  hashes: string[];
  /** It loads script files from the site. */
  scriptFiles: boolean;
  /** Origins it calls with fetch (a form's backend). */
  connect: string[];
};

/**
 * The page's policy: exactly what the page ends up containing. A page with no
 * script gets `script-src 'none'`; no form of the site posts natively, so
 * `form-action 'none'` everywhere. `frame-ancestors` is only honoured in a
 * header, so the meta-tag form leaves it out.
 */
export function contentSecurityPolicy(needs: PageNeeds, form: 'header' | 'meta'): string {
  const scriptSources = [...(needs.scriptFiles ? ["'self'"] : []), ...[...new Set(needs.hashes)].sort()];
  // 'self' lets tools such as Lighthouse read robots.txt from the page; no page fetches anything else.
  const connectSources = ["'self'", ...[...new Set(needs.connect)].sort()];
  const directives = [
    "default-src 'none'",
    ['script-src', ...(scriptSources.length ? scriptSources : ["'none'"])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', ...connectSources].join(' '),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    ...(form === 'header' ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

/**
 * The directives of the header policy that are the same on every page and
 * restrict nothing a page's own policy allows: default-src is left out because
 * it would stand in for the script-src and connect-src that differ per page.
 * The hosts that choose headers by the URL asked for, not by the file they
 * send (Vercel, Netlify, Cloudflare Pages), send it on every path, so the 404
 * page gets a policy header under any name; with the page's meta tag it makes
 * the page's full header policy, frame-ancestors included.
 */
export function sharedPolicy(): string {
  const without = contentSecurityPolicy({ hashes: [], scriptFiles: false, connect: [] }, 'header').split('; ');
  const withEverything = new Set(
    contentSecurityPolicy({ hashes: ["'sha256-x'"], scriptFiles: true, connect: ['https://backend.invalid'] }, 'header').split('; '),
  );
  return without.filter((directive) => withEverything.has(directive) && !directive.startsWith('default-src ')).join('; ');
}

/** Puts the policy in the page as its first element after the charset (in place of one it already has). */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const page = readPage(html);
  const at = page.policyMeta ?? { start: page.policyAt, end: page.policyAt };
  return applyEdits(html, [{ ...at, text: meta }]);
}

export type PagePolicy = { file: string; route: string; policy: string };

/** The headers of one page, on top of COMMON_HEADERS. */
export function pageHeaders(page: PagePolicy): Record<string, string> {
  return { 'Cache-Control': PAGE_CACHE, 'Content-Security-Policy': page.policy };
}

/** The nginx configuration the build writes into out/, which deploy/nginx.conf includes. */
export const NGINX_SITE_FILE = 'nginx-site.conf';

/** Files the build writes into out/ for the hosts, not for visitors. */
export const HOST_FILES = ['_headers', 'serve.json', NGINX_SITE_FILE] as const;

/**
 * The shell command that takes the host files out of a built folder, for the
 * hosts that read none of them and would publish them as files (Vercel,
 * GitHub Pages): only what is uploaded can be refused there.
 */
export function hostFilesRemoval(folder = 'out'): string {
  return `rm -f ${HOST_FILES.map((file) => `${folder}/${file}`).join(' ')}`;
}
