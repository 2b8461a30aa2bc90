import { type ApiOutcome, type ApiRequest, endpoint, firstText, type StatusMessage } from '@/lib/api/request';

/** Profile IDs of the music and sharing apps are exactly six characters (section 9). */
export const PROFILE_ID_LENGTH = 6;

/** Keeps at most six characters: extra ones are ignored (section 5). */
export function limitProfileId(value: string): string {
  return value.slice(0, PROFILE_ID_LENGTH);
}

export function canSubmitProfileId(value: string): boolean {
  return value.length === PROFILE_ID_LENGTH;
}

export const NO_RESPONSE_MESSAGE = 'An error occurred.';

/**
 * Faucet and Sharix answers (section 8): the server's message, shown in the
 * same red area on success and on failure; without one, 'An error occurred.'
 * A success without a message still says what happened.
 */
export function describeProfileIdOutcome(outcome: ApiOutcome, successFallback: string): StatusMessage {
  if (outcome.kind !== 'response') return { tone: 'error', text: NO_RESPONSE_MESSAGE };
  const message = firstText(outcome.body, 'message');
  if (outcome.ok) return { tone: 'error', text: message ?? successFallback };
  return { tone: 'error', text: message ?? NO_RESPONSE_MESSAGE };
}

/** POST /user/grant-free-credit?username=… with no body (section 7). */
export function faucetRequest(base: string, profileId: string): ApiRequest {
  return { url: endpoint(base, '/user/grant-free-credit', { username: profileId }), method: 'POST' };
}

export const FAUCET_SUCCESS_FALLBACK = 'Free credits have been added to your profile.';

/** DELETE /user?username=… (section 7). */
export function sharixDeletionRequest(base: string, profileId: string): ApiRequest {
  return { url: endpoint(base, '/user', { username: profileId }), method: 'DELETE' };
}

export const SHARIX_SUCCESS_FALLBACK = 'Your Sharix account has been deleted.';
