/** Up to two initials of a name, for the brand mark. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const graphemeSegmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The characters a person sees (grapheme clusters), so that no cut splits one in half. */
export function graphemes(value: string): string[] {
  return graphemeSegmenter ? Array.from(graphemeSegmenter.segment(value), (part) => part.segment) : Array.from(value);
}

/** At most `limit` characters, never cutting one in half. */
export function takeCharacters(value: string, limit: number): string {
  return graphemes(value).slice(0, limit).join('');
}

/** At most `limit` characters; a longer text ends with an ellipsis. */
export function shorten(value: string, limit: number): string {
  const characters = graphemes(value);
  return characters.length <= limit ? value : `${characters.slice(0, limit - 1).join('').trimEnd()}…`;
}

/** A text to match as it is written inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
