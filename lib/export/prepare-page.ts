/**
 * What the export does with one page. A static page loses Next.js's runtime
 * and its React Server Components payload and is left as HTML and CSS. An
 * interactive page loses them too; its islands' HTML is rendered again from
 * the root the browser hydrates, and one inline loader starts the islands'
 * bundles once the page has loaded. A page that would break either way is a
 * problem that names it and its components.
 */
import type { InteractivePage } from '@/lib/interactive-pages';
import { ISLANDS, isIslandName, type IslandName } from '@/lib/islands';
import type { IslandBundles } from '@/lib/export/island-bundles';
import { applyEdits, clientComponents, clientReferences, type Edit, readPage, revealsContentWithScript, scriptRemovals } from '@/lib/page-scripts';

export type PageContext = {
  route: string;
  interactive?: InteractivePage;
  /** Client module id → source path, from the manifests of `next build`. */
  modulePaths: ReadonlyMap<string, string>;
  bundles: IslandBundles;
  /** The HTML of an island's root with these props, as the browser will hydrate it. */
  renderIsland: (name: IslandName, props: unknown) => string;
};

export type PreparedPage =
  | { kind: 'static' | 'interactive'; html: string; islands: IslandName[]; scriptFiles: string[] }
  | { problem: string };

/**
 * The inline script that adds the islands' bundles once the page has loaded
 * (its HTML, CSS and images) and the frame after that has been painted, so
 * they never compete with the largest paint. Classic async scripts, which the
 * browser compiles off the main thread. The page's Content-Security-Policy
 * allows the loader by its hash.
 */
export function islandLoader(urls: readonly string[]): string {
  return (
    `(function(s){function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `function next(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `document.readyState==="complete"?next():addEventListener("load",next,{once:true})})(${JSON.stringify(urls)})`
  );
}

const rootOf = (name: IslandName) => `${ISLANDS[name].module}#${ISLANDS[name].exportName}`;

export function preparePage(html: string, context: PageContext): PreparedPage {
  const { route, interactive } = context;
  const page = readPage(html);
  const components = clientComponents(clientReferences(page.scripts), context.modulePaths);
  if (revealsContentWithScript(html)) {
    return { problem: `${route}: React reveals part of it with a script (a Suspense boundary), which needs Next.js's runtime.` };
  }

  if (!interactive) {
    if (components.length) {
      return {
        problem:
          `${route} ships no JavaScript, but it renders client components that would never work: ${components.join(', ')}. ` +
          'Render them on the server, or place them as an island on a page listed in lib/interactive-pages.ts.',
      };
    }
    if (page.islands.length) {
      return { problem: `${route} ships no JavaScript, but it places islands (${page.islands.map((island) => island.name).join(', ')}): add it to lib/interactive-pages.ts.` };
    }
    return { kind: 'static', html: applyEdits(html, scriptRemovals(page)), islands: [], scriptFiles: [] };
  }

  if (!page.islands.length) {
    return { problem: `${route} is listed in lib/interactive-pages.ts but places no island (components/islands/Island.tsx): remove it from the list.` };
  }
  const unknown = page.islands.filter((island) => !isIslandName(island.name));
  if (unknown.length) return { problem: `${route} places islands lib/islands.ts does not list: ${unknown.map((island) => island.name).join(', ')}.` };
  const names = [...new Set(page.islands.map((island) => island.name as IslandName))];
  const roots = new Set(names.map(rootOf));
  const outside = components.filter((component) => !roots.has(component));
  if (outside.length) {
    return {
      problem: `${route} renders client components outside its islands, which nothing would hydrate: ${outside.join(', ')}. Place them with <Island> (lib/islands.ts).`,
    };
  }

  const edits: Edit[] = scriptRemovals(page);
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
  const entries = names.map((name) => context.bundles[name].url);
  edits.push({ start: page.bodyEnd, end: page.bodyEnd, text: `<script>${islandLoader(entries)}</script>` });
  return {
    kind: 'interactive',
    html: applyEdits(html, edits),
    islands: names,
    scriptFiles: [...new Set(names.flatMap((name) => context.bundles[name].files))],
  };
}
