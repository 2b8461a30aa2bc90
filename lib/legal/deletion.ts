import { type App, deletionPage } from '@/lib/content/apps';
import { type LegalRecord } from '@/lib/legal/facts';
import { formatPeriod, keptAfterDeletion } from '@/lib/legal/wording';
import { legalRecord } from '@/lib/legal/records';

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
    deleted: record.deletion.deleted,
    kept: [...kept, ...record.deletion.notes],
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
