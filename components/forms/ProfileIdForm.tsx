'use client';

import { type FormEvent, useRef, useState } from 'react';
import { Field, NotReadyNotice, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useHydrated, useTypedBeforeHydration } from '@/components/forms/hydration';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/content/site';
import {
  canSubmitProfileId,
  describeProfileIdOutcome,
  FAUCET_SUCCESS_FALLBACK,
  FAUCET_UNCERTAIN_HINT,
  faucetRequest,
  limitProfileId,
  PROFILE_ID_LENGTH,
  SHARIX_SUCCESS_FALLBACK,
  SHARIX_UNCERTAIN_HINT,
  sharixDeletionRequest,
} from '@/lib/api/profile-id';
import { sendRequest } from '@/lib/api/request';
import { apiBaseUrls } from '@/lib/bundled-env';

const KINDS = {
  faucet: {
    request: (id: string) => faucetRequest(apiBaseUrls.sonora, id),
    successFallback: FAUCET_SUCCESS_FALLBACK,
    uncertainHint: FAUCET_UNCERTAIN_HINT,
    button: 'Claim Free Credits',
    busy: 'Sending...',
    tone: 'primary',
    // A second claim gets its own honest answer from the server.
    clearOnSuccess: false,
  },
  sharix: {
    request: (id: string) => sharixDeletionRequest(apiBaseUrls.sharix, id),
    successFallback: SHARIX_SUCCESS_FALLBACK,
    uncertainHint: SHARIX_UNCERTAIN_HINT,
    button: 'Delete Account',
    busy: 'Deleting...',
    tone: 'danger',
    // A finished deletion stays finished: a second click cannot replace "deleted" with "not found".
    clearOnSuccess: true,
  },
} as const;

/** The 6-character profile ID form of the credit faucet and of Sharix account deletion. */
export function ProfileIdForm({ kind }: { kind: keyof typeof KINDS }) {
  const config = KINDS[kind];
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [profileId, setProfileId] = useState('');
  const { form, busy, status, setStatus, run } = useSubmission();
  useTypedBeforeHydration(input, (typed) => setProfileId(limitProfileId(typed)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitProfileId(profileId)) return;
    void run(async () => {
      const result = describeProfileIdOutcome(await sendRequest(config.request(profileId)), config.successFallback, config.uncertainHint);
      if (result.tone === 'success' && config.clearOnSuccess) setProfileId('');
      return result;
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      <Field
        id="profile-id"
        label="Profile ID"
        placeholder="123456"
        inputRef={input}
        value={profileId}
        onChange={(event) => {
          setProfileId(limitProfileId(event.target.value));
          setStatus(null);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={`Your ${PROFILE_ID_LENGTH}-character profile ID, shown on your profile screen in the app.`}
      />
      <SubmitButton tone={config.tone} disabled={!hydrated || busy || !canSubmitProfileId(profileId)}>
        {busy ? config.busy : config.button}
      </SubmitButton>
      {hydrated ? null : <NotReadyNotice language="en" email={site.email} />}
      <StatusLine status={status} forceTone="error" />
    </form>
  );
}
