/**
 * The forms of content/apps/ as the browser tests use them: how to fill each
 * with a demo account of the development backend, and what its page then
 * shows. Expected words come from the form's own rules (lib/forms/outcome.ts,
 * pinned word for word by lib/forms/catalogue.test.ts) applied to the demo
 * backend's answer, so a new form is tested without a new line here.
 */
import type { Page } from '@playwright/test';
import { fill as fillAnswer } from '../dev-backend/apps';
import { type App, forms } from '../lib/content/apps';
import type { FormEntry } from '../lib/content/forms';
import { describeOutcome } from '../lib/forms/outcome';
import { API_ORIGIN } from './backend';

export type FormCase = { app: App; form: FormEntry; path: string; backend: string; button: string; busy: string };

export const formCases: FormCase[] = forms.map(({ app, form }) => ({
  app,
  form,
  path: form.page.path,
  backend: form.backend,
  button: form.button.label,
  busy: form.button.busy,
}));

/** The values of one of the form's demo accounts (a string names the first field's value). */
export function demoValues(form: FormEntry, index = 0): Record<string, string> {
  const account = form.demo.accounts[index]!;
  return typeof account === 'string' ? { [form.fields[0]!.name]: account } : account;
}

/** Types the values into the form's fields, by their labels, as a visitor would. */
export async function fillForm(page: Page, form: FormEntry, values: Record<string, string>): Promise<void> {
  for (const field of form.fields) await page.getByLabel(field.label, { exact: true }).fill(values[field.name] ?? '');
}

/** Values no demo account has. */
export function unknownValues(form: FormEntry): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.name, field.length ? 'Z'.repeat(field.length) : field.kind === 'email' ? 'nobody@example.test' : 'UNKNOWN-VALUE']));
}

/** What the page shows when the development backend gives `answer` (one of the entry's demo answers) for `values`. */
export function shownFor(form: FormEntry, answer: keyof FormEntry['demo']['answers'], values: Record<string, string>): string {
  const given = answer === 'done' && form.grant ? { ...values, credits: String(form.grant.credits) } : values;
  const { status, body } = fillAnswer(form.demo.answers[answer]!, given);
  return describeOutcome(form.answers, { kind: 'response', ok: status >= 200 && status < 300, status, body }).text;
}

/** The call the form makes with these values, as the browser sends it: method, URL and JSON body. */
export function expectedCall(form: FormEntry, values: Record<string, string>): [string, string, unknown] {
  const url = `${API_ORIGIN}/${form.backend}${form.call.path}`;
  if (form.call.send === 'query') return [form.call.method, `${url}?${new URLSearchParams(values).toString()}`, null];
  return [form.call.method, url, values];
}
