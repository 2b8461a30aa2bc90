/** @jest-environment node */
import { exportedPage } from '@/lib/build/export/fixture';
import { applyEdits, executableScripts, readPage, stripScripts } from '@/lib/build/page-scripts';

describe('reading a page', () => {
  const page = exportedPage();

  it('counts every script as the framework’s but the site’s own data: JSON-LD and islands’ props', () => {
    const scripts = executableScripts(page);
    expect(scripts.map((script) => script.src ?? script.attributes.type ?? 'inline')).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/polyfills.js',
      'inline',
      'inline',
      'importmap',
      'speculationrules',
    ]);
    expect(readPage(page).scripts.filter((script) => script.kind === 'json-ld')).toHaveLength(1);
  });

  it('finds an island with the props written right before it', () => {
    const island = '<script type="application/json" data-island-props="AccountForm">{}</script><div data-island="AccountForm"><form></form></div>';
    const html = exportedPage(`<main>${island}</main>`);
    const [found] = readPage(html).islands;
    expect(found).toMatchObject({ name: 'AccountForm', props: { kind: 'island-props', inline: '{}' } });
    expect(html.slice(found!.inner.start, found!.inner.end)).toBe('<form></form>');
  });

  it('refuses, by name, a page without <head> or </body> in its source', () => {
    expect(() => readPage(page.replace('</body>', ''))).toThrow('a page without </body> in its source');
    expect(() => readPage(page.replace(/<head>/, ''))).toThrow('a page without <head> in its source');
  });
});

describe('stripping scripts', () => {
  it('takes out every script and script preload, and keeps content, styles and JSON-LD byte for byte', () => {
    const html = stripScripts(exportedPage());
    expect(executableScripts(html)).toEqual([]);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head>' +
        '<body><main><h1>EULA</h1></main><script type="application/ld+json">{"@type":"BreadcrumbList"}</script></body></html>',
    );
  });

  it('keeps an inline script the page marks as its own, unless everything is asked for', () => {
    const page = exportedPage().replace('</main>', '</main><script data-keep-script="">console.warn(1)</script>');
    expect(executableScripts(stripScripts(page)).map((script) => script.inline)).toEqual(['console.warn(1)']);
    expect(executableScripts(stripScripts(page, { everything: true }))).toEqual([]);
  });

  it('takes the islands’ props out of the script-free copy', () => {
    const page = exportedPage('<script type="application/json" data-island-props="x">{"a":1}</script><div data-island="x"></div>');
    expect(stripScripts(page)).toContain('data-island-props');
    expect(stripScripts(page, { everything: true })).not.toContain('data-island-props');
  });

  it('refuses overlapping changes', () => {
    expect(applyEdits('abcdef', [{ start: 1, end: 2, text: 'X' }, { start: 4, end: 4, text: 'Y' }])).toBe('aXcdYef');
    expect(() => applyEdits('abcdef', [{ start: 1, end: 4, text: '' }, { start: 2, end: 3, text: '' }])).toThrow('overlapping');
  });
});
