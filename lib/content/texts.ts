import { texts as written } from '@/content/texts';
import { type Language, LANGUAGES } from '@/lib/i18n/languages';
import { placeholders, type Resolved, resolve } from '@/lib/i18n/localized';

/**
 * The site's own words (content/texts.ts), checked when the site builds: every text in both
 * languages, with the same placeholders in each. A text that lacks one stops `npm run docs` and the
 * build with a block naming the file and the field, as every check of content/ does.
 */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Turkish' };

/** What is wrong with the texts, one line each naming the file and the field; none when both languages are there. */
export function textProblems(value: unknown, file: string, at: readonly string[] = []): string[] {
  const field = (path: readonly string[]) => `${file}: field "${path.join('.')}"`;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${field(at)}: is not a group of texts nor a text in both languages, as { en: "…", tr: "…" }`];
  const keys = Object.keys(value);
  const languages = keys.filter((key) => (LANGUAGES as readonly string[]).includes(key));
  // A group holds texts; a text is its languages. An object with a language and nothing else is a text missing the other.
  if (!languages.length || languages.length < keys.length) return keys.flatMap((key) => textProblems((value as Record<string, unknown>)[key], file, [...at, key]));
  const problems: string[] = [];
  const words = value as Record<Language, unknown>;
  for (const language of LANGUAGES) {
    const text = words[language];
    const given = typeof text === 'string' ? text.trim() !== '' : Array.isArray(text) && text.length > 0 && text.every((item) => typeof item === 'string' && item.trim() !== '');
    if (!given) problems.push(`${field([...at, language])} is missing: write the ${LANGUAGE_NAMES[language]} words beside the ${LANGUAGE_NAMES[language === 'en' ? 'tr' : 'en']} ones.`);
  }
  if (problems.length) return problems;
  const named = (text: unknown) => placeholders(([] as string[]).concat(text as string | string[]).join(' ')).join(', ');
  if (named(words.en) !== named(words.tr)) {
    problems.push(`${field([...at, 'tr'])}: has the placeholders {${named(words.tr)}}, and the English text {${named(words.en)}}: give both languages the same.`);
  }
  return problems;
}

/** The texts, once they are whole: a missing language stops the build here. */
export function checkedTexts<T>(value: T, file: string): T {
  const problems = textProblems(value, file);
  if (problems.length) throw new Error(problems.join('\n'));
  return value;
}

const checked = checkedTexts(written, 'content/texts.ts');
const inLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, resolve(checked, language)])) as Record<Language, Resolved<typeof written>>;

export type SiteTexts = Resolved<typeof written>;

/** The site's words in one language. */
export function textsIn(language: Language): SiteTexts {
  return inLanguage[language];
}

/** A language's name in the words of `language`: the switch's target, the note after a link to a page in the other language. */
export function languageName(of: Language, language: Language): string {
  return textsIn(language).languageNames[of === 'en' ? 'english' : 'turkish'];
}
