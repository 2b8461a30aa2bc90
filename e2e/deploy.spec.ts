import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { filesUnder } from '../lib/build/export/pages';
import { fileHeaders, SVG_POLICY, HOST_FILES, sharedPolicy } from '../lib/build/security-headers';
import { HEADERS_FILE_LINE_LIMIT, HEADERS_FILE_RULE_LIMIT, headersRuleMatches } from '../lib/build/host-configs';
import { hydrated } from './hydration';
import { findProgram, type LocalNginx, startNginx } from './nginx';
import { htmlFiles, OUT, readOut, routeOf } from './out-files';
import { apps, documentPath, hasDocument } from '../lib/content/apps';
import { projects } from '../lib/content/projects';
import { ogImagePath } from '../lib/og-images';

/** Every clean URL of the site: one per exported page. */
const routes = htmlFiles().map(routeOf).sort();
/** Pages and files of whatever content/ holds: a project's page and picture, a page two segments deep, an app's link preview. */
const project = projects.find((candidate) => candidate.image)!;
const withPolicy = apps.find((app) => hasDocument(app, 'privacy-policy'))!;
const deepPage = documentPath(withPolicy, 'privacy-policy');
/** Every other file of out/ a visitor can ask for, gzip copies included, as URL paths. */
const files = filesUnder(OUT)
  .filter((file) => !file.endsWith('.html') && !(HOST_FILES as readonly string[]).includes(file))
  .map((file) => `/${file}`);
/** The header names the build configures (out/serve.json); the servers' own headers are not compared. */
const configuredNames = [
  ...new Set(
    (JSON.parse(readOut('serve.json')) as { headers: { headers: { key: string }[] }[] }).headers.flatMap((rule) =>
      rule.headers.map((header) => header.key.toLowerCase()),
    ),
  ),
].sort();
/** The island bundles: the only scripts the site serves. */
const ISLAND_FOLDER = '_next/static/islands';
const islandScripts = readdirSync(path.join(OUT, ISLAND_FOLDER)).filter((name) => name.endsWith('.js'));
const staticAsset = `/${ISLAND_FOLDER}/${islandScripts[0]}`;

/** The site's stylesheet, and its largest script (the home page's island). */
const stylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(readOut('index.html'))?.[1];
const largestScript = `/${ISLAND_FOLDER}/${islandScripts.sort((a, b) => statSync(path.join(OUT, ISLAND_FOLDER, b)).size - statSync(path.join(OUT, ISLAND_FOLDER, a)).size)[0]}`;

function configured(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(configuredNames.flatMap((name) => (headers[name] === undefined ? [] : [[name, String(headers[name])]])));
}

/** The configured headers `serve` (npm start, the other end-to-end tests) sends for a path, as out/serve.json gives them. */
async function serveHeaders(request: APIRequestContext, urlPath: string): Promise<Record<string, string>> {
  return configured((await request.get(urlPath, { maxRedirects: 0 })).headers());
}

/** out/_headers read the way Cloudflare Pages reads it: a path with at most one splat, then indented `Name: value` lines. */
function parseHeadersFile(text: string): { path: string; lines: string[]; headers: [string, string][] }[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [rulePath, ...lines] = block.split('\n');
      expect(rulePath, 'a rule path').toMatch(/^\/[^\s*]*(\*[^\s*]*)?$/);
      return {
        path: rulePath!,
        lines,
        headers: lines.map((line) => {
          const match = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
          expect(match, `a header line under ${rulePath}: ${line}`).not.toBeNull();
          return [match![1]!.toLowerCase(), match![2]!] as [string, string];
        }),
      };
    });
}

test.describe('out/_headers (Cloudflare Pages, Netlify)', () => {
  const rules = parseHeadersFile(readOut('_headers'));

  /** Headers of every matching rule; Cloudflare joins a repeated name with a comma. */
  function headersFor(urlPath: string): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const rule of rules) {
      if (!headersRuleMatches(rule.path, urlPath)) continue;
      for (const [name, value] of rule.headers) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    return headers;
  }

  test('stays within what Cloudflare Pages reads: at most 100 rules, 2,000 characters a line', () => {
    expect(rules.length).toBeLessThanOrEqual(HEADERS_FILE_RULE_LIMIT);
    expect(rules.flatMap((rule) => rule.lines).filter((line) => line.trim().length > HEADERS_FILE_LINE_LIMIT)).toEqual([]);
  });

  test('gives every clean route and every file exactly the headers serve.json gives them, after the policy every path shares', async ({ request }) => {
    expect(routes.length).toBeGreaterThan(40);
    expect(files.length).toBeGreaterThan(100);
    for (const urlPath of [...routes, ...files]) {
      const served = await serveHeaders(request, urlPath);
      // `/*` sends every path the shared policy (the 404 page's header there); a page's or an SVG's own is joined after it.
      const policies = [sharedPolicy(), ...(served['content-security-policy'] ? [served['content-security-policy']] : [])].join(', ');
      expect(headersFor(urlPath), urlPath).toEqual({ ...served, 'content-security-policy': policies });
    }
    expect(headersFor('/work')['cross-origin-opener-policy']).toBe('same-origin');
    expect(headersFor(project.image)['content-security-policy']).toBe(`${sharedPolicy()}, ${SVG_POLICY}`);
  });
});

const nginx = findProgram('nginx');
const openssl = findProgram('openssl');

test.describe('deploy/nginx.conf with the build’s out/nginx-site.conf, served by a real nginx over HTTPS', () => {
  // One nginx for these tests, in order, in one worker.
  test.describe.configure({ mode: 'default' });
  test.skip(!nginx || !openssl, `${nginx ? 'openssl' : 'nginx'} is not installed (apt-get install nginx openssl; .ci/run does so as root)`);

  let server: LocalNginx;
  test.beforeAll(async () => {
    server = await startNginx(nginx!, openssl!);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** A Location header that cannot leave the site: a path, not `//host` or `/\host`, no control characters. */
  function expectOnSite(location: string | undefined, context: string) {
    expect(location, context).toMatch(/^\/(?![/\\])[^\s\u0000-\u001f]*$/);
    const base = `https://127.0.0.1:${server.httpsPort}/`;
    expect(new URL(location!, base).origin, context).toBe(new URL(base).origin);
  }

  test('nginx -t accepts the committed configuration with the generated include', () => {
    expect(server.check.output).toContain('test is successful');
    expect(server.check.status).toBe(0);
  });

  test('every page answers at its clean URL with the headers serve.json gives it, plus no-cache', async ({ request }) => {
    for (const route of routes.filter((route) => route !== '/404')) {
      const answer = await server.get(route);
      expect(answer.status, route).toBe(200);
      expect(answer.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(answer.body, route).toContain(`<meta http-equiv="Content-Security-Policy"`);
      expect(configured(answer.headers), route).toEqual(await serveHeaders(request, route));
    }
    const work = await server.get('/work');
    expect(work.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(work.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(work.headers['cache-control']).toBe('no-cache');
    expect(work.headers['content-security-policy']).not.toBe((await server.get('/')).headers['content-security-policy']);
  });

  test('a page’s other names redirect, relatively, to its clean URL and keep the query string', async () => {
    const cases: [string, string][] = [
      ['/work.html', '/work'],
      ['/work/', '/work'],
      [`${project.generalLink}.html?ref=a&b=%2F`, `${project.generalLink}?ref=a&b=%2F`],
      [`${project.generalLink}/?x=1`, `${project.generalLink}?x=1`],
      ['/index.html', '/'],
      ['/index.html?utm=x', '/?utm=x'],
      ['/index', '/'],
      [`${deepPage}.html?email=a`, `${deepPage}?email=a`],
    ];
    for (const [from, to] of cases) {
      const answer = await server.get(from, { headers: { Host: 'evil.example' } });
      expect([answer.status, answer.headers.location], from).toEqual([301, to]);
      expect(answer.headers['strict-transport-security'], from).toBeDefined();
    }
  });

  test('the 404 page answers 404, with its own policy, for unknown paths, /404 and /404.html', async ({ request }) => {
    const expected = await serveHeaders(request, '/404');
    for (const missing of ['/this-page-does-not-exist', '/404', '/404.html', '/404/', '/nope.html', '/work/nope/', '/_next/', '/_next/static/nope.js', '/icons/', '/nope.svg', '/icons/nope.png', '/nope.txt.gz']) {
      const answer = await server.get(missing);
      expect(answer.status, missing).toBe(404);
      expect(answer.body, missing).toContain('404');
      expect(answer.body, missing).toContain('<meta http-equiv="Content-Security-Policy"');
      expect(configured(answer.headers), missing).toEqual(expected);
    }
  });

  test('no path redirects off the site', async () => {
    const attempts = [
      '//evil.com/',
      '//evil.com',
      '///evil.com/',
      '/%5Cevil.com',
      '/%5Cevil.com/',
      '/\\evil.com',
      '/\\evil.com/',
      '/\\/evil.com/',
      '/%2F%2Fevil.com/',
      '/%2Fevil.com/',
      '/%2Fevil.com.html',
      '//evil.com/work.html',
      '/%5Cevil.com.html',
      '/work/..%2F%2Fevil.com/',
      '/%09/evil.com/',
      '/%0D%0ALocation:%20https://evil.com/',
      '/index.html?next=//evil.com',
      '/work.html?//evil.com',
    ];
    for (const attempt of attempts) {
      const answer = await server.get(attempt);
      if (answer.status >= 300 && answer.status < 400) expectOnSite(answer.headers.location, attempt);
      else expect(answer.status, attempt).toBe(404);
      expect(answer.headers['set-cookie'], attempt).toBeUndefined();
    }
  });

  test('files have their types; the hosts’ own files are not served', async ({ request }) => {
    const types: [string, string][] = [
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
      ['/icons/icon-192.png', 'image/png'],
      [ogImagePath(withPolicy.slug), 'image/png'],
      [project.image, 'image/svg+xml'],
      [staticAsset, 'application/javascript; charset=utf-8'],
    ];
    for (const [file, type] of types) {
      const answer = await server.get(file);
      expect([answer.status, answer.headers['content-type']], file).toEqual([200, type]);
      expect(configured(answer.headers), file).toEqual(await serveHeaders(request, file));
    }
    for (const hostFile of ['/_headers', '/serve.json', '/nginx-site.conf']) expect((await server.get(hostFile)).status, hostFile).toBe(404);
  });

  test('a file or folder whose name starts with a dot is not served, wherever it lands in out/; /.well-known/ is', async () => {
    // A copy of out/ made of links, with files planted in it as a careless upload would leave them,
    // served by an nginx of its own: out/ itself stays as the build wrote it for the other tests.
    const root = mkdtempSync(path.join(tmpdir(), 'site-dotfiles-'));
    // nginx's workers run as another user, who reads out/ too.
    chmodSync(root, 0o755);
    const mirror = (relative: string, realFolders: string[]) => {
      mkdirSync(path.join(root, relative), { recursive: true });
      for (const name of readdirSync(path.join(OUT, relative))) {
        const entry = path.join(relative, name);
        if (realFolders.includes(entry)) mirror(entry, realFolders);
        else symlinkSync(path.join(OUT, entry), path.join(root, entry));
      }
    };
    // Every folder a file is planted in is a folder of the copy, not a link into out/.
    mirror('', ['_next', path.join('_next', 'static'), 'icons']);
    const planted: Record<string, number> = {
      '/.env': 404,
      '/.git/config': 404,
      '/.hidden/page.html': 404,
      '/icons/.secret.png': 404,
      '/_next/static/.env.js': 404,
      '/.well-known/security.txt': 200,
      '/.well-known/.secret.txt': 404,
    };
    for (const file of Object.keys(planted)) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, file), 'SECRET=planted\n');
    }
    const own = await startNginx(nginx!, openssl!, root);
    try {
      for (const [file, status] of [...Object.entries(planted), ['/%2Eenv', 404] as const, ['/.git/', 404] as const]) {
        const answer = await own.get(file);
        expect(answer.status, file).toBe(status);
        if (status === 404) expect(answer.body, file).not.toContain('SECRET=planted');
      }
      expect((await own.get('/work')).status).toBe(200);
    } finally {
      await own.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a page, the stylesheet, a script and an SVG come gzipped when asked, plain when not, with the same headers', async ({ request }) => {
    expect(stylesheet, 'the home page links the stylesheet').toBeDefined();
    const cases: [string, string, number][] = [
      ['/work', 'work.html', 200],
      [stylesheet!, stylesheet!.slice(1), 200],
      [largestScript, largestScript.slice(1), 200],
      [project.image, project.image.slice(1), 200],
      ['/this-page-does-not-exist', '404.html', 404],
    ];
    // What may differ between the two answers: the encoding and what follows from it (length, entity
    // tag, byte ranges, which nginx offers for the file only), and the clock.
    const representation = new Set(['content-encoding', 'content-length', 'etag', 'accept-ranges', 'date']);
    const rest = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !representation.has(name)));
    for (const [urlPath, file, status] of cases) {
      const original = readFileSync(path.join(OUT, file));
      const plain = await server.get(urlPath);
      const gzipped = await server.get(urlPath, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect([plain.status, gzipped.status], urlPath).toEqual([status, status]);
      expect(plain.headers['content-encoding'], urlPath).toBeUndefined();
      expect(plain.raw.equals(original), `${urlPath} plain is the file`).toBe(true);
      expect(gzipped.headers['content-encoding'], urlPath).toBe('gzip');
      expect(gunzipSync(gzipped.raw).equals(original), `${urlPath} gzipped is the file`).toBe(true);
      // The build's level-9 copy, not nginx compressing on the fly.
      expect(gzipped.raw.equals(readFileSync(path.join(OUT, `${file}.gz`))), `${urlPath} is the precompressed copy`).toBe(true);
      expect(gzipped.raw.length, urlPath).toBeLessThan(original.length / 2);
      expect([plain.headers.vary, gzipped.headers.vary], urlPath).toEqual(['Accept-Encoding', 'Accept-Encoding']);
      expect(rest(gzipped.headers), urlPath).toEqual(rest(plain.headers));
      expect(configured(gzipped.headers), urlPath).toEqual(await serveHeaders(request, urlPath === '/this-page-does-not-exist' ? '/404' : urlPath));
    }
    expect((await server.get('/work', { headers: { 'Accept-Encoding': 'gzip' } })).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('every file has its type’s caching and SVG its policy, as serve.json gives them; static assets a year, pages none', async ({ request }) => {
    for (const urlPath of files) {
      const answer = await server.get(urlPath);
      expect(answer.status, urlPath).toBe(200);
      const expected = fileHeaders(urlPath.slice(1));
      expect(answer.headers['cache-control'], urlPath).toBe(expected['Cache-Control']);
      expect(answer.headers['content-security-policy'], urlPath).toBe(expected['Content-Security-Policy']);
      expect(configured(answer.headers), urlPath).toEqual(await serveHeaders(request, urlPath));
    }
    expect((await server.get(staticAsset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.get('/')).headers['cache-control']).toBe('no-cache');
    expect((await server.get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await server.get('/icons/icon-192.png')).headers['cache-control']).toBe('public, max-age=86400');
    const svg = await server.get(project.image, { headers: { 'Accept-Encoding': 'gzip' } });
    expect([svg.headers['content-encoding'], svg.headers['content-security-policy']]).toEqual(['gzip', "default-src 'none'; style-src 'unsafe-inline'; sandbox"]);
  });

  test('answers at most one byte range, with the file’s headers on 206 and 416 alike', async () => {
    // The largest page, where many small ranges would cost the most.
    const [largest] = routes
      .filter((route) => route !== '/404')
      .map((route) => ({ route, file: readFileSync(path.join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`)) }))
      .sort((a, b) => b.file.length - a.file.length);
    const { route, file } = largest!;
    const whole = await server.get(route);
    const ranges = (count: number) => `bytes=${Array.from({ length: count }, (_, index) => `${index}-${index}`).join(',')}`;
    for (const count of [2, 1001]) {
      const answer = await server.get(route, { headers: { Range: ranges(count) } });
      expect([answer.status, answer.raw.length], `${count} ranges of ${route}`).toEqual([200, file.length]);
      expect(answer.raw.equals(file), `${count} ranges of ${route}: the page as it is`).toBe(true);
    }
    const one = await server.get(route, { headers: { Range: 'bytes=10-19' } });
    expect([one.status, one.headers['content-range']]).toEqual([206, `bytes 10-19/${file.length}`]);
    expect(one.raw.equals(file.subarray(10, 20))).toBe(true);
    expect(configured(one.headers)).toEqual(configured(whole.headers));
    const beyond = await server.get(route, { headers: { Range: `bytes=${file.length}-` } });
    expect([beyond.status, beyond.headers['content-range']]).toEqual([416, `bytes */${file.length}`]);
    expect(configured(beyond.headers)).toEqual(configured(whole.headers));
    const image = await server.get('/icons/icon-192.png', { headers: { Range: 'bytes=99999999-' } });
    expect(image.status).toBe(416);
    expect(configured(image.headers)).toEqual(configured((await server.get('/icons/icon-192.png')).headers));
  });

  test('never sends a header twice, whatever the status', async () => {
    const work = await server.get('/work');
    const requests: [string, { headers?: Record<string, string>; method?: string; plainHttp?: boolean }, number][] = [
      ['/work', {}, 200],
      ['/work', { method: 'HEAD' }, 200],
      ['/work', { headers: { 'Accept-Encoding': 'gzip' } }, 200],
      ['/work', { headers: { Range: 'bytes=0-9' } }, 206],
      ['/work', { headers: { Range: 'bytes=0-0,2-2' } }, 200],
      ['/work.html', {}, 301],
      ['/work', { plainHttp: true }, 301],
      ['/work', { headers: { 'If-None-Match': String(work.headers.etag) } }, 304],
      ['/%', {}, 400],
      ['/nope', {}, 404],
      ['/serve.json', {}, 404],
      ['/icons/nope.png', {}, 404],
      ['/work', { method: 'POST' }, 405],
      ['/icons/icon-192.png', { method: 'DELETE' }, 405],
      ['/work', { headers: { 'If-Match': '"another"' } }, 412],
      ['/work', { headers: { 'Content-Length': '99999999999' } }, 413],
      [`/${'a'.repeat(9000)}`, {}, 414],
      ['/work', { headers: { Range: 'bytes=99999999-' } }, 416],
      ['/_next/static/nope.js', { headers: { Range: 'bytes=99999999-' } }, 404],
      [staticAsset, { headers: { Range: 'bytes=99999999-' } }, 416],
    ];
    for (const [rawPath, options, status] of requests) {
      const context = `${options.method ?? 'GET'} ${rawPath.slice(0, 40)} ${JSON.stringify(options.headers ?? {})}${options.plainHttp ? ' (http)' : ''}`;
      const answer = await server.get(rawPath, options);
      expect(answer.status, context).toBe(status);
      expect(answer.headerNames.filter((name, index) => answer.headerNames.indexOf(name) !== index), context).toEqual([]);
    }
  });

  test('plain HTTP only redirects to HTTPS on the configured name, keeping path and query, without HSTS', async () => {
    const expected = (rawPath: string) => `https://${server.serverName}${rawPath}`;
    const cases: [string, { headers?: Record<string, string> }][] = [
      ['/', {}],
      ['/work?x=1', {}],
      ['//evil.com/', {}],
      ['/\\evil.com', {}],
      ['/work', { headers: { Host: 'evil.example' } }],
      ['/?next=1', { headers: { Host: 'evil.example:8443' } }],
      ['/work', { headers: { Host: `${server.serverName}.evil.example` } }],
    ];
    for (const [rawPath, options] of cases) {
      const context = `${rawPath} ${JSON.stringify(options)}`;
      const answer = await server.get(rawPath, { plainHttp: true, ...options });
      expect(answer.status, context).toBe(301);
      expect(answer.headers.location, context).toBe(expected(rawPath));
      expect(new URL(answer.headers.location!).hostname, context).toBe(server.serverName);
      expect(answer.headers['strict-transport-security'], context).toBeUndefined();
      expect(answer.headers['content-security-policy'], context).toBeUndefined();
    }
    // An absolute request target names a host too; the redirect still names the configured one.
    const absolute = await server.get('http://evil.example/work?x=1', { plainHttp: true, headers: { Host: 'evil.example' } });
    expect([absolute.status, absolute.headers.location]).toEqual([301, expected('/work?x=1')]);
  });

  test('an interactive page works in Chromium under the policy nginx sends', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    const response = await page.goto(`https://127.0.0.1:${server.httpsPort}/`, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    // The featured projects fade in only once the island's script has run.
    await hydrated(page);
    const last = page.locator('#featured [data-reveal]').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS('opacity', '1');
    expect(violations).toEqual([]);
    await context.close();
  });
});
