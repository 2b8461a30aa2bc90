import { z } from 'zod';
import { sitePrivacy } from '@/content/legal/site-privacy';
import { factSchema } from '@/lib/content/facts';
import { parseContent } from '@/lib/content/validate';
import { periodSchema } from '@/lib/legal/facts';

/**
 * The website's own privacy facts (content/legal/site-privacy.ts), checked when the site builds:
 * its notice's two pages, its host, and what the host's server logs hold and for how long.
 */

/** What a server log may hold of a request, in the order the notices list it. */
export const LOG_FIELDS = ['ip-address', 'user-agent', 'url', 'time', 'referrer', 'status'] as const;

const pageSchema = z.object({ path: z.string().regex(/^(\/[a-z0-9-]+)+$/, 'must be a path such as /privacy'), title: z.string().min(5), description: z.string().min(50).max(170) }).strict();

const sitePrivacySchema = z
  .object({
    pages: z.object({ en: pageSchema, tr: pageSchema }).strict(),
    effectiveDate: factSchema(z.iso.date()),
    lastUpdated: factSchema(z.iso.date()),
    host: factSchema(z.object({ name: z.string().min(2), region: z.string().min(2), policyUrl: z.url(), tr: z.object({ region: z.string().min(2) }).strict() }).strict()),
    serverLogs: factSchema(
      z
        .object({
          fields: z
            .array(z.enum(LOG_FIELDS))
            .min(1)
            .refine((fields) => fields.join() === LOG_FIELDS.filter((field) => fields.includes(field)).join(), 'list each field once, in the order of LOG_FIELDS'),
          period: periodSchema,
        })
        .strict(),
    ),
    /** How long an e-mail to the site's address is kept after the last exchange. */
    email: factSchema(z.object({ period: periodSchema }).strict()),
  })
  .strict()
  .refine((facts) => facts.lastUpdated.value >= facts.effectiveDate.value, { message: 'lastUpdated is before effectiveDate', path: ['lastUpdated'] });

export type SitePrivacy = z.infer<typeof sitePrivacySchema>;
export type SiteNoticeLanguage = keyof SitePrivacy['pages'];

export const sitePrivacyFacts: SitePrivacy = parseContent(sitePrivacySchema, sitePrivacy, 'content/legal/site-privacy.ts');

/** The paths of the website's privacy notice in English and in Turkish. */
export const siteNoticePaths: string[] = Object.values(sitePrivacyFacts.pages).map((page) => page.path);
