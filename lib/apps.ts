import { z } from 'zod';
import { appFolders } from '@/content/apps';
import { optionalLink, parseContent, publicPath } from '@/lib/validate';

export const LEGAL_DOCUMENTS = ['privacy-policy', 'terms-and-conditions', 'eula'] as const;
export type LegalDocumentSlug = (typeof LEGAL_DOCUMENTS)[number];

const feature = z.object({ title: z.string().min(3), body: z.string().min(40) }).strict();

export const appSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(2),
    /** Primary language of the app's pages and documents. */
    language: z.enum(['en', 'tr']),
    /** One line under the headline. */
    tagline: z.string().min(10),
    /** Meta description and store-style summary (at most 160 characters). */
    summary: z.string().min(50).max(160),
    headline: z.string().min(5),
    intro: z.array(z.string().min(40)).min(1),
    features: z.array(feature),
    featuresHeading: z.string().min(3),
    category: z.string().min(3),
    icon: publicPath,
    hero: publicPath.optional(),
    heroAlt: z.string().min(10).optional(),
    stores: z.object({ googlePlay: optionalLink, appStore: optionalLink }).strict(),
    legalDocuments: z.array(z.enum(LEGAL_DOCUMENTS)).min(1),
    supportEmail: z.email(),
    /** Site path of the page where users delete their account, if the app has one. */
    deletionPath: z.string().regex(/^\/[a-z0-9/-]+$/).optional(),
    /** The app has a landing page at /{slug}. */
    hasLanding: z.boolean(),
    /** Header entry, if the app is listed in the header. */
    nav: z.object({ label: z.string().min(2), badge: z.object({ text: z.string().min(1), symbol: z.string().min(1).optional() }).strict().optional() }).strict().optional(),
    copyrightYear: z.number().int(),
  })
  .strict();

export type App = z.infer<typeof appSchema>;

export function parseApps(entries: readonly unknown[], file = 'content/apps.ts'): App[] {
  return entries.map((entry, index) => {
    const slug = (entry as { slug?: unknown })?.slug;
    return parseContent(appSchema, entry, `${file}, app "${typeof slug === 'string' ? slug : `#${index + 1}`}"`);
  });
}

export const apps: App[] = parseApps(appFolders.map((folder) => folder.app));

export function getApp(slug: string): App {
  const app = apps.find((candidate) => candidate.slug === slug);
  if (!app) throw new Error(`content/apps.ts has no app "${slug}"`);
  return app;
}

export function legalPath(app: Pick<App, 'slug'>, document: LegalDocumentSlug): string {
  return `/${app.slug}/${document}`;
}

export const LEGAL_TITLES: Record<'en' | 'tr', Record<LegalDocumentSlug, string>> = {
  en: { 'privacy-policy': 'Privacy Policy', 'terms-and-conditions': 'Terms and Conditions', eula: 'EULA' },
  tr: { 'privacy-policy': 'Gizlilik Politikası', 'terms-and-conditions': 'Kullanım Koşulları', eula: 'EULA' },
};
