'use client';

import { type FormEvent, useState } from 'react';
import { Field, StatusLine, SubmitButton } from '@/components/forms/fields';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/content/site';
import {
  canSubmitProfileId,
  describeProfileIdOutcome,
  FAUCET_SUCCESS_FALLBACK,
  faucetRequest,
  limitProfileId,
  PROFILE_ID_LENGTH,
  SHARIX_SUCCESS_FALLBACK,
  sharixDeletionRequest,
} from '@/lib/api/profile-id';
import { sendRequest } from '@/lib/api/request';

const KINDS = {
  faucet: {
    request: (id: string) => faucetRequest(site.api.sonora, id),
    successFallback: FAUCET_SUCCESS_FALLBACK,
    button: 'Claim Free Credits',
    busy: 'Sending...',
    tone: 'primary',
  },
  sharix: {
    request: (id: string) => sharixDeletionRequest(site.api.sharix, id),
    successFallback: SHARIX_SUCCESS_FALLBACK,
    button: 'Delete Account',
    busy: 'Deleting...',
    tone: 'danger',
  },
} as const;

/** The 6-character profile ID form of the credit faucet and of Sharix account deletion. */
export function ProfileIdForm({ kind }: { kind: keyof typeof KINDS }) {
  const config = KINDS[kind];
  const [profileId, setProfileId] = useState('');
  const { busy, status, run } = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitProfileId(profileId)) return;
    void run(async () => describeProfileIdOutcome(await sendRequest(config.request(profileId)), config.successFallback));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field
        id="profile-id"
        label="Profile ID"
        placeholder="123456"
        value={profileId}
        maxLength={PROFILE_ID_LENGTH}
        onChange={(event) => setProfileId(limitProfileId(event.target.value))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={`Your ${PROFILE_ID_LENGTH}-character profile ID, shown on your profile screen in the app.`}
      />
      <SubmitButton tone={config.tone} disabled={busy || !canSubmitProfileId(profileId)}>
        {busy ? config.busy : config.button}
      </SubmitButton>
      <StatusLine status={status} forceTone="error" />
    </form>
  );
}
