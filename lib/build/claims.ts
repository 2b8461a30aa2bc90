import type { LegalRecord } from '@/lib/legal/facts';
import type { DataTypeKey } from '@/lib/stores/taxonomy';
import { escape, SUBJECTS, type Subject } from './claim-subjects';
import { sentences } from './sentences';

/**
 * Sentences typed into an app's documents or its record's texts that say what the app collects or
 * uses, checked against the record: what a sentence says the app does not collect, access or use
 * (a data type, a device permission, a kind of processor), what it says the app does collect or use,
 * and the recipients it lists as the only ones. The check knows every data type of the stores'
 * taxonomy (lib/stores/taxonomy.ts: Play's English and Turkish names and Apple's, and the words a
 * policy uses for it), every device permission of DEVICE_PERMISSIONS and every kind of processor, in
 * English and Turkish (lib/build/claim-subjects.ts); a table keyed by the taxonomy's types (`TYPE_WORDS`) fails to compile when a
 * type is added without its words. It runs at `npm run docs`, at the build and in `npm run new-app`
 * (lib/build/agreement.ts), naming the file and quoting the sentence.
 *
 * It is a safety net under the rule that facts are printed (<DataSafetySummary />, <Processors />,
 * <ProcessorNames kind="…" />): a sentence the check cannot read is still the owner's to keep true.
 */

/** What the user gives of their own accord, which no sentence on what the app asks for is about: a support e-mail, a report, something they choose to add. */
const UNASKED = new Set(['support', 'report', 'choice']);

/** What the record holds that makes a subject true: the types it lists, the permissions it asks for, the kinds of its processors. */
function held(record: LegalRecord, subject: Subject, asks = false): string[] {
  const { permissions } = record.inventory.value;
  const types = record.inventory.value.types.filter((entry) => !asks || !(typeof entry.use === 'object' && 'when' in entry.use && UNASKED.has(entry.use.when)));
  return [
    ...subject.types.filter((type) => types.some((entry) => entry.type === type)).map((type) => `"inventory.types" lists "${type}"`),
    ...subject.permissions.filter((permission) => permissions.some((entry) => entry.of === permission)).map((permission) => `"inventory.permissions" lists "${permission}"`),
    ...subject.kinds.filter((kind) => record.processors.some((fact) => fact.value.kind === kind)).map((kind) => `"processors" has one of kind "${kind}"`),
    ...(subject.kinds.includes('analytics') && types.some((entry) => entry.purposes.includes('analytics')) ? ['"inventory.types" collects data for "analytics"'] : []),
  ];
}

/** English verbs of collecting and reaching; `use` is said of a device or a kind of processor only ("does not use photo metadata" denies no photo). */
const COLLECT = String.raw`ask(?:s)?(?: you)? for|listen(?:s)? to|(?:collect|gather|request|access|read|record|receive|store|keep|save|upload|share|send|transfer|sell|track|process|obtain)(?:e?s)?`;
/** Words after which a denial limits what is done instead of denying it: "we do not use your recordings to train models". */
const LIMITED = /\b(?:for|unless|except|without|other than|beyond|longer than|more than|outside|in the background|when|while|until|before|after|only|apart from|besides|in (?:readable|plain) form|(?:anyone|anybody|no one) else|third[- ]part(?:y|ies)|others)\b|\bto\s+(?!(?:an?|the|any|our|your|other|others|third|their|its|anyone|anybody|us|them|servers?|providers?)\b)\p{L}+/iu;
const TURKISH_LIMITED = /(?<![\p{L}])(?:için|dışında|haricinde|olmadan|olmaksızın|arka planda|sürece|yalnızca|sadece|daha uzun|amacıyla|amaçla|dışındaki|kimseye|başkasına|başkalarına|üçüncü (?:kişi|taraf)\p{L}*|sağlayıcı\p{L}*(?:ya|ye|na|ne))(?![\p{L}])|\p{L}+(?:madan|meden)(?![\p{L}])/iu;

/**
 * A span of a sentence with what its verb may say: only a use of a device or a service (`use`), or a
 * collection of anything (`any`); `asks` when it says what the app asks for, which data the user
 * gives of their own accord (a support e-mail, a report) does not contradict.
 */
type Span = { span: string; verb: 'use' | 'any'; asks?: boolean; language: 'en' | 'tr' };

const PARTICIPLE = String.raw`collected|gathered|requested|accessed|read|recorded|received|stored|kept|saved|uploaded|shared|sent|transferred|sold|tracked|processed|used`;
/** What a clause says after its verb, up to the next verb of its own, the next clause (", and …"), a sentence's end or a semicolon. */
const CLAUSE = String.raw`(?:(?!\b(?:does|do|did|will|would|can|could) not\b|,\s*(?:and|but|so|while|or)\b)[^.;:])*`;

/** Whether a negation is said to the reader ("you may not", "do not send us …"), not of the app. */
function addressed(sentence: string, at: number): boolean {
  return /(?:\byou(?:r)?\s+(?:\w+\s+)?|^[\s*_-]*|[,;:(]\s*(?:and\s+|or\s+)?|\bplease\s+)$/i.test(sentence.slice(0, at));
}

/** The spans of a sentence that deny something. */
function denials(sentence: string): Span[] {
  const spans: Span[] = [];
  const negation = String.raw`\b(?:(?:does|do|did|will|would|can|could)(?: not|n't)|never|cannot|won't|can't)\s+(?:(?:also|ever|even|otherwise|itself|automatically)\s+)?`;
  for (const match of sentence.matchAll(new RegExp(`${negation}(uses?|${COLLECT})\\b(${CLAUSE})`, 'giu'))) {
    if (addressed(sentence, match.index)) continue;
    spans.push({ span: match[2]!, verb: /^uses?$/i.test(match[1]!) ? 'use' : 'any', asks: /^(?:ask|request)/i.test(match[1]!), language: 'en' });
  }
  // "collects no X", "has no access to X", "No X is collected", "X is never collected".
  for (const match of sentence.matchAll(new RegExp(`\\b(?:${COLLECT}|uses?) no\\b(${CLAUSE})`, 'giu'))) spans.push({ span: match[1]!, verb: 'any', language: 'en' });
  for (const match of sentence.matchAll(new RegExp(`\\bha(?:s|ve) no access to\\b(${CLAUSE})`, 'giu'))) spans.push({ span: match[1]!, verb: 'any', language: 'en' });
  for (const match of sentence.matchAll(new RegExp(`\\bno\\b([^.;:]*?)\\b(?:is|are|will be|gets|get)\\s+(?:ever\\s+)?(?:${PARTICIPLE})\\b(${CLAUSE})`, 'giu'))) {
    spans.push({ span: `${match[1]!}${LIMITED.test(match[2]!) ? ' only' : ''}`, verb: 'any', language: 'en' });
  }
  for (const match of sentence.matchAll(new RegExp(`([^.;:,]*?)\\b(?:is|are|will be|gets|get)\\s+(?:not|never)\\s+(?:${PARTICIPLE})\\b(${CLAUSE})`, 'giu'))) {
    spans.push({ span: `${match[1]!}${LIMITED.test(match[2]!) ? ' only' : ''}`, verb: 'any', language: 'en' });
  }
  // Turkish puts the verb last: what it denies runs from the clause's start to the negative verb.
  const turkishVerb = String.raw`(?:topla|iste|eriş|kullan|al|işle|kaydet|sakla|paylaş|gönder|aktar|oku|dinle|tut|yükle|sat|izle)(?:ıl|il|ul|ül|n)?(?:maz|mez|mayız|meyiz|mıyoruz|miyoruz|muyoruz|mayacağız|meyeceğiz|mayacak|meyecek|mazlar|mezler)`;
  for (const match of sentence.matchAll(new RegExp(`([^.;:]*?)(?<![\\p{L}])(${turkishVerb})(?![\\p{L}])`, 'giu'))) {
    spans.push({ span: match[1]!, verb: 'any', asks: /^iste/i.test(match[2]!), language: 'tr' });
  }
  for (const match of sentence.matchAll(/([^.;:]*?)(?<![\p{L}])(?:erişimi|erişim izni) (?:yoktur|olmaz|bulunmaz)(?![\p{L}])/giu)) spans.push({ span: match[1]!, verb: 'any', language: 'tr' });
  return spans.filter(({ span, language }) => !(language === 'en' ? LIMITED : TURKISH_LIMITED).test(span));
}

/** The spans of a sentence that say the app collects, reaches or uses something. */
function assertions(sentence: string, appName: string): Span[] {
  const spans: Span[] = [];
  const modal = String.raw`(?:(?:also|only|then|automatically|first)\s+)*(?:(?:may|can|will|must)\s+(?:(?:also|only|then|automatically|first)\s+)*)?`;
  const base = String.raw`collect|gather|ask(?: you)? for|request|access|record|store|keep|upload|receive|process|use`;
  const third = String.raw`collects|gathers|asks(?: you)? for|requests|accesses|records|stores|keeps|uploads|receives|processes|uses`;
  const apps = ['the app', 'it', ...(appName ? [escape(appName)] : [])].join('|');
  const patterns = [new RegExp(`\\bwe\\s+${modal}(${base})\\b(${CLAUSE})`, 'giu'), new RegExp(`\\b(?:${apps})\\s+(?:(?:(?:also|only|then|automatically|first)\\s+)*(${third})|(?:may|can|will|must)\\s+${modal}(${base}))\\b(${CLAUSE})`, 'giu')];
  for (const pattern of patterns) {
    for (const match of sentence.matchAll(pattern)) {
      const [verb, span] = match.length === 3 ? [match[1]!, match[2]!] : [match[1] ?? match[2]!, match[3]!];
      // "stores no videos" is a denial; "only if you allow it" says when, should the record list it.
      if (/^\s*(?:no|nothing|none|neither)\b/i.test(span) || /\bonly\s+(?:if|when|while|once|after|with)\b/i.test(span)) continue;
      spans.push({ span, verb: /^uses?$/i.test(verb) ? 'use' : 'any', language: 'en' });
    }
  }
  const turkishVerb = String.raw`(?:toplarız|toplar|toplanır|alırız|işleriz|işlenir|saklarız|saklanır|isteriz|erişir|erişiriz|kaydeder|kaydederiz|kullanır|kullanırız|izin ister)`;
  for (const match of sentence.matchAll(new RegExp(`([^.;:]*?)(?<![\\p{L}])${turkishVerb}(?![\\p{L}])`, 'giu'))) {
    if (!/(?<![\p{L}])(?:yalnızca|sadece)(?![\p{L}])/iu.test(match[1]!)) spans.push({ span: match[1]!, verb: 'any', language: 'tr' });
  }
  return spans;
}

/** What a span says is not the case: "not to your name", "adınıza değil", "kimliğiniz yerine". */
const NEGATED = { en: /\bnot\s+(?:(?:to|with|from|of|your|the|a|an|any)\s+)*[\p{L}-]+(?:\s+(?:id|ids|address|number|name))?/giu, tr: /[\p{L}-]+\s+(?:değil|yerine)(?![\p{L}])/giu };

/** The subjects a span names, in its language: after "use", only a device or a kind of service ("does not use photo metadata" denies no photo). */
function named({ span, verb, language }: Span): Subject[] {
  return SUBJECTS.filter((subject) => (verb === 'any' || subject.device) && subject[language].test(span));
}

/** The subjects a span says the app collects: what it says is not the case left out. */
function assertedSubjects(span: Span): Subject[] {
  return named({ ...span, span: span.span.replace(NEGATED[span.language], ' ') });
}

/** The data types a sentence says the app does not collect, in the stores' taxonomy. */
export function deniedTypes(sentence: string): DataTypeKey[] {
  return [...new Set(denials(sentence).flatMap((span) => named(span).flatMap((subject) => subject.types)))];
}

/** The words a sentence may name a processor by: each word of its name, and the company of its policy's address. */
function namesOf(processor: LegalRecord['processors'][number]['value']): string[] {
  const company = new URL(processor.policyUrl).hostname.split('.').at(-2);
  return [...processor.name.split(/\s+/).filter((word) => word.length > 3 && !/^(and|for)$/i.test(word)), ...(company ? [company] : [])];
}

/**
 * A sentence that gives the only recipients: data shared, sent or processed "only with", "only to" or
 * "only by" someone, "yalnızca … ile paylaşırız"; not "only with your permission".
 */
const ONLY =
  /\b(?:shares?|shared|sharing|discloses?|disclosed|sends?|sent|transfers?|transferred|gives?|given|pass(?:es|ed)?|processed|received|sells?|sold)\b[^.;]*?\bonly\s+(?:with|to|by)\s+(?!(?:your|you|the extent|what|where|when)\b)|(?<![\p{L}])(?:yalnızca|sadece)\s+(?!(?:izn|rıza|açık rıza|onay|talebiniz|isteğiniz))[^.;]*?(?:ile|’[ae]|'[ae]|’y[ae]|'y[ae]|\p{L}+[’'](?:a|e|ya|ye))\s+(?:paylaş|aktar|gönder|ilet)\p{L}*/iu;

/** What an app's document says against its record, one line each naming the file and quoting the sentence. */
export function claimProblems(record: LegalRecord, file: string, text: string, recordFile: string, appName = ''): string[] {
  const problems: string[] = [];
  for (const sentence of sentences(text)) {
    // The app's name is a name, whatever words it is made of ("… Yapay Zekâ", "… for Voices & AI").
    const read = appName ? sentence.split(appName).join('the app') : sentence;
    const denied = new Set<string>();
    for (const span of denials(read)) {
      for (const subject of named(span)) {
        for (const holds of held(record, subject, span.asks)) {
          if (denied.has(holds)) continue;
          denied.add(holds);
          problems.push(`${file}: “${sentence}” says the app does not collect or use ${subject.label}, but ${holds} in ${recordFile}: rewrite the sentence, or take it out of the record`);
        }
      }
    }
    const asserted = new Set<string>();
    for (const span of assertions(read, appName)) {
      for (const subject of assertedSubjects(span)) {
        if (held(record, subject).length || asserted.has(subject.label)) continue;
        asserted.add(subject.label);
        const missing = [
          ...subject.types.map((type) => `"${type}"`),
          ...subject.permissions.map((permission) => `the permission "${permission}"`),
          ...subject.kinds.map((kind) => `a processor of kind "${kind}"`),
        ].join(', or ');
        problems.push(`${file}: “${sentence}” says the app collects or uses ${subject.label}, but ${recordFile} lists none of it (${missing}): add it to the inventory, or rewrite the sentence`);
      }
    }
    // A sentence that lists the only recipients by name names every processor of the record, or prints them
    // (<ProcessorNames kind="…" />); one that ends in a colon introduces the generated list; one that names none is general.
    if (ONLY.test(sentence) && !/:\s*$/.test(sentence)) {
      const printed = (processor: LegalRecord['processors'][number]['value']) => sentence.includes(`<ProcessorNames kind="${processor.kind}"`) || /<ProcessorNames \/>/.test(sentence);
      const mentioned = (processor: LegalRecord['processors'][number]['value']) => namesOf(processor).some((word) => new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'iu').test(sentence));
      const processors = record.processors.map((fact) => fact.value);
      if (processors.some((processor) => printed(processor) || mentioned(processor))) {
        for (const processor of processors) {
          if (!printed(processor) && !mentioned(processor)) {
            problems.push(`${file}: “${sentence}” lists the only recipients without ${processor.name}, a processor of ${recordFile}: name it there, or print the processors with <ProcessorNames kind="${processor.kind}" />`);
          }
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
