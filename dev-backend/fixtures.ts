/**
 * Three forms of made-up apps, one of each kind the development backend
 * serves — an ID sent in the query, an e-mail and password sent as JSON, and
 * a credit faucet — for tests of its HTTP behaviour that hold whatever apps
 * content/apps/ holds today. Imported by tests only.
 */
import { type FormEntry, formSchema } from '../lib/content/forms';
import { resolve } from '../lib/i18n/localized';

/** A text in both languages, as content/ writes every word of a form. */
const text = (en: string, tr: string) => ({ en, tr });
const page = (path: string, title: { en: string; tr: string }) => ({
  path,
  title,
  description: text(
    'A page of a made-up app that the tests of the development backend serve, with a description long enough.',
    'Geliştirme sunucusunun testlerinin sunduğu uydurma bir uygulamanın, yeterince uzun açıklamalı bir sayfası.',
  ),
  intro: text('A made-up form for the tests of the development backend.', 'Geliştirme sunucusunun testleri için uydurma bir form.'),
});
const steps = {
  items: [text('Open the made-up app and find your ID.', 'Uydurma uygulamayı açın ve kimliğinizi bulun.'), text('Enter it in the form and send it.', 'Kimliği forma girin ve gönderin.')],
};
const wording = (otherwise: { en: string; tr: string }) => ({ read: ['message' as const], otherwise });
/** A form of the fixtures as its entry would give it, read in English. */
const english = (entry: unknown): FormEntry => resolve(formSchema.parse(entry), 'en');

export const queryForm: FormEntry = english({
  purpose: 'account-deletion',
  page: page('/made-up-query-delete', text('Delete a made-up account by ID', 'Uydurma bir hesabı kimliğiyle silin')),
  steps,
  backend: 'madeupquery',
  call: { method: 'DELETE', path: '/user', send: 'query' },
  fields: [{ name: 'username', label: text('Profile ID', 'Profil kimliği'), kind: 'identifier', length: 6, autoComplete: 'off' }],
  incomplete: { disableButton: true },
  button: { label: text('Delete Account', 'Hesabı Sil'), busy: text('Deleting...', 'Siliniyor...'), tone: 'danger' },
  answers: { success: wording(text('Deleted.', 'Silindi.')), failure: wording(text('An error occurred.', 'Bir hata oluştu.')), noAnswerHint: text('Your request may still have reached the made-up app.', 'Talebiniz yine de uydurma uygulamaya ulaşmış olabilir.') },
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

export const passwordForm: FormEntry = english({
  purpose: 'account-deletion',
  page: page('/made-up-password/account-delete', text('Delete a made-up account', 'Uydurma bir hesabı silin')),
  steps,
  backend: 'madeuppassword',
  call: { method: 'DELETE', path: '/api/users/delete', send: 'json' },
  fields: [
    { name: 'email', label: text('Email', 'E-posta'), kind: 'email', autoComplete: 'email' },
    { name: 'password', label: text('Password', 'Şifre'), kind: 'password', autoComplete: 'current-password' },
  ],
  incomplete: { disableButton: false, message: text('Please provide both email and password.', 'Lütfen e-posta adresinizi ve şifrenizi girin.') },
  button: { label: text('Delete Account', 'Hesabı Sil'), busy: text('Deleting...', 'Siliniyor...'), tone: 'danger' },
  answers: { success: wording(text('Account deleted.', 'Hesap silindi.')), failure: wording(text('Something went wrong', 'Bir sorun oluştu')), noAnswerHint: text('Your request may still have reached the made-up app.', 'Talebiniz yine de uydurma uygulamaya ulaşmış olabilir.') },
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

export const faucetForm: FormEntry = english({
  purpose: 'credit-faucet',
  page: page('/made-up-faucet', text('Made-up Credit Faucet', 'Uydurma Ücretsiz Kredi')),
  steps,
  grant: { credits: 7, every: { amount: 1, unit: 'day' } },
  backend: 'madeupfaucet',
  call: { method: 'POST', path: '/user/grant-free-credit', send: 'query' },
  fields: [{ name: 'username', label: text('Profile ID', 'Profil kimliği'), kind: 'identifier', length: 6, autoComplete: 'off' }],
  incomplete: { disableButton: true },
  button: { label: text('Claim Free Credits', 'Ücretsiz Kredi Al'), busy: text('Sending...', 'Gönderiliyor...'), tone: 'primary' },
  answers: { success: wording(text('Credits added.', 'Krediler eklendi.')), failure: wording(text('An error occurred.', 'Bir hata oluştu.')), noAnswerHint: text('Your claim may still have reached the made-up app.', 'Talebiniz yine de uydurma uygulamaya ulaşmış olabilir.') },
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
