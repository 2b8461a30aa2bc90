import { z } from 'zod';
import { quotations as entries } from '@/content/quotations';
import { parseContent } from '@/lib/content/validate';

/** Words of another language a text quotes (content/quotations.ts), checked when the site builds. */
const quotationsSchema = z.record(
  z.string(),
  z
    .object({
      en: z
        .string()
        .trim()
        .min(2)
        .refine((text) => !/[{}]/.test(text), 'is written as it is, without braces: the texts that quote it mark it'),
    })
    .strict(),
);

/** The quotations of content/quotations.ts, or the build stops naming the entry and what is wrong. */
export function parseQuotations(value: unknown): Record<string, { en: string }> {
  return parseContent(quotationsSchema, value, 'content/quotations.ts');
}

export const QUOTATIONS = parseQuotations(entries) as { readonly [Name in keyof typeof entries]: { readonly en: string } };

/** A quotation as a text of content/ writes it inside a text of the other language: `{en:Do Not Track}`. */
export function quoted(name: keyof typeof QUOTATIONS, language: 'en'): string {
  return `{${language}:${QUOTATIONS[name][language]}}`;
}

/** Every phrase of `language` the texts quote from here. */
export function quotationsIn(language: 'en'): string[] {
  return Object.values(QUOTATIONS).map((quotation) => quotation[language]);
}
