import { appPages } from '../lib/content/apps';
import { projects } from '../lib/content/projects';
import { sitePrivacyFacts } from '../lib/legal/site-privacy';

/** Every page of the foundation, with text each must show in its static HTML. */
export const foundationRoutes: { path: string; text: string }[] = [
  { path: '/', text: 'Featured projects' },
  { path: '/work', text: 'Take a look at some of my recent projects!' },
  { path: '/about', text: 'What I build' },
  ...projects.map((project) => ({ path: project.generalLink, text: project.title })),
];

/** Every app's documents, the website's own notice in each language, and the hub that lists them. */
export const legalRoutes: { path: string; language: 'en' | 'tr' }[] = [
  { path: '/privacy-policy', language: 'en' },
  ...(['en', 'tr'] as const).map((language) => ({ path: sitePrivacyFacts.pages[language].path, language })),
  ...appPages.filter((page) => page.kind === 'document').map((page) => ({ path: page.path, language: page.document.language })),
];
