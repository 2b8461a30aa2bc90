import { appPage, appPages } from '../lib/content/apps';
import { projects, projectsIn } from '../lib/content/projects';
import { sitePrivacyFacts } from '../lib/legal/site-privacy';
import { isTranslation, siteRoutes } from '../lib/routes';
import { textsIn } from '../lib/content/texts';

/**
 * Every page of the foundation, with text each must show in its static HTML and its language: in
 * English, and in Turkish under /tr (a project's Turkish page once: the template is the same).
 */
export const foundationRoutes: { path: string; text: string; language: 'en' | 'tr' }[] = [
  { path: '/', text: 'Featured projects', language: 'en' },
  { path: '/work', text: 'Take a look at some of my recent projects!', language: 'en' },
  { path: '/about', text: 'What I build', language: 'en' },
  ...projects.map((project) => ({ path: project.generalLink, text: project.title, language: 'en' as const })),
  { path: '/tr', text: textsIn('tr').home.featured, language: 'tr' },
  { path: '/tr/work', text: textsIn('tr').work.subtitle, language: 'tr' },
  { path: '/tr/about', text: textsIn('tr').about.whatIBuild, language: 'tr' },
  ...projectsIn('tr').slice(0, 1).map((project) => ({ path: project.generalLink, text: project.description, language: 'tr' as const })),
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
  if (projectsIn('tr').some((project) => project.generalLink === route)) return 'project tr';
  return route;
}

/**
 * The pages a check that is the same for every page of a kind reads: every page of the site's first
 * release at its own address, and of the versions under /tr and /en, the first of each template
 * in each language (a Turkish landing page, a Turkish form, an English form of a Turkish app …).
 */
export function pagesToCheck(routes: string[] = siteRoutes()): string[] {
  return [...routes.filter((route) => !isTranslation(route)), ...oneOfEachTemplate(routes.filter(isTranslation))];
}

/** The first page of each template among `routes`, in their order. */
export function oneOfEachTemplate(routes: string[], template: (route: string) => string = templateOf): string[] {
  return routes.filter((route, index) => routes.findIndex((other) => template(other) === template(route)) === index);
}
