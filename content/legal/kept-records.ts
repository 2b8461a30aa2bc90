import { invented } from '../facts';

/**
 * Two records every app keeps by the same rule, each apart from the support mail it may arrive in:
 * the requests people make under data protection law with our answers, and, in an app that
 * generates content with AI, the reports of its output. An app's record spreads the rule
 * (`requestRecords: invented(requestRecords('en'))`); lib/legal/records.ts refuses another period.
 */
export const KEPT_RECORDS = {
  requestRecords: invented(
    { amount: 3, unit: 'year' },
    'the record of each request under data protection law (access, correction, deletion, objection) and of our answer is kept three years from the last exchange about it, after the account is deleted too, so that the answer can be shown if the person complains to the Board (KVKK Art. 14: up to sixty days after the application) or to another authority, or claims damages (Turkish Code of Obligations Art. 72: two years from learning of the damage); confirm the period with a lawyer, and that the mailbox or the backend keeps these records apart from support mail, which is erased after one month',
  ),
  aiReports: invented(
    { amount: 6, unit: 'month' },
    'a report of AI output is kept six months from the report, long enough to review it and to check that a change to the instructions or the filters holds, and erased with the account: confirm the backend keeps reports this long and no longer',
  ),
} as const;

const REQUEST_RECORDS = {
  en: {
    data: 'Your requests under data protection law (to see, correct or delete your data, or to object) and our answers: the request, the details that identified you, the dates and what we did',
    reason:
      'If you complain to the Personal Data Protection Board (up to {law:kvkkComplaintAfterApplication} after your request, KVKK Art. 14) or to another authority, or bring a claim, we must be able to show how we answered; these records are kept apart from support e-mails and used for nothing else.',
  },
  tr: {
    data: 'Kişisel verilerin korunması mevzuatı kapsamındaki başvurularınız (verilerinizi görme, düzeltme, silme veya itiraz) ve yanıtlarımız: başvuru, sizi tanımlayan bilgiler, tarihler ve yaptığımız işlem',
    reason:
      'Kişisel Verileri Koruma Kuruluna (başvurunuzdan itibaren en geç {law:kvkkComplaintAfterApplication} içinde, KVKK m. 14) veya başka bir makama şikâyette bulunursanız ya da bir talepte bulunursanız başvurunuzu nasıl yanıtladığımızı gösterebilmemiz gerekir; bu kayıtlar destek e-postalarından ayrı tutulur ve başka hiçbir amaçla kullanılmaz.',
  },
} as const;

/**
 * The record of the requests people make under data protection law and of our answers, in every
 * app: kept KEPT_RECORDS.requestRecords after the last exchange about a request, after a deletion
 * too, on the protection of a right (the `legal-claims` row of commonBases). The record gives the
 * words of the other language too: an English app's Turkish ones, for its information notice; a
 * Turkish app's English ones, for its English deletion page.
 */
export function requestRecords(language: 'en' | 'tr') {
  const rule = { period: KEPT_RECORDS.requestRecords.value, from: 'last-contact', afterDeletion: 'kept' } as const;
  return language === 'en' ? { ...REQUEST_RECORDS.en, ...rule, tr: { ...REQUEST_RECORDS.tr } } : { ...REQUEST_RECORDS.tr, ...rule, en: { ...REQUEST_RECORDS.en } };
}

/**
 * The reports of AI output users make in an AI app: kept KEPT_RECORDS.aiReports from the report and
 * erased with the account. The app's record says what a report holds (in an English app's record
 * also in Turkish, `turkishData`; in a Turkish app's also in English, `englishData`).
 */
export function aiReports(data: string, turkishData?: string, englishData?: string) {
  const rule = { data, period: KEPT_RECORDS.aiReports.value, from: 'collection', afterDeletion: 'deleted' } as const;
  return { ...rule, ...(turkishData ? { tr: { data: turkishData } } : {}), ...(englishData ? { en: { data: englishData } } : {}) };
}

const AI_REPORTS_ACTIVITY = {
  en: 'Reviewing your reports of AI output, and keeping output that breaks our rules from recurring',
  tr: 'Yapay zekâ çıktısına ilişkin bildirimlerinizin incelenmesi ve kurallarımıza aykırı çıktının tekrarlanmasının önlenmesi',
} as const;

/** The `lawfulBases` row of the reports of AI output, the same in every AI app: legitimate interests, the safety of every user. */
export function aiReportsBasis(language: 'en' | 'tr') {
  const row = { of: 'ai-reports' as const, basis: 'legitimate-interests' as 'legitimate-interests' | 'legal-claims', activity: AI_REPORTS_ACTIVITY[language] as string };
  return language === 'en' ? { ...row, tr: { activity: AI_REPORTS_ACTIVITY.tr as string } } : row;
}
