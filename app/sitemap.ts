import type { MetadataRoute } from 'next';
import { appPages } from '@/lib/content/apps';
import { indexableRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/config';
import { siteNoticePaths } from '@/lib/legal/site-privacy';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  /** The legal texts, which change about once a year: every app's documents, the website's own notice and the hub that lists them. */
  const legal = new Set(['/privacy-policy', ...siteNoticePaths, ...appPages.filter((page) => page.kind === 'document').map((page) => page.path)]);
  return indexableRoutes().map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: legal.has(path) ? 'yearly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length === 2 ? 0.8 : 0.5,
  }));
}
