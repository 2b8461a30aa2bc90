/**
 * One success and one failure per form, against the development backend's demo
 * accounts (dev-backend/apps.ts): what a visitor types, by field label, and the
 * message the page then shows. One entry per backend of lib/backends.ts (the
 * type asks for each), whose entry also names the form's page.
 */
import { BACKENDS, type BackendName } from '../../lib/backends';
import { SEED } from '../../dev-backend/apps';

export type FormCase = {
  /** Field label → what is typed into it. */
  fields: Record<string, string>;
  shows: string;
};

export type FormCases = { button: string; success: FormCase; failure: FormCase };

const sonoraId = Object.keys(SEED.sonora)[0]!;
const [meriastroEmail] = Object.keys(SEED.meriastro);

export const FORM_CASES: Record<BackendName, FormCases> = {
  sonora: {
    button: 'Claim Free Credits',
    success: { fields: { 'Profile ID': sonoraId }, shows: `50 free credits have been added to profile ${sonoraId}.` },
    failure: { fields: { 'Profile ID': 'NOSUCH' }, shows: 'No Sonora AI profile found with this ID.' },
  },
  sharix: {
    button: 'Delete Account',
    success: { fields: { 'Profile ID': SEED.sharix[0] }, shows: `Your Sharix account ${SEED.sharix[0]} has been deleted.` },
    failure: { fields: { 'Profile ID': 'NOSUCH' }, shows: 'No Sharix account found with this profile ID.' },
  },
  meriastro: {
    button: 'Delete Account',
    // The clear demo password of the first seeded account (the seed keeps hashes only; the README lists it).
    success: { fields: { Email: meriastroEmail!, Password: 'yildiz2024' }, shows: 'Your Meriastro account and all of its data have been deleted.' },
    failure: { fields: { Email: meriastroEmail!, Password: 'not-the-password' }, shows: 'Invalid email or password.' },
  },
  funo: {
    button: 'Delete Account',
    success: { fields: { 'Device ID': SEED.funo[0] }, shows: 'Device account removed.' },
    failure: { fields: { 'Device ID': 'FUNO-DEVICE-9999' }, shows: 'No Funo AI account is linked to this device ID.' },
  },
  revoai: {
    button: 'Delete Account',
    success: { fields: { Username: SEED.revoai[0] }, shows: 'Account deleted successfully' },
    failure: { fields: { Username: 'NOSUCH' }, shows: 'User not found' },
  },
};

export const FORMS = (Object.keys(FORM_CASES) as BackendName[]).map((backend) => ({ backend, page: BACKENDS[backend].page, ...FORM_CASES[backend] }));
