import { invented } from '@/content/facts';
import { site } from '@/content/site';

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
  legalDocuments: ['privacy-policy', 'terms-and-conditions', 'eula'],
  supportEmail: site.email,
  deletionPath: '/funo/account-delete',
  hasLanding: true,
  nav: { label: 'Funo AI' },
  copyrightYear: 2024,
} as const;
