import { ownerAddress } from '@/lib/content/site';
import type { App } from '@/lib/content/apps';
import { type LegalRecord, PROCESSOR_KINDS, RETENTION_CATEGORIES, type RetentionCategory } from '@/lib/legal/facts';
import { courtsPhrase } from '@/lib/legal/wording';
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
