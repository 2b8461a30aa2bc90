import { createHash } from 'node:crypto';
import { applyEdits, executableScripts, readPage } from '@/lib/build/page-scripts';
import { COMPRESSIBLE_TYPES, MIN_SIZE } from '@/lib/build/precompress';

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

/** Hashed file names under /_next/static never change content: cache them for a year. */
export const STATIC_ASSET_PATH = '/_next/static/';
export const STATIC_ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * A page is revalidated on every visit: its policy carries the hashes of one
 * build's scripts and it names that build's files, so a heuristically cached
 * page would outlive the deploy it belongs to.
 */
export const PAGE_CACHE = 'no-cache';

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

/** Files the build writes into out/ for the hosts, not for visitors. */
export const HOST_FILES = ['_headers', 'serve.json'] as const;

/** serve.json for `serve`, used by `npm start` and the end-to-end tests. */
export function serveConfig(pages: PagePolicy[]) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: '**', headers: Object.entries(COMMON_HEADERS).map(([key, value]) => ({ key, value })) },
      { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: STATIC_ASSET_CACHE }] },
      ...pages.map((page) => ({
        source: `/${page.file}`,
        headers: Object.entries(pageHeaders(page)).map(([key, value]) => ({ key, value })),
      })),
    ],
  };
}

/** Cloudflare Pages reads at most this many rules from _headers… */
export const HEADERS_FILE_RULE_LIMIT = 100;
/** …and at most this many characters on one header line. */
export const HEADERS_FILE_LINE_LIMIT = 2000;

/**
 * _headers for Cloudflare Pages and Netlify. Both serve a page only at its
 * clean URL (they redirect /work.html and /work/ to /work), so one rule per
 * page suffices; the page's meta tag carries the same policy wherever else it
 * might be served. Throws when Cloudflare Pages would ignore part of it.
 */
export function netlifyHeaders(pages: PagePolicy[]): string {
  const lines = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`);
  const rules = [
    ['/*', ...lines(COMMON_HEADERS)],
    [`${STATIC_ASSET_PATH}*`, ...lines({ 'Cache-Control': STATIC_ASSET_CACHE })],
    ...pages.map((page) => [page.route, ...lines(pageHeaders(page))]),
  ];
  if (rules.length > HEADERS_FILE_RULE_LIMIT) {
    throw new Error(`_headers would have ${rules.length} rules; Cloudflare Pages reads only ${HEADERS_FILE_RULE_LIMIT}.`);
  }
  for (const [path, ...headers] of rules) {
    const long = headers.find((line) => line.trim().length > HEADERS_FILE_LINE_LIMIT);
    if (long) {
      throw new Error(
        `_headers: the ${long.trim().split(':')[0]} line for ${path} has ${long.trim().length} characters; ` +
          `Cloudflare Pages reads at most ${HEADERS_FILE_LINE_LIMIT}.`,
      );
    }
  }
  return `${rules.map((rule) => rule.join('\n')).join('\n\n')}\n`;
}

/** What to fill in in the generated nginx configuration (deploy/README.md). */
export const NGINX_PLACEHOLDERS = {
  serverName: 'example.com',
  certificate: '/etc/ssl/site/fullchain.pem',
  certificateKey: '/etc/ssl/site/privkey.pem',
  root: '/var/www/site/out',
} as const;

/** A route nginx may name in `location =` and `return` as it is: no quoting, no variables, no spaces. */
const NGINX_SAFE_ROUTE = /^\/[A-Za-z0-9._~/-]*$/;

function nginxHeader(key: string, value: string): string {
  // Inside double quotes nginx reads `$` as a variable and `\` as an escape.
  if (/["$\\\u0000-\u001f]/.test(value)) throw new Error(`nginx: the ${key} header value cannot be quoted safely: ${value}`);
  return `add_header ${key} "${value}" always;`;
}

/**
 * An nginx configuration: a port-80 server that only redirects to HTTPS, and
 * the HTTPS server. Every page has exact locations: its clean URL serves the
 * file with the page's headers, and /page.html and /page/ (/index and
 * /index.html for the home page) redirect to it, relatively and keeping the
 * query string. Nothing else redirects, so no path a visitor can type is
 * turned into a redirect elsewhere; any other path is a file of out/ or the
 * 404 page with status 404. Text files go out as the build's gzip copies
 * (lib/precompress.ts) to clients that accept gzip.
 */
export function nginxConfig(pages: PagePolicy[]): string {
  // nginx always compresses text/html and warns when it is listed.
  const gzipTypes = [...new Set(Object.values(COMPRESSIBLE_TYPES).flat())].filter((type) => type !== 'text/html');
  const common = Object.entries(COMMON_HEADERS).map(([key, value]) => nginxHeader(key, value));
  const indent = (lines: string[], depth: number) => lines.map((line) => `${' '.repeat(depth)}${line}`).join('\n');
  const location = (match: string, lines: string[]) => `  location ${match} {\n${indent(lines, 4)}\n  }`;
  const redirect = (from: string, to: string) => location(`= ${from}`, [`return 301 ${to}$is_args$args;`]);
  const blocks = pages.map((page) => {
    if (!NGINX_SAFE_ROUTE.test(page.route) || `/${page.file}` !== `${page.route === '/' ? '/index' : page.route}.html`) {
      throw new Error(`nginx: cannot map ${page.file} to the route ${page.route}.`);
    }
    const headers = [...common, ...Object.entries(pageHeaders(page)).map(([key, value]) => nginxHeader(key, value))];
    if (page.route === '/404') return location('= /404.html', ['internal;', ...headers]);
    const aliases = page.route === '/' ? ['/index', '/index.html'] : [`${page.route}.html`, `${page.route}/`];
    return [location(`= ${page.route}`, [`try_files /${page.file} =404;`, ...headers]), ...aliases.map((alias) => redirect(alias, page.route))].join('\n');
  });
  return `# Generated by scripts/post-export.ts from the built out/ folder: regenerate it, do not
# hand-edit it, except to set server_name, the certificate paths and root (deploy/README.md).
# Then check it with nginx -t.

# Plain HTTP only redirects to HTTPS.
server {
  listen 80;
  listen [::]:80;
  server_name ${NGINX_PLACEHOLDERS.serverName};
  return 301 https://$host$request_uri;
}

server {
  # "listen ... http2" rather than "http2 on": the latter needs nginx 1.25.1 (Debian 12 has 1.22).
  listen 443 ssl http2;
  listen [::]:443 ssl http2;
  server_name ${NGINX_PLACEHOLDERS.serverName};

  ssl_certificate ${NGINX_PLACEHOLDERS.certificate};
  ssl_certificate_key ${NGINX_PLACEHOLDERS.certificateKey};
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_session_cache shared:SSL:10m;

  root ${NGINX_PLACEHOLDERS.root};
  charset utf-8;
  server_tokens off;
  # Redirects name only the path, so they stay on the scheme and host the visitor used.
  absolute_redirect off;
  error_page 404 /404.html;

  # Locations without add_header of their own (files, redirects) inherit these.
${indent(common, 2)}

  # Compression. The build writes a gzip copy (level 9) beside each text file of out/, which
  # gzip_static sends to clients that accept gzip; other files of these types are compressed on
  # the fly. gzip_vary sets Vary: Accept-Encoding on both, whatever the location's add_header
  # lines (an add_header here would be lost in every location that has its own).
  gzip_static on;
  gzip on;
  gzip_vary on;
  gzip_min_length ${MIN_SIZE};
  gzip_types ${gzipTypes.join(' ')};

  # Files of out/ as they are; no directory listings, no guessing of other names.
  location / {
    try_files $uri =404;
  }

${location(`^~ ${STATIC_ASSET_PATH}`, ['try_files $uri =404;', ...common, nginxHeader('Cache-Control', STATIC_ASSET_CACHE)])}

  # Debian's nginx 1.22 mime.types does not know the web app manifest.
${location('~ \\.webmanifest$', ['types { application/manifest+json webmanifest; }', 'try_files $uri =404;'])}

  # What the build writes for other hosts is not for visitors.
${HOST_FILES.map((file) => location(`= /${file}`, ['return 404;'])).join('\n')}

  # Each page: its clean URL, and redirects to it from its other names.
${blocks.join('\n\n')}
}
`;
}
