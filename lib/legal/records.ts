import { appFolders } from '@/content/apps';
import { type LegalRecord, RETENTION_CATEGORIES, TURKISH_TEXTS } from '@/lib/legal/facts';
import { type Language, parseLegalRecord, type RecordOwner } from '@/lib/legal/record-rules';

export { parseLegalRecord, type RecordOwner };
/** The legal facts of every app, checked when the site is built. */
export const legalRecords: readonly LegalRecord[] = appFolders.map(({ app, legal }) => parseLegalRecord(legal, app.slug, app));

/** The date a document of the record took effect: its own when it came later than the first documents. */
export function effectiveDateOf(record: Pick<LegalRecord, 'effectiveDate' | 'effectiveFrom'>, document: string): string {
  return (record.effectiveFrom[document] ?? record.effectiveDate).value;
}

export function legalRecord(appSlug: string): LegalRecord {
  const record = legalRecords.find((entry) => entry.app === appSlug);
  if (!record) throw new Error(`content/apps/${appSlug}/legal.ts: no legal record for "${appSlug}"`);
  return record;
}

/** Whether a record gives the Turkish words of every text (always, for a finished English app). */
export function hasTurkishTexts(record: LegalRecord): boolean {
  return TURKISH_TEXTS.required.safeParse(record).success;
}

/**
 * The record with its texts in `language`: the record itself in its app's language; for an
 * English app in Turkish, the same facts with the Turkish words of each text in place of the
 * English ones. One record, so a period, a provider or a region changed once changes both.
 * What has no Turkish words (the change log, the governing law, the menu paths of an English
 * app) stays as it is; the components that print it say in which language.
 */
export function legalRecordIn(app: Pick<RecordOwner, 'slug' | 'language'>, language: Language): LegalRecord {
  const record = legalRecord(app.slug);
  if (language === app.language) return record;
  if (app.language === 'tr') throw new Error(`content/apps/${app.slug}/legal.ts is written in Turkish: it has no English texts`);
  const file = `content/apps/${app.slug}/legal.ts`;
  const turkish = <T>(tr: T | undefined, field: string): T => {
    if (tr === undefined) throw new Error(`${file}: field "${field}" has no Turkish text ("tr")`);
    return tr;
  };
  const { deletion } = record;
  const deletionTr = turkish(deletion.tr, 'deletion.tr');
  return {
    ...record,
    processors: record.processors.map((fact, index) => ({ ...fact, value: { ...fact.value, ...turkish(fact.value.tr, `processors.${index}.tr`) } })),
    retention: Object.fromEntries(
      RETENTION_CATEGORIES.flatMap((category) => {
        const fact = record.retention[category];
        if (!fact) return [];
        const tr = turkish(fact.value.tr, `retention.${category}.tr`);
        return [[category, { ...fact, value: { ...fact.value, data: tr.data, reason: tr.reason } }]];
      }),
    ),
    lawfulBases: record.lawfulBases.map((entry, index) => ({ ...entry, activity: turkish(entry.tr, `lawfulBases.${index}.tr`).activity })),
    deletion: {
      ...deletion,
      deleted: deletionTr.deleted,
      notes: deletionTr.notes,
      warning: deletionTr.warning,
      withoutApp: { ...deletion.withoutApp, value: deletionTr.withoutApp },
    },
    identifier: record.identifier && { ...record.identifier, value: { ...record.identifier.value, ...turkish(record.identifier.value.tr, 'identifier.tr') } },
    childSafety: record.childSafety && {
      ...record.childSafety,
      reportTo: {
        ...record.childSafety.reportTo,
        value: record.childSafety.reportTo.value.map((body, index) => ({ ...body, ...turkish(body.tr, `childSafety.reportTo.${index}.tr`) })),
      },
    },
    consents: record.consents.map((fact, index) => {
      const deleted = fact.value.deletedOnWithdrawal;
      if (!deleted) return fact;
      return { ...fact, value: { ...fact.value, deletedOnWithdrawal: { ...deleted, data: turkish(deleted.tr, `consents.${index}.deletedOnWithdrawal.tr`).data } } };
    }),
    inventory: {
      ...record.inventory,
      value: { ...record.inventory.value, types: record.inventory.value.types.map((entry, index) => ({ ...entry, data: turkish(entry.tr, `inventory.types.${index}.tr`).data })) },
    },
  };
}

/** Whether the app's users have accounts: its record keeps account data. */
export function hasAccounts(record: Pick<LegalRecord, 'retention'>): boolean {
  return record.retention.account !== undefined;
}
