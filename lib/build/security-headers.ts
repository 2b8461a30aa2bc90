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

/** serve reads at most this many header rules from serve.json… */
export const SERVE_RULE_LIMIT = 50;
/** …each with a glob of at most this many characters (its configuration schema). */
export const SERVE_SOURCE_LIMIT = 100;

/** A page file a brace glob may name as it is: no glob or brace characters. */
const GLOB_SAFE_FILE = /^[A-Za-z0-9._~/-]+\.html$/;

/**
 * The globs of a set of page files: `/{about,app/eula,work}.html`, as many
 * files in each as fit SERVE_SOURCE_LIMIT.
 */
function pageGlobs(files: string[]): string[] {
  const globs: string[] = [];
  let names: string[] = [];
  const glob = (list: string[]) => (list.length === 1 ? `/${list[0]}.html` : `/{${list.join(',')}}.html`);
  for (const file of files) {
    if (!GLOB_SAFE_FILE.test(file)) {
      globs.push(`/${file}`);
      continue;
    }
    const name = file.slice(0, -'.html'.length);
    if (names.length && glob([...names, name]).length > SERVE_SOURCE_LIMIT) {
      globs.push(glob(names));
      names = [];
    }
    names.push(name);
  }
  if (names.length) globs.push(glob(names));
  return globs;
}

/**
 * serve.json for `serve`, used by `npm start` and the end-to-end tests. Pages
 * with the same headers (most pages run no script and share one policy) share
 * a rule, so the file stays within what serve reads; throws when it would not.
 */
export function serveConfig(pages: PagePolicy[]) {
  const list = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  const byHeaders = new Map<string, { headers: Record<string, string>; files: string[] }>();
  for (const page of pages) {
    const headers = pageHeaders(page);
    const key = JSON.stringify(headers);
    byHeaders.set(key, { headers, files: [...(byHeaders.get(key)?.files ?? []), page.file] });
  }
  // serve applies every rule whose glob matches the file it sends, a later one overriding a name.
  const headers = [
    { source: '**', headers: list(COMMON_HEADERS) },
    // A brace with one alternative is not expanded: `*.svg{,.gz}`, but `*.{png,jpg}{,.gz}`.
    ...fileTypeGroups().map(({ extensions, headers }) => ({
      source: `**/*.${extensions.length === 1 ? extensions[0] : `{${extensions.join(',')}}`}{,.gz}`,
      headers: list(headers),
    })),
    { source: '_next/static/**', headers: list({ 'Cache-Control': STATIC_ASSET_CACHE }) },
    ...[...byHeaders.values()].flatMap((group) => pageGlobs(group.files).map((source) => ({ source, headers: list(group.headers) }))),
  ];
  if (headers.length > SERVE_RULE_LIMIT) throw new Error(`serve.json would have ${headers.length} header rules; serve reads only ${SERVE_RULE_LIMIT}.`);
  const long = headers.find((rule) => rule.source.length > SERVE_SOURCE_LIMIT);
  if (long) throw new Error(`serve.json: the source ${long.source} has ${long.source.length} characters; serve reads at most ${SERVE_SOURCE_LIMIT}.`);
  return { cleanUrls: true, trailingSlash: false, directoryListing: false, headers };
}

/** Cloudflare Pages reads at most this many rules from _headers… */
export const HEADERS_FILE_RULE_LIMIT = 100;
/** …and at most this many characters on one header line. */
export const HEADERS_FILE_LINE_LIMIT = 2000;

/**
 * Whether a _headers rule path matches a URL path, as Cloudflare Pages reads
 * it: literal, except one `*` that matches any characters, `/` included.
 */
export function headersRuleMatches(rulePath: string, urlPath: string): boolean {
  const [before, after] = rulePath.split('*') as [string, string | undefined];
  if (after === undefined) return urlPath === rulePath;
  return urlPath.length >= before.length + after.length && urlPath.startsWith(before) && urlPath.endsWith(after);
}

/**
 * _headers for Cloudflare Pages and Netlify. Both serve a page only at its
 * clean URL (they redirect /work.html and /work/ to /work), so one rule per
 * page suffices; the page's meta tag carries the same policy wherever else it
 * might be served. Files get one rule per extension found among `files` (the
 * files of out/), as `/*.svg`: Cloudflare Pages reads at most 100 rules. Both
 * hosts apply every matching rule, and Cloudflare joins a header set by two
 * of them with a comma, so no file may match two rules that set the same
 * header. Throws when that would happen, or when Cloudflare Pages would ignore
 * part of the file.
 */
export function netlifyHeaders(pages: PagePolicy[], files: readonly string[]): string {
  const lines = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`);
  const served = files.filter((file) => !(HOST_FILES as readonly string[]).includes(file));
  const untyped = untypedFiles(served);
  if (untyped.length) throw new Error(`_headers: no entry in FILE_TYPES for out/${untyped.join(', out/')}.`);
  const fileRules = new Map<string, Record<string, string>>();
  for (const file of served) {
    if (`/${file}`.startsWith(STATIC_ASSET_PATH)) continue;
    const suffix = file.endsWith('.gz') ? `${fileType(file)}.gz` : fileType(file);
    // A page is served at its clean URL, under its own rule.
    if (suffix !== 'html') fileRules.set(`/*.${suffix}`, fileHeaders(file));
  }
  const rules: [string, Record<string, string>][] = [
    ['/*', COMMON_HEADERS],
    ...[...fileRules].sort(([a], [b]) => a.localeCompare(b)),
    [`${STATIC_ASSET_PATH}*`, { 'Cache-Control': STATIC_ASSET_CACHE }],
    ...pages.map((page): [string, Record<string, string>] => [page.route, pageHeaders(page)]),
  ];
  if (rules.length > HEADERS_FILE_RULE_LIMIT) {
    throw new Error(`_headers would have ${rules.length} rules; Cloudflare Pages reads only ${HEADERS_FILE_RULE_LIMIT}.`);
  }
  const urlPaths = [...pages.map((page) => page.route), ...served.filter((file) => !file.endsWith('.html')).map((file) => `/${file}`)];
  for (const urlPath of urlPaths) {
    const setBy = new Map<string, string>();
    for (const [rulePath, headers] of rules) {
      if (!headersRuleMatches(rulePath, urlPath)) continue;
      for (const name of Object.keys(headers)) {
        const earlier = setBy.get(name);
        if (earlier) throw new Error(`_headers: ${urlPath} would get ${name} from both ${earlier} and ${rulePath}, which Cloudflare Pages joins.`);
        setBy.set(name, rulePath);
      }
    }
  }
  for (const [path, headers] of rules) {
    const long = lines(headers).find((line) => line.trim().length > HEADERS_FILE_LINE_LIMIT);
    if (long) {
      throw new Error(
        `_headers: the ${long.trim().split(':')[0]} line for ${path} has ${long.trim().length} characters; ` +
          `Cloudflare Pages reads at most ${HEADERS_FILE_LINE_LIMIT}.`,
      );
    }
  }
  return `${rules.map(([path, headers]) => [path, ...lines(headers)].join('\n')).join('\n\n')}\n`;
}

/** A route nginx may name in `location =` and `return` as it is: no quoting, no variables, no spaces. */
const NGINX_SAFE_ROUTE = /^\/[A-Za-z0-9._~/-]*$/;

function nginxHeader(key: string, value: string): string {
  // Inside double quotes nginx reads `$` as a variable and `\` as an escape.
  if (/["$\\\u0000-\u001f]/.test(value)) throw new Error(`nginx: the ${key} header value cannot be quoted safely: ${value}`);
  return `add_header ${key} "${value}" always;`;
}

/**
 * Debian's nginx 1.22 mime.types does not know the web app manifest; a
 * location with a `types` block of its own uses only that block.
 */
const NGINX_TYPES: Record<string, string> = { webmanifest: 'application/manifest+json' };

/**
 * out/nginx-site.conf, which the owner's deploy/nginx.conf includes inside its
 * HTTPS server block (the server's name, certificates, root and the port-80
 * redirect live there, and the build never touches that file). Every page has
 * exact locations: its clean URL serves the file with the page's headers, and
 * /page.html and /page/ (/index and /index.html for the home page) redirect to
 * it, relatively and keeping the query string. Nothing else redirects, so no
 * path a visitor can type is turned into a redirect elsewhere; any other path
 * is a file of out/ with its type's headers, or the 404 page with status 404.
 * Text files go out as the build's gzip copies (lib/build/precompress.ts) to clients
 * that accept gzip.
 */
export function nginxSiteConfig(pages: PagePolicy[]): string {
  // nginx always compresses text/html and warns when it is listed.
  const gzipTypes = [...new Set(Object.values(COMPRESSIBLE_TYPES).flat())].filter((type) => type !== 'text/html');
  const common = Object.entries(COMMON_HEADERS).map(([key, value]) => nginxHeader(key, value));
  const headerLines = (headers: Record<string, string>) => [...common, ...Object.entries(headers).map(([key, value]) => nginxHeader(key, value))];
  const indent = (lines: string[], depth: number) => lines.map((line) => `${' '.repeat(depth)}${line}`).join('\n');
  const location = (match: string, lines: string[]) => `location ${match} {\n${indent(lines, 2)}\n}`;
  const redirect = (from: string, to: string) => location(`= ${from}`, [`return 301 ${to}$is_args$args;`]);
  const blocks = pages.map((page) => {
    if (!NGINX_SAFE_ROUTE.test(page.route) || `/${page.file}` !== `${page.route === '/' ? '/index' : page.route}.html`) {
      throw new Error(`nginx: cannot map ${page.file} to the route ${page.route}.`);
    }
    const headers = headerLines(pageHeaders(page));
    if (page.route === '/404') return location('= /404.html', ['internal;', ...headers]);
    const aliases = page.route === '/' ? ['/index', '/index.html'] : [`${page.route}.html`, `${page.route}/`];
    return [location(`= ${page.route}`, [`try_files /${page.file} =404;`, ...headers]), ...aliases.map((alias) => redirect(alias, page.route))].join('\n');
  });
  // One location per set of headers (and per type nginx has to be told), for a file and its gzip copy alike.
  const typeLocations = fileTypeGroups().flatMap(({ extensions, headers }) => {
    const known = extensions.filter((extension) => !NGINX_TYPES[extension]);
    const told = extensions.filter((extension) => NGINX_TYPES[extension]);
    const lines = (extra: string[]) => [...extra, 'try_files $uri =404;', ...headerLines(headers)];
    return [
      ...(known.length ? [location(`~ \\.(${known.join('|')})(\\.gz)?$`, lines([]))] : []),
      ...told.map((extension) => location(`~ \\.${extension}(\\.gz)?$`, lines([`types { ${NGINX_TYPES[extension]} ${extension}; }`]))),
    ];
  });
  return `# Generated by scripts/post-export.ts with this build of out/; the next build rewrites it.
# deploy/nginx.conf includes it inside its HTTPS server block (deploy/README.md).

charset utf-8;
server_tokens off;
# Redirects name only the path, so they stay on the scheme and host the visitor used.
absolute_redirect off;
error_page 404 /404.html;

# Locations without add_header of their own (redirects, files of no known type) inherit these.
${common.join('\n')}

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

${location(`^~ ${STATIC_ASSET_PATH}`, ['try_files $uri =404;', ...headerLines({ 'Cache-Control': STATIC_ASSET_CACHE })])}

# Every other file by its type (FILE_TYPES in lib/build/security-headers.ts), its gzip copy alike.
${typeLocations.join('\n')}

# What the build writes for the hosts is not for visitors.
${HOST_FILES.map((file) => location(`= /${file}`, ['return 404;'])).join('\n')}

# Each page: its clean URL, and redirects to it from its other names.
${blocks.join('\n\n')}
`;
}
