import { z } from 'zod';
import { sitePages as entries } from '@/content/pages';
import { parseContent } from '@/lib/content/validate';

/** The site's own pages (content/pages.ts), checked when the site builds. */
const pageSchema = z
  .object({
    /** `/` or one lowercase segment: the page's file is app/(site)/<segment>/page.tsx. */
    path: z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/, 'must be / or one lowercase segment, such as /uses'),
    /** The text of its links. */
    label: z.string().min(2),
    /** Linked from the header, in this order, before the apps. */
    header: z.boolean().optional(),
    /** Linked from the footer, in this order, after the apps. */
    footer: z.boolean().optional(),
    /** How often it changes, for the sitemap: the legal texts about once a year. */
    changes: z.enum(['monthly', 'yearly']),
  })
  .strict();

export type SitePage = z.infer<typeof pageSchema>;

export function parseSitePages(list: readonly unknown[]): SitePage[] {
  const pages = list.map((entry, index) => parseContent(pageSchema, entry, `content/pages.ts, page #${index + 1}`));
  const paths = pages.map((page) => page.path);
  const twice = paths.find((path, index) => paths.indexOf(path) !== index);
  if (twice) throw new Error(`content/pages.ts: ${twice} is listed twice`);
  return pages;
}

export const sitePages: SitePage[] = parseSitePages(entries);

/** Paths of the site's own pages: an app's slug or page may not take one. */
export const SITE_PATHS: readonly string[] = sitePages.map((page) => page.path);
