import { createHash } from 'node:crypto';
import { executableScripts } from '@/lib/page-scripts';

/**
 * The one definition of the site's security headers. scripts/security-headers.ts
 * applies it to the built pages and writes every host configuration from it.
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

/** Puts the policy in the page as its first element after the charset. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  if (html.includes('http-equiv="Content-Security-Policy"')) {
    return html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, meta);
  }
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace(/<head>/i, `<head>${meta}`);
}

/** The URL path of an exported HTML file: index.html is /, work/vocan.html is /work/vocan. */
export function routeOfFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
}

export type PagePolicy = { file: string; route: string; policy: string };

/** serve.json for `serve`, used by `npm start` and the end-to-end tests. */
export function serveConfig(pages: PagePolicy[]) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: '**', headers: Object.entries(COMMON_HEADERS).map(([key, value]) => ({ key, value })) },
      { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: STATIC_ASSET_CACHE }] },
      ...pages.map((page) => ({ source: `/${page.file}`, headers: [{ key: 'Content-Security-Policy', value: page.policy }] })),
    ],
  };
}

/** Cloudflare Pages reads at most this many rules from _headers. */
export const HEADERS_FILE_RULE_LIMIT = 100;

/**
 * _headers for Cloudflare Pages and Netlify. Both serve a page only at its
 * clean URL (they redirect /work.html and /work/ to /work), so one rule per
 * page suffices; the page's meta tag carries the same policy wherever else it
 * might be served.
 */
export function netlifyHeaders(pages: PagePolicy[]): string {
  const common = Object.entries(COMMON_HEADERS).map(([key, value]) => `  ${key}: ${value}`);
  const blocks = [['/*', ...common].join('\n'), `${STATIC_ASSET_PATH}*\n  Cache-Control: ${STATIC_ASSET_CACHE}`];
  for (const page of pages) blocks.push(`${page.route}\n  Content-Security-Policy: ${page.policy}`);
  if (blocks.length > HEADERS_FILE_RULE_LIMIT) {
    throw new Error(`_headers would have ${blocks.length} rules; Cloudflare Pages reads only ${HEADERS_FILE_RULE_LIMIT}.`);
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Where the generated nginx configuration expects the certificate and the site. */
export const NGINX_PLACEHOLDERS = {
  certificate: '/etc/ssl/site/fullchain.pem',
  certificateKey: '/etc/ssl/site/privkey.pem',
  root: '/var/www/site/out',
} as const;

/**
 * An nginx configuration: a port-80 server that only redirects to HTTPS, and
 * the HTTPS server with clean URLs (/work serves work.html; /work/, /work.html
 * and /index.html redirect, relatively, to the clean URL), the 404 page, and
 * each page's headers.
 */
export function nginxConfig(pages: PagePolicy[]): string {
  const header = (key: string, value: string) => `add_header ${key} "${value}" always;`;
  const common = Object.entries(COMMON_HEADERS).map(([key, value]) => header(key, value));
  const indent = (lines: string[], depth: number) => lines.map((line) => `${' '.repeat(depth)}${line}`).join('\n');
  const locations = pages
    .map((page) => {
      const notFound = page.file === '404.html';
      const location = notFound ? 'location = /404.html' : `location = ${page.route}`;
      const serve = notFound ? 'internal;' : `try_files /${page.file} =404;`;
      return `  ${location} {\n${indent([serve, ...common, header('Content-Security-Policy', page.policy)], 4)}\n  }`;
    })
    .join('\n\n');
  return `# Generated by scripts/security-headers.ts from the built out/ folder. Do not edit.
# Fill in server_name, the certificate paths and root (see deploy/README.md).

# Plain HTTP only redirects to HTTPS.
server {
  listen 80;
  listen [::]:80;
  server_name _;
  return 301 https://$host$request_uri;
}

server {
  # "listen ... http2" rather than "http2 on": the latter needs nginx 1.25.1 (Debian 12 has 1.22).
  listen 443 ssl http2;
  listen [::]:443 ssl http2;
  server_name _;

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

${indent(common, 2)}

  # /page/ -> /page (the site's canonical URLs have no trailing slash)
  rewrite ^/(.+)/$ /$1 permanent;

  # /page.html -> /page, / for the home page
  location = /index.html {
    return 301 /;
  }
  location ~ ^/(.+)\\.html$ {
    return 301 /$1;
  }

  location ${STATIC_ASSET_PATH} {
${indent([...common, header('Cache-Control', STATIC_ASSET_CACHE)], 4)}
  }

  location / {
    try_files $uri $uri.html $uri/index.html =404;
  }

${locations}
}
`;
}
