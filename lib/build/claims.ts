import type { LegalRecord } from '@/lib/legal/facts';
import { DATA_TYPES, type DataTypeKey } from '@/lib/stores/taxonomy';

/**
 * Sentences typed into an app's documents that go stale when its record changes: what the app
 * says it does not collect, and the recipients a sentence lists as the only ones. Each is checked
 * against the record (its inventory, its disclosures, its processors), naming the file and the
 * sentence, at `npm run docs`, at the build and in `npm run new-app` (lib/build/agreement.ts).
 */

type Claim = { words: RegExp; types: readonly DataTypeKey[] };

/** The words a denial uses for what the stores' taxonomy calls a data type, in English and Turkish. */
const CLAIMS: readonly Claim[] = [
  { words: /\bprecise location\b|hassas konum|tam konum/iu, types: ['precise-location'] },
  { words: /\bphotos?\b|\bphoto library\b|fotoğraf/iu, types: ['photos'] },
  { words: /\bvideos?\b|video(?:lar)/iu, types: ['videos'] },
  { words: /\bcamera\b|kamera/iu, types: ['photos', 'videos'] },
  { words: /\bmicrophone\b|mikrofon/iu, types: ['voice-recordings'] },
  { words: /\bcontacts\b|rehber|kişileriniz/iu, types: ['contacts'] },
  { words: /\bphone number\b|telefon numara/iu, types: ['phone'] },
  { words: /\b(?:your|real) name\b|\badınızı\b/iu, types: ['name'] },
  { words: /\bcalendar\b|takvim/iu, types: ['calendar'] },
];

/** An English denial: its verb, then what it denies up to the next verb of its own, the next clause (", and …"), a sentence's end or a semicolon. */
const ENGLISH_DENIAL = /\b(?:does not|do not|doesn't|don't|never|will not)\s+(?:ask(?: you)? for|collect|access|request|read|reach|receive|store)\b((?:(?!\b(?:does|do|did|will) not\b|,\s*(?:and|but|so|while)\b)[^.;])*)/giu;
/** A Turkish denial: what it denies, from the clause's start, then its verb (Turkish puts the verb last). */
const TURKISH_DENIAL = /([^.;:]*?)\b(?:istemez|toplamaz|toplamayız|erişmez|almaz|almayız|işlemeyiz)\b/giu;

/** A document's sentences, one line of its source each at most, for a message to quote. */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-ZÇĞİÖŞÜ{<*])/u))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The data types a sentence says the app does not collect. */
export function deniedTypes(sentence: string): DataTypeKey[] {
  const spans = [...sentence.matchAll(ENGLISH_DENIAL)].map((match) => match[1]!).concat([...sentence.matchAll(TURKISH_DENIAL)].map((match) => match[1]!));
  return [...new Set(spans.flatMap((span) => CLAIMS.filter((claim) => claim.words.test(span)).flatMap((claim) => claim.types)))];
}

/** The words a sentence may name a processor by: each word of its name, and the company of its policy's address. */
function namesOf(processor: LegalRecord['processors'][number]['value']): string[] {
  const company = new URL(processor.policyUrl).hostname.split('.').at(-2);
  return [...processor.name.split(/\s+/).filter((word) => word.length > 3 && !/^(and|for)$/i.test(word)), ...(company ? [company] : [])];
}

/** What an app's document says against its record, one line each naming the file and quoting the sentence. */
export function claimProblems(record: LegalRecord, file: string, text: string, recordFile: string): string[] {
  const problems: string[] = [];
  const listed = new Set(record.inventory.value.types.map((entry) => entry.type));
  for (const sentence of sentences(text)) {
    for (const type of deniedTypes(sentence)) {
      if (!listed.has(type)) continue;
      problems.push(
        `${file}: “${sentence}” says the app does not collect ${DATA_TYPES[type].name.en.toLowerCase()}, but "inventory.types" of ${recordFile} lists "${type}": rewrite the sentence, or take the type out of the inventory`,
      );
    }
    // A sentence that lists the only recipients in its own words names every processor of the record, or prints them
    // (<ProcessorNames kind="…" />); one that ends in a colon introduces the generated list instead.
    if (/\bonly (?:by|to) these recipients\b[^:]*:\s*\S/i.test(sentence)) {
      for (const { value: processor } of record.processors) {
        const printed = sentence.includes(`<ProcessorNames kind="${processor.kind}" />`);
        const named = namesOf(processor).some((word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(sentence));
        if (!printed && !named) {
          problems.push(`${file}: “${sentence}” lists the only recipients without ${processor.name}, a processor of ${recordFile}: name it there, or print the processors with <ProcessorNames kind="${processor.kind}" />`);
        }
      }
    }
  }
  // The recipients besides the processors: a policy names a disclosure exactly when the record has it (the information notice prints the record's).
  const disclosures = [
    { key: 'new-owner', words: /\bnew owner\b|yeni (?:bir )?sahib/iu, what: 'a transfer of the app to a new owner' },
    { key: 'rights-and-safety', words: /\brights and safety\b|\bsafety and rights\b|haklarımızı ve güvenliğimizi/iu, what: 'disclosures to protect rights and safety' },
  ] as const;
  if (file.endsWith('/privacy-policy.mdx')) {
    for (const { key, words, what } of disclosures) {
      const sentence = sentences(text).find((candidate) => words.test(candidate));
      const recorded = record.disclosures.includes(key);
      if (sentence && !recorded) problems.push(`${file}: “${sentence}” names ${what}, but "disclosures" of ${recordFile} does not list "${key}": add it there, or take it out of the sentence`);
      if (!sentence && recorded) problems.push(`${recordFile}: "disclosures" lists "${key}", but ${file} does not mention ${what}: say so in the policy's recipients, or take "${key}" out of the record`);
    }
  }
  return problems;
}
