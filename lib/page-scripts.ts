/**
 * What the post-export step (scripts/post-export.ts), the benchmark and the
 * tests read and change in an exported page: its scripts, script preloads and
 * islands. The page is parsed with parse5, and changed by replacing exact
 * ranges of its source, so everything else stays byte for byte. A shape this
 * module does not know (no `<head>` or `</body>` in the source, a script type
 * such as `importmap` or `speculationrules`) throws, naming it: nothing is
 * skipped silently.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@/lib/islands';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Marks an inline script a page writes on purpose (the 404 page's console note): it survives stripping. */
export const KEEP_SCRIPT_ATTRIBUTE = 'data-keep-script';

/** A range of the page's source, [start, end). */
export type Range = { start: number; end: number };

/** Executable (classic or module), or data: JSON-LD for search engines, an island's props. */
export type ScriptKind = 'executable' | 'json-ld' | 'island-props';

export type PageScript = Range & {
  kind: ScriptKind;
  src?: string;
  /** The text between the tags, exactly as in the source (what a CSP hash covers). */
  inline: string;
  noModule: boolean;
  keep: boolean;
  attributes: Record<string, string>;
};

/** An island's element: `inner` is the range of its content. */
export type PageIsland = Range & { name: string; inner: Range; props?: PageScript };

export type PageDocument = {
  html: string;
  scripts: PageScript[];
  /** `<link rel="modulepreload">` and `<link rel="preload" as="script">`: they fetch scripts too. */
  scriptPreloads: Range[];
  islands: PageIsland[];
  /** Where a Content-Security-Policy meta tag goes: right after the charset, else right after `<head>`. */
  policyAt: number;
  /** An existing Content-Security-Policy meta tag. */
  policyMeta?: Range;
  /** The offset of `</body>`. */
  bodyEnd: number;
};

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(element.attrs.map((attribute) => [attribute.name, attribute.value]));
}

function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const content = node.nodeName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : [];
  return [...children, ...content].flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : elements(child)));
}

function rangeOf(element: Element, what: string): Range & { inner: Range } {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new Error(`a ${what} without its end tag in the source`);
  return { start: location.startOffset, end: location.endOffset, inner: { start: location.startTag.endOffset, end: location.endTag.startOffset } };
}

function scriptOf(html: string, element: Element): PageScript {
  const attributes = attributesOf(element);
  const type = (attributes.type ?? '').trim().toLowerCase();
  let kind: ScriptKind;
  if (EXECUTABLE_TYPES.has(type)) kind = 'executable';
  else if (type === 'application/ld+json') kind = 'json-ld';
  else if (type === 'application/json' && attributes[ISLAND_PROPS_ATTRIBUTE] !== undefined) kind = 'island-props';
  else throw new Error(`a <script type="${attributes.type}">, which the post-export step does not know`);
  const { start, end, inner } = rangeOf(element, '<script>');
  return {
    start,
    end,
    kind,
    src: attributes.src,
    inline: html.slice(inner.start, inner.end),
    noModule: attributes.nomodule !== undefined,
    keep: attributes[KEEP_SCRIPT_ATTRIBUTE] !== undefined,
    attributes,
  };
}

/** Reads a page, or throws naming the first shape it does not know. */
export function readPage(html: string): PageDocument {
  const all = elements(parse(html, { sourceCodeLocationInfo: true }));
  const head = all.find((element) => element.tagName === 'head');
  const body = all.find((element) => element.tagName === 'body');
  if (!head?.sourceCodeLocation?.startTag) throw new Error('a page without <head> in its source');
  const bodyEnd = body?.sourceCodeLocation?.endTag?.startOffset;
  if (bodyEnd === undefined) throw new Error('a page without </body> in its source');

  const scripts = all.filter((element) => element.tagName === 'script').map((element) => scriptOf(html, element));
  const scriptPreloads = all.flatMap((element) => {
    if (element.tagName !== 'link') return [];
    const attributes = attributesOf(element);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const preloadsScript = rel.includes('modulepreload') || (rel.includes('preload') && attributes.as?.toLowerCase() === 'script');
    const location = element.sourceCodeLocation!;
    return preloadsScript ? [{ start: location.startOffset, end: location.endOffset }] : [];
  });
  const islands = all.flatMap((element): PageIsland[] => {
    const name = attributesOf(element)[ISLAND_ATTRIBUTE];
    if (name === undefined) return [];
    const { start, end, inner } = rangeOf(element, `island element (${name})`);
    const before = html.slice(0, start);
    const props = scripts.find((script) => script.kind === 'island-props' && script.end === before.length && script.attributes[ISLAND_PROPS_ATTRIBUTE] === name);
    return [{ name, start, end, inner, props }];
  });
  const metas = all.filter((element) => element.tagName === 'meta');
  const charset = metas.find((element) => attributesOf(element).charset !== undefined);
  const policy = metas.find((element) => attributesOf(element)['http-equiv']?.toLowerCase() === 'content-security-policy');
  return {
    html,
    scripts,
    scriptPreloads,
    islands,
    policyAt: charset?.sourceCodeLocation?.endOffset ?? head.sourceCodeLocation.startTag.endOffset,
    policyMeta: policy?.sourceCodeLocation ? { start: policy.sourceCodeLocation.startOffset, end: policy.sourceCodeLocation.endOffset } : undefined,
    bodyEnd,
  };
}

export type Edit = Range & { text: string };

/** Replaces ranges of the source; the ranges must not overlap. */
export function applyEdits(html: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`overlapping changes at offset ${edit.start}`);
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}

const remove = (range: Range): Edit => ({ ...range, text: '' });

/** Every executable script of a page, inline or external, in document order. */
export function executableScripts(html: string): PageScript[] {
  return readPage(html).scripts.filter((script) => script.kind === 'executable');
}

/** The changes that take every script preload and executable script out (but those marked to keep, unless `everything`). */
export function scriptRemovals(page: PageDocument, { everything = false } = {}): Edit[] {
  const scripts = page.scripts.filter((script) => script.kind === 'executable' && (everything || !script.keep));
  return [...scripts, ...page.scriptPreloads].map(remove);
}

/**
 * The page without JavaScript: every executable script and script preload
 * goes, but those marked with KEEP_SCRIPT_ATTRIBUTE. With `everything` (the
 * benchmark's script-free copy), those go too, and so do the islands' props,
 * which only their scripts read. JSON-LD stays.
 */
export function stripScripts(html: string, { everything = false } = {}): string {
  const page = readPage(html);
  const props = everything ? page.scripts.filter((script) => script.kind === 'island-props').map(remove) : [];
  return applyEdits(html, [...scriptRemovals(page, { everything }), ...props]);
}

/**
 * The React Server Components payload Next.js inlines into a page, as one
 * string. It starts with `(self.__next_f=self.__next_f||[]).push([0])` and
 * goes on in `self.__next_f.push([1,"<rows>"])` scripts; any other use of
 * `__next_f` is a shape this step cannot read, and it throws rather than miss
 * a client component.
 */
export function flightPayload(scripts: PageScript[]): string {
  let payload = '';
  for (const script of scripts) {
    const inline = script.inline.trim();
    if (script.kind !== 'executable' || !inline.includes('__next_f')) continue;
    if (/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);?$/.test(inline)) continue;
    const push = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(inline);
    const [kind, chunk] = push?.[1] ? (JSON.parse(push[1]) as [unknown, unknown]) : [];
    if (kind !== 1 || typeof chunk !== 'string') {
      throw new Error(`an inline script of Next.js's payload has a shape the post-export step does not know: ${inline.slice(0, 80)}…`);
    }
    payload += chunk;
  }
  return payload;
}

export type ClientReference = { moduleId: string; exportName: string };

/**
 * The client components a page's payload asks the browser to hydrate: its
 * `I` rows, `<row>:I[<module id>, [<chunks>], "<export>"]`. An export name
 * the payload wrote once already is a reference to that row (`"$28"` for
 * `28:"FeaturedProjects"`).
 */
export function clientReferences(scripts: PageScript[]): ClientReference[] {
  const payload = flightPayload(scripts);
  const strings = new Map<string, string>();
  for (const match of payload.matchAll(/(?:^|\n)([0-9a-f]+):("[^\n]*")(?=\n|$)/g)) strings.set(match[1]!, JSON.parse(match[2]!) as string);
  const references: ClientReference[] = [];
  for (const match of payload.matchAll(/(?:^|\n)[0-9a-f]+:I(\[[^\n]*\])/g)) {
    const [moduleId, , exportName] = JSON.parse(match[1]!) as [string | number, unknown, string];
    const row = /^\$([0-9a-f]+)$/.exec(exportName)?.[1];
    references.push({ moduleId: String(moduleId), exportName: (row && strings.get(row)) ?? exportName });
  }
  return references;
}

/** Signs that React would reveal content with a script (a Suspense boundary finished after the shell). */
export function revealsContentWithScript(html: string): boolean {
  return /\$RC\(|<template id="B:|<div hidden id="S:/.test(html);
}

/**
 * Client modules that render nothing unless something client-side has already
 * gone wrong: Next.js's router and its boundaries (client/components/, the
 * boundary and metadata markers of lib/) and the error boundaries
 * (`error.tsx`, `global-error.tsx`). On a page without Next.js's runtime they
 * never run, so they make no page interactive. Next.js's other client
 * components (next/link, next/image, next/form, …) do something in the browser,
 * so they count as a page's client components like ours.
 */
const FRAMEWORK_MODULE = /^node_modules\/next\/dist\/(?:esm\/)?(?:client\/components\/|lib\/framework\/|lib\/metadata\/)/;

export function isFrameworkModule(sourcePath: string): boolean {
  const path = sourcePath.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '');
  return FRAMEWORK_MODULE.test(path) || /^app\/(?:.*\/)?(?:error|global-error)\.[jt]sx?$/.test(path);
}

/**
 * The client components of a page, named by source file and export
 * (`components/forms/ProfileIdForm.tsx#ProfileIdForm`). A module the manifests
 * do not know is reported by its id, never ignored.
 */
export function clientComponents(references: ClientReference[], modulePaths: ReadonlyMap<string, string>): string[] {
  const names = references.flatMap((reference) => {
    const path = modulePaths.get(reference.moduleId);
    if (path && isFrameworkModule(path)) return [];
    const file = path ? path.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '') : `module ${reference.moduleId}`;
    const exportName = /^\$/.test(reference.exportName) ? '' : `#${reference.exportName}`;
    return [`${file}${exportName}`];
  });
  return [...new Set(names)].sort();
}
