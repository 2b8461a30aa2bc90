/** @jest-environment node */
import { exportedPage } from '@/lib/build/export/fixture';
import type { IslandBundles } from '@/lib/build/export/island-bundles';
import { islandLoader, type PageContext, preparePage } from '@/lib/build/export/prepare-page';
import { executableScripts, readPage } from '@/lib/build/page-scripts';
import { ISLAND_NAMES } from '@/lib/islands';

const bundles = Object.fromEntries(
  ISLAND_NAMES.map((name) => [name, { url: `/_next/static/islands/${name}-H.js`, files: [`/_next/static/islands/${name}-H.js`, '/_next/static/islands/chunk-R.js'] }]),
) as IslandBundles;

const context = (route: string, rendered = '<form>rendered by the root</form>'): PageContext => ({
  route,
  bundles,
  renderIsland: (name, props) => `${rendered}<!-- ${name} ${JSON.stringify(props)} -->`,
});

const formIsland =
  '<main><script type="application/json" data-island-props="AccountForm">{"endpoint":"x"}</script>' +
  '<div data-island="AccountForm"><form>rendered by Next.js</form></div></main>';

describe('a page without islands', () => {
  it('loses every script and script preload, and keeps its content, styles and JSON-LD', () => {
    const prepared = preparePage(exportedPage(), context('/funo/eula'));
    expect(prepared).toMatchObject({ kind: 'static', scriptFiles: [] });
    const html = (prepared as { html: string }).html;
    expect(executableScripts(html)).toEqual([]);
    expect(html).not.toMatch(/preload|__payload|FRAMEWORK|importmap|speculationrules/);
    expect(html).toContain('<h1>EULA</h1>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>');
  });
});

describe('a page that holds an island', () => {
  it('loses the framework’s scripts; its island is rendered by its root and hydrated by its bundle after the page has loaded', () => {
    const prepared = preparePage(exportedPage(formIsland), context('/funo/account-delete'));
    expect(prepared).toMatchObject({ kind: 'interactive', islands: ['AccountForm'] });
    const { html, scriptFiles } = prepared as { html: string; scriptFiles: string[] };
    expect(html).not.toMatch(/_next\/static\/chunks\/[a-z]+\.js|__payload|FRAMEWORK|preload/);
    expect(html).toContain('<div data-island="AccountForm"><form>rendered by the root</form><!-- AccountForm {"endpoint":"x"} --></div>');
    expect(executableScripts(html).map((script) => script.inline)).toEqual([islandLoader(['/_next/static/islands/AccountForm-H.js'])]);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    expect(scriptFiles).toEqual(['/_next/static/islands/AccountForm-H.js', '/_next/static/islands/chunk-R.js']);
    expect(readPage(html).islands[0]!.props!.inline).toBe('{"endpoint":"x"}');
  });

  it('stops the build when an island has no props beside it, is not listed, or has props that are not JSON', () => {
    const withoutProps = formIsland.replace(/<script[^>]*>[^<]*<\/script>/, '');
    expect(preparePage(exportedPage(withoutProps), context('/x'))).toEqual({ problem: expect.stringContaining('the island AccountForm has no props script') });
    expect(preparePage(exportedPage(formIsland.replaceAll('AccountForm', 'Unknown')), context('/x'))).toEqual({
      problem: '/x places islands lib/islands.ts does not list: Unknown.',
    });
    expect(preparePage(exportedPage(formIsland.replace('{"endpoint":"x"}', '{oops')), context('/x'))).toEqual({
      problem: expect.stringContaining('/x: the props of the island AccountForm are not JSON'),
    });
  });
});
