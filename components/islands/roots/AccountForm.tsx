'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Field, NotReadyNotice, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useHydrated } from '@/components/forms/hydration';
import { useSubmission } from '@/components/forms/useSubmission';
import { describeOutcome } from '@/lib/forms/outcome';
import { buildRequest, sendRequest } from '@/lib/forms/request';
import type { AccountFormProps } from '@/lib/forms/types';
import { fieldValue, isComplete } from '@/lib/forms/values';

/**
 * Every form of the site, from its entry in content/apps/<app>/app.ts: the
 * fields, the one call and the words for each outcome come as props, in the
 * page's language, so one bundle serves every form in both.
 *
 * The inputs are uncontrolled: React keeps what was typed in its state, but
 * never writes it back as a `value` attribute, so no password, e-mail or ID
 * ever appears in the page's markup (a serialised page, the back/forward
 * cache). A field with a length shows exactly what is counted and sent.
 */
export function AccountForm({ form, endpoint, email, notReady }: AccountFormProps) {
  const hydrated = useHydrated();
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  const [values, setValues] = useState<Record<string, string>>({});
  const { form: formRef, busy, status, setStatus, run } = useSubmission();

  /** Takes what is in the input, as the field keeps it, into state. */
  function adopt(name: string): void {
    const field = form.fields.find((candidate) => candidate.name === name)!;
    const input = inputs.current[name];
    if (!input) return;
    const kept = field.length === undefined ? input.value : fieldValue(field, input.value);
    if (kept !== input.value) input.value = kept;
    setValues((previous) => ({ ...previous, [name]: kept }));
  }

  // What a visitor typed before the page's JavaScript ran is in the inputs already: keep it.
  useEffect(() => {
    for (const field of form.fields) if (inputs.current[field.name]?.value) adopt(field.name);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const complete = form.fields.every((field) => isComplete(field, values[field.name] ?? ''));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) {
      if (form.incomplete.message && !busy) setStatus({ tone: 'error', text: form.incomplete.message });
      return;
    }
    void run(async () => {
      const result = describeOutcome(form.answers, await sendRequest(buildRequest(form, endpoint, values)), form.serverLanguage);
      if (result.tone === 'success') {
        // A finished request stays finished: what it was sent with is not sent again by accident.
        const cleared = form.fields.filter((field) => field.clearOnSuccess);
        for (const field of cleared) if (inputs.current[field.name]) inputs.current[field.name]!.value = '';
        if (cleared.length) setValues((previous) => ({ ...previous, ...Object.fromEntries(cleared.map((field) => [field.name, ''])) }));
      }
      return result;
    });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {form.fields.map((field) => (
        <Field
          key={field.name}
          id={field.name}
          label={field.label}
          type={field.kind === 'identifier' ? 'text' : field.kind}
          inputMode={field.kind === 'email' ? 'email' : undefined}
          placeholder={field.placeholder}
          hint={field.hint}
          autoComplete={field.autoComplete}
          autoCapitalize={field.autoCapitalize}
          spellCheck={field.kind === 'identifier' ? false : undefined}
          inputRef={(input) => {
            inputs.current[field.name] = input;
          }}
          onChange={() => {
            adopt(field.name);
            setStatus(null);
          }}
        />
      ))}
      {form.warning ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <strong>{form.warning.label}</strong> {form.warning.text}
        </p>
      ) : null}
      <SubmitButton tone={form.button.tone} disabled={!hydrated || busy || (form.incomplete.disableButton && !complete)}>
        {busy ? form.button.busy : form.button.label}
      </SubmitButton>
      {hydrated ? null : <NotReadyNotice words={notReady} email={email} />}
      <StatusLine status={status} forceTone={form.messageColour === 'red' ? 'error' : undefined} />
    </form>
  );
}
