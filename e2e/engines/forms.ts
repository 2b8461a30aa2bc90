/**
 * One success and one failure per form of content/apps/, against the
 * development backend's demo accounts: what a visitor types, by field label,
 * and the message the page then shows (from e2e/form-cases.ts, which the
 * Chromium tests use too); and the same on the first form's version in each
 * other language (its words are the page's), with another demo account.
 */
import { demoValues, formCases, shownFor, translatedFormCases, unknownValues } from '../form-cases';

export type FormCase = {
  /** Field label → what is typed into it. */
  fields: Record<string, string>;
  shows: string;
};

const byLabel = (c: (typeof formCases)[number], values: Record<string, string>) => Object.fromEntries(c.form.fields.map((field) => [field.label, values[field.name] ?? '']));

const translated = translatedFormCases.filter((c, index) => translatedFormCases.findIndex((other) => other.language === c.language) === index);

export const FORMS = [...formCases.map((c) => ({ c, account: 0 })), ...translated.map((c) => ({ c, account: 1 }))].map(({ c, account }) => ({
  backend: c.backend,
  page: c.path,
  button: c.button,
  success: { fields: byLabel(c, demoValues(c.form, account)), shows: shownFor(c.form, 'done', demoValues(c.form, account)) } satisfies FormCase,
  failure: { fields: byLabel(c, unknownValues(c.form)), shows: shownFor(c.form, 'notFound', unknownValues(c.form)) } satisfies FormCase,
}));
