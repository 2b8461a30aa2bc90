import { PROVIDERS } from '@/content/legal/shared';
import { type LegalRecord, PROCESSOR_KINDS } from '@/lib/legal/facts';
import { sentences } from './sentences';

/**
 * Facts typed by hand where the record should print them: a provider's name, or a period, written
 * into an app's documents (content/apps/<app>/*.mdx) or into a text of its record (a `reason`, a
 * `purpose`, a `data`, a note users read). Each goes stale the day the record changes (Crashlytics
 * replaced by another crash reporter, a period shortened), so `npm run docs`, the build and
 * `npm run new-app` stop on it, naming the file (and the field) and quoting the sentence, and say what
 * prints it instead: <ProcessorNames kind="…" /> and <Retention of="…" /> in a document,
 * {processors:…} and {period:…} in a record's text (lib/legal/placeholders.ts). A document that prints
 * the processors of a kind the record no longer has is named too.
 *
 * The names it knows are every name of PROVIDERS in content/legal/shared.ts (`names`) and every
 * processor of every record, with the parts of its name ("Google Cloud and Firebase": "Google Cloud",
 * "Firebase"), in both languages (a name is the same in each; a Turkish suffix follows an apostrophe).
 * The app stores (`store: true`) are left out: the store terms of every EULA name the stores the app
 * is sold in, which are no fact of the record.
 */

type Kind = (typeof PROCESSOR_KINDS)[number];
/** Every name a text may call a provider by, with the kinds of processor it names. */
export type Vocabulary = Map<string, Set<Kind>>;

/** The parts of a provider's name a sentence may use alone: "Google Analytics for Firebase" → "Google Analytics", "Firebase". */
function parts(name: string): string[] {
  return name
    .split(/\s+(?:and|for|ve|&)\s+|\s*[()]\s*/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4);
}

export function providerVocabulary(records: readonly LegalRecord[]): Vocabulary {
  const vocabulary: Vocabulary = new Map();
  const add = (name: string, kind: Kind) => vocabulary.set(name, (vocabulary.get(name) ?? new Set()).add(kind));
  for (const provider of Object.values(PROVIDERS) as { kind: Kind; names?: readonly string[]; store?: true }[]) {
    if (!provider.store) for (const name of provider.names ?? []) add(name, provider.kind);
  }
  for (const record of records) {
    for (const { value: processor } of record.processors) {
      if (processor.store) continue;
      for (const name of new Set([processor.name, ...parts(processor.name), ...(processor.names ?? [])])) add(name, processor.kind);
    }
  }
  return vocabulary;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The provider names a text types, longest first, each once ("Firebase Crashlytics", not also "Firebase"). */
export function typedNames(text: string, vocabulary: Vocabulary): string[] {
  // What the record prints is not typed: components, placeholders, link targets.
  let rest = text
    .replace(/<[A-Z][^<>]*\/?>/g, ' ')
    .replace(/\{(?:processors|period|law):[\w-]+\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  const found: string[] = [];
  for (const name of [...vocabulary.keys()].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'gu');
    if (!pattern.test(rest)) continue;
    found.push(name);
    rest = rest.replace(pattern, ' ');
  }
  return found;
}

/** "N days", "fourteen (14) months", "a month", "30-day", "30 gün": a period a text states itself. */
const NUMBER = String.raw`\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|bir|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on|yirmi|otuz|kırk|elli|altmış|yetmiş|seksen|doksan|yüz`;
const UNIT = String.raw`hours?|days?|weeks?|months?|years?|saat|gün|hafta|ay|yıl`;
const PERIOD = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${NUMBER})(?:[ -](?:${NUMBER}))*[ -](?:\(\d+\) )?(?:${UNIT})(?![\p{L}])`, 'giu');

/** The periods a text states by hand. */
export function typedPeriods(text: string): string[] {
  return [...text.replace(/<[A-Z][^<>]*\/?>/g, ' ').matchAll(PERIOD)].map((match) => match[0]);
}

/** Where a record keeps what users never read, or what is no prose: history, the owner's notes, names, addresses, keys. */
const NOT_PROSE = new Set(['changeLog', 'openQuestions', 'note', 'policyUrl', 'url', 'names', 'withdrawInApp', 'inApp', 'aiReportInApp']);

export type RecordText = { field: string; text: string; period: boolean };

/** Every text of a record as written, with its field (the path the file writes: a fact's `value` left out). */
export function recordTexts(written: unknown): RecordText[] {
  const texts: RecordText[] = [];
  const walk = (node: unknown, path: string[], inExtra: boolean) => {
    // A key of the record's lists ("crash-reports", "while-active") is no text.
    if (typeof node === 'string') {
      if (/\s/.test(node)) texts.push({ field: path.join('.'), text: node, period: !inExtra });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, String(index)], inExtra));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const isFact = 'value' in node && 'verified' in node;
    for (const [key, inner] of Object.entries(node)) {
      if (NOT_PROSE.has(key)) continue;
      // A processor's own name is the fact the other texts print; the processors an inventory type lists are references to it.
      if (key === 'name' && path[0] === 'processors') continue;
      if (key === 'processors' && path.length > 0) continue;
      walk(inner, isFact && key === 'value' ? path : [...path, key], inExtra || (path.length === 0 && key === 'extra'));
    }
  };
  walk(written, [], false);
  return texts;
}

/** How to print the names a text types: the kinds of the record's processors that carry them. */
function kindsOf(names: readonly string[], record: LegalRecord, vocabulary: Vocabulary): Kind[] {
  const own = record.processors.map((fact) => fact.value).filter((processor) => !processor.store);
  const kinds = names.flatMap((name) => {
    const carrying = own.filter((processor) => processor.name === name || processor.name.includes(name) || processor.names?.includes(name));
    return carrying.length ? carrying.map((processor) => processor.kind) : [...(vocabulary.get(name) ?? [])];
  });
  return [...new Set(kinds)];
}

const namesPhrase = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');
const or = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? ''));

/** What an app's documents and its record's texts type by hand, one block each naming the file and quoting the sentence. */
export function typedFactProblems(
  slug: string,
  written: unknown,
  record: LegalRecord,
  documents: readonly { file: string; text: string }[],
  vocabulary: Vocabulary,
): string[] {
  const recordFile = `content/apps/${slug}/legal.ts`;
  const kinds = new Set(record.processors.map((fact) => fact.value.kind));
  const stranger = (names: readonly string[]) => names.filter((name) => !record.processors.some(({ value }) => !value.store && (value.name.includes(name) || value.names?.includes(name))));
  const problems: string[] = [];
  for (const { file, text } of documents) {
    for (const sentence of sentences(text)) {
      const names = typedNames(sentence, vocabulary);
      if (names.length) {
        const others = stranger(names);
        problems.push(
          others.length
            ? `${file}: “${sentence}” names ${namesPhrase(others)}, which is no processor of ${recordFile}: take it out of the sentence, or add the processor to the record and print it with <ProcessorNames kind="…" />`
            : `${file}: “${sentence}” types ${namesPhrase(names)} by hand: print it from ${recordFile} with ${or(kindsOf(names, record, vocabulary).map((kind) => `<ProcessorNames kind="${kind}" />`))}, so that the sentence changes with the record`,
        );
      }
      const periods = typedPeriods(sentence);
      if (periods.length) {
        problems.push(`${file}: “${sentence}” writes ${periods.map((period) => `“${period}”`).join(', ')} by hand: print the period from the record or the law (<Retention of="…" />, <RetentionPeriod of="…" />, <Fact of="…" />, <Law of="…" />)`);
      }
      for (const [, kind] of sentence.matchAll(/<(?:ProcessorNames|Processors) kind="([\w-]+)"/g)) {
        if (!kinds.has(kind as Kind)) problems.push(`${file}: “${sentence}” prints the processors of kind "${kind}", and ${recordFile} has none: take the sentence out, or give the record such a processor`);
      }
    }
  }
  for (const { field, text, period } of recordTexts(written)) {
    const names = typedNames(text, vocabulary);
    if (names.length) {
      const others = stranger(names);
      problems.push(
        others.length
          ? `${recordFile}: field "${field}": “${text}” names ${namesPhrase(others)}, which is no processor of the record: take it out, or add the processor and write {processors:<kind>}`
          : `${recordFile}: field "${field}": “${text}” types ${namesPhrase(names)} by hand: write ${or(kindsOf(names, record, vocabulary).map((kind) => `{processors:${kind}}`))} instead, which prints the record's processor`,
      );
    }
    const periods = period ? typedPeriods(text) : [];
    if (periods.length) {
      problems.push(`${recordFile}: field "${field}": “${text}” writes ${periods.map((found) => `“${found}”`).join(', ')} by hand: write {period:<retention key>}, which prints the period of that retention entry, or {law:<key>}, a period the law sets`);
    }
  }
  return problems;
}
