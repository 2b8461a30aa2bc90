import { COMPRESSIBLE_TYPES, MIN_SIZE } from '@/lib/build/precompress';
import { COMMON_HEADERS, HOST_FILES, type PagePolicy, STATIC_ASSET_CACHE, STATIC_ASSET_PATH, fileHeaders, fileType, fileTypeGroups, pageHeaders, sharedPolicy, untypedFiles } from '@/lib/build/security-headers';

/**
 * The host configurations the build writes into out/ from the security headers
 * (lib/build/security-headers.ts): serve.json, _headers and the nginx include.
 */

/**
 * serve's configuration schema allows at most this many header rules in
 * serve.json… (scripts/serve.ts reads the file with serve-handler, which does
 * not check; the file stays one `serve` itself accepts)
 */
export const SERVE_RULE_LIMIT = 50;
/** …each with a glob of at most this many characters. */
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
 * serve.json, for scripts/serve.ts (serve-handler, the core of `serve`), which
 * `npm start`, the browser tests and the measuring scripts run. Pages with the
 * same headers (most pages run no script and share one policy) share a rule,
 * so the file stays within what serve reads; throws when it would not. The
 * 404 page's rule gives it its policy for every unknown path: serve-handler
 * sends it with the headers of the file 404.html.
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
 * header, with one exception. Both hosts choose headers by the URL asked for,
 * so the 404 page, sent for any unknown path, gets only what `/*` (and a
 * file type's rule) give: `/*` carries the policy every page shares
 * (sharedPolicy()), which with the 404 page's meta tag is that page's full
 * header policy. A page's or an SVG's own policy is then joined to it, and a
 * browser enforces both: the shared one restricts nothing a page's allows
 * (it is made of the directives every page's policy has), and adds to an SVG's only frame-ancestors, base-uri and form-action 'none',
 * which X-Frame-Options and the SVG's sandbox already impose. Throws when a
 * header would be set twice otherwise, or when Cloudflare Pages would ignore
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
    ['/*', { ...COMMON_HEADERS, 'Content-Security-Policy': sharedPolicy() }],
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
        const joinsShared = earlier === '/*' && name === 'Content-Security-Policy';
        if (earlier && !joinsShared) throw new Error(`_headers: ${urlPath} would get ${name} from both ${earlier} and ${rulePath}, which Cloudflare Pages joins.`);
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

/**
 * The paths nginx refuses as dotfiles: a first segment that starts with a dot, other than
 * `.well-known/`, or any later segment that does.
 */
export const DOTFILE_PATTERN = '^/\\.(?!well-known/)|./\\.';

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
# deploy/nginx.conf includes it inside its HTTPS server block (docs/DEPLOY.md).

charset utf-8;
server_tokens off;
# Redirects name only the path, so they stay on the scheme and host the visitor used.
absolute_redirect off;
error_page 404 /404.html;

# Byte ranges: one a request. A request for more gets the whole file (200): a client asking for a
# thousand one-byte ranges would otherwise get a multipart answer several times the file's size.
max_ranges 1;
# A range that starts past the end of the file: nginx runs the add_header lines again for the 416
# its range filter answers, after they have run for the file, so every header would come twice.
# The 416 goes through a location whose one add_header adds nothing (nginx sends no header with
# an empty value) and keeps the server's from being inherited, so the answer has the file's
# headers once, and its Content-Range.
error_page 416 @unsatisfiable-range;
location @unsatisfiable-range {
  add_header X-Content-Type-Options "";
  return 416;
}

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

# A file or folder whose name starts with a dot (.env, .git/) is never the site's, wherever it lands
# in out/; only /.well-known/ (security.txt, the stores' app links) is. First of the regular
# expressions, so that no type's location below serves one; the static assets' prefix location,
# which no regular expression outside it reaches, repeats it inside.
location ~ "${DOTFILE_PATTERN}" {
  return 404;
}

${location(`^~ ${STATIC_ASSET_PATH}`, ['try_files $uri =404;', ...headerLines({ 'Cache-Control': STATIC_ASSET_CACHE }), ...location(`~ "${DOTFILE_PATTERN}"`, ['return 404;']).split('\n')])}

# Every other file by its type (FILE_TYPES in lib/build/security-headers.ts), its gzip copy alike.
${typeLocations.join('\n')}

# What the build writes for the hosts is not for visitors.
${HOST_FILES.map((file) => location(`= /${file}`, ['return 404;'])).join('\n')}

# Each page: its clean URL, and redirects to it from its other names.
${blocks.join('\n\n')}
`;
}
