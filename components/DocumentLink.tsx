import type { AnchorHTMLAttributes } from 'react';
import type { DocumentLink as Link } from '@/lib/content/apps';
import { languageName, textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';

/** "(in Turkish)" / "(İngilizce)": after a link to a page that exists only in the other language. */
export function InLanguageNote({ of, language }: { of: Language; language: Language }) {
  return <> {fill(textsIn(language).inLanguage, { language: languageName(of, language) })}</>;
}

/**
 * A link to one of an app's documents, named in the page's language; a document that exists only
 * in the other language is marked `hreflang` and says so after its name.
 */
export function DocumentLink({ link, language, ...rest }: { link: Link; language: Language } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'hrefLang'>) {
  return (
    <a href={link.href} hrefLang={link.hrefLang} {...rest}>
      {link.label}
      {link.hrefLang ? <InLanguageNote of={link.hrefLang} language={language} /> : null}
    </a>
  );
}
