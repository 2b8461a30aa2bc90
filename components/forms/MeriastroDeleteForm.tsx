'use client';

import { type FormEvent, useState } from 'react';
import { Field, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/content/site';
import { describeMeriastroOutcome, meriastroDeletionRequest, validateCredentials } from '@/lib/api/meriastro';
import { sendRequest } from '@/lib/api/request';

export function MeriastroDeleteForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, status, setStatus, run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateCredentials(email, password);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    void run(async () => describeMeriastroOutcome(await sendRequest(meriastroDeletionRequest(site.api.meriastro, email, password))));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" lang="en">
      <Field id="email" label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <Field
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton tone="danger" disabled={busy}>
        {busy ? 'Deleting...' : 'Delete Account'}
      </SubmitButton>
      <StatusLine status={status} />
    </form>
  );
}
