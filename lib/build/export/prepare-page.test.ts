/** @jest-environment node */
import type { IslandBundles } from '@/lib/build/export/island-bundles';
import { islandLoader, type PageContext, preparePage } from '@/lib/build/export/prepare-page';
import { exportedPage, frameworkRows, modulePaths } from '@/lib/build/export/test-page';
import { interactivePage } from '@/lib/interactive-pages';
import { ISLAND_NAMES } from '@/lib/islands';
import { executableScripts, readPage } from '@/lib/build/page-scripts';

const bundles = Object.fromEntries(
  ISLAND_NAMES.map((name) => [name, { url: `/_next/static/islands/${name}-H.js`, files: [`/_next/static/islands/${name}-H.js`, '/_next/static/islands/chunk-R.js'] }]),
) as IslandBundles;

const context = (route: string, rendered = '<form>rendered by the root</form>'): PageContext => ({
  route,
  interactive: interactivePage(route),
  modulePaths,
  bundles,
  renderIsland: (name, props) => `${rendered}<!-- ${name} ${JSON.stringify(props)} -->`,
});

const formIsland =
  '<main><script type="application/json" data-island-props="profile-id-form">{"kind":"faucet"}</script>' +
  '<div data-island="profile-id-form"><form>rendered by Next.js</form></div></main>';
const formRows = [...frameworkRows, 'c:I[58184,["$b"],"ProfileIdForm"]'];

describe('a static page', () => {
  it('loses every script, script preload and the payload, and keeps its content, styles and JSON-LD', () => {
    const prepared = preparePage(exportedPage(frameworkRows), context('/funo/eula'));
    expect(prepared).toMatchObject({ kind: 'static', scriptFiles: [] });
    const html = (prepared as { html: string }).html;
    expect(executableScripts(html)).toEqual([]);
    expect(html).not.toMatch(/preload|__next_f|TURBOPACK/);
    expect(html).toContain('<h1>Funo AI EULA</h1>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>');
  });

  it('stops the build when it contains a client component, naming the page and the component', () => {
    expect(preparePage(exportedPage(formRows), context('/work'))).toEqual({
      problem: expect.stringMatching(/^\/work ships no JavaScript, but it renders client components that would never work: components\/forms\/ProfileIdForm\.tsx#ProfileIdForm\./),
    });
  });

  it('stops the build when React would reveal part of it with a script', () => {
    const page = exportedPage(frameworkRows).replace('</main>', '</main><div hidden id="S:0"><p>late</p></div><script>$RC("B:0","S:0")</script>');
    expect(preparePage(page, context('/about'))).toEqual({ problem: expect.stringContaining('/about: React reveals part of it with a script') });
  });
});

describe('an interactive page', () => {
  it('loses Next.js’s runtime and payload; its island is rendered by its root and hydrated by its bundle after the page has loaded', () => {
    const prepared = preparePage(exportedPage(formRows, formIsland), context('/faucet'));
    expect(prepared).toMatchObject({ kind: 'interactive', islands: ['profile-id-form'] });
    const { html, scriptFiles } = prepared as { html: string; scriptFiles: string[] };
    expect(html).not.toMatch(/_next\/static\/chunks\/[a-z]+\.js|__next_f|TURBOPACK|preload/);
    expect(html).toContain(
      '<div data-island="profile-id-form"><form>rendered by the root</form><!-- profile-id-form {"kind":"faucet"} --></div>',
    );
    expect(executableScripts(html).map((script) => script.inline)).toEqual([islandLoader(['/_next/static/islands/profile-id-form-H.js'])]);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    expect(scriptFiles).toEqual(['/_next/static/islands/profile-id-form-H.js', '/_next/static/islands/chunk-R.js']);
    expect(readPage(html).islands[0]!.props!.inline).toBe('{"kind":"faucet"}');
  });

  it('stops the build when it is listed as interactive but places no island', () => {
    expect(preparePage(exportedPage(frameworkRows), context('/faucet'))).toEqual({
      problem: expect.stringContaining('/faucet is listed in lib/interactive-pages.ts but places no island'),
    });
  });

  it('stops the build when a client component sits outside its islands', () => {
    const rows = [...formRows, 'd:I[65617,["$b"],"MobileMenu"]'];
    expect(preparePage(exportedPage(rows, formIsland), context('/faucet'))).toEqual({
      problem: expect.stringContaining('/faucet renders client components outside its islands, which nothing would hydrate: components/MobileMenu.tsx#MobileMenu'),
    });
  });

  it('stops the build when an island has no props beside it, or a static page places one', () => {
    const withoutProps = formIsland.replace(/<script[^>]*>[^<]*<\/script>/, '');
    expect(preparePage(exportedPage(formRows, withoutProps), context('/faucet'))).toEqual({
      problem: expect.stringContaining('the island profile-id-form has no props script'),
    });
    expect(preparePage(exportedPage(frameworkRows, formIsland), context('/about'))).toEqual({
      problem: expect.stringContaining('/about ships no JavaScript, but it places islands (profile-id-form)'),
    });
  });
});
