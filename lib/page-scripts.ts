/**
 * What the post-export step (scripts/static-pages.ts) and the benchmark read
 * and change in an exported page's scripts. Pure functions over HTML text:
 * Next.js writes the same few shapes of tag on every page, so a tag-level
 * scan is exact here.
 */

/** Marks an inline script a page writes on purpose (the 404 page's console note): it survives stripping. */
export const KEEP_SCRIPT_ATTRIBUTE = 'data-keep-script';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LINK = /<link\b([^>]*?)\/?>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|/?$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** `<link rel="modulepreload">` and `<link rel="preload" as="script">`: they fetch scripts too. */
function withoutScriptPreloads(html: string): string {
  return html.replace(LINK, (tag, attributes: string) => {
    const rel = attribute(attributes, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const preloadsScript = rel.includes('modulepreload') || (rel.includes('preload') && attribute(attributes, 'as')?.toLowerCase() === 'script');
    return preloadsScript ? '' : tag;
  });
}

/** A data block (JSON-LD and the like) is never executed. */
function isDataBlock(attributes: string): boolean {
  const type = attribute(attributes, 'type')?.trim().toLowerCase();
  return type !== undefined && type !== '' && !['text/javascript', 'module', 'application/javascript'].includes(type);
}

export type ScriptTag = { tag: string; src?: string; inline: string; noModule: boolean; keep: boolean };

/** Every executable script of a page, inline or external, in document order. */
export function executableScripts(html: string): ScriptTag[] {
  const scripts: ScriptTag[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (isDataBlock(attributes)) continue;
    scripts.push({
      tag: match[0],
      src: attribute(attributes, 'src'),
      inline: match[2] ?? '',
      noModule: attribute(attributes, 'nomodule') !== undefined,
      keep: attribute(attributes, KEEP_SCRIPT_ATTRIBUTE) !== undefined,
    });
  }
  return scripts;
}

/**
 * The page without the framework: every executable script (the React runtime,
 * the inlined React Server Components payload, the polyfills) and every script
 * preload goes. Data blocks (JSON-LD) stay; so do inline scripts the page marks
 * with KEEP_SCRIPT_ATTRIBUTE, unless `everything` is asked for.
 */
export function stripScripts(html: string, { everything = false } = {}): string {
  return withoutScriptPreloads(
    html.replace(SCRIPT, (tag, attributes: string) =>
      isDataBlock(attributes) || (!everything && attribute(attributes, KEEP_SCRIPT_ATTRIBUTE) !== undefined) ? tag : '',
    ),
  );
}

/** The React Server Components payload Next.js inlines into a page, as one string. */
export function flightPayload(html: string): string {
  let payload = '';
  for (const script of executableScripts(html)) {
    const push = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(script.inline.trim());
    if (!push?.[1]) continue;
    const [kind, chunk] = JSON.parse(push[1]) as [number, unknown];
    if (kind === 1 && typeof chunk === 'string') payload += chunk;
  }
  return payload;
}

export type ClientReference = { moduleId: string; exportName: string };

/**
 * The client components a page's payload asks the browser to hydrate: its
 * `I` rows, `<row>:I[<module id>, [<chunks>], "<export>"]`.
 */
export function clientReferences(html: string): ClientReference[] {
  const references: ClientReference[] = [];
  for (const match of flightPayload(html).matchAll(/(?:^|\n)[0-9a-f]+:I(\[[^\n]*\])/g)) {
    const [moduleId, , exportName] = JSON.parse(match[1]!) as [string | number, unknown, string];
    references.push({ moduleId: String(moduleId), exportName });
  }
  return references;
}

/** Signs that React would reveal content with a script (a Suspense boundary finished after the shell). */
export function revealsContentWithScript(html: string): boolean {
  return /\$RC\(|<template id="B:|<div hidden id="S:/.test(html);
}

/** The script files a page loads: its script tags (not the noModule polyfills modern browsers skip) and its deferred loader's list. */
export function scriptFiles(html: string): string[] {
  const files = executableScripts(html).flatMap((script) => {
    if (script.src !== undefined) return script.noModule ? [] : [script.src];
    const deferred = /^\(function\(s\)\{[\s\S]*\}\)\((\[[^\]]*\])\)$/.exec(script.inline);
    return deferred?.[1] ? (JSON.parse(deferred[1]) as string[]) : [];
  });
  return [...new Set(files)];
}

/**
 * The page's external scripts start loading once the page has loaded (its
 * HTML, CSS and images), so they never compete with the largest paint for the
 * connection. They are the same scripts and run the same (async) way; only
 * their start moves. Returns the page and the inline loader it now carries.
 */
export function deferScripts(html: string): { html: string; loader: string | null } {
  const sources: string[] = [];
  const withoutTags = html.replace(SCRIPT, (tag, attributes: string) => {
    if (isDataBlock(attributes)) return tag;
    const src = attribute(attributes, 'src');
    if (src === undefined || attribute(attributes, 'nomodule') !== undefined) return tag;
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (!sources.length) return { html, loader: null };
  const loader =
    `(function(s){function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
    `document.readyState==="complete"?go():addEventListener("load",go,{once:true})})(${JSON.stringify(sources)})`;
  const page = withoutScriptPreloads(withoutTags).replace(/<\/body>/i, `<script>${loader}</script></body>`);
  return { html: page, loader };
}

/**
 * Client modules that render nothing unless something client-side has already
 * gone wrong: Next.js's own router pieces and the error boundaries
 * (`error.tsx`, `global-error.tsx`). On a page without JavaScript they never
 * run, so they do not make a page interactive.
 */
export function isFrameworkModule(sourcePath: string): boolean {
  const path = sourcePath.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '');
  return path.startsWith('node_modules/next/') || /^app\/(?:.*\/)?(?:error|global-error)\.[jt]sx?$/.test(path);
}

/**
 * The islands of a page: the client components it would hydrate, named by
 * source file and export (`components/MobileMenu.tsx#MobileMenu`). A module
 * the manifests do not know is reported by its id, never ignored.
 */
export function islands(references: ClientReference[], modulePaths: ReadonlyMap<string, string>): string[] {
  const names = references.flatMap((reference) => {
    const path = modulePaths.get(reference.moduleId);
    if (path && isFrameworkModule(path)) return [];
    const file = path ? path.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '') : `module ${reference.moduleId}`;
    const exportName = /^\$/.test(reference.exportName) ? '' : `#${reference.exportName}`;
    return [`${file}${exportName}`];
  });
  return [...new Set(names)].sort();
}

export type PreparedPage = { html: string; kind: 'static' | 'interactive' } | { problem: string };

/**
 * What the export does with one page: a static page loses the framework, an
 * interactive one keeps it with its scripts deferred. A page that would break
 * either way is a problem that names it, and its components.
 */
export function preparePage(route: string, html: string, modulePaths: ReadonlyMap<string, string>, interactive: boolean): PreparedPage {
  const pageIslands = islands(clientReferences(html), modulePaths);
  if (interactive) {
    if (!pageIslands.length) return { problem: `${route} is listed in lib/interactive-pages.ts but has no client component to hydrate: remove it from the list.` };
    return { html: deferScripts(html).html, kind: 'interactive' };
  }
  if (pageIslands.length) {
    return {
      problem:
        `${route} ships no JavaScript, but it renders client components that would never work: ${pageIslands.join(', ')}. ` +
        'Render them on the server, or add the page to lib/interactive-pages.ts.',
    };
  }
  if (revealsContentWithScript(html)) return { problem: `${route} ships no JavaScript, but React reveals part of it with a script (a Suspense boundary).` };
  return { html: stripScripts(html), kind: 'static' };
}
