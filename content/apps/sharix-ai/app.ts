import { site } from '@/content/site';

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
  legalDocuments: ['privacy-policy'],
  supportEmail: site.email,
  deletionPath: '/sharix-delete-account',
  hasLanding: false,
  copyrightYear: 2024,
} as const;
