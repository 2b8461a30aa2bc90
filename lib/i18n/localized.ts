import { z } from 'zod';
import { type Language, LANGUAGES } from '@/lib/i18n/languages';
import { turkishLocative } from '@/lib/i18n/turkish';

/**
 * A text of content/ in both languages, side by side: `{ en: 'Delete your account', tr: 'Hesabınızı silin' }`.
 * Content is written this way wherever a page shows it in both languages; the loaders check it
 * (both languages given, the same placeholders in each) and a page reads it in its own language.
 */
export type Localized<T = string> = { readonly en: T; readonly tr: T };

/** Content with each localized text replaced by its words in one language. */
export type Resolved<T> = T extends Localized<infer U> ? Resolved<U> : T extends readonly (infer E)[] ? Resolved<E>[] : T extends object ? { [K in keyof T]: Resolved<T[K]> } : T;

/** Whether a value of content/ is a localized text: an object of exactly the two languages. */
export function isLocalized(value: unknown): value is Localized<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((language) => keys.includes(language));
}

/** Content in one language: every localized text, however deep, replaced by its words in `language`. */
export function resolve<T>(value: T, language: Language): Resolved<T> {
  if (isLocalized(value)) return resolve(value[language], language) as Resolved<T>;
  if (Array.isArray(value)) return value.map((item) => resolve(item, language)) as Resolved<T>;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, language)])) as Resolved<T>;
  return value as Resolved<T>;
}

/**
 * A placeholder: `{name}`, or `{name|form}` for a grammatical form of the value a language needs
 * (`{city|locative}`: "<city>’da"). An inline mark such as `{en:Delete Account}` is not one.
 */
const PLACEHOLDER = /\{([A-Za-z]+)(?:\|([a-z]+))?\}/g;

/** The forms a placeholder may ask for, by name. */
const FORMS: Record<string, (value: string) => string> = { locative: turkishLocative };

/** A text's placeholders, by name (its forms aside). */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** A text with its placeholders filled in: `fill('Delete your {app} account', { app: 'Atlas' })`. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string, form?: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The text "${text}" has a placeholder {${name}} that nothing fills`);
    if (form === undefined) return String(value);
    const inForm = FORMS[form];
    if (!inForm) throw new Error(`The text "${text}" asks for the form "${form}" of {${name}}, which lib/i18n/localized.ts does not know: ${Object.keys(FORMS).join(', ')}`);
    return inForm(String(value));
  });
}

/**
 * The schema of a localized text of content/: both languages, each as `schema` says, with the same
 * placeholders. A text written in one language only, or a language left out, stops the build naming
 * the file and the field (lib/content/validate.ts).
 */
export function localized<T extends z.ZodType>(schema: T) {
  return z
    .object(
      { en: schema, tr: schema },
      { error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? 'is written in one language: write it in both, as { en: "…", tr: "…" }' : undefined) },
    )
    .strict()
    .superRefine((text, context) => {
      const { en: english, tr: turkish } = text as { en: unknown; tr: unknown };
      const [en, tr] = [english, turkish].map((words) => (typeof words === 'string' ? placeholders(words).join(', ') : undefined));
      if (en !== tr) context.addIssue({ code: 'custom', message: `has the placeholders {${en}} in English and {${tr}} in Turkish: give both languages the same`, path: ['tr'] });
    });
}
