import { LAW, TERMS } from '@/content/legal/shared';
import { type LegalRecord } from '@/lib/legal/facts';
import { formatPeriod } from '@/lib/legal/wording';

/**
 * The clauses of consumer law that every app's terms and EULA share, in words:
 * how the documents change (Directives 93/13/EEC and 2019/770), the right of
 * withdrawal from a purchase (Directive 2011/83/EU, the Turkish Distance
 * Contracts Regulation) and the user's indemnity. Their components
 * (components/legal/facts.tsx) print them from here, so every app says the
 * same, and the browser tests compare the pages with these sentences.
 */

type Language = 'en' | 'tr';
type Ruling = 'terms-and-conditions' | 'eula';
type Facts = Pick<LegalRecord, 'app' | 'credits' | 'processors' | 'retention'>;

/** How each document names itself and the thing it governs: "these Terms" of "the Service", "this EULA" of "the app". */
const NAMES = {
  en: {
    'terms-and-conditions': { the: 'these Terms', service: 'the Service' },
    eula: { the: 'this EULA', service: 'the app' },
  },
  tr: {
    'terms-and-conditions': { accusative: 'Bu Koşulları', object: 'bu Koşulları', locative: 'Hizmette', service: 'Hizmetin' },
    eula: { accusative: "Bu Sözleşme'yi", object: "bu Sözleşme'yi", locative: 'Uygulamada', service: 'Uygulamanın' },
  },
} as const;

/** Whether the app takes payments through the stores: it then sells something the user may withdraw from or be refunded. */
export function sells(record: Pick<LegalRecord, 'processors'>): boolean {
  return record.processors.some((fact) => fact.value.kind === 'payments');
}

/**
 * The record's points or credits in the plural, if it has any: "credits"; Turkish "puanlar", with
 * "puanlarınızın" (of your points) formed by the same vowel harmony.
 */
function creditsPlural(record: Facts, language: Language): { plural: string; yours: string } | undefined {
  const name = record.credits?.value.name;
  if (!name) return undefined;
  if (language === 'en') return { plural: `${name}s`, yours: `your ${name}s` };
  // The plural and possessive suffixes follow the last vowel of the word: front vowels take -ler, -iniz.
  const last = [...name].reverse().find((letter) => 'aeıioöuü'.includes(letter));
  const front = last !== undefined && 'eiöü'.includes(last);
  const plural = `${name}${front ? 'ler' : 'lar'}`;
  return { plural, yours: `${plural}${front ? 'inizin' : 'ınızın'}` };
}

/**
 * What we refund when the contract ends through no breach of the user's (a refused change, the
 * service discontinued): the price of everything paid for and not used, purchases of every kind,
 * through the store where the store makes the refund and otherwise ourselves (Directive 2019/770
 * Art. 16(1) and 19(2), Directive 93/13/EEC Annex 1(f), Law No. 6502 Art. 5). As the object of
 * "we refund …" / "… iade ederiz".
 */
export function unusedPurchases(record: Facts, language: Language): string {
  const credits = creditsPlural(record, language);
  if (language === 'en') {
    const items = [credits ? `of the paid ${credits.plural} you have not used` : undefined, 'of the subscription time you have paid for and not used', 'of the unused part of any one-time purchase'];
    return `the price ${new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items.filter((item): item is string => Boolean(item)))}: through the App Store or Google Play where the store makes the refund, and otherwise ourselves`;
  }
  const items = [credits ? `kullanmadığınız satın alınmış ${credits.yours}` : undefined, 'ödemesini yaptığınız hâlde kullanmadığınız abonelik süresinin', 'tek seferlik satın almaların kullanılmayan kısmının'];
  return `${new Intl.ListFormat('tr-TR', { type: 'conjunction' }).format(items.filter((item): item is string => Boolean(item)))} bedelini, mağaza iadeyi yapıyorsa App Store veya Google Play üzerinden, yapmıyorsa doğrudan kendimiz`;
}

/**
 * The terms' promise when we discontinue the service for a reason other than the user's breach:
 * reasonable notice and, for an app that sells, the refund of what was paid and not used.
 */
export function discontinuationClause(record: Facts, language: Language): string {
  const paid = sells(record);
  if (language === 'en') return `If we discontinue the Service for a reason other than your breach, we give you reasonable notice${paid ? ` and refund ${unusedPurchases(record, 'en')}` : ''}.`;
  return `Hizmeti, Koşulları ihlal etmeniz dışında bir sebeple tamamen sona erdirirsek bunu size makul bir süre önceden bildiririz${paid ? ` ve ${unusedPurchases(record, 'tr')} iade ederiz` : ''}.`;
}

/**
 * When the licensor may end the EULA: only for a serious or repeated breach, as the terms suspend
 * an account only for one (a licence ended for any breach without notice would let the EULA,
 * which prevails, take what the terms promise).
 */
export function licenceTerminationClause(language: Language, appName: string): string {
  // "we" and the app's name, because the EULAs define different names for the licensor and the app.
  if (language === 'en') return `We may end this EULA, and your right to use ${appName}, only if you seriously or repeatedly break it or the Terms and Conditions, or if the law requires it; where the law allows, we tell you first, with the reason.`;
  return "Geliştirici bu Sözleşme'yi ve Uygulamayı kullanma hakkınızı yalnızca Sözleşme'yi veya Kullanım Koşullarını ciddi biçimde ya da tekrar tekrar ihlal etmeniz veya hukuki bir zorunluluk doğması hâlinde sona erdirebilir; mevzuatın izin verdiği ölçüde bunu size önceden, gerekçesiyle birlikte bildirir.";
}

/**
 * What a breach of the rules may cost, the one rule the acceptable-use sections and the reports of
 * shared content print: content or a request that breaks the rules may be refused or removed, but
 * an account is suspended or closed (in an app without accounts, the installation blocked) only for
 * a serious or repeated breach, or where the law requires it, as the termination sections and
 * <LicenceTermination /> say; where the law allows, with notice and the reason first.
 */
export function accountClosureClause(record: Facts, language: Language): string {
  const accounts = record.retention.account !== undefined;
  if (language === 'en') {
    const closing = accounts ? 'we suspend or close an account' : 'we suspend your access to the Service, for example by blocking your installation,';
    return `We may refuse a request or remove content that breaks these rules, but ${closing} only for a serious or repeated breach of these Terms, or where the law requires it; where the law allows, we tell you first, with the reason.`;
  }
  const closing = accounts ? 'hesabınızı' : 'Hizmete erişiminizi (örneğin kurulumunuzu engelleyerek)';
  const verb = accounts ? 'askıya alır veya kapatırız' : 'askıya alırız';
  return `Bu kurallara aykırı bir isteği reddedebilir veya içeriği kaldırabiliriz; ancak ${closing} yalnızca Koşulları ciddi biçimde veya tekrar tekrar ihlal etmeniz ya da hukuki bir zorunluluk doğması hâlinde ${verb} ve mevzuatın izin verdiği ölçüde bunu size önceden, gerekçesiyle birlikte bildiririz.`;
}

/**
 * What a change to the terms or the EULA needs, as paragraphs: a valid reason, notice in the app
 * before it takes effect, and the user's right to refuse it by ending the contract free of charge,
 * with a refund of what was paid and not used (Directive 2019/770 Art. 19, Directive 93/13/EEC
 * Annex 1(j)); only a change that does not reduce the user's rights may apply without notice.
 * Continuing to use the app never counts as accepting a change.
 */
export function changesClause(record: Facts, document: Ruling, language: Language): string[] {
  const notice = formatPeriod(TERMS.changeNotice.value, language);
  const after = formatPeriod(LAW.changeTermination.value, language);
  const accounts = record.retention.account !== undefined;
  const paid = sells(record);
  if (language === 'en') {
    const names = NAMES.en[document];
    const end = accounts ? 'by deleting your account' : 'by uninstalling the app';
    // The refund is claimed before the account that holds the purchases is gone, or afterwards on the store's receipt.
    const refund = accounts
      ? ` Write to us before you delete your account, and we refund ${unusedPurchases(record, 'en')}; if you have already deleted it, write to us with the order number of your store receipt and we refund you all the same.`
      : ` Write to us with the order number of your store receipt, and we refund ${unusedPurchases(record, 'en')}.`;
    return [
      `We may change ${names.the} only for a valid reason: a change to ${names.service}, to the law, to the rules of the app stores or to the services of our providers. We tell you of a change in the app at least ${notice} before it takes effect, and show you what changes; the date at the top of this page shows the version in force.`,
      `If you do not accept a change, you may end your contract with us free of charge, ${end} and cancelling any subscription, before the change takes effect or within ${after} after it does.${paid ? refund : ''}`,
      `A change that does not reduce your rights, such as a new feature or a clearer wording, may take effect without this notice.`,
    ];
  }
  const names = NAMES.tr[document];
  const end = accounts ? 'hesabınızı silerek' : 'uygulamayı kaldırarak';
  const refund = accounts
    ? ` Hesabınızı silmeden önce bize yazarsanız ${unusedPurchases(record, 'tr')} iade ederiz; hesabınızı sildiyseniz mağaza makbuzunuzdaki sipariş numarasıyla bize yazdığınızda da iadeyi yaparız.`
    : ` Mağaza makbuzunuzdaki sipariş numarasıyla bize yazarsanız ${unusedPurchases(record, 'tr')} iade ederiz.`;
  return [
    `${names.accusative} yalnızca haklı bir sebeple, yani ${names.locative}, mevzuatta, uygulama mağazalarının kurallarında veya sağlayıcılarımızın hizmetlerinde bir değişiklik olması hâlinde değiştirebiliriz. Değişikliği, yürürlüğe girmesinden en az ${notice} önce, neyin değiştiğini göstererek uygulama içinde size bildiririz; yürürlükteki sürümün tarihi bu sayfanın başında yer alır.`,
    `Değişikliği kabul etmezseniz, değişiklik yürürlüğe girmeden önce veya yürürlüğe girdiği tarihten itibaren ${after} içinde ${end} ve varsa aboneliğinizi iptal ederek sözleşmemizi ücretsiz olarak sona erdirebilirsiniz.${paid ? refund : ''}`,
    'Haklarınızı azaltmayan bir değişiklik (örneğin yeni bir özellik veya daha açık bir ifade) bu bildirim beklenmeden yürürlüğe girebilir.',
  ];
}

/**
 * The right of withdrawal from a purchase in the app, as paragraphs: fourteen days in the EU and
 * the UK, lost for digital content supplied at once only with the consumer's express consent and
 * acknowledgement on the purchase screen (Directive 2011/83/EU Art. 16(m), Art. 14(3) for a
 * subscription started at once); in Türkiye the same fourteen days and the exceptions of Art. 15
 * of the Distance Contracts Regulation; Apple and Google take the payment and make the refund.
 */
export function withdrawalClause(record: Facts, language: Language): string[] {
  if (!sells(record)) throw new Error(`content/apps/${record.app}/legal.ts has no payments provider: the app sells nothing to withdraw from`);
  const days = formatPeriod(LAW.withdrawal.value, language);
  const credits = creditsPlural(record, language);
  if (language === 'en') {
    const content = `digital content supplied at once${credits ? `, such as ${credits.plural}` : ''}`;
    return [
      `If you are a consumer in the European Union or the United Kingdom, you may withdraw from a purchase in the app within ${days} of making it, without giving a reason. For ${content}, you lose this right only if, before you pay, you expressly agree on the purchase screen that the supply begins at once and acknowledge that you thereby lose your right of withdrawal; we then confirm both to you. The same agreement lets a subscription start at once: if you withdraw from it within the ${days}, you pay only for the time before you withdrew.`,
      `If you are a consumer in Türkiye, the Turkish Distance Contracts Regulation gives you the same ${days}. Under its Article 15, the right does not apply to services performed at once in electronic form or to intangible goods delivered to you at once, nor to a service whose performance began with your approval before the ${days} ended; the purchase screen tells you so before you pay.`,
      'Apple and Google take the payment for a purchase in the app, and you withdraw by asking the store you bought from for a refund: Apple through reportaproblem.apple.com, Google through Google Play. If the store does not refund a withdrawal the law entitles you to, write to us and we refund you ourselves.',
    ];
  }
  const content = `size anında teslim edilen gayrimaddi mallarda${credits ? ` (örneğin ${credits.plural})` : ''}`;
  return [
    `Tüketici iseniz, uygulama içi bir satın almadan, satın alma tarihinden itibaren ${days} içinde herhangi bir gerekçe göstermeksizin cayabilirsiniz (Mesafeli Sözleşmeler Yönetmeliği m. 9). Ancak Yönetmeliğin 15. maddesi uyarınca elektronik ortamda anında ifa edilen hizmetlerde, ${content} ve cayma süresi dolmadan onayınızla ifasına başlanan hizmetlerde cayma hakkı kullanılamaz; satın alma ekranı bunu ödemeden önce size bildirir.`,
    `Avrupa Birliği’nde veya Birleşik Krallık’ta yaşayan bir tüketiciyseniz de satın alma tarihinden itibaren ${days} içinde cayabilirsiniz. Anında sağlanan dijital içerikte bu hakkı yalnızca, ödemeden önce satın alma ekranında ifaya hemen başlanmasını açıkça kabul eder ve bu sebeple cayma hakkınızı kaybedeceğinizi onaylarsanız kaybedersiniz; bu onayları size ayrıca teyit ederiz. Aynı onayla hemen başlayan bir abonelikten ${days} içinde cayarsanız yalnızca cayma tarihine kadar geçen sürenin bedelini ödersiniz.`,
    'Uygulama içi satın almaların bedelini Apple veya Google tahsil eder; cayma hakkınızı, satın aldığınız mağazadan iade isteyerek kullanırsınız: Apple için reportaproblem.apple.com, Google için Google Play üzerinden. Mağaza, mevzuatın size tanıdığı bir cayma hâlinde iadeyi yapmazsa bize yazın; iadeyi doğrudan biz yaparız.',
  ];
}

/**
 * Which version of a contract published in both languages prevails. For a consumer living in
 * Türkiye, the Turkish one: the Consumer Protection Law (No. 6502) and the Distance Contracts
 * Regulation give them the contract and its pre-contractual information in a language they can
 * understand, and a term the drafter made unclear is read against the drafter (Turkish Code of
 * Obligations, Art. 23), so a Turkish consumer may rely on the Turkish text whatever an English
 * clause says. For everyone else the English one, of which the Turkish is a translation for
 * convenience. The two have the same content, printed from the same record and clauses, so the rule
 * decides only a difference of wording. `link` is the name of the other version's language, which
 * the component links to it.
 */
export function languageClause(document: Ruling, language: Language): { before: string; link: string; after: string } {
  if (language === 'en') {
    const names = { 'terms-and-conditions': 'These Terms are', eula: 'This EULA is' }[document];
    return {
      before: `${names} published in English and in `,
      link: 'Turkish',
      after: ', with the same content. If you are a consumer living in Türkiye, the Turkish version binds you and us, and prevails where the two differ. For everyone else, the English version prevails, and the Turkish version is a translation provided for convenience.',
    };
  }
  const names = { 'terms-and-conditions': 'Bu Koşullar', eula: 'Bu Sözleşme' }[document];
  return {
    before: `${names} aynı içerikle Türkçe ve `,
    link: 'İngilizce',
    after: ' olarak yayımlanmıştır. Türkiye’de yaşayan bir tüketiciyseniz Türkçe metin sizin için de bizim için de bağlayıcıdır ve iki metin arasında bir farklılık bulunması hâlinde Türkçe metin esas alınır. Diğer kullanıcılar için İngilizce metin esas alınır; Türkçe metin ise kolaylık sağlamak amacıyla sunulan bir çeviridir.',
  };
}

/**
 * The user's indemnity, the one an app's terms may give: only for a claim arising from the user's
 * breach of the terms or of the law, only to the extent the user is at fault, never for the app
 * working as intended.
 */
export function indemnityClause(document: Ruling, language: Language): string {
  if (language === 'en') {
    const names = NAMES.en[document];
    return `If someone else brings a claim against us, you compensate us for the resulting losses and reasonable costs, including legal fees, only where the claim arises from your breach of ${names.the} or of the law, and only to the extent that you are at fault. You owe nothing for a claim that arises from ${names.service} working as intended, or from our own breach or fault.`;
  }
  const names = NAMES.tr[document];
  return `Üçüncü bir kişi bize karşı bir talepte bulunursa, bu talebin bize verdiği zararları ve avukatlık ücretleri dâhil makul masrafları yalnızca talep ${names.object} veya mevzuatı ihlal etmenizden doğmuşsa ve yalnızca kusurunuz oranında karşılarsınız. ${names.service} amaçlandığı şekilde çalışmasından ya da bizim ihlalimizden veya kusurumuzdan doğan bir talep için sizden hiçbir şey istenmez.`;
}

/**
 * What a deletion does to points or credits, the one sentence every document that says it prints
 * (<CreditsOnDeletion />, and the deletion page and the Turkish notice beside the record's notes):
 * the balance goes with the account, except the paid part a refund is owed for (a refused change to
 * the terms, the service discontinued), which is refunded before the deletion, or afterwards on the
 * store's receipt, so that the way out of a change never costs what the refund promises.
 */
export function creditsOnDeletion(record: Facts, language: Language): string {
  const credits = creditsPlural(record, language);
  if (!credits) throw new Error(`content/apps/${record.app}/legal.ts has no "credits": only an app with points or credits says what a deletion does to them`);
  if (language === 'en') {
    return `Deleting your account deletes the ${credits.plural} you have not used, except those we owe you a refund for: if you refuse a change to the Terms or we discontinue the Service, we refund the paid ${credits.plural} you have not used before your account is deleted, or afterwards on the order number of your store receipt.`;
  }
  // "puanlarınız da" (your points too) and "puanların" (of the points), "kredileriniz de", "kredilerin", by the vowel harmony of the plural.
  const front = credits.plural.endsWith('ler');
  // "puanlarınızın" less its genitive "ın": "puanlarınız".
  const yours = credits.yours.slice(0, -2);
  const of = `${credits.plural}${front ? 'in' : 'ın'}`;
  return `Hesabınızı sildiğinizde kullanılmamış ${yours} ${front ? 'de' : 'da'} silinir; ancak Kullanım Koşullarındaki bir değişikliği kabul etmediğiniz veya Hizmeti sona erdirdiğimiz için iadesini borçlu olduğumuz, satın alıp kullanmadığınız ${of} bedelini hesabınız silinmeden önce, silindiyse mağaza makbuzunuzdaki sipariş numarasıyla iade ederiz.`;
}

/**
 * What becomes of bought points or credits when we end the contract: what the user paid for and
 * has not used is refunded, unless the contract ends because of the user's fraud; a deletion the
 * user chooses still erases the balance, and free ones are never money. The terms and the EULA of
 * an app with `credits` print it with <CreditsOnTermination />.
 */
export function creditsOnTermination(record: Facts, document: Ruling, language: Language): string {
  const name = record.credits?.value.name;
  if (!name) throw new Error(`content/apps/${record.app}/legal.ts has no "credits": only an app with points or credits refunds them`);
  if (language === 'en') {
    const contract = document === 'eula' ? 'this EULA' : 'these Terms';
    return `If we close your account or end ${contract} for any reason other than fraud on your part, we refund the ${name}s you bought and have not used, through the store or ourselves; ${name}s given to you free are not refunded.`;
  }
  const contract = document === 'eula' ? "bu Sözleşme'yi" : 'bu Koşulları';
  return `Hesabınızı kapatır veya ${contract} sona erdirirsek, sebebi sizin hileli bir davranışınız olmadıkça, satın alıp kullanmadığınız ${name} bakiyesinin bedelini mağaza aracılığıyla veya doğrudan iade ederiz; size ücretsiz verilen ${name} bakiyesi iade edilmez.`;
}
