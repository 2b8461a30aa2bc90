import { invented } from '../../facts';
import { site } from '../../site';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'revoai',
  name: 'RevoAI',
  language: 'en',
  category: 'DesignApplication',
  headline: 'Redesign any room from one photo',
  tagline: 'AI interior and landscape design: see your room, your empty flat or your garden transformed in seconds.',
  summary:
    'RevoAI redesigns rooms and gardens from a photo: restyle interiors, furnish empty rooms, replace furniture and plan your landscape with AI.',
  intro: [
    'Take a photo, choose a style, and RevoAI shows you the room as it could be — Scandinavian, industrial, japandi or your own mix. Try ideas before you buy a single piece of furniture or book a designer.',
  ],
  featuresHeading: 'Four ways to transform a space',
  features: [
    { title: 'Virtual Transformation', body: 'Restyle a whole room from one photo while keeping its walls, windows and light, in more than thirty design styles.' },
    { title: 'Fill Empty Spaces', body: 'Photograph an empty room or a new flat and see it furnished to your taste, so you can picture the space before you move in.' },
    { title: 'Furniture Replacement', body: 'Mark the sofa, table or lamp you want to change and see alternatives in its place, blended into your photo.' },
    { title: 'Landscape Design', body: 'Redesign gardens, terraces and balconies with plants, paths and lighting that suit your space and your taste.' },
  ],
  icon: '/images/apps/revoai-icon.svg',
  hero: '/images/apps/revoai-hero.svg',
  heroAlt: 'RevoAI on a phone: a living room before and after an AI redesign',
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.revoai.design'),
    appStore: invented('https://apps.apple.com/app/revoai-interior-design/id6479001234'),
  },
  documents: [
    { slug: 'privacy-policy', label: 'Privacy Policy' },
    { slug: 'terms-and-conditions', label: 'Terms and Conditions' },
    { slug: 'eula', label: 'EULA' },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'RevoAI', badge: { text: 'NEW', symbol: '🔥' } },
  copyrightYear: 2024,
  accent: '#0d9488',
  about: 'interior design',
  forms: [
    {
      purpose: 'account-deletion',
      page: {
        path: '/revoai/account-delete',
        title: 'Delete your RevoAI account',
        description: 'Delete your RevoAI account, uploaded photos, designs and gallery with your 6-character username. See what is deleted and what is kept.',
        intro: 'Enter your 6-character RevoAI username to delete your account, your uploaded photos, your designs and your gallery.',
      },
      steps: {
        items: [
          'Open RevoAI and note your 6-character username, shown in the app.',
          'Enter the username in the form on this page and select Delete Account.',
          'Cancel any Premium subscription in your App Store or Google Play settings; deleting your account does not cancel it.',
        ],
      },
      backend: 'revoai',
      call: { method: 'DELETE', path: '/api/user/delete-by-username', send: 'json' },
      fields: [
        {
          name: 'username',
          label: 'Username',
          kind: 'identifier',
          length: 6,
          hint: 'Your 6-character RevoAI username, shown in the app.',
          autoComplete: 'username',
          autoCapitalize: 'characters',
          clearOnSuccess: true,
        },
      ],
      incomplete: { disableButton: true, message: 'Username must be exactly 6 characters' },
      warning: { label: 'Warning:', text: 'this action cannot be undone. Your designs, gallery and account are deleted permanently.' },
      button: { label: 'Delete Account', busy: 'Deleting...', tone: 'danger' },
      answers: {
        success: { read: [], otherwise: 'Account deleted successfully' },
        failure: {
          read: ['message'],
          otherwise: 'An error occurred while deleting the account',
          byStatus: { 404: { read: [], otherwise: 'User not found' }, 400: { read: ['message'], otherwise: 'Invalid username' } },
        },
        noAnswerHint: 'Your request may still have reached RevoAI. Open the app before you try again: if your account is gone, the deletion went through.',
      },
      messageColour: 'by-outcome',
      demo: {
        accounts: ['REVO01', 'REVO02', 'DESIGN'],
        answers: {
          incomplete: { status: 400, body: { message: 'Username must be exactly 6 characters' } },
          notFound: { status: 404, body: { message: 'User not found' } },
          done: { status: 200, body: { message: 'User deleted' } },
        },
      },
    },
  ],
} as const;
