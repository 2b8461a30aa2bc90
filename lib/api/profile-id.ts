import { type ApiOutcome, type ApiRequest, backendCall, firstText, isUncertain, type StatusMessage } from '@/lib/api/request';
import { graphemes, takeCharacters } from '@/lib/text';

/** Profile IDs of the music and sharing apps are exactly six characters, as the apps issue them. */
export const PROFILE_ID_LENGTH = 6;

/**
 * Keeps at most six characters: extra ones are ignored rather than refused. Spaces
 * around a pasted ID do not count, and no character is cut in half.
 */
export function limitProfileId(value: string): string {
  return takeCharacters(value.trim(), PROFILE_ID_LENGTH);
}

export function canSubmitProfileId(value: string): boolean {
  return graphemes(value).length === PROFILE_ID_LENGTH;
}

export const NO_RESPONSE_MESSAGE = 'An error occurred.';

/**
 * Faucet and Sharix answers: the server's message (the page shows
 * success and failure in the same red area); without one, 'An error occurred.'
 * A success without a message still says what happened.
 */
export function describeProfileIdOutcome(outcome: ApiOutcome, successFallback: string, uncertainHint: string): StatusMessage {
  if (outcome.kind !== 'response') {
    return { tone: 'error', text: NO_RESPONSE_MESSAGE, ...(isUncertain(outcome) ? { hint: uncertainHint } : {}) };
  }
  const message = firstText(outcome.body, 'message');
  if (outcome.ok) return { tone: 'success', text: message ?? successFallback };
  return { tone: 'error', text: message ?? NO_RESPONSE_MESSAGE };
}

/** Sonora's faucet call: ?username=… with no body. */
export function faucetRequest(base: string, profileId: string): ApiRequest {
  return backendCall('sonora', base, { username: profileId });
}

export const FAUCET_SUCCESS_FALLBACK = 'Free credits have been added to your profile.';
export const FAUCET_UNCERTAIN_HINT = 'Your claim may still have reached Sonora AI. Check your credit balance in the app before you try again.';

/** Sharix's deletion call: ?username=… with no body. */
export function sharixDeletionRequest(base: string, profileId: string): ApiRequest {
  return backendCall('sharix', base, { username: profileId });
}

export const SHARIX_SUCCESS_FALLBACK = 'Your Sharix account has been deleted.';
export const SHARIX_UNCERTAIN_HINT =
  'Your request may still have reached Sharix AI. Open the app before you try again: if your profile is gone, the deletion went through.';
