import { slug } from 'github-slugger';
import { type App, appIn, deletionPage } from '@/lib/content/apps';
import { inlineParts } from '@/lib/content/inline';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { type LegalRecord } from '@/lib/legal/facts';
import { creditsOnDeletion } from '@/lib/legal/consumer';
import { deletedOnDeletion, formatPeriod, keptAfterDeletion } from '@/lib/legal/wording';
import { hasTextsIn, legalRecord, legalRecordIn } from '@/lib/legal/records';

/**
 * The heading of a privacy policy's section on deletion, the one the checks read it by
 * (lib/build/agreement.ts) and `npm run new-app` writes: "account" in an app whose users have
 * accounts, "data" in one without.
 */
export const DELETION_HEADINGS = {
  en: { account: 'Deleting Your Account', data: 'Deleting Your Data' },
  tr: { account: 'Hesabınızı Silme', data: 'Verilerinizi Silme' },
} as const;

/** The fragment of a heading's link, as rehype-slug gives the documents' headings: "deleting-your-account". */
export function headingAnchor(heading: string): string {
  return slug(heading);
}

/**
 * The ways an app's data is deleted, from its entry and its record: inside the app; on its
 * deletion page, which deletes through the app's form or writes a request by e-mail
 * (`deletionRequest`); and by e-mail without the page, which the record's `withoutApp` says
 * how. A policy and an information notice print these (<DeletionRoutes />), so adding a form
 * to an app changes what they say.
 */
export type DeletionRoute =
  | { way: 'in-app'; path: readonly string[] }
  | { way: 'form'; page: string; fields: string[]; button: string }
  | { way: 'request'; page: string; subject: string; complete: string[] }
  | { way: 'without-page' };

export function deletionRoutes(app: App, record: LegalRecord): DeletionRoute[] {
  const page = deletionPage(app);
  const inApp: DeletionRoute = { way: 'in-app', path: record.deletion.inApp.value };
  if (page?.form) return [inApp, { way: 'form', page: page.path, fields: page.form.fields.map((field) => field.label), button: page.form.button.label }, { way: 'without-page' }];
  if (page?.request) {
    // The lines of the e-mail the person completes: "Profile ID:".
    const complete = page.request.email.lines.filter((line) => line.trimEnd().endsWith(':'));
    return [inApp, { way: 'request', page: page.path, subject: page.request.email.subject, complete }];
  }
  return [inApp];
}

/**
 * `recordLanguage`: the language of what comes from the legal record (the lists, the way without the
 * app), the page's own where the record has its words, else the record's (a draft's record may lack
 * the words of the other language: its deletion page in that language quotes them and says so).
 */
export type DeletionInfo = { app: string; steps: string[]; deleted: string[]; kept: string[]; warning?: string; recordLanguage: Language };

/** A text marked as words of `language` (`{tr:…}`), unless it marks its own words already. */
function markedAs(text: string, language: Language): string {
  return inlineParts(text).some((part) => part.lang) ? text : `{${language}:${text}}`;
}

/**
 * What an app's deletion page tells users and store reviewers, in the page's language: the steps of
 * its form or its e-mail request (content/apps/<app>/app.ts) with the way inside the app and the
 * time limit, and what is deleted and what is kept for how long, from the
 * app's legal record, the same facts its privacy policy renders.
 */
export function getDeletionInfo(app: App, language: Language = app.language): DeletionInfo {
  const page = deletionPage(appIn(app, language));
  if (!page) throw new Error(`content/apps/${app.slug}/app.ts has no account-deletion page`);
  const recordLanguage = hasTextsIn(app, legalRecord(app.slug), language) ? language : app.language;
  const record = legalRecordIn(app, recordLanguage);
  const kept = keptAfterDeletion(record, recordLanguage);
  const { warning } = record.deletion;
  return {
    app: app.slug,
    steps: [...page.steps, ...recordSteps(record, language, { app: app.language, record: recordLanguage })],
    deleted: deletedOnDeletion(record),
    kept: [...kept, ...record.deletion.notes, ...(record.credits ? [creditsOnDeletion(record, recordLanguage)] : [])],
    ...(warning ? { warning } : {}),
    recordLanguage,
  };
}

/**
 * The steps every deletion page shares, from the record: the way inside the app (the app's own menu,
 * marked where the page speaks another language), the way without it, and the time limit.
 */
function recordSteps(record: LegalRecord, language: Language, written: { app: Language; record: Language }): string[] {
  const words = textsIn(language).accountPage;
  const path = record.deletion.inApp.value.join(' › ');
  const limit = formatPeriod(record.deletion.timeLimit.value, language);
  const withoutApp = record.deletion.withoutApp.value;
  return [
    fill(words.inApp, { path: written.app === language ? path : markedAs(path, written.app) }),
    written.record === language ? withoutApp : markedAs(withoutApp, written.record),
    fill(words.timeLimit, { limit }),
  ];
}
