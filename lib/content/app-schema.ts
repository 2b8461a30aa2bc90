/**
 * An app's entry (content/apps/<app>/app.ts) as the build checks it: its fields, each text in both
 * languages, and the rules across them (one deletion page, pages under the app's own path). What
 * follows from the entries, their pages and documents, is lib/content/apps.ts.
 */
import { z } from 'zod';
import { texts } from '@/content/texts';
import { factSchema } from '@/lib/content/facts';
import { formSchema, pageSchema, stepsSchema } from '@/lib/content/forms';
import { optionalLink, publicPath } from '@/lib/content/validate';
import { SITE_PATHS } from '@/lib/content/pages';
import { localized } from '@/lib/i18n/localized';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug such as my-app');
/** A text of the app's pages, in both languages: its own and the other, whose pages are under /tr or /en. */
const text = (min: number) => localized(z.string().min(min));
const feature = z.object({ title: text(3), body: text(40) }).strict();

export { SITE_PATHS };

/**
 * The information notice under Article 10 of the KVKK that every English app publishes in
 * Turkish at /<app>/aydinlatma-metni: one text, written once (content/legal/aydinlatma-metni.mdx),
 * that prints each app's legal record in Turkish. No app lists it: it follows from the language.
 * It is the Turkish counterpart of the app's English privacy policy (lib/routes.ts).
 */
export const INFORMATION_NOTICE = { slug: 'aydinlatma-metni', label: texts.informationNotice.tr, language: 'tr', file: 'content/legal/aydinlatma-metni.mdx' } as const;

export const appSchema = z
  .object({
    slug,
    name: z.string().min(2),
    /** Language of the app's pages and documents. */
    language: z.enum(['en', 'tr']),
    /**
     * `invented(true, …)` on an entry `npm run new-app` wrote: its landing copy and artwork are
     * placeholders, and the owner checklist lists it until the owner replaces them and deletes the
     * field. No page shows it.
     */
    draft: factSchema(z.literal(true)).optional(),
    /** One line under the headline. Every text of the entry is written in both languages, as { en: '…', tr: '…' }. */
    tagline: text(10),
    /** Meta description and store-style summary (at most 160 characters). */
    summary: localized(z.string().min(50).max(160)),
    headline: text(5),
    intro: z.array(text(40)).min(1),
    features: z.array(feature),
    featuresHeading: text(3),
    /** The schema.org application category of its structured data. */
    category: z.string().min(3),
    icon: publicPath,
    hero: publicPath.optional(),
    heroAlt: text(10).optional(),
    stores: z.object({ googlePlay: optionalLink, appStore: optionalLink }).strict(),
    /**
     * The app's documents, in the order they are listed, each an MDX file
     * content/apps/<app>/<slug>.mdx published at /<app>/<slug>, in the app's language; `label` is the
     * link's text, in both languages. Every app has a privacy policy; an `eula` is also published
     * as plain text for App Store Connect. `translated: true` declares its version in the other
     * language, content/apps/<app>/<slug>.<language>.mdx, published under /tr or /en: the build
     * stops while the file is missing (lib/build/translations.ts).
     */
    documents: z
      .array(z.object({ slug, label: text(2), translated: z.literal(true).optional() }).strict())
      .min(1)
      .refine((documents) => documents.some((document) => document.slug === 'privacy-policy'), 'every app has a privacy-policy')
      .refine((documents) => new Set(documents.map((document) => document.slug)).size === documents.length, 'a document is listed once'),
    supportEmail: z.email(),
    /** The app has a landing page at /{slug}. */
    hasLanding: z.boolean(),
    /** Header entry, if the app is listed in the header. */
    nav: z
      .object({ label: z.string().min(2), badge: z.object({ text: text(1), symbol: z.string().min(1).optional() }).strict().optional() })
      .strict()
      .optional(),
    copyrightYear: z.number().int().min(2000),
    /** The colour of its link-preview image. */
    accent: z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour such as #4f46e5'),
    /** What the app is for, as the about page names it: "<name> for music generation". */
    about: text(3),
    /** A link under the store badges of its landing page (to the page's version in the page's language, where there is one). */
    cta: z.object({ href: z.string().startsWith('/'), label: text(3) }).strict().optional(),
    forms: z.array(formSchema).default([]),
    /**
     * The account-deletion page of an app whose backend has no deletion call yet: a request by
     * e-mail, which the page prepares, beside what is deleted and what is kept (from the app's
     * legal record). Once the backend can delete, an `account-deletion` form at the same path
     * replaces it.
     */
    deletionRequest: z
      .object({
        page: pageSchema,
        steps: stepsSchema,
        /** The e-mail the page prepares: its subject, and the lines the person completes ("Profile ID:"). */
        email: z.object({ subject: text(5), lines: z.array(text(3)).min(1) }).strict(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((app, context) => {
    const problem = (message: string, path: (string | number)[]) => context.addIssue({ code: 'custom', message, path });
    if (SITE_PATHS.includes(`/${app.slug}`)) problem('is a path of the site itself', ['slug']);
    const noticeAt = app.language === 'en' ? INFORMATION_NOTICE.slug : undefined;
    app.documents.forEach((document, index) => {
      if (document.slug === noticeAt) problem('is the path of the information notice every English app publishes', ['documents', index, 'slug']);
    });
    const deletionForms = app.forms.filter((form) => form.purpose === 'account-deletion').length;
    if (deletionForms > 1 || (deletionForms && app.deletionRequest)) problem('an app has at most one deletion page: a form or a request by e-mail', ['forms']);
    const ownPage = (path: string, where: (string | number)[]) => {
      const [first, second] = path.split('/').slice(1);
      if (SITE_PATHS.includes(`/${first}`) && second === undefined) problem('is a path of the site itself', where);
      if (second !== undefined && first !== app.slug) problem(`a two-segment page lives under /${app.slug}/`, where);
      if (second !== undefined && (app.documents.some((document) => document.slug === second) || second === noticeAt)) problem('is the path of a document', where);
    };
    app.forms.forEach((form, index) => ownPage(form.page.path, ['forms', index, 'page', 'path']));
    if (app.deletionRequest) ownPage(app.deletionRequest.page.path, ['deletionRequest', 'page', 'path']);
  });

/** An app's entry as content/ writes it, each text in both languages. */
export type LocalizedApp = z.infer<typeof appSchema>;
