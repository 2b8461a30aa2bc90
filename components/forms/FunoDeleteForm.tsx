'use client';

import { type FormEvent, useState } from 'react';
import { Field, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/content/site';
import { describeFunoOutcome, funoDeletionRequest, validateDeviceId } from '@/lib/api/funo';
import { sendRequest } from '@/lib/api/request';

export function FunoDeleteForm() {
  const [deviceId, setDeviceId] = useState('');
  const { busy, status, setStatus, run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateDeviceId(deviceId);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    void run(async () => describeFunoOutcome(await sendRequest(funoDeletionRequest(site.api.funo, deviceId))));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field
        id="device-id"
        label="Device ID"
        value={deviceId}
        onChange={(event) => setDeviceId(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint="Find it in Funo AI under Settings, then copy and paste it here."
      />
      <SubmitButton tone="danger" disabled={busy}>
        {busy ? 'Deleting...' : 'Delete Account'}
      </SubmitButton>
      <StatusLine status={status} />
    </form>
  );
}
