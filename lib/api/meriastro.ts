import { type ApiOutcome, type ApiRequest, backendCall, firstText, isUncertain, type StatusMessage } from '@/lib/api/request';

export const MISSING_CREDENTIALS_MESSAGE = 'Please provide both email and password.';
export const MERIASTRO_SUCCESS_FALLBACK = 'Account deleted successfully.';
export const MERIASTRO_FAILURE_FALLBACK = 'Something went wrong';
/** In Turkish, the language of the page and of its users, under the English message of the catalogue (docs/REFERENCE.md). */
export const MERIASTRO_UNCERTAIN_HINT =
  'Talebiniz yine de sunucumuza ulaşmış olabilir. Tekrar denemeden önce Meriastro uygulamasını açın: hesabınız silinmişse işlem tamamlanmıştır.';

/** Both fields are required; the e-mail's format is the server's to judge, so the form does not refuse what it would accept. */
export function validateCredentials(email: string, password: string): string | null {
  return email.trim() && password ? null : MISSING_CREDENTIALS_MESSAGE;
}

/** Meriastro's deletion call with a JSON body: the password never goes into the URL. */
export function meriastroDeletionRequest(base: string, email: string, password: string): ApiRequest {
  return backendCall('meriastro', base, undefined, { email: email.trim(), password });
}

/** Success: message, else the default. Failure: message, else error (a wrong password's field), else the default. */
export function describeMeriastroOutcome(outcome: ApiOutcome): StatusMessage {
  if (outcome.kind === 'response' && outcome.ok) {
    return { tone: 'success', text: firstText(outcome.body, 'message') ?? MERIASTRO_SUCCESS_FALLBACK };
  }
  if (isUncertain(outcome)) return { tone: 'error', text: MERIASTRO_FAILURE_FALLBACK, hint: MERIASTRO_UNCERTAIN_HINT };
  const body = outcome.kind === 'response' ? outcome.body : null;
  return { tone: 'error', text: firstText(body, 'message', 'error') ?? MERIASTRO_FAILURE_FALLBACK };
}
