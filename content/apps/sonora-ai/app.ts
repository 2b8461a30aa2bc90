import { invented } from '../../facts';
import { site } from '../../site';
import { legal } from './legal';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'sonora-ai',
  name: 'Sonora AI',
  language: 'en',
  category: 'MusicApplication',
  headline: 'Turn an idea into a finished song',
  tagline: 'AI music generation for musicians, songwriters and content creators.',
  summary:
    'Sonora AI writes and produces songs and instrumentals from a prompt, your lyrics and a style. Made for musicians, songwriters and content creators.',
  intro: [
    'Describe the track you hear in your head — “lo-fi piano for a rainy evening”, “upbeat synth-pop chorus about summer” — and Sonora AI composes, arranges and produces it for you. Bring your own lyrics, or leave them out for an instrumental.',
    'Songwriters sketch demos without booking a studio, musicians find the next chord progression when they are stuck, and creators get music for their videos and podcasts, written to their own brief.',
  ],
  featuresHeading: 'What you can make',
  features: [
    { title: 'Songs from a prompt', body: 'Type a mood, a genre and a tempo; get a full song with vocals or an instrumental, usually in under a minute.' },
    { title: 'Your lyrics, sung', body: 'Paste your verses and chorus, choose a voice and a style, and hear your words performed as a finished track.' },
    { title: 'Your style, your library', body: 'Choose the genre, mood, tempo, vocals and instruments, then play, download and share every track from your library.' },
    { title: 'Credits that last', body: 'Each generation uses credits. Start with free credits, top up in the app, and claim more at the web credit faucet.' },
  ],
  icon: '/images/apps/sonora-ai-icon.svg',
  hero: '/images/apps/sonora-ai-hero.svg',
  heroAlt: 'Sonora AI on a phone: a prompt for a lo-fi piano track and the generated song playing',
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.sonora.ai'),
    appStore: invented('https://apps.apple.com/app/sonora-ai-music-generator/id6478012345'),
  },
  documents: [
    { slug: 'privacy-policy', label: 'Privacy Policy' },
    { slug: 'terms-and-conditions', label: 'Terms and Conditions' },
    { slug: 'eula', label: 'EULA' },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Sonora AI' },
  copyrightYear: 2024,
  accent: '#c026d3',
  about: 'music generation',
  cta: { href: '/faucet', label: 'Claim free credits on the web' },
  deletionRequest: {
    page: {
      path: '/sonora-ai/account-delete',
      title: 'Delete your Sonora AI account',
      description: 'Ask for your Sonora AI account, prompts, tracks and credits to be deleted, by e-mail with your profile ID. See what is deleted and what is kept.',
      intro: 'Ask us to delete your Sonora AI account with your prompts, lyrics, tracks, credits and faucet claims. You can also delete it yourself inside the app.',
    },
    steps: {
      items: [
        'Open Sonora AI and copy the 6-character profile ID from your profile screen.',
        'Select Write the deletion request on this page, add your profile ID and send the e-mail; or send the same e-mail from any e-mail app.',
        'We reply to check that the request comes from you, for example by asking you to confirm it in the app, then delete the account and tell you when it is done.',
      ],
    },
    email: { subject: 'Delete my Sonora AI account', lines: ['Please delete my Sonora AI account.', 'Profile ID:'] },
  },
  forms: [
    {
      purpose: 'credit-faucet',
      page: {
        path: '/faucet',
        title: 'SONORA Credit Faucet',
        description: 'Claim free Sonora AI credits for your profile: enter your 6-character profile ID and the credits are added to your account.',
        intro: 'Enter your Sonora AI profile ID to add free credits to your account, then spend them on new songs in the app.',
      },
      steps: {
        heading: 'How the faucet works',
        items: [
          'Open Sonora AI and copy the 6-character profile ID from your profile screen.',
          'Enter it here and select Claim Free Credits. The answer appears under the button.',
          'Reopen the app: the credits are in your balance, ready for your next song.',
        ],
      },
      grant: { credits: legal.extra.faucetCredits.value, every: legal.extra.faucetClaimEvery.value },
      backend: 'sonora',
      call: { method: 'POST', path: '/user/grant-free-credit', send: 'query' },
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
      },
      ],
      incomplete: { disableButton: true },
      button: { label: 'Claim Free Credits', busy: 'Sending...', tone: 'primary' },
      answers: {
        success: { read: ['message'], otherwise: 'Free credits have been added to your profile.' },
        failure: { read: ['message'], otherwise: 'An error occurred.' },
        noAnswerHint: 'Your claim may still have reached Sonora AI. Check your credit balance in the app before you try again.',
      },
      messageColour: 'red',
      demo: {
        accounts: ['SONO01', 'SONO02', 'ABC123'],
        answers: {
          incomplete: { status: 400, body: { message: 'Profile ID must be exactly 6 characters.' } },
          notFound: { status: 404, body: { message: 'No Sonora AI profile found with this ID.' } },
          done: { status: 200, body: { message: '{credits} free credits have been added to profile {username}.' } },
          tooSoon: { status: 429, body: { message: 'This profile has already claimed its free credits today. Come back tomorrow!' } },
        },
      },
    },
  ],
} as const;
