'use client';

import { type FormEvent, useRef, useState } from 'react';
import { Field, NotReadyNotice, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useHydrated, useTypedBeforeHydration } from '@/components/forms/hydration';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/content/site';
import { sendRequest } from '@/lib/api/request';
import { describeRevoaiOutcome, limitUsername, revoaiDeletionRequest, USERNAME_LENGTH, validateUsername } from '@/lib/api/revoai';
import { apiBaseUrls } from '@/lib/bundled-env';

export function RevoaiDeleteForm() {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const { form, busy, status, setStatus, run } = useSubmission();
  useTypedBeforeHydration(input, (typed) => setUsername(limitUsername(typed)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateUsername(username);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    void run(async () => {
      const result = describeRevoaiOutcome(await sendRequest(revoaiDeletionRequest(apiBaseUrls.revoai, username)));
      if (result.tone === 'success') setUsername('');
      return result;
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      <Field
        id="username"
        label="Username"
        inputRef={input}
        value={username}
        onChange={(event) => {
          setUsername(limitUsername(event.target.value));
          setStatus(null);
        }}
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        hint={`Your ${USERNAME_LENGTH}-character RevoAI username, shown in the app.`}
      />
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        <strong>Warning:</strong> this action cannot be undone. Your designs, gallery and account are deleted permanently.
      </p>
      <SubmitButton tone="danger" disabled={!hydrated || busy || validateUsername(username) !== null}>
        {busy ? 'Deleting...' : 'Delete Account'}
      </SubmitButton>
      {hydrated ? null : <NotReadyNotice language="en" email={site.email} />}
      <StatusLine status={status} />
    </form>
  );
}
