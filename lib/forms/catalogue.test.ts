/**
 * The words the apps' users know, pinned on purpose: the message catalogue of
 * the five forms, as the forms were specified word for word (docs/REFERENCE.md),
 * which their English pages keep (a Turkish app's form at /en/…).
 * Each form's rules are its entry in content/apps/; the engine that applies
 * them is tested in outcome.test.ts. A new form needs no line here, and a
 * form whose app is retired takes its words with it: each block below is
 * defined while an app publishes the form at its path.
 */
import { appIn, forms } from '@/lib/content/apps';
import type { FormEntry } from '@/lib/content/forms';
import { describeOutcome, type ApiOutcome, type ResponseBody } from '@/lib/forms/outcome';

const ok = (body: ResponseBody | null = null, status = 200): ApiOutcome => ({ kind: 'response', ok: true, status, body });
const failed = (status: number, body: ResponseBody | null = null): ApiOutcome => ({ kind: 'response', ok: false, status, body });
const timeout: ApiOutcome = { kind: 'timeout' };
const network: ApiOutcome = { kind: 'network-error' };
const redirected: ApiOutcome = { kind: 'unexpected' };

/** Defines the tests of the form at `path` while an app publishes it, with the form's words on its English page. */
function whileForm(path: string, define: (form: FormEntry) => void) {
  const entry = forms.find(({ form }) => form.page.path === path);
  if (entry) define(appIn(entry.app, 'en').forms[entry.app.forms.indexOf(entry.form)]!);
}

it('every form has words for a success, a failure and a request that got no answer, in both languages', () => {
  for (const { app, form } of forms) {
    for (const language of ['en', 'tr'] as const) {
      const { answers } = appIn(app, language).forms[app.forms.indexOf(form)]!;
      expect(describeOutcome(answers, ok()).text.length).toBeGreaterThan(5);
      expect(describeOutcome(answers, failed(500)).text.length).toBeGreaterThan(5);
      expect(describeOutcome(answers, timeout).hint?.length).toBeGreaterThan(20);
    }
  }
});

for (const [path, button] of [
  ['/faucet', { label: 'Claim Free Credits', busy: 'Sending...' }],
  ['/sharix-delete-account', { label: 'Delete Account', busy: 'Deleting...' }],
] as const) {
  whileForm(path, (form) => describe(`${path} (profile ID)`, () => {
    it('shows the server message on success and failure, else "An error occurred."', () => {
      expect(form.fields.map((field) => [field.label, field.placeholder, field.length])).toEqual([['Profile ID', '123456', 6]]);
      expect(form.messageColour).toBe('red');
      expect(describeOutcome(form.answers, ok({ message: '50 credits added' }))).toEqual({ tone: 'success', text: '50 credits added' });
      expect(describeOutcome(form.answers, failed(404, { message: 'No profile' }))).toEqual({ tone: 'error', text: 'No profile' });
      for (const outcome of [network, timeout, redirected, failed(500), failed(502, { error: 'x' })]) {
        expect(describeOutcome(form.answers, outcome).text).toBe('An error occurred.');
      }
    });

    it(`says "${button.label}", and "${button.busy}" while it waits`, () => {
      expect(form.button).toMatchObject(button);
    });
  }));
}

whileForm('/meriastro/account-delete', (form) => describe('Meriastro', () => {
    it('asks for both e-mail and password in the words of the catalogue', () => {
      expect(form.fields.map((field) => field.label)).toEqual(['Email', 'Password']);
      expect(form.incomplete.message).toBe('Please provide both email and password.');
    });

    it('success shows the message, else "Account deleted successfully."; failure the message, else error, else "Something went wrong"', () => {
      expect(describeOutcome(form.answers, ok({ message: 'Gone.' }))).toEqual({ tone: 'success', text: 'Gone.' });
      expect(describeOutcome(form.answers, ok())).toEqual({ tone: 'success', text: 'Account deleted successfully.' });
      expect(describeOutcome(form.answers, failed(400, { message: 'Bad', error: 'ignored' })).text).toBe('Bad');
      expect(describeOutcome(form.answers, failed(401, { error: 'Invalid email or password.' })).text).toBe('Invalid email or password.');
      for (const outcome of [failed(500), redirected]) expect(describeOutcome(form.answers, outcome)).toEqual({ tone: 'error', text: 'Something went wrong' });
      // The hint is the English page's own, as every word of it.
      expect(describeOutcome(form.answers, timeout).hint).toMatch(/before you try again/);
    });
}));

whileForm('/funo/account-delete', (form) => describe('Funo AI', () => {
    it('requires a device ID in the words of the catalogue', () => {
      expect(form.fields.map((field) => field.label)).toEqual(['Device ID']);
      expect(form.incomplete.message).toBe('Please provide your device ID.');
    });

    it('success shows message, else msg, else the default; failure message, msg or error, else "Something went wrong."', () => {
      expect(describeOutcome(form.answers, ok({ message: 'A', msg: 'B' })).text).toBe('A');
      expect(describeOutcome(form.answers, ok({ msg: 'B' })).text).toBe('B');
      expect(describeOutcome(form.answers, ok())).toEqual({ tone: 'success', text: 'Your Funo AI account has been deleted successfully.' });
      expect(describeOutcome(form.answers, failed(400, { msg: 'B', error: 'C' })).text).toBe('B');
      expect(describeOutcome(form.answers, failed(404, { error: 'C' }))).toEqual({ tone: 'error', text: 'C' });
      for (const outcome of [failed(500), redirected]) expect(describeOutcome(form.answers, outcome)).toEqual({ tone: 'error', text: 'Something went wrong.' });
    });
}));

whileForm('/revoai/account-delete', (form) => describe('RevoAI', () => {
    it('takes a 6-character username and warns that deletion cannot be undone', () => {
      expect(form.fields.map((field) => [field.label, field.length])).toEqual([['Username', 6]]);
      expect(form.incomplete.message).toBe('Username must be exactly 6 characters');
      expect(form.warning?.text).toMatch(/^this action cannot be undone/);
    });

    it('success is always "Account deleted successfully"; 404 "User not found"; 400 the message, else "Invalid username"', () => {
      expect(describeOutcome(form.answers, ok({ message: 'User deleted' }))).toEqual({ tone: 'success', text: 'Account deleted successfully' });
      expect(describeOutcome(form.answers, failed(404, { message: 'nope' }))).toEqual({ tone: 'error', text: 'User not found' });
      expect(describeOutcome(form.answers, failed(400, { message: 'Username must be exactly 6 characters' })).text).toBe('Username must be exactly 6 characters');
      expect(describeOutcome(form.answers, failed(400)).text).toBe('Invalid username');
      expect(describeOutcome(form.answers, failed(500, { message: 'Database unavailable' })).text).toBe('Database unavailable');
      for (const outcome of [failed(500), failed(503, { error: 'x' }), redirected]) {
        expect(describeOutcome(form.answers, outcome)).toEqual({ tone: 'error', text: 'An error occurred while deleting the account' });
      }
    });
}));
