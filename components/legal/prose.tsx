import type { ReactNode } from 'react';

/** The small shapes the legal texts' clauses are printed in (components/legal/facts.tsx). */

/** A clause of several paragraphs. */
export function paragraphs(texts: string[]) {
  return (
    <>
      {texts.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

/** A text with one phrase of it in bold (the way through the app's menus). */
export function emphasised(text: string, phrase: string, lang?: string): ReactNode {
  const at = text.indexOf(phrase);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong lang={lang}>{phrase}</strong>
      {text.slice(at + phrase.length)}
    </>
  );
}

/** A sentence inside a paragraph of its own, or within the paragraph around it. */
export function sentence(text: ReactNode, block?: boolean) {
  return block ? <p>{text}</p> : <>{text}</>;
}
