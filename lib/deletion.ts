import { z } from 'zod';
import { deletionSteps } from '@/content/deletion';
import { legalRecord } from '@/lib/legal-records';
import { apps, getApp } from '@/lib/apps';
import { formatPeriod, keptAfterDeletion, type LegalRecord } from '@/lib/legal-facts';
import { parseContent } from '@/lib/validate';

const stepsSchema = z.object({ app: z.string(), steps: z.array(z.string().min(10)).min(2) }).strict();

export type DeletionInfo = { app: string; steps: string[]; deleted: string[]; kept: string[]; warning?: string };

/**
 * What an account page tells users and store reviewers: the steps (from
 * content/deletion.ts), and what is deleted and what is kept for how long,
 * from the app's legal record, the same facts its privacy policy renders.
 */
export function getDeletionInfo(appSlug: string): DeletionInfo {
  const entry = deletionSteps.find((candidate) => candidate.app === appSlug);
  if (!entry) throw new Error(`content/deletion.ts has no entry for "${appSlug}"`);
  const { steps } = parseContent(stepsSchema, entry, `content/deletion.ts, app "${appSlug}"`);
  const record = legalRecord(appSlug);
  const language = getApp(appSlug).language;
  const kept = keptAfterDeletion(record, language);
  const { warning } = record.deletion;
  return {
    app: appSlug,
    steps: [...steps, ...recordSteps(record, language)],
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
        `“Neler silinir?” başlığındaki her şey, yedekler dahil, talebinizden itibaren en geç ${limit} içinde silinir.`,
      ];
}

/** Every app with a deletion page must say what deletion does. */
for (const app of apps) {
  if (app.deletionPath) getDeletionInfo(app.slug);
}
