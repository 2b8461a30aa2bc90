import { apps, legalPath } from '@/lib/apps';
import { projects } from '@/lib/projects';

/** Every indexable page of the site, for the sitemap and the site-wide checks. */
export function indexableRoutes(): string[] {
  return [
    '/',
    '/work',
    ...projects.map((project) => project.generalLink),
    '/about',
    '/privacy-policy',
    '/faucet',
    ...apps.flatMap((app) => [
      ...(app.hasLanding ? [`/${app.slug}`] : []),
      ...app.legalDocuments.map((document) => legalPath(app, document)),
      ...(app.deletionPath ? [app.deletionPath] : []),
    ]),
    '/meriastro/sana-ozel-fal',
  ];
}
