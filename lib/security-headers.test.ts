/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineScripts,
  netlifyHeaders,
  nginxConfig,
  routeOfFile,
  scriptHash,
  serveConfig,
  withCspMeta,
} from '@/lib/security-headers';

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
  });

  it('writes the same policy into every host configuration', () => {
    const pages = [
      { file: 'work.html', route: '/work', policy: "default-src 'none'; script-src 'self' 'sha256-x'" },
      { file: '404.html', route: '/404', policy: "default-src 'none'" },
    ];
    const serve = serveConfig(pages);
    expect(serve.cleanUrls).toBe(true);
    expect(serve.headers).toContainEqual({ source: '/work.html', headers: [{ key: 'Content-Security-Policy', value: pages[0]!.policy }] });
    expect(serve.headers[0]!.headers).toContainEqual({ key: 'X-Frame-Options', value: 'DENY' });
    expect(netlifyHeaders(pages)).toContain(`/work\n  Content-Security-Policy: ${pages[0]!.policy}`);
    const nginx = nginxConfig(pages);
    expect(nginx).toContain('error_page 404 /404.html;');
    expect(nginx).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(nginx).toContain(`location = /work {\n    try_files /work.html =404;`);
    expect(nginx).toContain(`add_header Content-Security-Policy "${pages[0]!.policy}" always;`);
  });

  it('writes one _headers rule per page, and refuses more than Cloudflare Pages reads', () => {
    const pages = Array.from({ length: 98 }, (_, index) => ({ file: `p${index}.html`, route: `/p${index}`, policy: "default-src 'none'" }));
    expect(netlifyHeaders(pages).split('\n\n')).toHaveLength(100);
    expect(() => netlifyHeaders([...pages, { file: 'x.html', route: '/x', policy: '' }])).toThrow(/101 rules; Cloudflare Pages reads only 100/);
  });

  it('serves nginx over HTTPS only, with relative redirects to the clean URL', () => {
    const nginx = nginxConfig([{ file: 'work.html', route: '/work', policy: "default-src 'none'" }]);
    expect(nginx).toMatch(/server \{\n  listen 80;\n  listen \[::\]:80;\n  server_name _;\n  return 301 https:\/\/\$host\$request_uri;\n\}/);
    expect(nginx).toContain('listen 443 ssl http2;');
    expect(nginx).toContain('absolute_redirect off;');
    expect(nginx).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(nginx).toMatch(/location ~ \^\/\(\.\+\)\\\.html\$ \{\n    return 301 \/\$1;/);
  });
});
