/** @jest-environment node */
import { runInNewContext } from 'node:vm';
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
    const prepared = preparePage(exportedPage(), context('/sample-app/eula'));
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
    const prepared = preparePage(exportedPage(formIsland), context('/sample-app/account-delete'));
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

describe('the island loader', () => {
  const urls = ['/_next/static/islands/AccountForm-H.js', '/_next/static/islands/FeaturedProjects-H.js'];

  type Observer = { observe(options: unknown): void; disconnect(): void; observed?: unknown; disconnected: boolean };

  /**
   * The loader's own source run in a page of stubs: the browser's signals (load, a frame, the
   * largest-paint report, timers) happen only when the test fires them, and every script the
   * loader adds to the document is recorded.
   */
  function loaderIn({ loaded = true, reportsLargestPaint = true } = {}) {
    const added: { type: string; src: string }[] = [];
    const frames: (() => void)[] = [];
    const onLoad: (() => void)[] = [];
    const observers: { observer: Observer; report: (list: unknown, observer: Observer) => void }[] = [];
    let now = 0;
    let timers: { at: number; run: () => void }[] = [];

    function PerformanceObserver(report: (list: unknown, observer: Observer) => void): Observer {
      const observer: Observer = {
        disconnected: false,
        observe(options) {
          observer.observed = options;
        },
        disconnect() {
          observer.disconnected = true;
        },
      };
      observers.push({ observer, report });
      return observer;
    }
    PerformanceObserver.supportedEntryTypes = reportsLargestPaint ? ['element', 'largest-contentful-paint', 'paint'] : ['element', 'paint'];

    const page: Record<string, unknown> = {
      PerformanceObserver,
      document: {
        readyState: loaded ? 'complete' : 'interactive',
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: { tag: string; type: string; src: string }) => added.push({ type: `${element.tag} ${element.type}`, src: element.src }) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
      addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener),
    };
    page.window = page;
    runInNewContext(islandLoader(urls), page);

    return {
      /** The scripts added to the document so far. */
      added,
      observers: () => observers.map(({ observer }) => observer),
      load: () => onLoad.splice(0).forEach((listener) => listener()),
      frame: () => frames.splice(0).forEach((callback) => callback()),
      largestPaint: () => observers.forEach(({ observer, report }) => report({ getEntries: () => [{ startTime: now }] }, observer)),
      /** Lets `ms` pass, running the timers that fall due, in order. */
      elapse(ms: number) {
        now += ms;
        for (;;) {
          const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)[0];
          if (!due) return;
          timers = timers.filter((timer) => timer !== due);
          due.run();
        }
      },
    };
  }

  const bundles = urls.map((src) => ({ type: 'script module', src }));

  it('adds no bundle until the browser has reported the largest paint, then every bundle once, as a module script', () => {
    const page = loaderIn();
    page.frame();
    // Up to the fallback for a page that never paints: still nothing, however long the frame has been shown.
    page.elapse(2_999);
    expect(page.added).toEqual([]);
    expect(page.observers()).toEqual([expect.objectContaining({ observed: { type: 'largest-contentful-paint', buffered: true } })]);
    page.largestPaint();
    page.elapse(0);
    expect(page.added).toEqual(bundles);
    expect(page.observers()[0]!.disconnected).toBe(true);
    // The fallback finds the work done.
    page.elapse(1);
    expect(page.added).toEqual(bundles);
  });

  it('a largest paint reported before the next frame still waits for that frame', () => {
    const page = loaderIn();
    page.largestPaint();
    page.elapse(100);
    expect(page.added).toEqual([]);
    page.frame();
    page.elapse(0);
    expect(page.added).toEqual(bundles);
  });

  it('waits for the page to load before it watches for the paint and the frame', () => {
    const page = loaderIn({ loaded: false });
    page.frame();
    page.elapse(5_000);
    expect(page.observers()).toEqual([]);
    expect(page.added).toEqual([]);
    page.load();
    page.frame();
    page.elapse(0);
    expect(page.added).toEqual([]);
    page.largestPaint();
    page.elapse(0);
    expect(page.added).toEqual(bundles);
  });

  it('in a browser that reports no largest paint, starts after the next frame', () => {
    const page = loaderIn({ reportsLargestPaint: false });
    expect(page.observers()).toEqual([]);
    page.elapse(100);
    expect(page.added).toEqual([]);
    page.frame();
    page.elapse(0);
    expect(page.added).toEqual(bundles);
  });

  it('on a page that paints nothing (a background tab), starts 3 s after load, once', () => {
    const page = loaderIn();
    page.elapse(2_999);
    expect(page.added).toEqual([]);
    page.elapse(1);
    expect(page.added).toEqual(bundles);
    page.frame();
    page.largestPaint();
    page.elapse(0);
    expect(page.added).toEqual(bundles);
  });
});
