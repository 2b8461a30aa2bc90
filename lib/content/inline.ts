/**
 * Words of another language inside a text of content/: `{en:Delete Account}`
 * in a Turkish step, `{tr:Kişisel Verileri Koruma Kurulu}` in an English
 * clause. The text stays data; components/InlineText.tsx prints each marked
 * part as a `<span lang="…">`, so a screen reader reads it in its own language
 * (WCAG 3.1.2), and `plainText` gives the words a reader sees.
 */

export const INLINE_LANGUAGES = ['en', 'tr'] as const;
export type InlineLanguage = (typeof INLINE_LANGUAGES)[number];
export type InlinePart = { text: string; lang?: InlineLanguage };

const MARKED = /\{(en|tr):([^{}]+)\}/g;

/** The parts of a text: plain runs, and runs marked with their language. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let at = 0;
  for (const match of text.matchAll(MARKED)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match[2]!, lang: match[1] as InlineLanguage });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The text as a reader sees it, without the marks. */
export function plainText(text: string): string {
  return text.replace(MARKED, '$2');
}

/** Why a text's marks are wrong (a brace that opens no `{en:…}` or `{tr:…}`), or nothing when they are right. */
export function inlineProblem(text: string): string | undefined {
  const rest = text.replace(MARKED, '');
  if (/[{}]/.test(rest)) return 'a word of another language is written {en:words} or {tr:words}, and braces mean nothing else';
  return undefined;
}
