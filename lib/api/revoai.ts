import { type ApiOutcome, type ApiRequest, backendCall, firstText, isUncertain, type StatusMessage } from '@/lib/api/request';
import { graphemes, takeCharacters } from '@/lib/text';

export const USERNAME_LENGTH = 6;
export const USERNAME_LENGTH_MESSAGE = 'Username must be exactly 6 characters';
export const REVOAI_SUCCESS_MESSAGE = 'Account deleted successfully';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const INVALID_USERNAME_MESSAGE = 'Invalid username';
export const REVOAI_FAILURE_FALLBACK = 'An error occurred while deleting the account';
export const REVOAI_UNCERTAIN_HINT =
  'Your request may still have reached RevoAI. Open the app before you try again: if your account is gone, the deletion went through.';

/** At most six characters; spaces around a pasted username do not count, and no character is cut in half. */
export function limitUsername(value: string): string {
  return takeCharacters(value.trim(), USERNAME_LENGTH);
}

export function validateUsername(username: string): string | null {
  return graphemes(username).length === USERNAME_LENGTH ? null : USERNAME_LENGTH_MESSAGE;
}

/** RevoAI's deletion call with JSON { username }. */
export function revoaiDeletionRequest(base: string, username: string): ApiRequest {
  return backendCall('revoai', base, undefined, { username });
}

/**
 * Success is always 'Account deleted successfully' (the body is not read:
 * RevoAI's own words for it are terser than the page's); 404 is 'User not found'; 400 is the server's message, else 'Invalid
 * username'; any other error shows the server's message if there is one.
 */
export function describeRevoaiOutcome(outcome: ApiOutcome): StatusMessage {
  if (isUncertain(outcome)) return { tone: 'error', text: REVOAI_FAILURE_FALLBACK, hint: REVOAI_UNCERTAIN_HINT };
  if (outcome.kind !== 'response') return { tone: 'error', text: REVOAI_FAILURE_FALLBACK };
  if (outcome.ok) return { tone: 'success', text: REVOAI_SUCCESS_MESSAGE };
  if (outcome.status === 404) return { tone: 'error', text: USER_NOT_FOUND_MESSAGE };
  const message = firstText(outcome.body, 'message');
  if (outcome.status === 400) return { tone: 'error', text: message ?? INVALID_USERNAME_MESSAGE };
  return { tone: 'error', text: message ?? REVOAI_FAILURE_FALLBACK };
}
