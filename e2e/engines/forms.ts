/**
 * One success and one failure per form of content/apps/, against the
 * development backend's demo accounts: what a visitor types, by field label,
 * and the message the page then shows (from e2e/form-cases.ts, which the
 * Chromium tests use too).
 */
import { demoValues, formCases, shownFor, unknownValues } from '../form-cases';

export type FormCase = {
  /** Field label → what is typed into it. */
  fields: Record<string, string>;
  shows: string;
};

const byLabel = (c: (typeof formCases)[number], values: Record<string, string>) => Object.fromEntries(c.form.fields.map((field) => [field.label, values[field.name] ?? '']));

export const FORMS = formCases.map((c) => ({
  backend: c.backend,
  page: c.path,
  button: c.button,
  success: { fields: byLabel(c, demoValues(c.form)), shows: shownFor(c.form, 'done', demoValues(c.form)) } satisfies FormCase,
  failure: { fields: byLabel(c, unknownValues(c.form)), shows: shownFor(c.form, 'notFound', unknownValues(c.form)) } satisfies FormCase,
}));
