import { slug } from 'github-slugger';
import { type App, deletionPage } from '@/lib/content/apps';
import { type LegalRecord } from '@/lib/legal/facts';
import { deletedOnDeletion, formatPeriod, keptAfterDeletion } from '@/lib/legal/wording';
import { creditsOnDeletion } from '@/lib/legal/consumer';
import { legalRecord } from '@/lib/legal/records';

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

export type DeletionInfo = { app: string; steps: string[]; deleted: string[]; kept: string[]; warning?: string };

/**
 * What an app's deletion page tells users and store reviewers: the steps of
 * its form or its e-mail request (content/apps/<app>/app.ts) with the way inside the app and the
 * time limit, and what is deleted and what is kept for how long, from the
 * app's legal record, the same facts its privacy policy renders.
 */
export function getDeletionInfo(app: App): DeletionInfo {
  const page = deletionPage(app);
  if (!page) throw new Error(`content/apps/${app.slug}/app.ts has no account-deletion page`);
  const record = legalRecord(app.slug);
  const kept = keptAfterDeletion(record, app.language);
  const { warning } = record.deletion;
  return {
    app: app.slug,
    steps: [...page.steps, ...recordSteps(record, app.language)],
    deleted: deletedOnDeletion(record),
    kept: [...kept, ...record.deletion.notes, ...(record.credits ? [creditsOnDeletion(record, app.language)] : [])],
    ...(warning ? { warning } : {}),
  };
}

/** The steps every deletion page shares, from the record: the way inside the app, the way without it, and the time limit. */
function recordSteps(record: LegalRecord, language: 'en' | 'tr'): string[] {
  const path = record.deletion.inApp.value.join(' › ');
  const limit = formatPeriod(record.deletion.timeLimit.value, language);
  return language === 'en'
    ? [
        `You can also delete the account inside the app: ${path}.`,
        record.deletion.withoutApp.value,
        `Everything under “What is deleted” is erased within ${limit} of the request, backups included.`,
      ]
    : [
        `Hesabınızı uygulamanın içinden de silebilirsiniz: ${path}.`,
        record.deletion.withoutApp.value,
        `“Neler silinir?” başlığındaki her şey, yedekler dâhil, talebinizden itibaren en geç ${limit} içinde silinir.`,
      ];
}
