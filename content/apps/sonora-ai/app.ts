import { invented } from '@/content/facts';
import { site } from '@/content/site';

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
  legalDocuments: ['privacy-policy', 'terms-and-conditions', 'eula'],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Sonora AI' },
  copyrightYear: 2024,
} as const;
