import { ownerAddress } from '@/lib/content/site';
import type { App } from '@/lib/content/apps';
import { LAW } from '@/content/legal/shared';
import { type LegalRecord, PROCESSOR_KINDS, RETENTION_CATEGORIES, type RetentionCategory } from '@/lib/legal/facts';
import { courtsPhrase, formatPeriod, joinNames } from '@/lib/legal/wording';
import { TEXT } from '@/components/legal/words';

type Language = App['language'];

/*
 * The facts the legal components look up in a record or in content/site.ts,
 * each refused with a message naming the file when it is missing.
 */

export function retentionOf(record: LegalRecord, of: string) {
  if (!(RETENTION_CATEGORIES as readonly string[]).includes(of)) throw new Error(`<Retention of="${of}">: no such category`);
  const entry = record.retention[of as RetentionCategory];
  if (!entry) throw new Error(`<Retention of="${of}">: content/apps/${record.app}/legal.ts has no retention for "${of}"`);
  return entry.value;
}

export function processorsOf(record: LegalRecord, kind?: string) {
  if (kind && !(PROCESSOR_KINDS as readonly string[]).includes(kind)) throw new Error(`<Processors kind="${kind}">: no such kind`);
  const list = record.processors.map((fact) => fact.value).filter((processor) => !kind || processor.kind === kind);
  if (!list.length) throw new Error(`content/apps/${record.app}/legal.ts has no processor of kind "${kind}"`);
  return list;
}

export { postalAddress } from '@/lib/content/site';

/** The courts of every dispute clause: those of the owner's city. */
export function courts(language: Language): string {
  return courtsPhrase(ownerAddress.city, language);
}

/** The governing-law sentence of terms or EULA, and the consumer's own courts and bodies: the one clause <Disputes /> prints. */
export function disputeClause(record: LegalRecord, document: 'terms-and-conditions' | 'eula', language: Language): [string, string] {
  const text = TEXT[language];
  return [text.disputes[document](record.governingLaw.value.law, courts(language)), text.consumers];
}

/** Whether the app collects usage analytics on consent (the record's legal basis for it). */
export function analyticsOnConsent(record: LegalRecord): boolean {
  return record.lawfulBases.some((entry) => entry.of === 'analytics' && entry.basis === 'consent');
}

/**
 * The clauses every privacy policy shares, worded from the record and the law, with the words
 * of another language marked (`{tr:…}`, lib/content/inline.ts): what the components of
 * components/legal/facts.tsx print, and what the tests expect a reader to see. A clause the
 * record gives no ground for is left out.
 */
export function policyClauses(record: LegalRecord, language: Language) {
  const text = TEXT[language];
  const kinds = new Set(record.processors.map((fact) => fact.value.kind));
  const analytics = analyticsOnConsent(record);
  const law = (of: 'gdprAnswer' | 'gdprAnswerExtension' | 'kvkkAnswer' | 'kvkkComplaintAfterAnswer' | 'kvkkComplaintAfterApplication') => formatPeriod(LAW[of].value, language);
  const ai = kinds.has('ai') ? joinNames(processorsOf(record, 'ai').map((processor) => processor.name), language) : '';
  const needed = record.dataNeeded?.value;
  const aiConsent = record.consents.find((fact) => fact.value.of === 'ai')?.value;
  return {
    /** The AI providers' permission: a choice that stops the sending (the contract is the legal basis), with where it is turned off. */
    aiChoice: aiConsent
      ? { path: aiConsent.withdrawInApp.join(text.separator), text: text.aiChoice(aiConsent.withdrawInApp.join(text.separator), processorsOf(record, 'ai').length > 1) }
      : undefined,
    lawsThatApply: text.lawsThatApply(record.lawfulBases.some((entry) => entry.basis === 'explicit-consent')),
    automatedDecisions: text.automatedDecisions(kinds.has('ai')),
    dataNeeded: needed ? { label: text.dataNeeded.label, text: text.dataNeeded.text(needed, { analytics, purchases: kinds.has('payments') }) } : undefined,
    consentAge: analytics
      ? text.consentAge({ euMin: String(LAW.gdprConsentAgeMin.value), euMax: String(LAW.gdprConsentAgeMax.value), uk: String(LAW.ukConsentAge.value), majority: String(LAW.ageOfMajority.value) })
      : undefined,
    dataSafetySharing: text.dataSafetySharing(ai),
    dataSafetyProviders: text.dataSafetyProviders(ai),
    breachNotice: text.breachNotice(formatPeriod(LAW.breachNotice.value, language)),
    board: text.board,
    requestAnswers: text.requestAnswers({
      gdpr: law('gdprAnswer'),
      extension: law('gdprAnswerExtension'),
      kvkk: law('kvkkAnswer'),
      afterAnswer: law('kvkkComplaintAfterAnswer'),
      afterApplication: law('kvkkComplaintAfterApplication'),
    }),
    kvkkApplication: text.kvkkApplication,
  };
}
