import { appFolders } from '@/content/apps';
import { type LegalRecord, RETENTION_CATEGORIES } from '@/lib/legal/facts';
import { ENGLISH_TEXTS, TURKISH_TEXTS } from '@/lib/legal/companion-texts';
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
 * Whether a record gives the words its app's pages in `language` print: its own language always;
 * Turkish, for an English app, once every text has its Turkish words; English, for a Turkish app,
 * once what its deletion page prints has its English words.
 */
export function hasTextsIn(app: Pick<RecordOwner, 'language'>, record: LegalRecord, language: Language): boolean {
  if (language === app.language) return true;
  return (language === 'tr' ? TURKISH_TEXTS : ENGLISH_TEXTS).required.safeParse(record).success;
}

/**
 * The record with its texts in `language`: the record itself in its app's language. For an
 * English app in Turkish, the same facts with the Turkish words of each text in place of the
 * English ones; for a Turkish app in English, the same facts with the English words of what its
 * deletion page prints (its lists, the way without the app, its points or credits), the rest left
 * in Turkish, which no English page prints. One record, so a period, a provider or a region
 * changed once changes both. What has no words in the other language (the change log, the menu
 * paths of the app, the words of `extra`, which <Fact /> picks) stays as it is; the components that
 * print it say in which language. A text without its words stops the page, naming the file and the field.
 */
export function legalRecordIn(app: Pick<RecordOwner, 'slug' | 'language'>, language: Language): LegalRecord {
  const record = legalRecord(app.slug);
  if (language === app.language) return record;
  return app.language === 'tr' ? inEnglish(record) : inTurkish(record);
}

/** A text's words in the other language, or a stop naming the field that lacks them. */
function companion(file: string, language: Language) {
  const name = { tr: 'Turkish', en: 'English' }[language];
  return <T>(words: T | undefined, field: string): T => {
    if (words === undefined) throw new Error(`${file}: field "${field}" has no ${name} text ("${language}")`);
    return words;
  };
}

function inEnglish(record: LegalRecord): LegalRecord {
  const english = companion(`content/apps/${record.app}/legal.ts`, 'en');
  const { deletion, credits } = record;
  const deletionEn = english(deletion.en, 'deletion.en');
  return {
    ...record,
    retention: Object.fromEntries(
      RETENTION_CATEGORIES.flatMap((category) => {
        const fact = record.retention[category];
        if (!fact) return [];
        const en = english(fact.value.en, `retention.${category}.en`);
        return [[category, { ...fact, value: { ...fact.value, data: en.data, reason: en.reason } }]];
      }),
    ),
    deletion: { ...deletion, deleted: deletionEn.deleted, notes: deletionEn.notes, warning: deletionEn.warning, withoutApp: { ...deletion.withoutApp, value: deletionEn.withoutApp } },
    credits: credits && { ...credits, value: { ...credits.value, name: english(credits.value.en, 'credits.en').name } },
  };
}

function inTurkish(record: LegalRecord): LegalRecord {
  const turkish = companion(`content/apps/${record.app}/legal.ts`, 'tr');
  const { deletion, credits, governingLaw, childSafety } = record;
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
    childSafety: childSafety && {
      ...childSafety,
      contact: { ...childSafety.contact, value: { ...childSafety.contact.value, role: turkish(childSafety.contact.value.tr, 'childSafety.contact.tr').role } },
      reportTo: {
        ...childSafety.reportTo,
        value: childSafety.reportTo.value.map((body, index) => ({ ...body, ...turkish(body.tr, `childSafety.reportTo.${index}.tr`) })),
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
    governingLaw: { ...governingLaw, value: { ...governingLaw.value, law: turkish(governingLaw.value.tr, 'governingLaw.tr').law } },
    credits: credits && { ...credits, value: { ...credits.value, name: turkish(credits.value.tr, 'credits.tr').name } },
  };
}

/** Whether the app's users have accounts: its record keeps account data. */
export function hasAccounts(record: Pick<LegalRecord, 'retention'>): boolean {
  return record.retention.account !== undefined;
}
