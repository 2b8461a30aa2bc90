import { fortunePage } from '@/content/fortune';
import { appPages } from '@/lib/content/apps';
import { projects } from '@/lib/content/projects';
import { sitePages } from '@/lib/content/pages';
import { siteNoticePaths } from '@/lib/legal/site-privacy';

/** Every page of the site (the 404 page aside), for the site-wide checks. */
export function siteRoutes(): string[] {
  return [...new Set([...sitePages.map((page) => page.path), ...siteNoticePaths])].concat(projects.map((project) => project.generalLink), appPages.map((page) => page.path), fortunePage.path);
}

/** The pages search engines may index, for the sitemap: every page but those of a draft app, which are `noindex`. */
export function indexableRoutes(): string[] {
  const drafts = new Set(appPages.filter((page) => page.app.draft).map((page) => page.path));
  return siteRoutes().filter((route) => !drafts.has(route));
}
