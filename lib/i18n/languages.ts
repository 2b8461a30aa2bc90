/**
 * The site's two languages, and what follows from a page's language: its locale for dates and
 * numbers, its Open Graph locale, and where its counterpart in the other language lives. A page
 * keeps the address it has in its own language; its version in the other language is the same
 * path under that language's prefix: `/tr/…` for the Turkish version of an English page, `/en/…`
 * for the English version of a Turkish one (docs/REFERENCE.md, "1. Routes").
 */
export const LANGUAGES = ['en', 'tr'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The language that is not this one. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'tr' : 'en';
}

/** The locale of dates and numbers (`Intl`): British English, as the site has always written; Turkish of Türkiye. */
export const LOCALES = { en: 'en-GB', tr: 'tr-TR' } as const satisfies Record<Language, string>;

/** The Open Graph locale of a page in each language. */
export const OG_LOCALES = { en: 'en_GB', tr: 'tr_TR' } as const satisfies Record<Language, string>;

/** The path of a page's version in `language` when that is not the page's own: under `/<language>`. */
export function prefixed(path: string, language: Language): string {
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The first segments no page of its own may take: they hold the other language's versions. */
export const LANGUAGE_PREFIXES: readonly string[] = LANGUAGES.map((language) => `/${language}`);
