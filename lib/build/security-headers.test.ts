/** @jest-environment node */
import { createHash } from 'node:crypto';
import { fileOfRoute, routeOfFile } from '@/lib/build/export/pages';
import {
  contentSecurityPolicy,
  HEADERS_FILE_LINE_LIMIT,
  inlineScripts,
  netlifyHeaders,
  nginxConfig,
  PAGE_CACHE,
  scriptHash,
  serveConfig,
  withCspMeta,
} from '@/lib/build/security-headers';

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
    const header = contentSecurityPolicy({ hashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], scriptFiles: true, connect: ['https://api.funo.app'] }, 'header');
    expect(header).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(header).toContain("connect-src 'self' https://api.funo.app;");
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
    expect(routeOfFile('work/vocan.html')).toBe('/work/vocan');
    for (const file of ['index.html', 'work.html', 'work/vocan.html']) expect(fileOfRoute(routeOfFile(file))).toBe(file);
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
    expect(netlifyHeaders(pages)).toContain(`/work\n  Cache-Control: no-cache\n  Content-Security-Policy: ${pages[0]!.policy}`);
    const nginx = nginxConfig(pages);
    expect(nginx).toContain('error_page 404 /404.html;');
    expect(nginx).toContain(`location = /work {\n    try_files /work.html =404;`);
    expect(nginx).toContain(`add_header Content-Security-Policy "${pages[0]!.policy}" always;`);
    expect(nginx).toContain('add_header Cache-Control "no-cache" always;');
    expect(nginx).toMatch(/location = \/404\.html \{\n    internal;/);
  });

  it('writes one _headers rule per page, and refuses more than Cloudflare Pages reads', () => {
    const pages = Array.from({ length: 98 }, (_, index) => ({ file: `p${index}.html`, route: `/p${index}`, policy: "default-src 'none'" }));
    expect(netlifyHeaders(pages).split('\n\n')).toHaveLength(100);
    expect(() => netlifyHeaders([...pages, { file: 'x.html', route: '/x', policy: '' }])).toThrow(/101 rules; Cloudflare Pages reads only 100/);
  });

  it('refuses a _headers line longer than Cloudflare Pages reads', () => {
    const policyOfLength = (length: number) => `default-src ${'x'.repeat(length - 'Content-Security-Policy: default-src '.length)}`;
    const page = (policy: string) => [{ file: 'work.html', route: '/work', policy }];
    expect(() => netlifyHeaders(page(policyOfLength(HEADERS_FILE_LINE_LIMIT)))).not.toThrow();
    expect(() => netlifyHeaders(page(policyOfLength(HEADERS_FILE_LINE_LIMIT + 1)))).toThrow(
      /Content-Security-Policy line for \/work has 2001 characters; Cloudflare Pages reads at most 2000/,
    );
  });

  it('serves nginx over HTTPS only, with relative redirects from a page’s other names', () => {
    const nginx = nginxConfig([
      { file: 'index.html', route: '/', policy: "default-src 'none'" },
      { file: 'work/vocan.html', route: '/work/vocan', policy: "default-src 'none'" },
    ]);
    expect(nginx).toMatch(/server \{\n  listen 80;\n  listen \[::\]:80;\n  server_name example\.com;\n  return 301 https:\/\/\$host\$request_uri;\n\}/);
    expect(nginx).toContain('listen 443 ssl http2;');
    expect(nginx).toContain('absolute_redirect off;');
    expect(nginx).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(nginx).toContain('location = /index.html {\n    return 301 /$is_args$args;');
    expect(nginx).toContain('location = /index {\n    return 301 /$is_args$args;');
    expect(nginx).toContain('location = /work/vocan.html {\n    return 301 /work/vocan$is_args$args;');
    expect(nginx).toContain('location = /work/vocan/ {\n    return 301 /work/vocan$is_args$args;');
    expect(nginx).toContain('location ^~ /_next/static/ {');
    expect(nginx).toContain('location = /_headers {\n    return 404;');
    expect(nginx).toContain('location = /serve.json {\n    return 404;');
    // Every redirect of the HTTPS server is one of those fixed targets: none is built from the request path.
    const redirects = nginx.split('\n').filter((line) => /\b(return 30\d|rewrite)\b/.test(line));
    expect(redirects.filter((line) => !line.includes('https://$host$request_uri'))).toEqual([
      '    return 301 /$is_args$args;',
      '    return 301 /$is_args$args;',
      '    return 301 /work/vocan$is_args$args;',
      '    return 301 /work/vocan$is_args$args;',
    ]);
  });

  it('has nginx send the build’s gzip copies, compress the same types without one, and vary on Accept-Encoding', () => {
    const nginx = nginxConfig([{ file: 'index.html', route: '/', policy: "default-src 'none'" }]);
    expect(nginx).toContain('  gzip_static on;\n  gzip on;\n  gzip_vary on;\n  gzip_min_length 1024;\n');
    const types = /\n {2}gzip_types ([^;]+);/.exec(nginx)?.[1]?.split(' ');
    expect(types).toEqual(expect.arrayContaining(['text/css', 'application/javascript', 'text/javascript', 'image/svg+xml', 'application/json', 'text/plain', 'text/xml', 'application/manifest+json']));
    // text/html is always compressed; nginx warns when it is listed again.
    expect(types).not.toContain('text/html');
    // Vary comes from gzip_vary: an add_header would not reach the locations that have their own.
    expect(nginx).not.toMatch(/add_header Vary/);
  });

  it('refuses what nginx would read differently from what the build meant', () => {
    expect(() => nginxConfig([{ file: 'a b.html', route: '/a b', policy: "default-src 'none'" }])).toThrow(/cannot map a b\.html/);
    expect(() => nginxConfig([{ file: 'work.html', route: '/other', policy: "default-src 'none'" }])).toThrow(/cannot map work\.html/);
    expect(() => nginxConfig([{ file: 'work.html', route: '/work', policy: "script-src '$x'" }])).toThrow(/cannot be quoted safely/);
    expect(() => nginxConfig([{ file: 'work.html', route: '/work', policy: 'a"b' }])).toThrow(/cannot be quoted safely/);
  });
});
