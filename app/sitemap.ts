import type { MetadataRoute } from 'next';
import { appPages } from '@/lib/content/apps';
import { sitePages } from '@/lib/content/pages';
import { indexableRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/config';
import { siteNoticePaths } from '@/lib/legal/site-privacy';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  /** The legal texts, which change about once a year: every app's documents, and the site's pages content/pages.ts says so of (the hub, the website's own notice) with the notice's Turkish page. */
  const legal = new Set([...sitePages.filter((page) => page.changes === 'yearly').map((page) => page.path), ...siteNoticePaths, ...appPages.filter((page) => page.kind === 'document').map((page) => page.path)]);
  return indexableRoutes().map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: legal.has(path) ? 'yearly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length === 2 ? 0.8 : 0.5,
  }));
}
