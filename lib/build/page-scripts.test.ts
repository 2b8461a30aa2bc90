/** @jest-environment node */
import { exportedPage, frameworkRows, modulePaths } from '@/lib/build/export/test-page';
import {
  applyEdits,
  clientComponents,
  clientReferences,
  executableScripts,
  flightPayload,
  isFrameworkModule,
  readPage,
  stripScripts,
} from '@/lib/build/page-scripts';

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
    expect(readPage(page).scripts.filter((script) => script.kind === 'json-ld')).toHaveLength(1);
  });

  it('joins the payload pushed in several scripts and reads its client references', () => {
    const { scripts } = readPage(page);
    expect(flightPayload(scripts)).toContain('4:["$","main",null,{}]\nc:I[65617');
    expect(clientReferences(scripts)).toEqual([
      { moduleId: '39756', exportName: 'default' },
      { moduleId: '78324', exportName: 'default' },
      { moduleId: '53348', exportName: 'default' },
      { moduleId: '65617', exportName: 'MobileMenu' },
    ]);
  });

  it('counts Next.js itself and the error boundaries as framework, everything else as a client component', () => {
    expect(isFrameworkModule('[project]/node_modules/next/dist/esm/client/components/client-page.js')).toBe(true);
    expect(isFrameworkModule('[project]/app/(tr)/error.tsx')).toBe(true);
    expect(isFrameworkModule('[project]/app/global-error.tsx')).toBe(true);
    expect(isFrameworkModule('[project]/components/ErrorView.tsx')).toBe(false);
    expect(isFrameworkModule('[project]/node_modules/framer-motion/dist/es/index.mjs')).toBe(false);
    // Next.js's own client components that work in the browser are a page's client components too.
    expect(isFrameworkModule('[project]/node_modules/next/dist/esm/client/app-dir/link.js')).toBe(false);
    expect(isFrameworkModule('[project]/node_modules/next/dist/client/image-component.js')).toBe(false);
    expect(clientComponents(clientReferences(readPage(page).scripts), modulePaths)).toEqual(['components/MobileMenu.tsx#MobileMenu']);
    expect(clientComponents([{ moduleId: '1', exportName: 'default' }], modulePaths)).toEqual(['module 1#default']);
  });

  it('finds an island with the props written right before it', () => {
    const island = '<script type="application/json" data-island-props="funo-delete-form">{}</script><div data-island="funo-delete-form"><form></form></div>';
    const html = exportedPage(frameworkRows, `<main>${island}</main>`);
    const [found] = readPage(html).islands;
    expect(found).toMatchObject({ name: 'funo-delete-form', props: { kind: 'island-props', inline: '{}' } });
    expect(html.slice(found!.inner.start, found!.inner.end)).toBe('<form></form>');
  });

  it('refuses, by name, a shape it does not know instead of skipping it', () => {
    const page = exportedPage(frameworkRows);
    expect(() => readPage(page.replace('</body>', ''))).toThrow('a page without </body> in its source');
    expect(() => readPage(page.replace(/<head>/, ''))).toThrow('a page without <head> in its source');
    expect(() => readPage(page.replace('<main>', '<script type="importmap">{}</script><main>'))).toThrow('<script type="importmap">');
    expect(() => readPage(page.replace('<main>', '<script type="speculationrules">{}</script><main>'))).toThrow('<script type="speculationrules">');
    expect(() => readPage(page.replace('<main>', '<script type="application/json">{}</script><main>'))).toThrow('<script type="application/json">');
    // A payload row of another kind (binary, form state) might name client components this step would miss.
    const binaryRow = readPage(page.replace('<main>', '<script>self.__next_f.push([3,"AAEC"])</script><main>')).scripts;
    expect(() => flightPayload(binaryRow)).toThrow("an inline script of Next.js's payload has a shape the post-export step does not know");
  });
});

describe('stripping scripts', () => {
  it('takes out every script, script preload and the payload, and keeps content, styles and JSON-LD byte for byte', () => {
    const html = stripScripts(exportedPage(frameworkRows));
    expect(executableScripts(html)).toEqual([]);
    expect(html).not.toMatch(/preload|__next_f|TURBOPACK/);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head>' +
        '<body><main><h1>Funo AI EULA</h1></main><script type="application/ld+json">{"@type":"BreadcrumbList"}</script></body></html>',
    );
  });

  it('keeps an inline script the page marks as its own, unless everything is asked for', () => {
    const page = exportedPage(frameworkRows).replace('</main>', '</main><script data-keep-script="">console.warn(1)</script>');
    expect(executableScripts(stripScripts(page)).map((script) => script.inline)).toEqual(['console.warn(1)']);
    expect(executableScripts(stripScripts(page, { everything: true }))).toEqual([]);
  });

  it('takes the islands’ props out of the script-free copy', () => {
    const page = exportedPage([], '<script type="application/json" data-island-props="x">{"a":1}</script><div data-island="x"></div>');
    expect(stripScripts(page)).toContain('data-island-props');
    expect(stripScripts(page, { everything: true })).not.toContain('data-island-props');
  });

  it('refuses overlapping changes', () => {
    expect(applyEdits('abcdef', [{ start: 1, end: 2, text: 'X' }, { start: 4, end: 4, text: 'Y' }])).toBe('aXcdYef');
    expect(() => applyEdits('abcdef', [{ start: 1, end: 4, text: '' }, { start: 2, end: 3, text: '' }])).toThrow('overlapping');
  });
});
