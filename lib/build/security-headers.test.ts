/** @jest-environment node */
import { createHash } from 'node:crypto';
import { fileOfRoute, routeOfFile } from '@/lib/build/export/pages';
import { COMMON_HEADERS, contentSecurityPolicy, FILE_TYPES, fileHeaders, inlineScripts, MEDIA_CACHE, PAGE_CACHE, scriptHash, sharedPolicy, STATIC_ASSET_CACHE, SVG_POLICY, TEXT_CACHE, untypedFiles, withCspMeta } from '@/lib/build/security-headers';
import { DOTFILE_PATTERN, HEADERS_FILE_LINE_LIMIT, headersRuleMatches, netlifyHeaders, nginxSiteConfig, serveConfig } from '@/lib/build/host-configs';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script><script>self.__next_f=[]</script></head><body><script type="application/ld+json">{"@type":"Person"}</script><script>alert(1)</script></body></html>`;

describe('security headers', () => {
  it('finds only executable inline scripts', () => {
    expect(inlineScripts(page)).toEqual(['self.__next_f=[]', 'alert(1)']);
  });

  it('hashes a script as the browser does', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(scriptHash('alert(1)')).toBe(`'sha256-${expected}'`);
  });

  it('builds a strict policy for an interactive page: its script files, hashes and its one backend', () => {
    const header = contentSecurityPolicy({ hashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], scriptFiles: true, connect: ['https://api.sample.example'] }, 'header');
    expect(header).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(header).toContain("connect-src 'self' https://api.sample.example;");
    expect(header).toContain("default-src 'none'");
    expect(header).toContain("form-action 'none'");
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).not.toMatch(/unsafe-(inline|eval)[^;]*;[^;]*$|script-src[^;]*unsafe/);
  });

  it('allows no script at all on a page without JavaScript', () => {
    const policy = contentSecurityPolicy({ hashes: [], scriptFiles: false, connect: [] }, 'meta');
    expect(policy).toContain("script-src 'none';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({ hashes: ["'sha256-n'"], scriptFiles: false, connect: [] }, 'meta')).toContain("script-src 'sha256-n';");
  });

  it('puts the meta tag right after the charset, once', () => {
    const once = withCspMeta(page, "default-src 'none'");
    expect(once).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/>`);
    expect(withCspMeta(once, "default-src 'self'").match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('maps exported files to clean URLs', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('work.html')).toBe('/work');
    expect(routeOfFile('work/sample-project.html')).toBe('/work/sample-project');
    for (const file of ['index.html', 'work.html', 'work/sample-project.html']) expect(fileOfRoute(routeOfFile(file))).toBe(file);
    // Next.js never writes one; the mapping refuses to guess what it would mean.
    expect(() => routeOfFile('work/index.html')).toThrow('a nested index.html');
  });

  it('writes the same headers into every host configuration', () => {
    const pages = [
      { file: 'work.html', route: '/work', policy: "default-src 'none'; script-src 'self' 'sha256-x'" },
      { file: '404.html', route: '/404', policy: "default-src 'none'" },
    ];
    const serve = serveConfig(pages);
    expect(serve.cleanUrls).toBe(true);
    expect(serve.headers).toContainEqual({
      source: '/work.html',
      headers: [
        { key: 'Cache-Control', value: PAGE_CACHE },
        { key: 'Content-Security-Policy', value: pages[0]!.policy },
      ],
    });
    expect(serve.headers[0]!.headers).toContainEqual({ key: 'X-Frame-Options', value: 'DENY' });
    expect(serve.headers[0]!.headers).toContainEqual({ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' });
    expect(netlifyHeaders(pages, ['work.html', '404.html'])).toContain(`/work\n  Cache-Control: no-cache\n  Content-Security-Policy: ${pages[0]!.policy}`);
    const nginx = nginxSiteConfig(pages);
    expect(nginx).toContain('error_page 404 /404.html;');
    expect(nginx).toContain(`location = /work {\n  try_files /work.html =404;`);
    expect(nginx).toContain(`add_header Content-Security-Policy "${pages[0]!.policy}" always;`);
    expect(nginx).toContain('add_header Cache-Control "no-cache" always;');
    expect(nginx).toMatch(/location = \/404\.html \{\n {2}internal;/);
  });

  it('writes one _headers rule per page, and refuses more than Cloudflare Pages reads', () => {
    const pages = Array.from({ length: 98 }, (_, index) => ({ file: `p${index}.html`, route: `/p${index}`, policy: "default-src 'none'" }));
    expect(netlifyHeaders(pages, []).split('\n\n')).toHaveLength(100);
    expect(() => netlifyHeaders([...pages, { file: 'x.html', route: '/x', policy: '' }], [])).toThrow(/101 rules; Cloudflare Pages reads only 100/);
  });

  it('refuses a _headers line longer than Cloudflare Pages reads', () => {
    const policyOfLength = (length: number) => `default-src ${'x'.repeat(length - 'Content-Security-Policy: default-src '.length)}`;
    const page = (policy: string) => [{ file: 'work.html', route: '/work', policy }];
    expect(() => netlifyHeaders(page(policyOfLength(HEADERS_FILE_LINE_LIMIT)), [])).not.toThrow();
    expect(() => netlifyHeaders(page(policyOfLength(HEADERS_FILE_LINE_LIMIT + 1)), [])).toThrow(
      /Content-Security-Policy line for \/work has 2001 characters; Cloudflare Pages reads at most 2000/,
    );
  });

  it('has nginx redirect a page’s other names relatively, and leave the server block to deploy/nginx.conf', () => {
    const nginx = nginxSiteConfig([
      { file: 'index.html', route: '/', policy: "default-src 'none'" },
      { file: 'work/sample-project.html', route: '/work/sample-project', policy: "default-src 'none'" },
    ]);
    // The owner's file holds the servers, their names, certificates and root; this one is included inside.
    expect(nginx).not.toMatch(/^\s*(server|listen|server_name|ssl_certificate|ssl_certificate_key|root|include)\b/m);
    expect(nginx).toContain('absolute_redirect off;');
    expect(nginx).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(nginx).toContain('location = /index.html {\n  return 301 /$is_args$args;');
    expect(nginx).toContain('location = /index {\n  return 301 /$is_args$args;');
    expect(nginx).toContain('location = /work/sample-project.html {\n  return 301 /work/sample-project$is_args$args;');
    expect(nginx).toContain('location = /work/sample-project/ {\n  return 301 /work/sample-project$is_args$args;');
    expect(nginx).toContain('location ^~ /_next/static/ {');
    for (const hostFile of ['_headers', 'serve.json', 'nginx-site.conf']) expect(nginx).toContain(`location = /${hostFile} {\n  return 404;`);
    // Every redirect is one of those fixed targets: none is built from the request, none names a host.
    const redirects = nginx.split('\n').filter((line) => /\b(return 30\d|rewrite)\b/.test(line));
    expect(redirects).toEqual(['  return 301 /$is_args$args;', '  return 301 /$is_args$args;', '  return 301 /work/sample-project$is_args$args;', '  return 301 /work/sample-project$is_args$args;']);
    expect(nginx).not.toMatch(/\$(host|http_host|server_name)\b/);
  });

  it('has nginx answer one byte range at most, and a range past the end through a location that adds no header', () => {
    const nginx = nginxSiteConfig([{ file: 'index.html', route: '/', policy: "default-src 'none'" }]);
    expect(nginx).toMatch(/^max_ranges 1;$/m);
    expect(nginx).toMatch(/^error_page 416 @unsatisfiable-range;$/m);
    // Its only add_header has an empty value, which nginx never sends; e2e/deploy.spec.ts checks the real server.
    expect(nginx).toContain('location @unsatisfiable-range {\n  add_header X-Content-Type-Options "";\n  return 416;\n}');
  });

  it('gives nginx one location per set of file headers, matching the gzip copies too', () => {
    const nginx = nginxSiteConfig([{ file: 'index.html', route: '/', policy: "default-src 'none'" }]);
    const common = Object.entries(COMMON_HEADERS).map(([key, value]) => `  add_header ${key} "${value}" always;`);
    const block = (match: string) => {
      const start = nginx.indexOf(`location ${match} {\n`);
      expect(start).toBeGreaterThan(-1);
      return nginx.slice(start, nginx.indexOf('\n}', start)).split('\n').slice(1);
    };
    expect(block('~ \\.(svg)(\\.gz)?$')).toEqual([
      '  try_files $uri =404;',
      ...common,
      `  add_header Cache-Control "${MEDIA_CACHE}" always;`,
      `  add_header Content-Security-Policy "${SVG_POLICY}" always;`,
    ]);
    expect(block('~ \\.(png|jpg|jpeg|gif|webp|avif|ico|woff2)(\\.gz)?$')).toEqual(['  try_files $uri =404;', ...common, `  add_header Cache-Control "${MEDIA_CACHE}" always;`]);
    expect(block('~ \\.(txt|xml|json)(\\.gz)?$')).toEqual(['  try_files $uri =404;', ...common, `  add_header Cache-Control "${TEXT_CACHE}" always;`]);
    expect(block('~ \\.webmanifest(\\.gz)?$')).toEqual([
      '  types { application/manifest+json webmanifest; }',
      '  try_files $uri =404;',
      ...common,
      `  add_header Cache-Control "${TEXT_CACHE}" always;`,
    ]);
    expect(block('^~ /_next/static/')).toEqual([
      '  try_files $uri =404;',
      ...common,
      `  add_header Cache-Control "${STATIC_ASSET_CACHE}" always;`,
      `  location ~ "${DOTFILE_PATTERN}" {`,
      '    return 404;',
      '  }',
    ]);
    expect(block('~ \\.(html)(\\.gz)?$')).toEqual(['  try_files $uri =404;', ...common, `  add_header Cache-Control "${PAGE_CACHE}" always;`]);
  });

  it('has nginx refuse dotfiles before any location of a type can serve one, /.well-known/ aside', () => {
    const nginx = nginxSiteConfig([{ file: 'index.html', route: '/', policy: "default-src 'none'" }]);
    // nginx tries regular-expression locations in order, and the first that matches answers.
    const regular = [...nginx.matchAll(/^location ~\*? (.+) \{$/gm)].map((match) => match[1]);
    expect(regular[0]).toBe(`"${DOTFILE_PATTERN}"`);
    expect(nginx).toContain(`location ~ "${DOTFILE_PATTERN}" {\n  return 404;\n}`);
    // The pattern as nginx's PCRE reads it, which JavaScript's regular expressions read alike.
    const dotfile = new RegExp(DOTFILE_PATTERN);
    for (const refused of ['/.env', '/.git/config', '/.git/', '/icons/.secret.png', '/_next/static/.env.js', '/.well-known/.secret.txt', '/.well-knownx/a']) expect(`${refused}: ${dotfile.test(refused)}`).toBe(`${refused}: true`);
    for (const served of ['/', '/work', '/.well-known/security.txt', '/icons/icon-192.png', '/_next/static/chunks/a.b.js', '/file.env']) expect(`${served}: ${dotfile.test(served)}`).toBe(`${served}: false`);
  });

  it('has nginx send the build’s gzip copies, compress the same types without one, and vary on Accept-Encoding', () => {
    const nginx = nginxSiteConfig([{ file: 'index.html', route: '/', policy: "default-src 'none'" }]);
    expect(nginx).toContain('\ngzip_static on;\ngzip on;\ngzip_vary on;\ngzip_min_length 1024;\n');
    const types = /\ngzip_types ([^;]+);/.exec(nginx)?.[1]?.split(' ');
    expect(types).toEqual(expect.arrayContaining(['text/css', 'application/javascript', 'text/javascript', 'image/svg+xml', 'application/json', 'text/plain', 'text/xml', 'application/manifest+json']));
    // text/html is always compressed; nginx warns when it is listed again.
    expect(types).not.toContain('text/html');
    // Vary comes from gzip_vary: an add_header would not reach the locations that have their own.
    expect(nginx).not.toMatch(/add_header Vary/);
  });

  it('refuses what nginx would read differently from what the build meant', () => {
    expect(() => nginxSiteConfig([{ file: 'a b.html', route: '/a b', policy: "default-src 'none'" }])).toThrow(/cannot map a b\.html/);
    expect(() => nginxSiteConfig([{ file: 'work.html', route: '/other', policy: "default-src 'none'" }])).toThrow(/cannot map work\.html/);
    expect(() => nginxSiteConfig([{ file: 'work.html', route: '/work', policy: "script-src '$x'" }])).toThrow(/cannot be quoted safely/);
    expect(() => nginxSiteConfig([{ file: 'work.html', route: '/work', policy: 'a"b' }])).toThrow(/cannot be quoted safely/);
  });
});

describe('caching and the SVG policy, one definition for every host', () => {
  /** A site's files as the build leaves them: pages, hashed assets, other files and their gzip copies. */
  const FILES = [
    '404.html',
    '404.html.gz',
    '_next/static/chunks/app.css',
    '_next/static/chunks/app.css.gz',
    '_next/static/islands/form-ABC.js',
    'icons/icon-192.png',
    'images/projects/sample.svg',
    'images/projects/sample.svg.gz',
    'manifest.webmanifest',
    'robots.txt',
    'sitemap.xml',
    'sitemap.xml.gz',
    'work.html',
    'work.html.gz',
  ];
  const PAGES = [
    { file: 'work.html', route: '/work', policy: "default-src 'none'; script-src 'none'" },
    { file: '404.html', route: '/404', policy: "default-src 'none'" },
  ];

  it('gives every kind of file an explicit lifetime, and SVG a restrictive policy', () => {
    expect(fileHeaders('_next/static/chunks/app.css')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(fileHeaders('_next/static/chunks/app.css.gz')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(fileHeaders('images/projects/sample.svg')).toEqual({
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(fileHeaders('images/projects/sample.svg.gz')).toEqual(fileHeaders('images/projects/sample.svg'));
    expect(fileHeaders('og/site.png')).toEqual({ 'Cache-Control': 'public, max-age=86400' });
    for (const file of ['robots.txt', 'sitemap.xml', 'manifest.webmanifest', 'sample-app/eula-plain-text.txt']) {
      expect(fileHeaders(file)).toEqual({ 'Cache-Control': 'public, max-age=3600' });
    }
    expect(fileHeaders('work.html.gz')).toEqual({ 'Cache-Control': 'no-cache' });
    for (const headers of Object.values(FILE_TYPES)) expect(headers['Cache-Control']).toMatch(/^(no-cache|public, max-age=\d+)$/);
  });

  it('names the files no rule covers; hashed assets and the hosts’ files need none', () => {
    expect(untypedFiles([...FILES, 'serve.json', '_headers', 'nginx-site.conf', '_next/static/media/font.woff'])).toEqual([]);
    expect(untypedFiles(['docs/brochure.pdf', 'LICENSE', 'images/a.SVG'])).toEqual(['docs/brochure.pdf', 'LICENSE', 'images/a.SVG']);
  });

  it('has serve send each type its headers, hashed assets theirs over them, and each page its own on top', () => {
    // serve applies every rule whose glob matches the file, in order; e2e/deploy.spec.ts checks the real server.
    expect(serveConfig(PAGES).headers.map((rule) => [rule.source, Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]))])).toEqual([
      ['**', COMMON_HEADERS],
      ['**/*.html{,.gz}', { 'Cache-Control': PAGE_CACHE }],
      ['**/*.svg{,.gz}', { 'Cache-Control': MEDIA_CACHE, 'Content-Security-Policy': SVG_POLICY }],
      ['**/*.{png,jpg,jpeg,gif,webp,avif,ico,woff2}{,.gz}', { 'Cache-Control': MEDIA_CACHE }],
      ['**/*.{txt,xml,json,webmanifest}{,.gz}', { 'Cache-Control': TEXT_CACHE }],
      ['_next/static/**', { 'Cache-Control': STATIC_ASSET_CACHE }],
      ['/work.html', { 'Cache-Control': PAGE_CACHE, 'Content-Security-Policy': PAGES[0]!.policy }],
      ['/404.html', { 'Cache-Control': PAGE_CACHE, 'Content-Security-Policy': PAGES[1]!.policy }],
    ]);
  });

  it('has serve share one rule among pages with the same headers, within the 50 rules and 100-character globs serve reads', () => {
    const same = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, index) => ({ file: `${prefix}/page-${index}.html`, route: `/${prefix}/page-${index}`, policy: "default-src 'none'" }));
    const rules = serveConfig([...same(3, 'a'), PAGES[0]!]).headers.slice(6);
    expect(rules.map((rule) => rule.source)).toEqual(['/{a/page-0,a/page-1,a/page-2}.html', '/work.html']);
    const many = serveConfig(same(40, 'legal')).headers.slice(6);
    expect(many.length).toBeLessThan(10);
    expect(many.every((rule) => rule.source.length <= 100)).toBe(true);
    expect(many.flatMap((rule) => rule.source.replace(/^\/\{?|\}?\.html$/g, '').split(','))).toEqual(same(40, 'legal').map((page) => page.file.slice(0, -5)));
    const distinct = Array.from({ length: 45 }, (_, index) => ({ file: `p${index}.html`, route: `/p${index}`, policy: `default-src 'none'; img-src ${index}` }));
    expect(() => serveConfig(distinct)).toThrow('serve.json would have 51 header rules; serve reads only 50.');
  });

  it('has _headers give each file the headers of its type, one rule per extension present, none matching twice but for the shared policy', () => {
    const text = netlifyHeaders(PAGES, FILES);
    const rules = text
      .trim()
      .split('\n\n')
      .map((block) => {
        const [rulePath, ...lines] = block.split('\n');
        return { rulePath: rulePath!, headers: Object.fromEntries(lines.map((line) => line.trim().split(/: (.*)/s).slice(0, 2))) as Record<string, string> };
      });
    expect(rules.map((rule) => rule.rulePath)).toEqual(['/*', '/*.html.gz', '/*.png', '/*.svg', '/*.svg.gz', '/*.txt', '/*.webmanifest', '/*.xml', '/*.xml.gz', '/_next/static/*', '/work', '/404']);
    /** As Cloudflare Pages sends them: every matching rule, a header two rules set joined with a comma. */
    const headersOf = (urlPath: string) => {
      const headers: Record<string, string> = {};
      for (const rule of rules.filter((candidate) => headersRuleMatches(candidate.rulePath, urlPath))) {
        for (const [name, value] of Object.entries(rule.headers)) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
      return headers;
    };
    /** The shared policy every path gets from /*, then the file's or page's own. */
    const policies = (own?: string) => [sharedPolicy(), ...(own ? [own] : [])].join(', ');
    for (const file of FILES.filter((candidate) => !candidate.endsWith('.html'))) {
      const expected = { ...COMMON_HEADERS, ...fileHeaders(file), 'Content-Security-Policy': policies(fileHeaders(file)['Content-Security-Policy']) };
      expect({ file, headers: headersOf(`/${file}`) }).toEqual({ file, headers: expected });
    }
    expect(headersOf('/work')).toEqual({ ...COMMON_HEADERS, 'Cache-Control': PAGE_CACHE, 'Content-Security-Policy': policies(PAGES[0]!.policy) });
    // The 404 page, under any name: the shared policy, which its meta tag completes.
    for (const unknown of ['/nope', '/work/nope']) expect(headersOf(unknown)).toEqual({ ...COMMON_HEADERS, 'Content-Security-Policy': policies() });
    for (const unknown of ['/favicon.ico', '/nope.txt']) expect(headersOf(unknown)['Content-Security-Policy']).toBe(policies());
  });

  it('refuses a _headers file where two rules would set one header for a file, or a file without a type', () => {
    expect(() => netlifyHeaders(PAGES, [...FILES, '_next/static/media/logo.svg'])).toThrow(
      '_headers: /_next/static/media/logo.svg would get Cache-Control from both /*.svg and /_next/static/*, which Cloudflare Pages joins.',
    );
    expect(() => netlifyHeaders(PAGES, [...FILES, 'brochure.pdf'])).toThrow('_headers: no entry in FILE_TYPES for out/brochure.pdf.');
  });

  it('reads a _headers rule path as Cloudflare Pages does', () => {
    expect(headersRuleMatches('/*.svg', '/images/projects/sample.svg')).toBe(true);
    expect(headersRuleMatches('/*.svg', '/images/projects/sample.svg.gz')).toBe(false);
    expect(headersRuleMatches('/_next/static/*', '/_next/static/chunks/a.js')).toBe(true);
    expect(headersRuleMatches('/work', '/work/sample-project')).toBe(false);
    expect(headersRuleMatches('/*', '/')).toBe(true);
  });
});
