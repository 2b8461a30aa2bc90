/**
 * The forms of content/apps/ as the browser tests use them: how to fill each
 * with a demo account of the development backend, and what its page then
 * shows. Expected words come from the form's own rules (lib/forms/outcome.ts,
 * pinned word for word by lib/forms/catalogue.test.ts) applied to the demo
 * backend's answer, so a new form is tested without a new line here.
 */
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { fill as fillAnswer } from '../dev-backend/apps';
import { type App, appPages, forms } from '../lib/content/apps';
import type { FormEntry } from '../lib/content/forms';
import type { Language } from '../lib/i18n/languages';
import { describeOutcome } from '../lib/forms/outcome';
import { addAccount, API_ORIGIN } from './backend';

/** A form's page: the form read in the page's language (`language`), at `path`. */
export type FormCase = { app: App; form: FormEntry; path: string; language: Language; backend: string; button: string; busy: string };

const formCase = (app: App, form: FormEntry, path: string, language: Language): FormCase => ({ app, form, path, language, backend: form.backend, button: form.button.label, busy: form.button.busy });

/** Every form at its page in its app's language. */
export const formCases: FormCase[] = forms.map(({ app, form }) => formCase(app, form, form.page.path, app.language));

/** Every form's version in the other language, under /tr or /en: the same island and call, every word of the form in that language. */
export const translatedFormCases: FormCase[] = appPages.flatMap((page) => (page.kind === 'form' && page.language !== page.app.language ? [formCase(page.app, page.form, page.path, page.language)] : []));

/** The values of one of the form's demo accounts (a string names the first field's value). */
export function demoValues(form: FormEntry, index = 0): Record<string, string> {
  const account = form.demo.accounts[index]!;
  return typeof account === 'string' ? { [form.fields[0]!.name]: account } : account;
}

/** Types the values into the form's fields, by their labels, as a visitor would. */
export async function fillForm(page: Page, form: FormEntry, values: Record<string, string>): Promise<void> {
  for (const field of form.fields) await page.getByLabel(field.label, { exact: true }).fill(values[field.name] ?? '');
}

/** Letters and digits of a new ID; without Z, so that no new ID is unknownValues'. */
const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXY0123456789';
const randomId = (length: number) => Array.from({ length }, () => ID_CHARACTERS[randomInt(ID_CHARACTERS.length)]).join('');

/**
 * An account of the form's backend for the calling test alone: new values, as complete as the form
 * requires, added to the development backend. The backend refuses a key it has already (a demo
 * account's or another test's), and another is drawn, so no other test can delete or claim with
 * it, whatever runs at the same time: the tests of the forms need no reset and run in parallel.
 */
export async function freshAccount(form: FormEntry): Promise<Record<string, string>> {
  for (;;) {
    const token = randomId(10);
    const values = Object.fromEntries(
      form.fields.map((field) => [
        field.name,
        field.length ? randomId(field.length) : field.kind === 'email' ? `t-${token.toLowerCase()}@example.test` : field.kind === 'password' ? `Pw-${token}` : `TEST-${token}`,
      ]),
    );
    if (await addAccount(form.backend, values)) return values;
  }
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
