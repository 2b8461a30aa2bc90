import { appPage, appPages } from '../lib/content/apps';
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

/**
 * What a page is drawn from: an app's landing page, each kind of its documents
 * in each language, a deletion page, a project page; any other page is its own.
 */
export function templateOf(route: string): string {
  const page = appPage(route);
  if (page) return [page.kind, page.kind === 'document' ? page.document.slug : '', page.language].join(' ');
  if (projects.some((project) => project.generalLink === route)) return 'project';
  return route;
}

/** The first page of each template among `routes`, in their order. */
export function oneOfEachTemplate(routes: string[], template: (route: string) => string = templateOf): string[] {
  return routes.filter((route, index) => routes.findIndex((other) => template(other) === template(route)) === index);
}
