/** @jest-environment node */
import {
  clientReferences,
  deferScripts,
  executableScripts,
  flightPayload,
  isFrameworkModule,
  islands,
  preparePage,
  scriptFiles,
  stripScripts,
} from '@/lib/page-scripts';

/** The payload rows Next.js writes, pushed in two scripts as it streams them. */
const push = (rows: string) => `<script>self.__next_f.push(${JSON.stringify([1, rows])})</script>`;

function exportedPage(rows: string[]): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>' +
    '<link rel="modulepreload" href="/_next/static/chunks/module.js"/>' +
    '<script src="/_next/static/chunks/main.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
    '<body><main><h1>Funo AI EULA</h1></main>' +
    '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
    '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    push(`${rows.slice(0, 1).join('\n')}\n`) +
    push(`${rows.slice(1).join('\n')}\n`) +
    '</body></html>'
  );
}

const modulePaths = new Map([
  ['39756', '[project]/node_modules/next/dist/esm/client/components/layout-router.js'],
  ['78324', '[project]/app/(en)/error.tsx'],
  ['53348', '[project]/app/global-error.tsx'],
  ['65617', '[project]/components/MobileMenu.tsx'],
  ['58184', '[project]/components/forms/ProfileIdForm.tsx <module evaluation>'],
]);

const frameworkRows = ['3:I[39756,["$2"],"default"]', '9:I[78324,["$8"],"default"]', '23:I[53348,["$22"],"default"]', '4:["$","main",null,{}]'];

describe('reading a page', () => {
  const page = exportedPage([...frameworkRows, 'c:I[65617,["$b"],"MobileMenu"]']);

  it('finds every executable script, leaving data blocks alone', () => {
    const scripts = executableScripts(page);
    expect(scripts.map((script) => script.src ?? 'inline')).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/polyfills.js',
      'inline',
      'inline',
      'inline',
      'inline',
    ]);
    expect(scripts[1]!.noModule).toBe(true);
  });

  it('joins the payload pushed in several scripts and reads its client references', () => {
    expect(flightPayload(page)).toContain('4:["$","main",null,{}]\nc:I[65617');
    expect(clientReferences(page)).toEqual([
      { moduleId: '39756', exportName: 'default' },
      { moduleId: '78324', exportName: 'default' },
      { moduleId: '53348', exportName: 'default' },
      { moduleId: '65617', exportName: 'MobileMenu' },
    ]);
  });

  it('counts Next.js itself and the error boundaries as framework, everything else as an island', () => {
    expect(isFrameworkModule('[project]/node_modules/next/dist/esm/client/components/client-page.js')).toBe(true);
    expect(isFrameworkModule('[project]/app/(tr)/error.tsx')).toBe(true);
    expect(isFrameworkModule('[project]/app/global-error.tsx')).toBe(true);
    expect(isFrameworkModule('[project]/components/ErrorView.tsx')).toBe(false);
    expect(isFrameworkModule('[project]/node_modules/framer-motion/dist/es/index.mjs')).toBe(false);
    expect(islands(clientReferences(page), modulePaths)).toEqual(['components/MobileMenu.tsx#MobileMenu']);
    expect(islands([{ moduleId: '1', exportName: 'default' }], modulePaths)).toEqual(['module 1#default']);
  });
});

describe('a static page', () => {
  it('loses every script, script preload and the payload, and keeps its content, styles and JSON-LD', () => {
    const page = preparePage('/funo/eula', exportedPage(frameworkRows), modulePaths, false);
    expect(page).toMatchObject({ kind: 'static' });
    const html = (page as { html: string }).html;
    expect(executableScripts(html)).toEqual([]);
    expect(html).not.toMatch(/preload|__next_f|TURBOPACK/);
    expect(html).toContain('<h1>Funo AI EULA</h1>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>');
  });

  it('keeps an inline script the page marks as its own, unless everything is asked for', () => {
    const page = exportedPage(frameworkRows).replace('</main>', '</main><script data-keep-script="">console.warn(1)</script>');
    expect(executableScripts(stripScripts(page)).map((script) => script.inline)).toEqual(['console.warn(1)']);
    expect(executableScripts(stripScripts(page, { everything: true }))).toEqual([]);
  });

  it('stops the build when it contains a client component, naming the page and the component', () => {
    const page = exportedPage([...frameworkRows, 'c:I[58184,["$b"],"ProfileIdForm"]']);
    expect(preparePage('/work', page, modulePaths, false)).toEqual({
      problem: expect.stringMatching(/^\/work ships no JavaScript, but it renders client components that would never work: components\/forms\/ProfileIdForm\.tsx#ProfileIdForm\./),
    });
  });

  it('stops the build when React would reveal part of it with a script', () => {
    const page = exportedPage(frameworkRows).replace('</main>', '</main><div hidden id="S:0"><p>late</p></div><script>$RC("B:0","S:0")</script>');
    expect(preparePage('/about', page, modulePaths, false)).toEqual({ problem: expect.stringContaining('/about ships no JavaScript, but React reveals part of it') });
  });
});

describe('an interactive page', () => {
  it('keeps its scripts, loaded by one inline loader once the page has loaded', () => {
    const page = exportedPage([...frameworkRows, 'c:I[58184,["$b"],"ProfileIdForm"]']);
    const prepared = preparePage('/faucet', page, modulePaths, true);
    expect(prepared).toMatchObject({ kind: 'interactive' });
    const html = (prepared as { html: string }).html;
    expect(html).not.toContain('<script src="/_next/static/chunks/main.js"');
    expect(html).not.toMatch(/rel="(module)?preload"/);
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(flightPayload(html)).toBe(flightPayload(page));
    const { loader } = deferScripts(page);
    expect(loader).toContain('["/_next/static/chunks/main.js"]');
    expect(html).toContain(`<script>${loader}</script></body>`);
    expect(scriptFiles(html)).toEqual(['/_next/static/chunks/main.js']);
    expect(scriptFiles(page)).toEqual(['/_next/static/chunks/main.js']);
  });

  it('stops the build when it is listed as interactive but has nothing to hydrate', () => {
    expect(preparePage('/about', exportedPage(frameworkRows), modulePaths, true)).toEqual({
      problem: expect.stringContaining('/about is listed in lib/interactive-pages.ts but has no client component to hydrate'),
    });
  });
});
