'use client';

import { type FormEvent, useRef, useState } from 'react';
import { Field, NotReadyNotice, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useHydrated, useTypedBeforeHydration } from '@/components/forms/hydration';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/content/site';
import { describeMeriastroOutcome, meriastroDeletionRequest, validateCredentials } from '@/lib/api/meriastro';
import { sendRequest } from '@/lib/api/request';
import { apiBaseUrls } from '@/lib/bundled-env';

/** The form speaks the catalogue's English; the page around it, and its notes, are Turkish. */
export function MeriastroDeleteForm() {
  const hydrated = useHydrated();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { form, busy, status, setStatus, run } = useSubmission();
  useTypedBeforeHydration(emailInput, setEmail);
  useTypedBeforeHydration(passwordInput, setPassword);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateCredentials(email, password);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    void run(async () => {
      const result = describeMeriastroOutcome(await sendRequest(meriastroDeletionRequest(apiBaseUrls.meriastro, email, password)));
      // The password never outlives a finished deletion, and a second click cannot undo its message.
      if (result.tone === 'success') setPassword('');
      return result;
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5" lang="en">
      <Field
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        inputRef={emailInput}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setStatus(null);
        }}
      />
      <Field
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        inputRef={passwordInput}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setStatus(null);
        }}
      />
      <SubmitButton tone="danger" disabled={!hydrated || busy}>
        {busy ? 'Deleting...' : 'Delete Account'}
      </SubmitButton>
      {hydrated ? null : <NotReadyNotice language="tr" email={site.email} />}
      <StatusLine status={status} hintLang="tr" />
    </form>
  );
}
