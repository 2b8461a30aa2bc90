'use client';

import { type FormEvent, useRef, useState } from 'react';
import { Field, NotReadyNotice, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useHydrated, useTypedBeforeHydration } from '@/components/forms/hydration';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/content/site';
import { describeFunoOutcome, funoDeletionRequest, validateDeviceId } from '@/lib/api/funo';
import { sendRequest } from '@/lib/api/request';
import { apiBaseUrls } from '@/lib/bundled-env';

export function FunoDeleteForm() {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [deviceId, setDeviceId] = useState('');
  const { form, busy, status, setStatus, run } = useSubmission();
  useTypedBeforeHydration(input, setDeviceId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateDeviceId(deviceId);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    void run(async () => {
      const result = describeFunoOutcome(await sendRequest(funoDeletionRequest(apiBaseUrls.funo, deviceId)));
      // A finished deletion stays finished: a second click says the field is empty.
      if (result.tone === 'success') setDeviceId('');
      return result;
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      <Field
        id="device-id"
        label="Device ID"
        inputRef={input}
        value={deviceId}
        onChange={(event) => {
          setDeviceId(event.target.value);
          setStatus(null);
        }}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint="Find it in Funo AI under Settings, then copy and paste it here."
      />
      <SubmitButton tone="danger" disabled={!hydrated || busy}>
        {busy ? 'Deleting...' : 'Delete Account'}
      </SubmitButton>
      {hydrated ? null : <NotReadyNotice language="en" email={site.email} />}
      <StatusLine status={status} />
    </form>
  );
}
