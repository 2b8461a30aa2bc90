import { site } from '../../site';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'sharix-ai',
  name: 'Sharix AI',
  language: 'en',
  category: 'SocialNetworkingApplication',
  headline: 'Create with AI, share with friends',
  tagline: 'AI-assisted posts, shared through a six-character profile ID.',
  summary:
    'Sharix AI helps you create posts with AI-written captions and AI images and share them with friends through your six-character profile ID.',
  intro: ['Sharix AI helps you create posts with AI-written captions and images and share them with friends.'],
  featuresHeading: 'Features',
  features: [],
  icon: '/images/apps/sharix-ai-icon.svg',
  stores: { googlePlay: '', appStore: '' },
  documents: [
    { slug: 'privacy-policy', label: 'Privacy Policy' },
    { slug: 'terms-and-conditions', label: 'Terms and Conditions' },
    { slug: 'eula', label: 'EULA' },
    { slug: 'child-safety-standards', label: 'Child Safety Standards' },
  ],
  supportEmail: site.email,
  hasLanding: false,
  copyrightYear: 2024,
  accent: '#0284c7',
  about: 'AI-assisted posts shared with friends',
  forms: [
    {
      purpose: 'account-deletion',
      page: {
        path: '/sharix-delete-account',
        title: 'Delete your Sharix AI account',
        description: 'Delete your Sharix AI account and its data: enter your 6-character profile ID. See what is deleted and what is kept.',
        intro: 'Delete your Sharix AI account and the posts, images and shares linked to it. Deleted accounts cannot be restored.',
      },
      steps: {
        items: [
          'Open Sharix AI and find your 6-character profile ID on your profile screen.',
          'Enter the profile ID in the form on this page and select Delete Account.',
          'The result appears under the button.',
        ],
      },
      backend: 'sharix',
      call: { method: 'DELETE', path: '/user', send: 'query' },
      fields: [
      {
        name: 'username',
        label: 'Profile ID',
        kind: 'identifier',
        length: 6,
        placeholder: '123456',
        hint: 'Your 6-character profile ID, shown on your profile screen in the app.',
        autoComplete: 'off',
        autoCapitalize: 'characters',
        clearOnSuccess: true,
      },
      ],
      incomplete: { disableButton: true },
      button: { label: 'Delete Account', busy: 'Deleting...', tone: 'danger' },
      answers: {
        success: { read: ['message'], otherwise: 'Your Sharix account has been deleted.' },
        failure: { read: ['message'], otherwise: 'An error occurred.' },
        noAnswerHint: 'Your request may still have reached Sharix AI. Open the app before you try again: if your profile is gone, the deletion went through.',
      },
      messageColour: 'red',
      demo: {
        accounts: ['SHRX01', 'SHRX02', 'SHRX03'],
        answers: {
          incomplete: { status: 400, body: { message: 'Profile ID must be exactly 6 characters.' } },
          notFound: { status: 404, body: { message: 'No Sharix account found with this profile ID.' } },
          done: { status: 200, body: { message: 'Your Sharix account {username} has been deleted.' } },
        },
      },
    },
  ],
} as const;
