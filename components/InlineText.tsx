import { inlineParts } from '@/lib/content/inline';

/** A text of content/ with its words of another language (`{en:Delete Account}`) marked with their `lang`. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, index) =>
        part.lang ? (
          <span key={index} lang={part.lang}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
