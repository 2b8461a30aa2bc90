import type { MetadataRoute } from 'next';
import { appPages } from '@/lib/content/apps';
import { indexableRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/config';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const documents = new Set(appPages.filter((page) => page.kind === 'document').map((page) => page.path));
  return indexableRoutes().map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: documents.has(path) || path.includes('policy') || path.endsWith('eula') || path.endsWith('conditions') ? 'yearly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length === 2 ? 0.8 : 0.5,
  }));
}
