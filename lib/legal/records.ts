import { appFolders } from '@/content/apps';
import { LAW } from '@/content/legal/shared';
import { type LegalRecord, legalRecordSchema } from '@/lib/legal/facts';
import { parseContent } from '@/lib/content/validate';

/**
 * Checks one app's record (content/apps/<app>/legal.ts) when the site is built: its
 * fields, and the rules that hold across records, so that an edit cannot
 * quietly break them. A broken record fails naming the file and the field.
 */
export function parseLegalRecord(value: unknown, appSlug: string): LegalRecord {
  const file = `content/apps/${appSlug}/legal.ts`;
  const record = parseContent(legalRecordSchema, value, file);
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  if (record.app !== appSlug) fail(`field "app" must be "${appSlug}"`);
  if (record.lastUpdated.value < record.effectiveDate.value) fail('lastUpdated is before effectiveDate');
  const kinds = new Set(record.processors.map((fact) => fact.value.kind));
  // An app that takes store payments keeps the purchase records tax law requires, for the period of the law.
  if (kinds.has('payments')) {
    const kept = record.retention.purchaseRecords?.value;
    const law = LAW.purchaseRecords.value;
    if (!kept || kept.period === 'while-active' || kept.period.amount !== law.amount || kept.period.unit !== law.unit || kept.from !== 'end-of-year') {
      fail('field "retention.purchaseRecords": an app with a payments processor keeps purchase records as purchaseRecords() of content/legal/shared.ts says');
    }
  }
  // Data reaches an AI provider only with a permission, and what the app asks for can be withdrawn in the app.
  if (kinds.has('ai') && !record.consents.some((consent) => consent.value.of === 'ai')) {
    fail('field "consents": an app with an AI provider asks permission for it (a consent "ai" with the way to withdraw it in the app)');
  }
  return record;
}

/** The legal facts of every app, checked when the site is built. */
export const legalRecords: readonly LegalRecord[] = appFolders.map(({ app, legal }) => parseLegalRecord(legal, app.slug));

export function legalRecord(appSlug: string): LegalRecord {
  const record = legalRecords.find((entry) => entry.app === appSlug);
  if (!record) throw new Error(`content/apps/${appSlug}/legal.ts: no legal record for "${appSlug}"`);
  return record;
}
