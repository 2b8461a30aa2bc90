import { type LegalRecord, type LiabilityCarveOut } from '@/lib/legal/facts';
import { formatPeriod } from '@/lib/legal/wording';

/**
 * The liability rule of an app's record in words: the cap and the carve-outs,
 * which its terms and its EULA print from here, so the two cannot differ.
 */

type Language = 'en' | 'tr';

/** "€10"; Turkish: "10 avro", which takes a suffix as a word does ("10 avrodan"). */
const TR_CURRENCY = { EUR: 'avro', USD: 'ABD doları', TRY: 'Türk lirası' } as const;

export function formatMoney(money: { amount: number; currency: keyof typeof TR_CURRENCY }, language: Language): string {
  if (language === 'tr') return `${new Intl.NumberFormat('tr-TR').format(money.amount)} ${TR_CURRENCY[money.currency]}`;
  // "2,500 Turkish lira": English readers know the lira by name, not by the code "TRY 2,500".
  if (money.currency === 'TRY') return `${new Intl.NumberFormat('en-GB').format(money.amount)} Turkish lira`;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: money.currency, maximumFractionDigits: Number.isInteger(money.amount) ? 0 : 2 }).format(money.amount);
}

/** The ablative of a Turkish currency amount: "10 avrodan", "50 ABD dolarından", "100 Türk lirasından". */
function trAblative(money: { amount: number; currency: keyof typeof TR_CURRENCY }): string {
  const number = new Intl.NumberFormat('tr-TR').format(money.amount);
  return { EUR: `${number} avrodan`, USD: `${number} ABD dolarından`, TRY: `${number} Türk lirasından` }[money.currency];
}

type Liability = LegalRecord['liability']['value'];

/**
 * The one liability rule of an app, as the sentence its terms and its EULA
 * both use. It names the app instead of a defined term ("the App"), because
 * terms and EULA define different ones. What the user paid counts whoever took
 * the payment: purchases in the apps are paid to Apple or Google, not to us.
 */
export function liabilitySentence(liability: Liability, language: Language, appName: string): string {
  const months = formatPeriod({ amount: liability.paidMonths, unit: 'month' }, language);
  const indexed = liability.floor?.indexed === 'revaluation';
  if (language === 'en') {
    const floor = liability.floor ? `, or ${formatMoney(liability.floor, 'en')}, whichever is greater` : '';
    const keeps = indexed
      ? ` This floor of ${formatMoney(liability.floor!, 'en')} rises on 1 January of each year by the revaluation rate announced for that year under Article 298 (repeated) of the Tax Procedure Law No. 213, as the monetary limits of Turkish consumer law do.`
      : '';
    return `Our total liability to you for all claims arising from or relating to ${appName} is limited to the amount you paid for ${appName} and for purchases in it, whether to us or through the App Store or Google Play, in the ${months} before the event giving rise to the claim${floor}.${keeps}`;
  }
  const paid = `talebe yol açan olaydan önceki ${months} içinde ${appName} ve uygulama içi satın almaları için doğrudan bize veya App Store ya da Google Play aracılığıyla ödediğiniz tutar`;
  const limit = liability.floor ? `${paid} ile ${trAblative(liability.floor)} hangisi yüksekse o tutarla sınırlıdır` : `${paid} ile sınırlıdır`;
  const keeps = indexed
    ? ` ${formatMoney(liability.floor!, 'tr')} tutarındaki bu alt sınır, tüketici mevzuatındaki parasal sınırlar gibi her yıl 1 Ocak’ta, 213 sayılı Vergi Usul Kanunu’nun mükerrer 298. maddesi uyarınca o yıl için ilan edilen yeniden değerleme oranında artar.`
    : '';
  return `${appName} uygulamasından doğan veya onunla ilgili tüm taleplerde size karşı toplam sorumluluğumuz, ${limit}.${keeps}`;
}

const CARVE_OUTS: Record<Language, Record<LiabilityCarveOut, string>> = {
  en: {
    'death-personal-injury': 'death or personal injury caused by our negligence',
    fraud: 'fraud',
    'gross-negligence': 'gross negligence',
    'wilful-misconduct': 'wilful misconduct',
  },
  tr: {
    'death-personal-injury': 'ölüm veya bedensel zarar',
    fraud: 'hile',
    'gross-negligence': 'ağır ihmal',
    'wilful-misconduct': 'kasıt',
  },
};

/** The names of the carve-outs, in the record's order: "fraud", "gross negligence"… */
export function carveOutNames(liability: Liability, language: Language): string[] {
  return liability.carveOuts.map((item) => CARVE_OUTS[language][item]);
}

/** What the liability limits never reach, as one sentence: the same words in terms and EULA. */
export function carveOutSentence(liability: Liability, language: Language): string {
  const names = carveOutNames(liability, language);
  if (language === 'en') {
    const list = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(names.map((name) => `for ${name}`));
    return `These limits do not apply to liability ${list}, nor to any other liability that cannot be limited or excluded by law.`;
  }
  const list = new Intl.ListFormat('tr-TR', { type: 'disjunction' }).format(names);
  return `Bu sınırlamalar; ${list} hâllerinden doğan sorumluluğu, 6098 sayılı Türk Borçlar Kanunu’nun 115. maddesi uyarınca önceden kaldırılamayan diğer sorumlulukları ve 6502 sayılı Tüketicinin Korunması Hakkında Kanun başta olmak üzere tüketici mevzuatının emredici hükümlerini kapsamaz.`;
}
