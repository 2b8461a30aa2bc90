import { type ApiOutcome, type ApiRequest, backendCall, firstText, isUncertain, type StatusMessage } from '@/lib/api/request';

export const MISSING_DEVICE_ID_MESSAGE = 'Please provide your device ID.';
export const FUNO_SUCCESS_FALLBACK = 'Your Funo AI account has been deleted successfully.';
export const FUNO_FAILURE_FALLBACK = 'Something went wrong.';
export const FUNO_UNCERTAIN_HINT =
  'Your request may still have reached Funo AI. Open the app before you try again: if your account is gone, the deletion went through.';

export function validateDeviceId(deviceId: string): string | null {
  return deviceId.trim() ? null : MISSING_DEVICE_ID_MESSAGE;
}

/** Funo's deletion call with JSON { deviceId }. */
export function funoDeletionRequest(base: string, deviceId: string): ApiRequest {
  return backendCall('funo', base, undefined, { deviceId: deviceId.trim() });
}

/**
 * Success: message, else msg, else the default. Failure: message, msg or error,
 * else the default: Funo's backend puts its words in any of the three.
 */
export function describeFunoOutcome(outcome: ApiOutcome): StatusMessage {
  if (outcome.kind === 'response' && outcome.ok) {
    return { tone: 'success', text: firstText(outcome.body, 'message', 'msg') ?? FUNO_SUCCESS_FALLBACK };
  }
  if (isUncertain(outcome)) return { tone: 'error', text: FUNO_FAILURE_FALLBACK, hint: FUNO_UNCERTAIN_HINT };
  const body = outcome.kind === 'response' ? outcome.body : null;
  return { tone: 'error', text: firstText(body, 'message', 'msg', 'error') ?? FUNO_FAILURE_FALLBACK };
}
