/**
 * Three forms of made-up apps, one of each kind the development backend
 * serves — an ID sent in the query, an e-mail and password sent as JSON, and
 * a credit faucet — for tests of its HTTP behaviour that hold whatever apps
 * content/apps/ holds today. Imported by tests only.
 */
import { type FormEntry, formSchema } from '../lib/content/forms';

const page = (path: string, title: string) => ({
  path,
  title,
  description: 'A page of a made-up app that the tests of the development backend serve, with a description long enough.',
  intro: 'A made-up form for the tests of the development backend.',
});
const steps = { items: ['Open the made-up app and find your ID.', 'Enter it in the form and send it.'] };
const wording = (otherwise: string) => ({ read: ['message' as const], otherwise });

export const queryForm: FormEntry = formSchema.parse({
  purpose: 'account-deletion',
  page: page('/made-up-query-delete', 'Delete a made-up account by ID'),
  steps,
  backend: 'madeupquery',
  call: { method: 'DELETE', path: '/user', send: 'query' },
  fields: [{ name: 'username', label: 'Profile ID', kind: 'identifier', length: 6, autoComplete: 'off' }],
  incomplete: { disableButton: true },
  button: { label: 'Delete Account', busy: 'Deleting...', tone: 'danger' },
  answers: { success: wording('Deleted.'), failure: wording('An error occurred.'), noAnswerHint: 'Your request may still have reached the made-up app.' },
  messageColour: 'red',
  demo: {
    accounts: ['QUERY1', 'QUERY2'],
    answers: {
      incomplete: { status: 400, body: { message: 'Profile ID must be exactly 6 characters.' } },
      notFound: { status: 404, body: { message: 'No account with this ID.' } },
      done: { status: 200, body: { message: 'Account {username} deleted.' } },
    },
  },
});

export const passwordForm: FormEntry = formSchema.parse({
  purpose: 'account-deletion',
  page: page('/made-up-password/account-delete', 'Delete a made-up account'),
  steps,
  backend: 'madeuppassword',
  call: { method: 'DELETE', path: '/api/users/delete', send: 'json' },
  fields: [
    { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
    { name: 'password', label: 'Password', kind: 'password', autoComplete: 'current-password' },
  ],
  incomplete: { disableButton: false, message: 'Please provide both email and password.' },
  button: { label: 'Delete Account', busy: 'Deleting...', tone: 'danger' },
  answers: { success: wording('Account deleted.'), failure: wording('Something went wrong'), noAnswerHint: 'Your request may still have reached the made-up app.' },
  messageColour: 'by-outcome',
  demo: {
    accounts: [{ email: 'someone@made-up.test', password: 'made-up-secret' }],
    answers: {
      incomplete: { status: 400, body: { message: 'Please provide both email and password.' } },
      notFound: { status: 401, body: { message: 'Invalid email or password.' } },
      done: { status: 200, body: { message: 'Account deleted.' } },
    },
  },
});

export const faucetForm: FormEntry = formSchema.parse({
  purpose: 'credit-faucet',
  page: page('/made-up-faucet', 'Made-up Credit Faucet'),
  steps,
  grant: { credits: 7, every: { amount: 1, unit: 'day' } },
  backend: 'madeupfaucet',
  call: { method: 'POST', path: '/user/grant-free-credit', send: 'query' },
  fields: [{ name: 'username', label: 'Profile ID', kind: 'identifier', length: 6, autoComplete: 'off' }],
  incomplete: { disableButton: true },
  button: { label: 'Claim Free Credits', busy: 'Sending...', tone: 'primary' },
  answers: { success: wording('Credits added.'), failure: wording('An error occurred.'), noAnswerHint: 'Your claim may still have reached the made-up app.' },
  messageColour: 'red',
  demo: {
    accounts: ['FAUCET'],
    answers: {
      incomplete: { status: 400, body: { message: 'Profile ID must be exactly 6 characters.' } },
      notFound: { status: 404, body: { message: 'No profile with this ID.' } },
      done: { status: 200, body: { message: '{credits} credits added to {username}.' } },
      tooSoon: { status: 429, body: { message: 'Come back tomorrow.' } },
    },
  },
});

export const fixtureForms = [queryForm, passwordForm, faucetForm];
