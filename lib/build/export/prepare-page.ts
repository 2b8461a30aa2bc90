/**
 * What the export does with one page. Every script Next.js wrote into it
 * goes (lib/build/page-scripts.ts). A page without islands is then plain HTML
 * and CSS. A page whose HTML holds islands gets each island's HTML rendered
 * again from the root the browser hydrates, and one inline loader that
 * starts their bundles once the page has loaded. A page that would break is a
 * problem that names it.
 */
import type { IslandBundles } from '@/lib/build/export/island-bundles';
import { applyEdits, type Edit, readPage, scriptRemovals } from '@/lib/build/page-scripts';
import { isIslandName, type IslandName } from '@/lib/islands';

export type PageContext = {
  route: string;
  bundles: IslandBundles;
  /** The HTML of an island's root with these props, as the browser will hydrate it. */
  renderIsland: (name: IslandName, props: unknown) => string;
};

export type PreparedPage =
  | { kind: 'static' | 'interactive'; html: string; islands: IslandName[]; scriptFiles: string[] }
  | { problem: string };

/**
 * The inline script that adds the islands' bundles once the page has loaded
 * (its HTML, CSS and images), its next frame is requested and the browser has
 * reported its largest paint, so that they never compete with that paint.
 * Waiting for the frame alone was not enough: a frame is shown some time after
 * it is drawn, and a bundle requested in between counts, in Lighthouse's
 * simulation of a slow phone, as work the largest paint waited for (1.5 s
 * instead of 0.9 s on a form page, one run in two). A browser that reports no
 * largest paint starts after the frame; a page that paints nothing (a
 * background tab) starts 3 s after `load`. Module scripts (run as soon as they
 * arrive, like async ones), which the browser compiles off the main thread.
 * The page's Content-Security-Policy allows the loader by its hash.
 */
export function islandLoader(urls: readonly string[]): string {
  return (
    `(function(s){var done=false,painted=false,framed=false;` +
    `function go(){if(done)return;done=true;s.forEach(function(u){var e=document.createElement("script");e.type="module";e.src=u;document.head.appendChild(e)})}` +
    `function ready(){if(painted&&framed)setTimeout(go,0)}` +
    `function start(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];` +
    `if(t.indexOf("largest-contentful-paint")<0)painted=true;` +
    `else new P(function(l,o){o.disconnect();painted=true;ready()}).observe({type:"largest-contentful-paint",buffered:true});` +
    `requestAnimationFrame(function(){framed=true;ready()});setTimeout(go,3000)}` +
    `document.readyState==="complete"?start():addEventListener("load",start,{once:true})})(${JSON.stringify(urls)})`
  );
}

export function preparePage(html: string, context: PageContext): PreparedPage {
  const { route } = context;
  const page = readPage(html);
  const edits: Edit[] = scriptRemovals(page);
  if (!page.islands.length) return { kind: 'static', html: applyEdits(html, edits), islands: [], scriptFiles: [] };

  const unknown = page.islands.filter((island) => !isIslandName(island.name));
  if (unknown.length) return { problem: `${route} places islands lib/islands.ts does not list: ${unknown.map((island) => island.name).join(', ')}.` };
  for (const island of page.islands) {
    if (!island.props) return { problem: `${route}: the island ${island.name} has no props script right before its element.` };
    let props: unknown;
    try {
      props = JSON.parse(island.props.inline);
    } catch (error) {
      return { problem: `${route}: the props of the island ${island.name} are not JSON (${(error as Error).message}).` };
    }
    edits.push({ ...island.inner, text: context.renderIsland(island.name as IslandName, props) });
  }
  const names = [...new Set(page.islands.map((island) => island.name as IslandName))];
  edits.push({ start: page.bodyEnd, end: page.bodyEnd, text: `<script>${islandLoader(names.map((name) => context.bundles[name].url))}</script>` });
  return {
    kind: 'interactive',
    html: applyEdits(html, edits),
    islands: names,
    scriptFiles: [...new Set(names.flatMap((name) => context.bundles[name].files))],
  };
}
