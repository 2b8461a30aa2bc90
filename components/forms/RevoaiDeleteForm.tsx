'use client';

import { type FormEvent, useState } from 'react';
import { Field, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/content/site';
import { sendRequest } from '@/lib/api/request';
import { describeRevoaiOutcome, limitUsername, revoaiDeletionRequest, USERNAME_LENGTH, validateUsername } from '@/lib/api/revoai';

export function RevoaiDeleteForm() {
  const [username, setUsername] = useState('');
  const { busy, status, setStatus, run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateUsername(username);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    void run(async () => {
      const result = describeRevoaiOutcome(await sendRequest(revoaiDeletionRequest(site.api.revoai, username)));
      if (result.tone === 'success') setUsername('');
      return result;
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field
        id="username"
        label="Username"
        value={username}
        maxLength={USERNAME_LENGTH}
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
      <SubmitButton tone="danger" disabled={busy || username.length !== USERNAME_LENGTH}>
        {busy ? 'Deleting...' : 'Delete Account'}
      </SubmitButton>
      <StatusLine status={status} />
    </form>
  );
}
