import { confirmed, type Fact, invented } from '../facts';

export * from './data-rules';

/**
 * What is the same for every app: the providers' own facts (their privacy
 * policy, what kind of service they are, the shortest time they keep what
 * they receive, the names a text may call them by) and periods set by law. An
 * app's record says what it uses a provider for and where; this file says what
 * the provider is. `names` are the provider's names and products besides the
 * name a record gives it: no document or text of a record types one, it prints
 * the record's processor instead (<ProcessorNames kind="…" />, {processors:…}),
 * and the build refuses one typed by hand (lib/build/typed-facts.ts). The app
 * stores (`store: true`) are named by the store terms of every EULA as the
 * stores the app is sold in, and are not refused.
 */
export const PROVIDERS = {
  googleCloud: { kind: 'hosting', policyUrl: 'https://policies.google.com/privacy', names: ['Google Cloud', 'Firebase'] },
  /** Google Analytics for Firebase keeps user-level data for 2 or 14 months; 2 is its shortest setting. */
  googleAnalytics: { kind: 'analytics', policyUrl: 'https://firebase.google.com/support/privacy', minimumRetention: { amount: 2, unit: 'month' }, names: ['Google Analytics', 'Firebase Analytics', 'Firebase'] },
  /** Firebase Crashlytics keeps crash reports for a fixed 90 days. */
  crashlytics: { kind: 'crash-reports', policyUrl: 'https://firebase.google.com/support/privacy', minimumRetention: { amount: 90, unit: 'day' }, names: ['Crashlytics', 'Firebase'] },
  openai: { kind: 'ai', policyUrl: 'https://openai.com/policies/privacy-policy', names: ['OpenAI', 'ChatGPT'] },
  stabilityAi: { kind: 'ai', policyUrl: 'https://stability.ai/privacy-policy', names: ['Stability AI', 'Stable Diffusion', 'Stable Audio'] },
  elevenLabs: { kind: 'ai', policyUrl: 'https://elevenlabs.io/privacy-policy', names: ['ElevenLabs', 'Eleven Music'] },
  replicate: { kind: 'ai', policyUrl: 'https://replicate.com/privacy', names: ['Replicate'] },
  appStore: { kind: 'payments', policyUrl: 'https://www.apple.com/legal/privacy/', store: true },
  googlePlay: { kind: 'payments', policyUrl: 'https://policies.google.com/privacy', store: true },
} as const;

/** Periods and ages set by law, which the documents print with <Law of="…" />. */
export const LAW = {
  gdprAnswer: confirmed({ amount: 1, unit: 'month' }, 'GDPR Article 12(3): a request is answered within one month'),
  gdprAnswerExtension: confirmed(
    { amount: 2, unit: 'month' },
    'GDPR and UK GDPR Article 12(3): the time to answer may be extended by two further months where requests are complex or numerous, telling the person why within the first month',
  ),
  kvkkAnswer: confirmed({ amount: 30, unit: 'day' }, 'KVKK Article 13(2): an application is answered within thirty days at the latest'),
  kvkkComplaintAfterAnswer: confirmed({ amount: 30, unit: 'day' }, 'KVKK Article 14: a complaint within thirty days of learning the answer'),
  kvkkComplaintAfterApplication: confirmed({ amount: 60, unit: 'day' }, 'KVKK Article 14: and in any case within sixty days of the application'),
  ageOfMajority: confirmed(18, 'Turkish Civil Code Article 11: majority begins at eighteen'),
  gdprConsentAgeMin: confirmed(13, 'GDPR Article 8(1): a member state may set a lower age of digital consent, but not below thirteen'),
  gdprConsentAgeMax: confirmed(16, 'GDPR Article 8(1): the highest age of digital consent a member state may set'),
  ukConsentAge: confirmed(13, 'UK GDPR Article 8(1), as the Data Protection Act 2018 sets it: the age of digital consent in the United Kingdom is thirteen'),
  renewalNotice: confirmed(
    { amount: 24, unit: 'hour' },
    'the App Store and Google Play renew a subscription automatically unless it is turned off at least this long before the period ends, and charge the renewal within this time',
  ),
  withdrawal: confirmed(
    { amount: 14, unit: 'day' },
    'Directive 2011/83/EU Art. 9(1), the UK Consumer Contracts Regulations 2013 reg. 29 and the Turkish Distance Contracts Regulation (Mesafeli Sözleşmeler Yönetmeliği) Art. 9(1): a consumer may withdraw from a distance contract within fourteen days without giving a reason; for digital content and services the period runs from the day the contract is made',
  ),
  changeTermination: confirmed(
    { amount: 30, unit: 'day' },
    'Directive (EU) 2019/770 Art. 19(2): a consumer whom a change to a digital service affects negatively may end the contract free of charge within thirty days of being told of it or of the change, whichever is later',
  ),
  breachNotice: confirmed(
    { amount: 72, unit: 'hour' },
    'KVKK Art. 12(5) and the Board’s decision 2019/10: a breach is notified to the Board within seventy-two hours of learning of it, and to the people it affects as soon as possible, whatever the risk; GDPR Art. 33(1): the supervisory authority within the same seventy-two hours',
  ),
  purchaseRecords: confirmed(
    { amount: 5, unit: 'year' },
    'Turkish Tax Procedure Law No. 213 (VUK) Article 253: books and records are kept five years from the start of the year after the one they concern',
  ),
} as const;

const PURCHASE_RECORDS_REASON = {
  en: 'Turkish tax law (Article 253 of the Tax Procedure Law No. 213) requires us to keep the records of our income for this period; they are used for nothing else.',
  tr: 'Vergi mevzuatı (213 sayılı Vergi Usul Kanunu m. 253) bu kayıtların bu süre boyunca saklanmasını gerektirir; başka bir amaçla işlenmez.',
} as const;

/**
 * The one rule for purchase records, for every app that takes store payments:
 * kept for the period of the tax law from the end of the year, after an
 * account deletion too. The app's record says only which records it keeps;
 * it also says it in the other language (`otherData`): an English app's record
 * in Turkish, for its Turkish information notice, a Turkish app's in English,
 * for its English deletion page, which take the reason from here.
 */
export function purchaseRecords(language: keyof typeof PURCHASE_RECORDS_REASON, data: string, otherData?: string) {
  const rule = { data, period: LAW.purchaseRecords.value, from: 'end-of-year', afterDeletion: 'kept', reason: PURCHASE_RECORDS_REASON[language] } as const;
  if (!otherData) return rule;
  return language === 'en' ? { ...rule, tr: { data: otherData, reason: PURCHASE_RECORDS_REASON.tr } } : { ...rule, en: { data: otherData, reason: PURCHASE_RECORDS_REASON.en } };
}


/**
 * The country the legal texts are written for: where the controller (the owner) is established.
 * From it follow the KVKK governing all processing, no KVKK representative, the representatives
 * in the EU and the UK, transfers abroad under KVKK Art. 9, and the terms' law and courts. The
 * owner's address (content/site.ts) must be in this country: after a move abroad a production
 * build stops until the texts are reviewed for the new country and this record names it.
 */
export const ESTABLISHMENT = confirmed(
  { country: 'Türkiye' },
  'the privacy policies, terms, EULAs and information notices are written for a controller established in Türkiye, where the owner lives (content/site.ts)',
);

/**
 * How transfers abroad are protected, for every app: the controller is in Türkiye
 * (ESTABLISHMENT) and the providers process data in the EU and the US. Under KVKK Art. 9 as amended by Law No. 7499, a
 * transfer needs a condition of Art. 5 or 6 (the legal basis of the processing) and, where no
 * adequacy decision covers the country, an appropriate safeguard; this is that safeguard, which
 * every policy prints with <TransferSafeguards />.
 */
export const TRANSFERS = {
  kvkkSafeguard: invented(
    {
      en: 'the standard contract announced by the Personal Data Protection Board (KVKK Art. 9(4)(c)), which we sign with each provider abroad and notify to the Personal Data Protection Authority within five business days of signing (KVKK Art. 9(5))',
      tr: 'Kişisel Verileri Koruma Kurulunca ilan edilen standart sözleşme (KVKK m. 9/4-c); bu sözleşmeyi yurt dışındaki her sağlayıcıyla imzalar ve imzalanmasından itibaren beş iş günü içinde Kişisel Verileri Koruma Kurumuna bildiririz (KVKK m. 9/5)',
    },
    'sign the Board’s standard contract with each provider abroad that the records name (OWNER-CHECKLIST.md lists them under “Transfers abroad”, from the records) and notify it to the Personal Data Protection Authority (Kurum) within five business days of signing (KVKK Art. 9(5), as amended by Law No. 7499); keep a copy to send to users who ask for one',
  ),
  /**
   * The App Store and Google Play are no providers of ours: they take the payment as independent
   * controllers, under the terms the user accepts with them, and transfer what they receive under
   * their own safeguards. What we exchange with them is the confirmation of a purchase, which
   * every policy of an app with a payments provider says rests on the contract with the user (KVKK
   * Art. 9(6)(b)): the stores do not countersign the Board’s standard contract.
   */
  stores: invented(
    {
      en: 'The App Store and Google Play are not our service providers: Apple and Google take the payment for a purchase as independent controllers, under the terms you accept with them and their own privacy policies, and they make any transfer abroad of what you give them on the safeguards those policies describe. What passes between them and us is only what confirms a purchase (the purchase token and the transaction record), which we need to perform our contract with you. The stores do not sign the standard contract above with us, so what we send them to confirm a purchase leaves Türkiye on another ground of Article 9 of the KVKK: the transfer is necessary for the performance of our contract with you (Art. 9(6)(b)).',
      tr: 'App Store ve Google Play hizmet sağlayıcımız değildir: Apple ve Google, satın almanın ödemesini kendileriyle kabul ettiğiniz koşullar ve kendi gizlilik politikaları uyarınca bağımsız veri sorumlusu olarak alır ve kendilerine verdiğiniz verileri yurt dışına, bu politikalarda açıklanan güvencelere dayanarak aktarır. Onlarla aramızda yalnızca bir satın almayı doğrulayan bilgiler (satın alma belirteci ve işlem kaydı) gidip gelir; bu bilgiler sizinle yaptığımız sözleşmenin ifası için gereklidir. Mağazalar yukarıdaki standart sözleşmeyi bizimle imzalamadığından, bir satın almayı doğrulamak için onlara gönderdiğimiz bilgiler KVKK’nın 9. maddesindeki başka bir şarta dayanılarak yurt dışına aktarılır: aktarım, sizinle yaptığımız sözleşmenin ifasıyla ilgili olarak zorunludur (m. 9/6-b).',
    },
    'the policies say the App Store and Google Play act as independent controllers, that they do not sign the Board’s standard contract, and that what we send them to confirm a purchase leaves Türkiye as a transfer necessary for the performance of the contract with the user (KVKK Art. 9(6)(b)); confirm this ground with a lawyer (Art. 9(6) is meant for transfers that are occasional), or tell us on which other ground these confirmations leave Türkiye',
  ),
} as const;

/**
 * How an application under the KVKK reaches the controller, beside the post and the e-mails every
 * document names (the Communiqué on the Procedures and Principles of Application to the Data
 * Controller, Art. 5(1)): `kepAddress` is the controller's own registered electronic mail (KEP)
 * address. A KEP message proves its delivery only from one KEP address to another, so the KEP
 * channel is offered only to this address, and left out while the owner has none (`undefined`):
 * write it here as `confirmed('…@hs01.kep.tr')` once the owner has one, and every notice and
 * policy offers it.
 */
export const KVKK_APPLICATIONS: { kepAddress: Fact<string> | undefined } = {
  kepAddress: undefined,
};

/**
 * What every app's terms and EULA promise on their own changes, printed by <Changes />: users are
 * told in the app this long before a change takes effect.
 */
export const TERMS = {
  changeNotice: invented(
    { amount: 30, unit: 'day' },
    'the terms and the EULA of every app promise to tell users of a change in the app at least this long before it takes effect (Directive 2019/770 Art. 19(1)(d): reasonably in advance); confirm each app can show such a notice, and that a user who refuses a change and deletes the account is refunded the paid credits and subscription time not used, through the store or by the owner',
  ),
} as const;

/**
 * The periods every app shares, so that no app keeps what another deletes sooner without a
 * reason: the time within which a deletion erases everything not kept by law, and how long
 * support e-mails are kept.
 */
export const RETENTION_RULES = {
  deletionTimeLimit: invented(
    { amount: 30, unit: 'day' },
    'one deadline for every app: the KVKK gives thirty days to conclude a request (Art. 13(2)) and the GDPR one month (Art. 12(3)), and thirty days meets both (the apps whose product keeps personal data up to one month keep within it); confirm every backend erases a deleted account, backups included, within it',
  ),
  connectionLogs: invented(
    { amount: 1, unit: 'month' },
    'one period for the servers’ connection logs in every app, from collection: the logs are written request by request, not by account, so the policies say a deletion does not cut them short; confirm how long the backends and their hosting keep them, and whether they can erase an account’s entries (see the open question)',
  ),
  supportMessages: invented(
    { amount: 1, unit: 'month' },
    'one period for support e-mails in every app, from the last exchange, erased with the account: the shortest the apps had, as the apps whose product keeps personal data up to one month require; mail kept after a deletion would need its own legal basis (legitimate interests) in the record',
  ),
} as const;

const SUPPORT_MESSAGES_RULE = { period: RETENTION_RULES.supportMessages.value, from: 'last-contact', afterDeletion: 'deleted' } as const;

/**
 * The one rule for support e-mails, for every app: kept for RETENTION_RULES.supportMessages from
 * the last exchange and erased with the account. The app's record says only what they hold (in
 * an English app's record also in Turkish, in a Turkish app's also in English).
 */
export function supportMessages(data: string, turkishData?: string, englishData?: string) {
  return { data, ...SUPPORT_MESSAGES_RULE, ...(turkishData ? { tr: { data: turkishData } } : {}), ...(englishData ? { en: { data: englishData } } : {}) };
}

const CONNECTION_LOGS_REASON = {
  en: 'Our servers log each request as it arrives, not by account, so these logs are not picked out and erased when you delete your account or your data: they are erased when this period ends, and used only to deliver the service and protect it from abuse.',
  tr: 'Sunucularımız her isteği geldiği anda, hesaplara göre ayırmadan kaydeder; bu nedenle bu kayıtlar hesabınızı veya verilerinizi sildiğinizde ayıklanıp silinmez, bu sürenin sonunda silinir ve yalnızca hizmeti sunmak ve kötüye kullanıma karşı korumak için kullanılır.',
} as const;

/**
 * The one rule for the servers' connection logs, for every app: kept for RETENTION_RULES.connectionLogs
 * from collection, whatever the user deletes, because a log is written by request, not by account.
 * The app's record says only what its logs hold (also in the app's other language); a record
 * that confirms its backend erases an account's entries may say `afterDeletion: 'deleted'` instead
 * (lib/legal/shared-rules.ts refuses it otherwise).
 */
export function connectionLogs(language: keyof typeof CONNECTION_LOGS_REASON, data: string, otherData?: string) {
  const rule = { data, period: RETENTION_RULES.connectionLogs.value, from: 'collection', afterDeletion: 'kept', reason: CONNECTION_LOGS_REASON[language] } as const;
  if (!otherData) return rule;
  return language === 'en' ? { ...rule, tr: { data: otherData, reason: CONNECTION_LOGS_REASON.tr } } : { ...rule, en: { data: otherData, reason: CONNECTION_LOGS_REASON.en } };
}

/** What no contract may exclude: every app's terms and EULA keep liability for these. */
const LIABILITY_CARVE_OUTS = ['death-personal-injury', 'fraud', 'gross-negligence', 'wilful-misconduct'] as const;

/**
 * The floor of every app's liability cap, one rule in every contract: an amount in Turkish lira
 * (the contracts are made by a controller in Türkiye and governed by its law, and a consumer in
 * Türkiye is owed a floor in the currency of the contract, not one that moves with the euro), which
 * keeps its value as the consumer limits of Law No. 6502 do: it rises each 1 January by the
 * revaluation rate announced for the year under Article 298 (repeated) of the Tax Procedure Law.
 * It keeps the cap from being a full exclusion for users who paid nothing.
 */
export const LIABILITY_FLOOR = invented(
  { amount: 2500, currency: 'TRY' as const, indexed: 'revaluation' as const },
  'one floor for the liability cap of every app, in lira, rising each year by the revaluation rate (yeniden değerleme oranı) as the consumer limits do: the apps had €50 in English and 2,500 lira in Turkish, and 2,500 lira is near €50 today; confirm the amount',
);

/**
 * The liability rule of every app: at most what the user paid in the previous
 * twelve months, and at least LIABILITY_FLOOR, with the carve-outs above.
 */
export function liabilityCap(floor: { amount: number; currency: 'EUR' | 'USD' | 'TRY'; indexed?: 'revaluation' } = LIABILITY_FLOOR.value) {
  return { paidMonths: 12, floor, carveOuts: [...LIABILITY_CARVE_OUTS] };
}

type Basis = 'legitimate-interests' | 'consent' | 'contract' | 'legal-obligation' | 'legal-claims';
type CommonProcessing = 'crash-reports' | 'analytics' | 'support' | 'tax-records' | 'authorities' | 'legal-claims';

/** The processing every app does, in the order the policies list it, with its basis and usual wording. */
const COMMON_BASES: Record<'en' | 'tr', Record<CommonProcessing, { basis: Basis; activity: string }>> = {
  en: {
    'crash-reports': { basis: 'legitimate-interests', activity: 'Finding and fixing crashes and errors (crash reports)' },
    analytics: { basis: 'consent', activity: 'Usage analytics, collected only once you allow it in the app' },
    support: { basis: 'contract', activity: 'Answering your support e-mails' },
    'tax-records': { basis: 'legal-obligation', activity: 'Keeping purchase records for the period tax law sets' },
    authorities: { basis: 'legal-obligation', activity: 'Answering the requests you make under data protection law, and lawful requests of competent authorities' },
    'legal-claims': { basis: 'legal-claims', activity: 'Keeping the record of your requests under data protection law and of our answers, to show how we answered if a complaint or a claim follows' },
  },
  tr: {
    'crash-reports': { basis: 'legitimate-interests', activity: 'Çökme raporlarıyla hataların tespit edilip giderilmesi' },
    analytics: { basis: 'consent', activity: 'Analiz verileriyle uygulamanın geliştirilmesi (yalnızca uygulamada açık rıza verdiğinizde)' },
    support: { basis: 'contract', activity: 'Destek taleplerinizin yanıtlanması' },
    'tax-records': { basis: 'legal-obligation', activity: 'Satın alma kayıtlarının vergi mevzuatı uyarınca saklanması' },
    authorities: { basis: 'legal-obligation', activity: 'KVKK başvurularınıza yanıt ve resmî makamların talepleri' },
    'legal-claims': { basis: 'legal-claims', activity: 'Başvurularınızın ve yanıtlarımızın kaydının, bir şikâyet veya talep hâlinde nasıl yanıtladığımızı gösterebilmek için saklanması' },
  },
};

/**
 * The rows of a record's `lawfulBases` that every app shares (crash reports,
 * analytics, support, tax records, authorities, the record of data protection
 * requests kept for legal claims), in its language; an app words
 * one differently by giving its activity. An English app's rows carry their
 * Turkish words too, for its Turkish information notice: an activity it words
 * differently is given in both languages.
 */
export function commonBases(language: 'tr', activities?: Partial<Record<CommonProcessing, string>>): { of: CommonProcessing; basis: Basis; activity: string }[];
export function commonBases(
  language: 'en',
  activities?: Partial<Record<CommonProcessing, { en: string; tr: string }>>,
): { of: CommonProcessing; basis: Basis; activity: string; tr: { activity: string } }[];
export function commonBases(language: 'en' | 'tr', activities: Partial<Record<CommonProcessing, string | { en: string; tr: string }>> = {}) {
  return (Object.keys(COMMON_BASES[language]) as CommonProcessing[]).map((of) => {
    const own = activities[of];
    if (language === 'tr') return { of, basis: COMMON_BASES.tr[of].basis, activity: typeof own === 'string' ? own : COMMON_BASES.tr[of].activity };
    const words = typeof own === 'object' ? own : { en: COMMON_BASES.en[of].activity, tr: COMMON_BASES.tr[of].activity };
    return { of, basis: COMMON_BASES.en[of].basis, activity: words.en, tr: { activity: words.tr } };
  });
}

/**
 * What only the owner can settle for every app at once (OWNER-CHECKLIST.md lists each under "every
 * app"): the questions of one app are in its record's `openQuestions`.
 */
export const OPEN_QUESTIONS: readonly string[] = [
  'Law No. 5651 on internet publications: whether it makes you a content or hosting provider for the apps’ backends (above all Sharix AI, whose users send posts to each other), and so whether its regulation requires keeping traffic logs for one to two years instead of the one month the policies give for connection logs; until this is settled no document claims compliance with it. If it applies, keep the logs that long on a legal obligation, and the connection-log entries of the records, their inventories and retention tables follow',
  'the purchase confirmations exchanged with the App Store and Google Play (TRANSFERS.stores): the stores do not countersign the Board’s standard contract, so the policies give the transfer necessary for the performance of the contract with the user (KVKK Art. 9(6)(b)) as their ground; confirm it with a lawyer, as Art. 9(6) is meant for occasional transfers, or name the ground that fits and the policies say it',
  'the deletion page of every app with one deletes by an identifier friends or others may see, and answers “not found” differently from “deleted”, which tells anyone whether an ID exists: decide whether a web deletion should ask for proof that only the app holds (a code the app shows, a confirmation in the app) and answer the same way whether or not the account exists',
  'whether the backends can erase one account’s or one installation’s entries from the servers’ connection logs when it is deleted: the policies say they cannot, so the logs are kept for their period from collection (connectionLogs() of content/legal/shared.ts); if a backend does erase them, write the record’s entry with afterDeletion: \'deleted\' as a confirmed fact, and its texts say a deletion cuts the period short',
  'a registered electronic mail (KEP) address of your own (KVKK_APPLICATIONS.kepAddress): an application under the KVKK may come by KEP only to a KEP address, so no notice or policy offers KEP until you have one; once you do, write it there and every notice and policy offers it',
  'the host the website’s notice names (content/legal/site-privacy.ts): confirm the company that serves the static site, the region of its servers and what its logs hold and for how long, or the notice changes with them',
];
