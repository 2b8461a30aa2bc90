import { invented } from '../../facts';
import { site } from '../../site';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'funo',
  name: 'Funo AI',
  language: 'en',
  category: 'EntertainmentApplication',
  headline: 'Change your voice. Instantly.',
  tagline: 'The AI voice changer with hundreds of voices, real-time changing and effects worth sharing.',
  summary:
    'Funo AI changes your voice in real time: hundreds of AI voices, studio-grade effects and one-tap sharing of your recordings to friends and social apps.',
  intro: [
    'Talk into your phone and hear yourself as a robot, a movie-trailer narrator, a cartoon hero or a creature from another world — live, with no waiting. Funo AI turns a voice note into something people replay.',
  ],
  featuresHeading: 'Everything your voice can become',
  features: [
    { title: 'Real-Time Voice Changing', body: 'Pick a voice and speak: Funo AI transforms your voice as you talk, with low latency you can hear through headphones.' },
    { title: 'AI-Powered Effects', body: 'Add echo, pitch, robot, radio and studio effects shaped by AI models that keep your words clear and natural.' },
    { title: 'Extensive Voice Library', body: 'Hundreds of synthetic voices to choose from — characters, narrators, creatures, robots and instruments — ready whenever you are.' },
    { title: 'Easy Sharing', body: 'Save a recording and send it to friends, stories and chats in one tap, as audio or as a video.' },
  ],
  icon: '/images/apps/funo-icon.svg',
  hero: '/images/apps/funo-hero.svg',
  heroAlt: 'Funo AI on a phone: a grid of voices to choose from and a record button',
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.funo.ai'),
    appStore: invented('https://apps.apple.com/app/funo-ai-voice-changer/id6476543210'),
  },
  documents: [
    { slug: 'privacy-policy', label: 'Privacy Policy' },
    { slug: 'terms-and-conditions', label: 'Terms and Conditions' },
    { slug: 'eula', label: 'EULA' },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Funo AI' },
  copyrightYear: 2024,
  accent: '#ea580c',
  about: 'voice changing',
  forms: [
    {
      purpose: 'account-deletion',
      page: {
        path: '/funo/account-delete',
        title: 'Delete your Funo AI account',
        description: 'Delete your Funo AI account and its data with the device ID shown in the app’s settings. See what is deleted and what is kept.',
        intro: 'Your Funo AI account is linked to your device ID. Enter it to delete the account and the data stored with it.',
      },
      steps: {
        items: [
          'Open Funo AI, go to Settings and copy your device ID.',
          'Paste the device ID into the form on this page and select Delete Account.',
          'The result appears under the button.',
        ],
      },
      backend: 'funo',
      call: { method: 'DELETE', path: '/api/user/user-delete', send: 'json' },
      fields: [
        {
          name: 'deviceId',
          label: 'Device ID',
          kind: 'identifier',
          required: true,
          hint: 'Find it in Funo AI under Settings, then copy and paste it here.',
          autoComplete: 'off',
          autoCapitalize: 'off',
          clearOnSuccess: true,
        },
      ],
      incomplete: { disableButton: false, message: 'Please provide your device ID.' },
      button: { label: 'Delete Account', busy: 'Deleting...', tone: 'danger' },
      answers: {
        success: { read: ['message', 'msg'], otherwise: 'Your Funo AI account has been deleted successfully.' },
        failure: { read: ['message', 'msg', 'error'], otherwise: 'Something went wrong.' },
        noAnswerHint: 'Your request may still have reached Funo AI. Open the app before you try again: if your account is gone, the deletion went through.',
      },
      messageColour: 'by-outcome',
      demo: {
        accounts: ['FUNO-DEVICE-0001', 'FUNO-DEVICE-0002', '3f2b9c1e-7a4d-4e8b-9f10-2c5d6e7a8b90'],
        answers: {
          incomplete: { status: 400, body: { message: 'deviceId is required.' } },
          notFound: { status: 404, body: { error: 'No Funo AI account is linked to this device ID.' } },
          done: { status: 200, body: { msg: 'Device account removed.' } },
        },
      },
    },
  ],
} as const;
