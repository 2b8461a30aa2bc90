/**
 * The schema of a form, one entry of an app's `forms` (content/apps/<app>/app.ts):
 * its page, its backend's one call, its fields, the rules that turn an answer
 * into words, and the demo accounts the development backend (dev-backend/)
 * serves. One component renders every form (components/islands/AccountForm.tsx);
 * what it needs of the entry reaches it as props (`clientForm`).
 */
import { z } from 'zod';
import type { ClientForm } from '@/lib/forms/types';
import { inlineProblem } from '@/lib/content/inline';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill, localized, type Resolved } from '@/lib/i18n/localized';

/**
 * Every word a form shows is written in both languages ({ en, tr }, lib/i18n/localized.ts): the page
 * of the form in the app's language and its version in the other language each show their own. What
 * the development backend answers (`demo`) is the backend's, in its own words.
 */
const sentence = localized(z.string().min(3));
const answerField = z.enum(['message', 'msg', 'error']);
const wording = z.object({ read: z.array(answerField), otherwise: sentence }).strict();

/** What the development backend answers: a status and a JSON body whose texts may name a field's value as `{name}` (and `{credits}`). */
const demoAnswer = z.object({ status: z.number().int().min(200).max(599), body: z.record(z.string(), z.string()) }).strict();

const field = z
  .object({
    name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be the name the backend reads, such as username'),
    label: localized(z.string().min(2)),
    kind: z.enum(['identifier', 'email', 'password']),
    length: z.number().int().min(1).max(64).optional(),
    required: z.boolean().optional(),
    placeholder: z.string().min(1).optional(),
    hint: sentence.optional(),
    autoComplete: z.string().min(2),
    autoCapitalize: z.enum(['off', 'characters']).optional(),
    clearOnSuccess: z.boolean().optional(),
  })
  .strict();

/** A page of its own that an app's entry describes: a form's page, or the page of a deletion request by e-mail. */
export const pageSchema = z
  .object({
    path: z.string().regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*){1,2}$/, 'must be a path of one or two lowercase segments, such as /app/account-delete'),
    title: localized(z.string().min(3)),
    /** The document title when it differs from the heading. */
    metaTitle: localized(z.string().min(3)).optional(),
    description: localized(z.string().min(50).max(170)),
    intro: localized(z.string().min(20)),
  })
  .strict();

/**
 * The numbered steps beside a form or a request: what the person does, in order. A word of
 * another language is marked where it stands, `{en:Delete Account} düğmesine basın`, and
 * printed with its `lang` (lib/content/inline.ts).
 */
const step = localized(
  z
    .string()
    .min(10)
    .refine((text) => !inlineProblem(text), 'a word of another language is written {en:words} or {tr:words}, and braces mean nothing else'),
);
export const stepsSchema = z.object({ heading: localized(z.string().min(3)).optional(), items: z.array(step).min(2) }).strict();

const period = z.object({ amount: z.number().int().positive(), unit: z.enum(['day', 'month', 'year']) }).strict();

export const formSchema = z
  .object({
    /** `account-deletion`: the app's deletion page (it also lists what is deleted and kept); `credit-faucet`: free credits. */
    purpose: z.enum(['account-deletion', 'credit-faucet']),
    page: pageSchema,
    steps: stepsSchema,
    /** What a credit faucet gives, and how often (stated on its page and enforced by the development backend). */
    grant: z.object({ credits: z.number().int().positive(), every: period }).strict().optional(),
    /** The backend's name: its base URL is NEXT_PUBLIC_<NAME>_API_URL, and the development backend serves it under /<name>. */
    backend: z.string().regex(/^[a-z][a-z0-9]*$/, 'must be lowercase letters and digits, such as music'),
    call: z
      .object({
        method: z.enum(['POST', 'DELETE']),
        path: z.string().regex(/^(\/[A-Za-z0-9._~-]+)+$/, 'must be a path such as /api/users/delete'),
        send: z.enum(['query', 'json']),
      })
      .strict(),
    fields: z.array(field).min(1),
    incomplete: z.object({ disableButton: z.boolean(), message: sentence.optional() }).strict(),
    button: z.object({ label: localized(z.string().min(2)), busy: localized(z.string().min(2)), tone: z.enum(['primary', 'danger']) }).strict(),
    answers: z
      .object({
        success: wording,
        failure: wording.extend({ byStatus: z.record(z.string().regex(/^[45][0-9]{2}$/), wording).optional() }).strict(),
        noAnswerHint: sentence,
      })
      .strict(),
    messageColour: z.enum(['red', 'by-outcome']),
    /** The language of the words the backend answers with (its `message`, `msg`, `error`): a page in the other language marks them. */
    backendLanguage: z.enum(['en', 'tr']).default('en'),
    warning: z.object({ label: localized(z.string().min(2)), text: sentence }).strict().optional(),
    demo: z
      .object({
        /** Each account's values by field name; a string names the first field's value. */
        accounts: z.array(z.union([z.string().min(1), z.record(z.string(), z.string().min(1))])).min(1),
        answers: z.object({ incomplete: demoAnswer, notFound: demoAnswer, done: demoAnswer, tooSoon: demoAnswer.optional() }).strict(),
      })
      .strict(),
  })
  .strict()
  .superRefine((form, context) => {
    const problem = (message: string, path: (string | number)[]) => context.addIssue({ code: 'custom', message, path });
    if (form.call.send === 'query' && form.fields.some((entry) => entry.kind === 'password')) problem('a password is never sent in a URL: send json', ['call', 'send']);
    if (form.purpose === 'credit-faucet' && (!form.grant || !form.demo.answers.tooSoon)) problem('a credit faucet states its grant and answers a claim that comes too soon', ['grant']);
    if (!form.incomplete.disableButton && !form.incomplete.message) problem('a form that can be submitted incomplete says why it was not sent', ['incomplete', 'message']);
    form.demo.accounts.forEach((account, index) => {
      const values = typeof account === 'string' ? { [form.fields[0]!.name]: account } : account;
      for (const entry of form.fields) {
        const value = values[entry.name];
        if (value === undefined && entry.kind !== 'password') problem(`a demo account needs a value for ${entry.name}`, ['demo', 'accounts', index]);
        if (value !== undefined && entry.length !== undefined && value.length !== entry.length) problem(`${entry.name} must have ${entry.length} characters`, ['demo', 'accounts', index]);
      }
    });
  });

/** A form as content/ writes it, each text in both languages. */
export type LocalizedForm = z.infer<typeof formSchema>;
/** A form in one language: the app's entry read for one page. */
export type FormEntry = Resolved<LocalizedForm>;

/** What the form's island needs of its entry, read in the page's language (the rest stays on the page and in the development backend). */
export function clientForm(form: FormEntry, language: Language): ClientForm {
  const { call, fields, incomplete, button, answers, messageColour, warning, backendLanguage } = form;
  return {
    method: call.method,
    send: call.send,
    fields,
    incomplete,
    button,
    answers,
    messageColour,
    ...(warning ? { warning } : {}),
    ...(backendLanguage !== language ? { serverLanguage: backendLanguage } : {}),
  };
}

/** "Each profile ID can claim 50 free credits once a day.", in the language of the form's words. */
export function grantRule(form: FormEntry, language: Language): string | undefined {
  if (!form.grant) return undefined;
  const { credits, every } = form.grant;
  const words = textsIn(language).forms;
  const often = every.amount === 1 ? words.once[every.unit] : fill(words.onceEvery[every.unit], { amount: every.amount });
  const label = form.fields[0]!.label;
  return fill(words.grant, { what: `${label.charAt(0).toLocaleLowerCase(language)}${label.slice(1)}`, credits, often });
}
