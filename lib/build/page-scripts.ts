/**
 * What the post-export step (scripts/post-export.ts), the benchmark and the
 * tests read and change in an exported page: its scripts, script preloads and
 * islands. The page is parsed with parse5, and changed by replacing exact
 * ranges of its source, so everything else stays byte for byte.
 *
 * The site's own scripts are marked: JSON-LD (`application/ld+json`), an
 * island's props (`data-island-props`) and the 404 page's console note
 * (`data-keep-script`). Every other script is the framework's, and is taken
 * out without being read: what Next.js writes into a page is not a format this
 * step relies on. A page without `<head>` or `</body>` in its source throws.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, KEEP_SCRIPT_ATTRIBUTE } from '@/lib/islands';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export { KEEP_SCRIPT_ATTRIBUTE };

/** A range of the page's source, [start, end). */
export type Range = { start: number; end: number };

/** The site's data (JSON-LD for search engines, an island's props), or any other script: executable, or of a type this site does not write. */
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
  let kind: ScriptKind = 'executable';
  if (type === 'application/ld+json') kind = 'json-ld';
  else if (type === 'application/json' && attributes[ISLAND_PROPS_ATTRIBUTE] !== undefined) kind = 'island-props';
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
