import { fortunePage } from '@/content/fortune';
import { appPages } from '@/lib/content/apps';
import { projects } from '@/lib/content/projects';

/** Every indexable page of the site, for the sitemap and the site-wide checks. */
export function indexableRoutes(): string[] {
  return ['/', '/work', ...projects.map((project) => project.generalLink), '/about', '/privacy-policy', ...appPages.map((page) => page.path), fortunePage.path];
}
