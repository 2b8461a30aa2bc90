/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// The route matcher Next.js uses for headers(), from the same library whose `source` syntax vercel.json uses.
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { siteRoutes } from '@/lib/routes';
import { COMMON_HEADERS, contentSecurityPolicy, fileHeaders, HOST_FILES, type PageNeeds, sharedPolicy } from '@/lib/build/security-headers';
import { VERCEL_PAGE_SOURCE, vercelConfig, vercelJson } from '@/lib/build/vercel';

type Rule = { source: string; headers: { key: string; value: string }[] };

/** The headers Vercel sends for a path: every matching rule, a later one overriding a name. */
function headersFor(urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of vercelConfig().headers as Rule[]) {
    if (!pathToRegexp(rule.source).test(urlPath)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

const directives = (policy: string) => new Set(policy.split('; '));

describe('vercel.json', () => {
  it('is the file lib/build/vercel.ts generates (regenerate it with npx tsx scripts/vercel-json.ts)', () => {
    expect(readFileSync(path.join(__dirname, '..', '..', 'vercel.json'), 'utf8')).toBe(vercelJson());
  });

  it('publishes out/ as built by npm run build, with clean URLs and no trailing slash', () => {
    expect(vercelConfig()).toMatchObject({ framework: null, outputDirectory: 'out', cleanUrls: true, trailingSlash: false });
  });

  it('builds a production build, so a variable the project does not set stops the build instead of shipping localhost', () => {
    // Vercel passes an unset variable as no variable at all; lib/env/next-build.test.ts runs this command with none.
    expect(vercelConfig().buildCommand).toMatch(/^PRODUCTION_BUILD=1 npm run build && /);
  });

  it('takes the other hosts’ files out of out/ after the build, so Vercel does not publish them', () => {
    expect(vercelConfig().buildCommand).toBe(`PRODUCTION_BUILD=1 npm run build && rm -f ${HOST_FILES.map((file) => `out/${file}`).join(' ')}`);
    expect(HOST_FILES).toEqual(expect.arrayContaining(['serve.json', '_headers', 'nginx-site.conf']));
  });

  it('gives every page and unknown path the common headers, no-cache and the shared policy', () => {
    for (const route of [...siteRoutes(), '/404', '/this-page-does-not-exist', '/work/nope']) {
      expect({ route, headers: headersFor(route) }).toEqual({
        route,
        headers: { ...COMMON_HEADERS, 'Cache-Control': 'no-cache', 'Content-Security-Policy': sharedPolicy() },
      });
    }
  });

  it('gives every file its type’s headers, static assets a year of caching, and the shared policy unless it has its own', () => {
    const everyPath = { ...COMMON_HEADERS, 'Content-Security-Policy': sharedPolicy() };
    expect(headersFor('/_next/static/chunks/app.js')).toEqual({ ...everyPath, 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(headersFor('/_next/static/chunks/app.css.gz')).toEqual({ ...everyPath, 'Cache-Control': 'public, max-age=31536000, immutable' });
    const files = [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap.xml.gz',
      '/manifest.webmanifest',
      '/sample-app/eula-plain-text.txt',
      '/icons/icon-192.png',
      '/og/site.png',
      '/images/projects/sample.svg',
      '/images/projects/sample.svg.gz',
      '/work.html.gz',
    ];
    for (const file of files) {
      expect({ file, headers: headersFor(file) }).toEqual({ file, headers: { ...everyPath, ...fileHeaders(file.slice(1)) } });
    }
    expect(headersFor('/images/projects/sample.svg')['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(headersFor('/icons/icon-192.png')['Cache-Control']).toBe('public, max-age=86400');
    expect(headersFor('/robots.txt')['Cache-Control']).toBe('public, max-age=3600');
    expect(pathToRegexp(VERCEL_PAGE_SOURCE).test('/_next/static/chunks/app.js')).toBe(false);
  });

  it('gives the 404 page a policy header under a name with an extension too', () => {
    for (const unknown of ['/favicon.ico', '/nope.txt', '/icons/nope.png', '/_next/static/nope.js']) {
      expect(headersFor(unknown)['Content-Security-Policy']).toBe(sharedPolicy());
    }
  });

  it('with a page’s meta policy, enforces exactly the page’s header policy', () => {
    const pages: PageNeeds[] = [
      { hashes: [], scriptFiles: false, connect: [] },
      { hashes: ["'sha256-abc'"], scriptFiles: true, connect: ['https://api.sample.example'] },
    ];
    for (const needs of pages) {
      const combined = new Set([...directives(contentSecurityPolicy(needs, 'meta')), ...directives(sharedPolicy())]);
      expect(combined).toEqual(directives(contentSecurityPolicy(needs, 'header')));
    }
  });

  it('sends no directive that would narrow what a page’s own policy allows', () => {
    expect(sharedPolicy()).toContain("frame-ancestors 'none'");
    expect(sharedPolicy()).not.toMatch(/default-src|script-src|connect-src/);
  });
});
