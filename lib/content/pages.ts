import { z } from 'zod';
import { sitePages as entries } from '@/content/pages';
import { parseContent } from '@/lib/content/validate';
import { LANGUAGE_PREFIXES, type Language, prefixed } from '@/lib/i18n/languages';
import { localized } from '@/lib/i18n/localized';

/** The site's own pages (content/pages.ts), checked when the site builds. */
const pageSchema = z
  .object({
    /** `/` or one lowercase segment: the page's files are app/(site)/<segment>/page.tsx and app/(site-tr)/tr/<segment>/page.tsx. */
    path: z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/, 'must be / or one lowercase segment, such as /uses'),
    /** The text of its links, in both languages. */
    label: localized(z.string().min(2)),
    /** Linked from the header, in this order, before the apps. */
    header: z.boolean().optional(),
    /** Linked from the footer, in this order, after the apps. */
    footer: z.boolean().optional(),
    /** How often it changes, for the sitemap: the legal texts about once a year. */
    changes: z.enum(['monthly', 'yearly']),
    /** Where its Turkish version is when it is a page of its own rather than the page under /tr. */
    turkishPath: z
      .string()
      .regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/, 'must be a path such as /privacy/aydinlatma-metni')
      .optional(),
  })
  .strict()
  .refine((page) => !LANGUAGE_PREFIXES.includes(page.path), { message: 'holds the pages of a language: choose another path', path: ['path'] });

export type SitePage = z.infer<typeof pageSchema>;

export function parseSitePages(list: readonly unknown[]): SitePage[] {
  const pages = list.map((entry, index) => parseContent(pageSchema, entry, `content/pages.ts, page #${index + 1}`));
  const paths = pages.map((page) => page.path);
  const twice = paths.find((path, index) => paths.indexOf(path) !== index);
  if (twice) throw new Error(`content/pages.ts: ${twice} is listed twice`);
  return pages;
}

export const sitePages: SitePage[] = parseSitePages(entries);

/** A site page's address in a language: English at its path, Turkish under /tr or at its own Turkish path. */
export function sitePagePath(page: Pick<SitePage, 'path' | 'turkishPath'>, language: Language): string {
  return language === 'en' ? page.path : (page.turkishPath ?? prefixed(page.path, 'tr'));
}

/** Paths no app may take as its slug or page: the site's own pages and the prefixes of the languages. */
export const SITE_PATHS: readonly string[] = [...sitePages.map((page) => page.path), ...LANGUAGE_PREFIXES];
