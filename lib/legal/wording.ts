import { turkishLocative } from '@/lib/i18n/turkish';
import { type LawfulBasis, type LegalRecord, type Period, RETENTION_CATEGORIES, RETENTION_START, type Retention } from '@/lib/legal/facts';

/**
 * How the legal texts word the facts of lib/legal/facts.ts: periods, numbers,
 * what is kept after a deletion, names, courts and the labels of each legal
 * basis, in English and Turkish.
 */

// Legal texts write a number as words and digits: "thirty (30) days",
// "otuz (30) gün".

type Language = 'en' | 'tr';

const EN_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TR_ONES = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TR_TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];

export function numberWords(n: number, language: Language): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) throw new Error(`numberWords: ${n} is out of range`);
  if (language === 'en') {
    if (n < 20) return EN_ONES[n]!;
    if (n < 100) return EN_TENS[Math.floor(n / 10)]! + (n % 10 ? `-${EN_ONES[n % 10]}` : '');
    const rest = n % 100;
    return `${EN_ONES[Math.floor(n / 100)]} hundred${rest ? ` and ${numberWords(rest, 'en')}` : ''}`;
  }
  if (n === 0) return TR_ONES[0]!;
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  return [hundreds ? (hundreds === 1 ? 'yüz' : `${TR_ONES[hundreds]} yüz`) : '', tens ? TR_TENS[tens] : '', ones ? TR_ONES[ones] : '']
    .filter(Boolean)
    .join(' ');
}

const UNITS = {
  en: { hour: ['hour', 'hours'], day: ['day', 'days'], month: ['month', 'months'], year: ['year', 'years'] },
  tr: { hour: ['saat', 'saat'], day: ['gün', 'gün'], month: ['ay', 'ay'], year: ['yıl', 'yıl'] },
} as const;

/** "one (1) month", "thirty (30) days"; "bir (1) ay", "otuz (30) gün". */
export function formatPeriod(period: Period, language: Language): string {
  const unit = UNITS[language][period.unit][period.amount === 1 ? 0 : 1];
  return `${numberWords(period.amount, language)} (${period.amount}) ${unit}`;
}

const STARTS: Record<Language, Record<(typeof RETENTION_START)[number], string>> = {
  en: {
    collection: 'from collection',
    deletion: 'after you delete your account',
    'last-contact': 'after our last exchange with you',
    purchase: 'from the purchase',
    'end-of-year': 'from the end of the calendar year in which the record was made',
    decision: 'from our decision',
  },
  tr: {
    collection: 'toplandığı tarihten itibaren',
    deletion: 'hesabınızı sildiğiniz tarihten itibaren',
    'last-contact': 'sizinle son yazışmamızdan itibaren',
    purchase: 'satın alma tarihinden itibaren',
    'end-of-year': 'kaydın oluşturulduğu takvim yılının sonundan itibaren',
    decision: 'kararımızın tarihinden itibaren',
  },
};

/** What a user deletes to erase what a record keeps: the account, or, in an app without accounts, the data. */
export type Erasable = 'account' | 'data';
export function erasable(record: Pick<LegalRecord, 'retention'>): Erasable {
  return record.retention.account ? 'account' : 'data';
}

/** A fixed period that a deletion cuts short, as the phrase says it: by the account, or by the data of an app without one. */
const SOONER: Record<Language, Record<Erasable, string>> = {
  en: { account: ', or until you delete your account, if sooner', data: ', or until you delete your data, if sooner' },
  tr: { account: ' (hesabınızı daha önce silerseniz silene kadar)', data: ' (verilerinizi daha önce silerseniz silene kadar)' },
};

/**
 * How long one kind of data is kept, as a phrase that completes "… is kept":
 * "for fourteen (14) months from collection"; Turkish: "toplandığı
 * tarihten itibaren on dört (14) ay boyunca".
 */
export function retentionPhrase(retention: Retention, deletionLimit: Period, language: Language, deletes: Erasable = 'account'): string {
  if (retention.period === 'while-active') {
    return language === 'en'
      ? `while your account exists, and erased within ${formatPeriod(deletionLimit, 'en')} after you delete it`
      : `hesabınız var olduğu sürece saklanır ve hesabınızı sildikten sonra en geç ${formatPeriod(deletionLimit, 'tr')} içinde silinir`;
  }
  const start = STARTS[language][retention.from ?? 'collection'];
  // A fixed period that an account's deletion cuts short says so, as the deletion list does.
  const sooner = retention.afterDeletion === 'deleted';
  return language === 'en'
    ? `for ${formatPeriod(retention.period, 'en')} ${start}${sooner ? SOONER.en[deletes] : ''}`
    : `${start} ${formatPeriod(retention.period, 'tr')} boyunca${sooner ? SOONER.tr[deletes] : ''}`;
}

/** A list item of what is kept: the data, the period and, unless left out, the reason. */
export function keptItem(retention: Retention, deletionLimit: Period, language: Language, withReason = true, deletes: Erasable = 'account'): string {
  const period = retentionPhrase(retention, deletionLimit, language, deletes);
  const reason = withReason && retention.reason ? ` ${retention.reason}` : '';
  return language === 'en' ? `${retention.data}: kept ${period}.${reason}` : `${retention.data}: ${period} saklanır.${reason}`;
}

const UNIT_DAYS = { hour: 1 / 24, day: 1, month: 30, year: 365 } as const;

/** A period in days, to compare periods of different units (a month counts 30 days, a year 365). */
export function periodDays(period: Period): number {
  return period.amount * UNIT_DAYS[period.unit];
}

/** The record's retention entries in table order. */
export function retentionEntries(record: Pick<LegalRecord, 'retention'>): Retention[] {
  return RETENTION_CATEGORIES.flatMap((category) => {
    const entry = record.retention[category];
    return entry ? [entry.value] : [];
  });
}

/**
 * What a deletion erases, as the deletion page, the privacy policy and the Turkish notice list it:
 * every retention entry that ends with the account (or the data), the fixed periods a deletion cuts
 * short among them, in table order, then what else the record's `deletion.deleted` names that no
 * entry says (a link between identifiers, say). No entry is left out because a hand-written list forgot it.
 */
export function deletedOnDeletion(record: Pick<LegalRecord, 'retention' | 'deletion'>): string[] {
  return [...retentionEntries(record).filter((retention) => retention.afterDeletion === 'deleted').map((retention) => retention.data), ...record.deletion.deleted];
}

/** What outlives an account deletion, as the deletion page and the privacy policy both list it. */
export function keptAfterDeletion(record: Pick<LegalRecord, 'retention' | 'deletion'>, language: Language): string[] {
  const limit = record.deletion.timeLimit.value;
  return retentionEntries(record)
    .filter((retention) => retention.afterDeletion === 'kept')
    .map((retention) => keptItem(retention, limit, language, true, erasable(record)));
}

/**
 * The data kept longer than the deletion time limit: the exceptions a
 * summary such as "we keep personal data for no longer than one month" must
 * name, so that it never promises less than the retention table.
 */
export function keptLonger(record: Pick<LegalRecord, 'retention' | 'deletion'>): Retention[] {
  const limit = record.deletion.timeLimit.value;
  return retentionEntries(record).filter((retention) => retention.period !== 'while-active' && periodDays(retention.period) > periodDays(limit));
}

/** Names joined as a reader would: "A, B and C" / "A, B ve C". */
export function joinNames(names: readonly string[], language: Language): string {
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : 'tr-TR', { style: 'long', type: 'conjunction' }).format(names);
}

/**
 * A Turkish list item after the first, as a list joined with "; " reads it: its first letter
 * lower-cased only when it starts with an ordinary word, one the record itself writes in lower case
 * (`ordinary`: "Destek e-postalarınız" → "destek e-postalarınız"). An acronym ("KVKK"), a product
 * or provider name the record writes with a capital ("Crashlytics", "Premium"), and a proper name
 * that takes its suffix after an apostrophe ("Fal’a") or runs on in capitals ("Sana Özel Fal") keep
 * their capitals.
 */
export function continuingItem(text: string, ordinary: ReadonlySet<string>): string {
  const [first = '', second = ''] = text.split(/\s+/);
  const word = first.replace(/[’'].*$/u, '').replace(/[^\p{L}\p{N}-]/gu, '');
  const lower = word.charAt(0).toLocaleLowerCase('tr') + word.slice(1);
  const properName = /[’']\p{L}/u.test(first) || /^\p{Lu}/u.test(second);
  if (properName || !ordinary.has(lower)) return text;
  return text.charAt(0).toLocaleLowerCase('tr') + text.slice(1);
}

/** The words a text writes in lower case, for `continuingItem`. */
export function lowerCaseWords(text: string): Set<string> {
  return new Set([...text.matchAll(/(?<![\p{L}\p{N}-])\p{Ll}[\p{L}\p{N}-]*/gu)].map((match) => match[0]));
}

/** A Turkish place name in the locative ("<city>’da"): lib/i18n/turkish.ts, which the site's own texts use too. */
export { turkishLocative };

/** The courts a dispute clause names: those of the owner's city (content/site.ts). */
export function courtsPhrase(city: string, language: Language): string {
  return language === 'en' ? `the courts and enforcement offices of ${city}` : `${city} Mahkemeleri ve İcra Daireleri`;
}

/**
 * Each legal basis under the GDPR and under the KVKK, as the table of legal
 * bases prints it. The letters of KVKK Art. 5(2) follow the Turkish alphabet
 * ("(ç)"), so the English labels keep them.
 */
export const BASIS_LABELS: Record<Language, Record<LawfulBasis, { gdpr: string; kvkk: string }>> = {
  en: {
    contract: { gdpr: 'Contract (Art. 6(1)(b))', kvkk: 'Contract (Art. 5(2)(c))' },
    'legal-obligation': { gdpr: 'Legal obligation (Art. 6(1)(c))', kvkk: 'Legal obligation (Art. 5(2)(ç))' },
    'legitimate-interests': { gdpr: 'Legitimate interests (Art. 6(1)(f))', kvkk: 'Legitimate interests (Art. 5(2)(f))' },
    'legal-claims': { gdpr: 'Legitimate interests (Art. 6(1)(f))', kvkk: 'Establishing, exercising or protecting a right (Art. 5(2)(e))' },
    consent: { gdpr: 'Consent (Art. 6(1)(a))', kvkk: 'Explicit consent (Art. 5(1))' },
    'explicit-consent': { gdpr: 'Explicit consent (Art. 6(1)(a) and 9(2)(a))', kvkk: 'Explicit consent (Art. 6(3)(a))' },
  },
  tr: {
    contract: { gdpr: 'Sözleşmenin ifası (m. 6/1-b)', kvkk: 'Sözleşmenin kurulması veya ifası (m. 5/2-c)' },
    'legal-obligation': { gdpr: 'Hukuki yükümlülük (m. 6/1-c)', kvkk: 'Hukuki yükümlülük (m. 5/2-ç)' },
    'legitimate-interests': { gdpr: 'Meşru menfaat (m. 6/1-f)', kvkk: 'Meşru menfaat (m. 5/2-f)' },
    'legal-claims': { gdpr: 'Meşru menfaat (m. 6/1-f)', kvkk: 'Bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e)' },
    consent: { gdpr: 'Rıza (m. 6/1-a)', kvkk: 'Açık rıza (m. 5/1)' },
    'explicit-consent': { gdpr: 'Açık rıza (m. 6/1-a ve m. 9/2-a)', kvkk: 'Açık rıza (m. 6/3-a)' },
  },
};
