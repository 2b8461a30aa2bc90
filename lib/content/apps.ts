/**
 * The apps (content/apps/): each folder's entry checked when the site builds,
 * and what follows from the entries: every page an app owns, the backends its
 * forms call. A broken entry fails the build naming the file and the field.
 */
import { appFolders } from '@/content/apps';
import { texts } from '@/content/texts';
import type { FormEntry } from '@/lib/content/forms';
import { parseContent } from '@/lib/content/validate';
import { type Language, otherLanguage, prefixed } from '@/lib/i18n/languages';
import { type Resolved, resolve } from '@/lib/i18n/localized';
import { legalFile } from '@/lib/legal/documents';
import { hasTurkishTexts, legalRecord } from '@/lib/legal/records';
import { appSchema, INFORMATION_NOTICE, type LocalizedApp } from '@/lib/content/app-schema';

export { appSchema, INFORMATION_NOTICE, type LocalizedApp, SITE_PATHS } from '@/lib/content/app-schema';

/** An app's entry read in one language: in its own (`apps`), or in the other for its pages there (`appIn`). */
export type App = Resolved<LocalizedApp>;

/**
 * A document an app publishes at /<app>/<slug>: one its entry lists, written in its folder in
 * the app's language, its version in the other language where the entry declares one, or its
 * information notice, in Turkish, written once for every English app. `label` is its name in its
 * own language.
 */
export type AppDocument = { slug: string; label: string; language: Language; file: string };

/** Each app's entry in both languages, by the entry read in its own language (and by its slug, for a copy of it). */
const LOCALIZED = new WeakMap<App, LocalizedApp>();
const LOCALIZED_BY_SLUG = new Map<string, LocalizedApp>();
const IN_OTHER_LANGUAGE = new WeakMap<App, App>();

/** An app's entry read in `language`: itself in its own language; in the other, every text in that language. */
export function appIn(app: App, language: Language): App {
  if (language === app.language) return app;
  const known = IN_OTHER_LANGUAGE.get(app);
  if (known) return known;
  const entry = LOCALIZED.get(app) ?? LOCALIZED_BY_SLUG.get(app.slug);
  if (!entry) throw new Error(`content/apps/${app.slug}/app.ts: the entry was not read by parseApps`);
  const other = resolve(entry, language);
  IN_OTHER_LANGUAGE.set(app, other);
  return other;
}

export function parseApps(entries: readonly unknown[]): App[] {
  const apps = entries.map((entry, index) => {
    const name = (entry as { slug?: unknown })?.slug;
    const where = typeof name === 'string' ? `content/apps/${name}/app.ts` : `content/apps/index.ts, app #${index + 1}`;
    const parsed = parseContent(appSchema, entry, where);
    const own = resolve(parsed, parsed.language);
    LOCALIZED.set(own, parsed);
    LOCALIZED_BY_SLUG.set(parsed.slug, parsed);
    return own;
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

/** Every document an app publishes in its own language, in the order its pages list them: its entry's, then its information notice. */
export function appDocuments(app: App): AppDocument[] {
  const notice = informationNotice(app);
  return [
    ...app.documents.map(({ slug: document, label }) => ({ slug: document, label, language: app.language, file: legalFile(app.slug, document) })),
    ...(notice ? [notice] : []),
  ];
}

/** The version of one of its documents in the other language that an app's entry declares (`translated: true`), from <document>.<language>.mdx. */
export function documentTranslation(app: App, document: string): AppDocument | undefined {
  const entry = app.documents.find((candidate) => candidate.slug === document);
  if (!entry?.translated) return undefined;
  const language = otherLanguage(app.language);
  const label = appIn(app, language).documents.find((candidate) => candidate.slug === document)!.label;
  return { slug: document, label, language, file: legalFile(app.slug, document, language) };
}

/** A link to one of an app's documents from a page in `language`: to its version in that language where there is one, else to the document in its own, which `hrefLang` names. */
export type DocumentLink = { slug: string; href: string; label: string; hrefLang?: Language };

/**
 * The links to an app's documents (its entry's and its information notice) from a page in
 * `language`, each named in that language: a document without a version in it keeps its address
 * and says in which language it is (`hrefLang`).
 */
export function documentLinks(app: App, language: Language): DocumentLink[] {
  const local = appIn(app, language);
  return appDocuments(app).map((document) => {
    const href = documentPath(app, document.slug);
    if (document.language === language) return { slug: document.slug, href, label: document.label };
    const translation = documentTranslation(app, document.slug);
    if (translation?.language === language) return { slug: document.slug, href: prefixed(href, language), label: translation.label };
    const label = local.documents.find((entry) => entry.slug === document.slug)?.label ?? texts.informationNotice[language];
    return { slug: document.slug, href, label, hrefLang: document.language };
  });
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

/**
 * A page an app owns: its landing page, a document or a form's page, in its language (`<html lang>`):
 * the app's, the other one for its version there, or a document's own. `app` is the app's entry in its
 * own language, `local` the entry read in the page's; `counterpart` is the page's version in the other
 * language, where there is one.
 */
export type AppPage = { path: string; app: App; local: App; language: Language; counterpart?: string } & (
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

/** Every page an app owns in its own language (its information notice among them), each with its counterpart in the other language where it has one. */
export function ownPages(app: App): AppPage[] {
  const other = otherLanguage(app.language);
  const common = { app, local: app, language: app.language };
  const mirrored = (path: string) => ({ path, counterpart: prefixed(path, other) });
  const notice = informationNotice(app);
  const policy = documentPath(app, 'privacy-policy');
  const documentCounterpart = (document: AppDocument): string | undefined => {
    if (document === notice || document.slug === notice?.slug) return policy;
    if (document.slug === 'privacy-policy' && notice) return documentPath(app, notice.slug);
    return documentTranslation(app, document.slug) ? prefixed(documentPath(app, document.slug), other) : undefined;
  };
  return [
    app.hasLanding ? { kind: 'landing' as const, ...common, ...mirrored(`/${app.slug}`) } : { kind: 'support' as const, ...common, ...mirrored(supportPath(app)) },
    ...appDocuments(app).map((document) => {
      const counterpart = documentCounterpart(document);
      return { kind: 'document' as const, path: documentPath(app, document.slug), app, local: appIn(app, document.language), language: document.language, document, ...(counterpart ? { counterpart } : {}) };
    }),
    ...app.forms.map((form) => ({ kind: 'form' as const, ...common, ...mirrored(form.page.path), form })),
    ...(app.deletionRequest ? [{ kind: 'deletion-request' as const, ...common, ...mirrored(app.deletionRequest.page.path), request: app.deletionRequest }] : []),
  ];
}

/** The versions of an app's pages in the other language, under its prefix: its landing or support page, its forms, its deletion request and the documents its entry declares in that language. */
export function translatedPages(app: App): AppPage[] {
  const language = otherLanguage(app.language);
  const local = appIn(app, language);
  const common = { app, local, language };
  const at = (path: string) => ({ path: prefixed(path, language), counterpart: path });
  return [
    app.hasLanding ? { kind: 'landing' as const, ...common, ...at(`/${app.slug}`) } : { kind: 'support' as const, ...common, ...at(supportPath(app)) },
    ...app.documents.flatMap(({ slug: document }) => {
      const translation = documentTranslation(app, document);
      return translation ? [{ kind: 'document' as const, ...common, ...at(documentPath(app, document)), document: translation }] : [];
    }),
    ...local.forms.map((form, index) => ({ kind: 'form' as const, ...common, ...at(app.forms[index]!.page.path), form })),
    ...(local.deletionRequest ? [{ kind: 'deletion-request' as const, ...common, ...at(app.deletionRequest!.page.path), request: local.deletionRequest }] : []),
  ];
}

/**
 * Every page the apps own: first each app's pages in its own language, in the order of
 * content/apps/index.ts, then their versions in the other language, in the same order.
 */
export const appPages: AppPage[] = [...apps.flatMap(ownPages), ...apps.flatMap(translatedPages)];

export function appPage(path: string): AppPage | undefined {
  return appPages.find((page) => page.path === path);
}
