import type { LegalRecord } from '@/lib/legal/facts';
import { erasable, retentionPhrase } from '@/lib/legal/wording';

type Language = 'en' | 'tr';
type Document = 'privacy-policy' | 'terms-and-conditions' | 'eula';

/** Every menu path of `aiReportInApp`, one for each kind of AI output the app makes. */
export function aiReportPaths(record: Pick<LegalRecord, 'aiReportInApp'>): string[][] {
  const value = record.aiReportInApp?.value;
  if (!value) return [];
  return value.every((step) => typeof step === 'string') ? [value as string[]] : (value as string[][]);
}

/**
 * How a user reports AI output without leaving the app (Google Play's AI-Generated Content policy),
 * as the terms, the EULA and the policy of an app with an AI provider say it, around the menu path of
 * `aiReportInApp` (`path`, already joined): the terms promise the review, the EULA grants it as the
 * licence's rule, and the policy says what a report holds, why and for how long. One function, so
 * that the three documents of every AI app, in either language, say the same.
 */
export function aiReportClause(record: LegalRecord, document: Document, language: Language): [before: string, after: string] {
  const kept = record.retention.aiReports?.value;
  if (!kept) throw new Error(`content/apps/${record.app}/legal.ts: field "retention.aiReports" is missing, which says how long reports of AI output are kept`);
  const period = retentionPhrase(kept, record.deletion.timeLimit.value, language, erasable(record));
  if (language === 'en') {
    if (document === 'privacy-policy') {
      return [
        'If you report something the AI made for you without leaving the app, at ',
        `, we receive the output, what produced it, the reason you give and the time, linked to your account. We use them only to review your report and to keep such output from recurring, on our legitimate interest in a safe app, and keep them ${period}.`,
      ];
    }
    if (document === 'eula') return ['You can report offensive, harmful or unlawful AI output without leaving the App, at ', '; the Licensor reviews every report.'];
    return [
      'If something the AI makes for you is offensive, harmful or unlawful, report it without leaving the app, at ',
      '. We review every report, and we use what we learn to keep such output from being made again, by changing the instructions we give the AI providers or our filters. Reporting does not delete the output: you can delete it yourself.',
    ];
  }
  if (document === 'privacy-policy') {
    return [
      'Yapay zekânın sizin için ürettiği bir çıktıyı uygulamadan çıkmadan ',
      ` yoluyla bildirirseniz çıktıyı, onu üreten girdiyi, belirttiğiniz gerekçeyi ve zamanı hesabınızla bağlantılı olarak alırız. Bunları yalnızca bildiriminizi incelemek ve böyle bir çıktının tekrarlanmasını önlemek için, güvenli bir uygulamadaki meşru menfaatimize dayanarak işler ve ${period} saklarız.`,
    ];
  }
  if (document === 'eula') return ['Saldırgan, zararlı veya hukuka aykırı bir yapay zekâ çıktısını Uygulamadan çıkmadan ', ' yoluyla bildirebilirsiniz; Geliştirici her bildirimi inceler.'];
  return [
    'Yapay zekânın sizin için ürettiği bir çıktı saldırgan, zararlı veya hukuka aykırıysa uygulamadan çıkmadan ',
    ' yoluyla bildirin. Her bildirimi inceleriz ve öğrendiklerimizi, yapay zekâ sağlayıcılarına verdiğimiz talimatları veya filtrelerimizi değiştirerek böyle bir çıktının yeniden üretilmesini önlemek için kullanırız. Bildirmek çıktıyı silmez: çıktıyı kendiniz silebilirsiniz.',
  ];
}
