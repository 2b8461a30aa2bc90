/**
 * The apps (content/apps/): each folder's entry checked when the site builds,
 * and what follows from the entries: every page an app owns, the backends its
 * forms call. A broken entry fails the build naming the file and the field.
 */
import { z } from 'zod';
import { appFolders } from '@/content/apps';
import { factSchema } from '@/lib/content/facts';
import { type FormEntry, formSchema, pageSchema, stepsSchema } from '@/lib/content/forms';
import { optionalLink, parseContent, publicPath } from '@/lib/content/validate';
import { SITE_PATHS } from '@/lib/content/pages';
import { legalFile } from '@/lib/legal/documents';
import { hasTurkishTexts, legalRecord } from '@/lib/legal/records';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug such as my-app');
const feature = z.object({ title: z.string().min(3), body: z.string().min(40) }).strict();

export { SITE_PATHS };

/**
 * The information notice under Article 10 of the KVKK that every English app publishes in
 * Turkish at /<app>/aydinlatma-metni: one text, written once (content/legal/aydinlatma-metni.mdx),
 * that prints each app's legal record in Turkish. No app lists it: it follows from the language.
 */
export const INFORMATION_NOTICE = { slug: 'aydinlatma-metni', label: 'KVKK Aydınlatma Metni', language: 'tr', file: 'content/legal/aydinlatma-metni.mdx' } as const;

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
    /** One line under the headline. */
    tagline: z.string().min(10),
    /** Meta description and store-style summary (at most 160 characters). */
    summary: z.string().min(50).max(160),
    headline: z.string().min(5),
    intro: z.array(z.string().min(40)).min(1),
    features: z.array(feature),
    featuresHeading: z.string().min(3),
    /** The schema.org application category of its structured data. */
    category: z.string().min(3),
    icon: publicPath,
    hero: publicPath.optional(),
    heroAlt: z.string().min(10).optional(),
    stores: z.object({ googlePlay: optionalLink, appStore: optionalLink }).strict(),
    /**
     * The app's documents, in the order they are listed, each an MDX file
     * content/apps/<app>/<slug>.mdx published at /<app>/<slug>; `label` is the
     * link's text. Every app has a privacy policy; an `eula` is also published
     * as plain text for App Store Connect.
     */
    documents: z
      .array(z.object({ slug, label: z.string().min(2) }).strict())
      .min(1)
      .refine((documents) => documents.some((document) => document.slug === 'privacy-policy'), 'every app has a privacy-policy')
      .refine((documents) => new Set(documents.map((document) => document.slug)).size === documents.length, 'a document is listed once'),
    supportEmail: z.email(),
    /** The app has a landing page at /{slug}. */
    hasLanding: z.boolean(),
    /** Header entry, if the app is listed in the header. */
    nav: z
      .object({ label: z.string().min(2), badge: z.object({ text: z.string().min(1), symbol: z.string().min(1).optional() }).strict().optional() })
      .strict()
      .optional(),
    copyrightYear: z.number().int().min(2000),
    /** The colour of its link-preview image. */
    accent: z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour such as #4f46e5'),
    /** What the app is for, as the about page names it: "<name> for music generation". */
    about: z.string().min(3),
    /** A link under the store badges of its landing page. */
    cta: z.object({ href: z.string().startsWith('/'), label: z.string().min(3) }).strict().optional(),
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
        email: z.object({ subject: z.string().min(5), lines: z.array(z.string().min(3)).min(1) }).strict(),
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
      if (second !== undefined && first !== app.slug) problem(`a two-segment page lives under /${app.slug}/`, where);
      if (second !== undefined && (app.documents.some((document) => document.slug === second) || second === noticeAt)) problem('is the path of a document', where);
    };
    app.forms.forEach((form, index) => ownPage(form.page.path, ['forms', index, 'page', 'path']));
    if (app.deletionRequest) ownPage(app.deletionRequest.page.path, ['deletionRequest', 'page', 'path']);
  });

export type App = z.infer<typeof appSchema>;
type Language = App['language'];

/**
 * A document an app publishes at /<app>/<slug>: one its entry lists, written in its folder in
 * the app's language, or its information notice, in Turkish, written once for every English app.
 */
export type AppDocument = { slug: string; label: string; language: Language; file: string };

export function parseApps(entries: readonly unknown[]): App[] {
  const apps = entries.map((entry, index) => {
    const name = (entry as { slug?: unknown })?.slug;
    const where = typeof name === 'string' ? `content/apps/${name}/app.ts` : `content/apps/index.ts, app #${index + 1}`;
    return parseContent(appSchema, entry, where);
  });
  // Across apps: one owner per path and per backend.
  const owners = new Map<string, string>();
  const claim = (key: string, app: App) => {
    const owner = owners.get(key);
    if (owner && owner !== app.slug) throw new Error(`content/apps/${app.slug}/app.ts: ${key} belongs to ${owner} already`);
    owners.set(key, app.slug);
  };
  for (const app of apps) {
    claim(`the path /${app.slug}`, app);
    for (const form of app.forms) {
      claim(`the path ${form.page.path}`, app);
      claim(`the backend "${form.backend}"`, app);
    }
    if (app.deletionRequest) claim(`the path ${app.deletionRequest.page.path}`, app);
  }
  return apps;
}

export const apps: App[] = parseApps(appFolders.map((folder) => folder.app));

export function getApp(slug: string): App {
  const app = apps.find((candidate) => candidate.slug === slug);
  if (!app) throw new Error(`content/apps/index.ts has no app "${slug}"`);
  return app;
}

export function documentPath(app: Pick<App, 'slug'>, document: string): string {
  return `/${app.slug}/${document}`;
}

/** Where an app's EULA is published as plain text, for App Store Connect (relative to the site's root). Not `eula.txt`: Next.js writes each route's payload under that name. */
export function plainTextEulaPath(app: Pick<App, 'slug'>): string {
  return `${app.slug}/eula-plain-text.txt`;
}

/** The store links a page may show: none while the app is a draft, whose links `npm run new-app` made up. */
export function publishedStores(app: Pick<App, 'stores' | 'draft'>): App['stores'] {
  return app.draft ? { googlePlay: '', appStore: '' } : app.stores;
}

export function hasDocument(app: Pick<App, 'documents'>, document: string): boolean {
  return app.documents.some((entry) => entry.slug === document);
}

/**
 * The Turkish information notice of an English app (KVKK Art. 10), printed from the same legal
 * record as its English documents. A draft has one once its record gives the Turkish words of its
 * texts; a finished English app always has them (lib/legal/records.ts refuses a record without).
 */
export function informationNotice(app: App): AppDocument | undefined {
  if (app.language !== 'en') return undefined;
  if (app.draft && !hasTurkishTexts(legalRecord(app.slug))) return undefined;
  return { ...INFORMATION_NOTICE };
}

/** Every document an app publishes, in the order its pages list them: its entry's, then its information notice. */
export function appDocuments(app: App): AppDocument[] {
  const notice = informationNotice(app);
  return [
    ...app.documents.map((document) => ({ ...document, language: app.language, file: legalFile(app.slug, document.slug) })),
    ...(notice ? [notice] : []),
  ];
}

/** The app's deletion form, if it has one. */
export function deletionForm(app: App): FormEntry | undefined {
  return app.forms.find((form) => form.purpose === 'account-deletion');
}

export type DeletionRequest = NonNullable<App['deletionRequest']>;

/** The app's account-deletion page, a form or a request by e-mail, if it has one. */
export function deletionPage(app: App): { path: string; title: string; steps: string[]; form?: FormEntry; request?: DeletionRequest } | undefined {
  const form = deletionForm(app);
  if (form) return { path: form.page.path, title: form.page.title, steps: form.steps.items, form };
  const request = app.deletionRequest;
  return request ? { path: request.page.path, title: request.page.title, steps: request.steps.items, request } : undefined;
}

/** Every form of every app, with its app. */
export const forms: { app: App; form: FormEntry }[] = apps.flatMap((app) => app.forms.map((form) => ({ app, form })));

/** A page an app owns: its landing page, a document or a form's page, in its language (`<html lang>`): the app's, or a document's own. */
export type AppPage = { path: string; app: App; language: Language } & (
  | { kind: 'landing' }
  | { kind: 'document'; document: AppDocument }
  | { kind: 'form'; form: FormEntry }
  | { kind: 'deletion-request'; request: DeletionRequest }
  | { kind: 'support' }
);

/**
 * The page the App Store's Support URL points to: the app's landing page, or, for an app without one,
 * its support page (its support e-mail and links to its documents), which the build makes from its entry.
 */
export function supportPath(app: App): string {
  return app.hasLanding ? `/${app.slug}` : `/${app.slug}/support`;
}

/** Every page the apps own, in the order of content/apps/index.ts. */
export const appPages: AppPage[] = apps.flatMap((app): AppPage[] => [
  ...(app.hasLanding ? [{ kind: 'landing' as const, path: `/${app.slug}`, app, language: app.language }] : [{ kind: 'support' as const, path: supportPath(app), app, language: app.language }]),
  ...appDocuments(app).map((document) => ({ kind: 'document' as const, path: documentPath(app, document.slug), app, language: document.language, document })),
  ...app.forms.map((form) => ({ kind: 'form' as const, path: form.page.path, app, language: app.language, form })),
  ...(app.deletionRequest ? [{ kind: 'deletion-request' as const, path: app.deletionRequest.page.path, app, language: app.language, request: app.deletionRequest }] : []),
]);

export function appPage(path: string): AppPage | undefined {
  return appPages.find((page) => page.path === path);
}
