import { LAW, RETENTION_RULES } from '@/content/legal/shared';
import { CORE_PROCESSING, type LegalRecord, PROCESSOR_KINDS, legalRecordSchema, MODERATION_RECORDS, type ProcessingKind, SPECIAL_CATEGORIES } from '@/lib/legal/facts';
import { ENGLISH_TEXTS, TURKISH_TEXTS } from '@/lib/legal/companion-texts';
import { parseContent } from '@/lib/content/validate';
import { inventoryProblems } from '@/lib/legal/inventory';
import { KEPT_RECORDS } from '@/content/legal/kept-records';
import { resolvePlaceholders } from '@/lib/legal/placeholders';

/*
 * The rules of one record, apart from the list of apps (./records.ts): a check may run them on a
 * record before any app's entry is loaded, since an entry's landing copy may read its record
 * (lib/build/content-check.ts).
 */
export type Language = 'en' | 'tr';
/** What a record's rules need to know of its app's entry: the language of its texts, and whether the app is still a draft. */
export type RecordOwner = { slug: string; language: Language; draft?: unknown };

/**
 * Checks one app's record (content/apps/<app>/legal.ts) when the site is built: its
 * fields, and the rules that hold across records, so that an edit cannot
 * quietly break them. A broken record fails naming the file and the field.
 * An English app's record gives the Turkish words of its texts beside the
 * English ones (its Turkish information notice prints them); a draft's may
 * wait until the draft is finished, and a Turkish app's has none.
 */
export function parseLegalRecord(written: unknown, appSlug: string, owner: Omit<RecordOwner, 'slug'>): LegalRecord {
  const file = `content/apps/${appSlug}/legal.ts`;
  // A processor is written as a provider of PROVIDERS spread with the app's own words: one missing there arrives with no kind and no policy.
  const processors = (written as { processors?: unknown }).processors;
  if (Array.isArray(processors)) {
    processors.forEach((fact: { value?: { name?: unknown; kind?: unknown; policyUrl?: unknown } }, index) => {
      if (fact?.value && fact.value.kind === undefined && fact.value.policyUrl === undefined) {
        throw new Error(
          `${file}: field "processors.${index}" (${String(fact.value.name ?? 'a processor')}) has no kind and no policyUrl: the provider it spreads is not in PROVIDERS; add it to PROVIDERS in content/legal/shared.ts with its kind (${PROCESSOR_KINDS.join(', ')}) and the address of its privacy policy, then spread it here (...PROVIDERS.<name>).`,
        );
      }
    });
  }
  // The providers' names and the periods a text prints from the record ({processors:…}, {period:…}; lib/legal/placeholders.ts).
  const value = resolvePlaceholders(written, owner.language, (field, message) => {
    throw new Error(`${file}: field "${field}": ${message}`);
  });
  const record = parseContent(legalRecordSchema, value, file);
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  if (record.app !== appSlug) fail(`field "app" must be "${appSlug}"`);
  if (record.lastUpdated.value < record.effectiveDate.value) fail('lastUpdated is before effectiveDate');
  for (const [document, date] of Object.entries(record.effectiveFrom)) {
    if (date.value < record.effectiveDate.value || date.value > record.lastUpdated.value) {
      fail(`field "effectiveFrom.${document}": a later document takes effect between effectiveDate and lastUpdated`);
    }
  }
  const kinds = new Set(record.processors.map((fact) => fact.value.kind));
  // An app that takes store payments keeps the purchase records tax law requires, for the period of the law.
  if (kinds.has('payments')) {
    const kept = record.retention.purchaseRecords?.value;
    const law = LAW.purchaseRecords.value;
    if (!kept || kept.period === 'while-active' || kept.period.amount !== law.amount || kept.period.unit !== law.unit || kept.from !== 'end-of-year') {
      fail('field "retention.purchaseRecords": an app with a payments processor keeps purchase records as purchaseRecords() of content/legal/shared.ts says');
    }
  }
  // Support e-mails follow the one rule of every app; mail kept after a deletion would need a basis of its own, not the contract that ended.
  const support = record.retention.supportMessages?.value;
  const rule = RETENTION_RULES.supportMessages.value;
  if (support && (support.period === 'while-active' || support.period.amount !== rule.amount || support.period.unit !== rule.unit || support.from !== 'last-contact' || support.afterDeletion !== 'deleted')) {
    fail('field "retention.supportMessages": support e-mails are kept as supportMessages() of content/legal/shared.ts says, the same in every app');
  }
  // The requests made under data protection law and our answers are kept apart from support mail, by the one rule of every app.
  const requests = record.retention.requestRecords?.value;
  const requestRule = KEPT_RECORDS.requestRecords.value;
  if (!requests || requests.period === 'while-active' || requests.period.amount !== requestRule.amount || requests.period.unit !== requestRule.unit || requests.afterDeletion !== 'kept') {
    fail('field "retention.requestRecords": every app keeps the record of requests under data protection law and of its answers as requestRecords() of content/legal/kept-records.ts says; add `requestRecords: invented(requestRecords(…))`');
  }
  // Answering rights holders is no contract with them: it rests on legitimate interests.
  const copyright = record.lawfulBases.find((entry) => entry.of === 'copyright-notices');
  if (copyright && copyright.basis !== 'legitimate-interests') fail(`field "lawfulBases.${record.lawfulBases.indexOf(copyright)}": copyright notices come from rights holders, with whom there is no contract; they rest on legitimate interests`);
  // Data reaches an AI provider only with a permission, and what the app asks for can be withdrawn in the app.
  if (kinds.has('ai') && !record.consents.some((consent) => consent.value.of === 'ai')) {
    fail('field "consents": an app with an AI provider asks the user before sending anything to it: add the consent "ai", with where it is withdrawn in the app');
  }
  // Each processing has one legal basis, stated once (the policy prints this list).
  const bases = new Map<ProcessingKind, LegalRecord['lawfulBases'][number]>();
  record.lawfulBases.forEach((entry, index) => {
    const where = `field "lawfulBases.${index}"`;
    if (bases.has(entry.of)) fail(`${where}: "${entry.of}" already has a legal basis; each processing has one`);
    bases.set(entry.of, entry);
    const onConsent = entry.basis === 'consent' || entry.basis === 'explicit-consent';
    // Consent that cannot be refused without losing the service is not free (GDPR Art. 7(4)): the service rests on the contract.
    if (CORE_PROCESSING.includes(entry.of) && onConsent) {
      fail(`${where}: "${entry.of}" is the service itself and rests on the contract, not on consent; the consent the app asks stays in "consents"`);
    }
    if (SPECIAL_CATEGORIES.includes(entry.of) !== (entry.basis === 'explicit-consent')) {
      fail(`${where}: special categories of data (${SPECIAL_CATEGORIES.join(', ')}) rest on explicit consent, and only they do`);
    }
    if (onConsent && !record.consents.some((consent) => consent.value.of === entry.of)) {
      fail(`${where}: "${entry.of}" rests on consent, so "consents" must say where it is withdrawn in the app`);
    }
  });
  // A permission the app asks is the legal basis of what it covers; the AI providers' one only shows where the data of the service goes.
  record.consents.forEach(({ value: consent }, index) => {
    if (consent.of === 'ai') return;
    const basis = bases.get(consent.of as ProcessingKind)?.basis;
    if (basis !== 'consent' && basis !== 'explicit-consent') {
      fail(`field "consents.${index}": the app asks consent for "${consent.of}", so "lawfulBases" must give consent as its basis (and no other)`);
    }
  });
  const needed: [string, ProcessingKind][] = [
    ['ai', 'ai'],
    ['analytics', 'analytics'],
    ['crash-reports', 'crash-reports'],
    ['payments', 'purchases'],
    ['payments', 'tax-records'],
  ];
  for (const [kind, processing] of needed) {
    if (kinds.has(kind as never) && !bases.has(processing)) fail(`field "lawfulBases": a "${kind}" provider means "${processing}" needs a legal basis`);
  }
  if (bases.get('legal-claims')?.basis !== 'legal-claims') fail('field "lawfulBases": the record of requests and answers ("retention.requestRecords") is kept to protect a right; spread commonBases(), which gives "legal-claims" its basis');
  // Google Play's AI-Generated Content policy: an app that generates content with AI lets its users report offensive output
  // without leaving it, and the policy accounts for the reports (what they hold, why, on what basis and for how long).
  const aiReports = record.retention.aiReports?.value;
  if (kinds.has('ai')) {
    if (!record.aiReportInApp) fail('field "aiReportInApp": an app with an AI provider lets users report offensive AI output without leaving the app (Google Play’s AI-Generated Content policy); give the menu path, as ["Library", "Track", "More", "Report track"]');
    const rule = KEPT_RECORDS.aiReports.value;
    if (!aiReports || aiReports.period === 'while-active' || aiReports.period.amount !== rule.amount || aiReports.period.unit !== rule.unit || aiReports.afterDeletion !== 'deleted') {
      fail('field "retention.aiReports": an app with an AI provider keeps the reports of its output as aiReports() of content/legal/kept-records.ts says');
    }
    if (bases.get('ai-reports')?.basis !== 'legitimate-interests') fail('field "lawfulBases": an app with an AI provider reviews reports of AI output on legitimate interests: give "ai-reports" that basis');
    if (!record.inventory.value.types.some((entry) => entry.retention === 'aiReports' && entry.bases.includes('ai-reports'))) {
      fail('field "inventory.types": an app with an AI provider lists the reports of AI output as a data type (retention "aiReports", bases ["ai-reports"])');
    }
  } else if (record.aiReportInApp || aiReports || bases.has('ai-reports')) {
    fail('field "aiReportInApp": only an app with an AI provider ("processors" of kind "ai") has reports of AI output');
  }
  // Content users share with each other is moderated, and the moderation is processing the policy accounts for: its purpose and
  // basis (removing lawful but objectionable content is no legal obligation), how long each of its records is kept, and the
  // child-safety standards Google Play asks of such an app.
  if (record.userContent) {
    if (bases.get('moderation')?.basis !== 'legitimate-interests') {
      fail('field "lawfulBases": an app whose users share content ("userContent") moderates it on legitimate interests: give "moderation" that basis');
    }
    for (const category of MODERATION_RECORDS) {
      if (!record.retention[category]) fail(`field "retention.${category}": an app whose users share content ("userContent") says how long it keeps its moderation records (${MODERATION_RECORDS.join(', ')})`);
    }
    if (!record.childSafety) fail('field "childSafety": an app whose users share content ("userContent") publishes child-safety standards with a named point of contact');
  } else if (record.childSafety || bases.has('moderation')) {
    fail('field "userContent": a record with child-safety standards or a "moderation" basis says how shared content is reported and blocked');
  }
  // Points or credits are part of the account: deleting it deletes the balance, and the deletion list, which prints the account's data, says so.
  if (record.credits) {
    const name = record.credits.value.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mentions = (text: string) => new RegExp(`(?<!\\p{L})${name}`, 'iu').test(text);
    if (!record.retention.account || !mentions(record.retention.account.value.data)) {
      fail(`field "retention.account": the app has points or credits ("${record.credits.value.name}"), so the account data names the balance`);
    }
  }
  // The data inventory agrees with the rest of the record: what the stores are told is what the policy says.
  // Google Analytics for Firebase derives a country or region from the IP address: the stores count it as approximate location.
  const analytics = record.processors.find((fact) => fact.value.kind === 'analytics');
  if (analytics && !record.inventory.value.types.some((entry) => entry.type === 'approximate-location')) {
    fail(
      `field "inventory.types": ${analytics.value.name} (an "analytics" processor) derives a country or region from the IP address, which the stores count as approximate location: add a type "approximate-location" it receives (as ANALYTICS_DATA of content/legal/shared.ts does)`,
    );
  }
  const inventory = inventoryProblems(record);
  if (inventory.length) fail(inventory.join(`\n${file}: `));
  // The words of the other language of an app's pages: an English app's Turkish words, for its information notice, terms and
  // EULA; a Turkish app's English words, for its English deletion page. Each text has them (a draft's may wait), item for item.
  // A draft is read before its entry says its language (lib/build/content-check.ts): the words of both wait for it.
  if (owner.language === 'tr') {
    parseContent(TURKISH_TEXTS.refused, value, file);
    if (!owner.draft && record.retention.account) parseContent(ENGLISH_TEXTS.required, value, file);
  } else if (!owner.draft) {
    parseContent(ENGLISH_TEXTS.refused, value, file);
    parseContent(TURKISH_TEXTS.required, value, file);
    for (const [key, fact] of Object.entries(record.extra)) {
      if (typeof fact.value === 'object' && 'text' in fact.value && !fact.value.tr) fail(`field "extra.${key}.tr": has no Turkish text ("tr"): words of "extra" give their Turkish words, which the Turkish terms and EULA print`);
    }
  }
  const { deletion } = record;
  const names = { tr: 'Turkish', en: 'English' } as const;
  const own = names[owner.language];
  for (const language of ['tr', 'en'] as const) {
    const other = deletion[language];
    if (!other) continue;
    const items = (field: 'deleted' | 'notes') => {
      const [ours, theirs] = [deletion[field].length, other[field].length];
      if (ours !== theirs) fail(`field "deletion.${language}.${field}": ${theirs} ${names[language]} items for ${ours} ${own} ones; translate the list item for item`);
    };
    items('deleted');
    items('notes');
    if (Boolean(other.warning) !== Boolean(deletion.warning)) fail(`field "deletion.${language}.warning": the ${names[language]} texts give a warning when, and only when, the ${own} ones do`);
  }
  return record;
}

