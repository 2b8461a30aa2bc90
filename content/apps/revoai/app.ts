import { invented } from '@/content/facts';
import { site } from '@/content/site';

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
  legalDocuments: ['privacy-policy', 'terms-and-conditions', 'eula'],
  supportEmail: site.email,
  deletionPath: '/revoai/account-delete',
  hasLanding: true,
  nav: { label: 'RevoAI', badge: { text: 'NEW', symbol: '🔥' } },
  copyrightYear: 2024,
} as const;
