/**
 * A text's sentences, one line of its source each at most, for a check to read and a message to
 * quote: a document's prose (lines of JSX components, headings and table rows are sentences of their
 * own) or a text of a record.
 */
export function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-ZÇĞİÖŞÜ{<*])/u))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
