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

  it('builds a strict policy with hashes and backends, frame-ancestors only in the header', () => {
    const header = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"], ['https://api.funo.app'], 'header');
    expect(header).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(header).toContain("connect-src 'self' https://api.funo.app;");
    expect(header).toContain("default-src 'none'");
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).not.toMatch(/unsafe-(inline|eval)[^;]*;[^;]*$|script-src[^;]*unsafe/);
    expect(contentSecurityPolicy([], [], 'meta')).not.toContain('frame-ancestors');
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
});
