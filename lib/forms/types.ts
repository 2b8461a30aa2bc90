/**
 * What one form is, as the browser needs it: its fields, its call and the
 * rules that turn an answer into words. Written in content/apps/<app>/app.ts,
 * checked at build time (lib/content/forms.ts) and handed to the form's island
 * as props, so that one component (components/islands/AccountForm.tsx) renders
 * and sends every form. No imports: the island bundle carries this file.
 */

/** The fields a backend puts its words in. */
export type AnswerField = 'message' | 'msg' | 'error';

/** Words for an outcome: the first of `read` that holds text, otherwise `otherwise`. */
export type Wording = { read: readonly AnswerField[]; otherwise: string };

export type AnswerRules = {
  success: Wording;
  /** Any failure: an error status, an answer that is not the API's own, no answer at all. */
  failure: Wording & { byStatus?: Readonly<Record<string, Wording>> };
  /** Under the failure text when the request may have reached the server without an answer coming back, in the page's language. */
  noAnswerHint: string;
};

/**
 * `identifier`: an ID the app shows (invisible format characters removed, NFC,
 * spaces around it dropped); `email`: the same, as an e-mail address;
 * `password`: sent exactly as typed.
 */
export type FieldKind = 'identifier' | 'email' | 'password';

export type FormField = {
  /** The name the backend reads: the query parameter or the JSON body's key. */
  name: string;
  label: string;
  kind: FieldKind;
  /** Exactly this many characters, as the backend counts them; the field keeps no more. */
  length?: number;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  autoComplete: string;
  autoCapitalize?: 'off' | 'characters';
  /** Emptied once the call has succeeded, so that a finished request cannot be sent again by accident. */
  clearOnSuccess?: boolean;
};

export type ClientForm = {
  method: 'POST' | 'DELETE';
  /** Where the values go: the URL's query, or a JSON body. */
  send: 'query' | 'json';
  fields: readonly FormField[];
  /** While a field is empty or short: the button stays disabled, and/or submitting shows `message`. */
  incomplete: { disableButton: boolean; message?: string };
  button: { label: string; busy: string; tone: 'primary' | 'danger' };
  answers: AnswerRules;
  /** `red`: every message in red, success included; `by-outcome`: green for success, red for failure. */
  messageColour: 'red' | 'by-outcome';
  /** A warning shown above the button. */
  warning?: { label: string; text: string };
  /** The language the backend answers in, when it is not the page's: its words are marked with it. */
  serverLanguage?: 'en' | 'tr';
};

/** What the page hands the form's island: every word of the form in the page's language (the backend's own words aside). */
export type AccountFormProps = {
  form: ClientForm;
  /** The backend's base URL followed by the call's path, resolved when the site was built. */
  endpoint: string;
  /** Where to write when the form cannot be used. */
  email: string;
  /** What the form says until it works, in the page's language: without JavaScript, and while it loads. */
  notReady: { noScript: string; loading: string };
};
