import type { ReactNode } from 'react';
import type { App } from '@/lib/content/apps';
import { ESTABLISHMENT } from '@/content/legal/shared';

type Language = App['language'];

/** What the app cannot work without, and what follows without it (the record's `dataNeeded`). */
type DataNeeded = { data: string; without: string };
/** The ages of digital consent, as the policy prints them. */
type ConsentAges = { euMin: string; euMax: string; uk: string; majority: string };
/** The periods of an answer to a request and of a complaint to the Board, worded. */
type AnswerPeriods = { gdpr: string; extension: string; kvkk: string; afterAnswer: string; afterApplication: string };

/**
 * The fixed wording of the legal texts' components (components/legal/facts.tsx),
 * in each language of the apps; the facts inside it come from the records.
 */
export const TEXT = {
  en: {
    policyLink: (name: ReactNode) => <>{name} privacy policy</>,
    data: 'Data',
    kept: 'How long it is kept',
    date: 'Date',
    change: 'Change',
    separator: ' › ',
    summary: (limit: string) =>
      `We keep personal data for no longer than ${limit} after it is no longer needed for the purpose it was collected for, or after you ask us to delete it; within that period it is deleted or irreversibly anonymised, backups included. Only the following is kept longer, for the period the table below gives each:`,
    withdraw: (path: ReactNode) => (
      <>
        You can withdraw this permission at any time in the app, as easily as you gave it: {path}. Withdrawing does not affect processing that took place before it.
      </>
    ),
    deletedOnWithdrawal: (data: string, limit: string, law?: string) => `When you withdraw it, ${data} are erased within ${limit}${law ? ` (${law})` : ''}.`,
    /** The permission to send data to the AI providers: a choice that stops the sending, not the legal basis of it. */
    aiChoice: (path: string, several: boolean) =>
      `You can turn this permission off at any time in the app, as easily as you gave it: ${path}. From then on the app sends nothing more to the AI ${several ? 'providers' : 'provider'}, and the features that need ${several ? 'them' : 'it'} stop working until you turn it back on.`,
    bases: { activity: 'What we do', gdpr: 'Legal basis under the GDPR', kvkk: 'Legal basis under the KVKK' },
    /** The laws of the table of legal bases (the English text names no article, so a special category changes nothing). */
    lawsThatApply: () =>
      `The table gives the legal basis of each thing we do with your data: under the General Data Protection Regulation (GDPR) if you are in the European Economic Area, or under the UK GDPR, whose articles are numbered the same, if you are in the United Kingdom; and under the Turkish Personal Data Protection Law No. 6698 (KVKK), which governs all our processing because the controller is in ${ESTABLISHMENT.value.country}.`,
    automatedDecisions: (ai: boolean) =>
      `We make no decision about you based solely on automated processing, profiling included, that has legal effects on you or affects you in a similarly significant way.${ai ? ' The AI models create only what you ask for; they decide nothing about you.' : ''}`,
    dataNeeded: {
      label: 'Whether you must give us your data.',
      text: ({ data, without }: DataNeeded, { analytics, purchases }: { analytics: boolean; purchases: boolean }) =>
        [
          `No law obliges you to give us personal data. The app needs ${data}: giving this data is a requirement of the contract under which we provide the app, and without it, ${without}.`,
          analytics ? 'Usage analytics is optional: the app collects it only if you allow it, and works the same if you do not.' : '',
          purchases ? 'Purchase data is needed only when you buy something; tax law then obliges us to keep the record of the purchase.' : '',
          'What you write to us by e-mail is up to you.',
        ]
          .filter(Boolean)
          .join(' '),
    },
    consentAge: ({ euMin, euMax, uk, majority }: ConsentAges) =>
      `Usage analytics rests on consent, which you can give yourself only from a certain age: in the European Union, the age of digital consent of your country, between ${euMin} and ${euMax}; in the United Kingdom, ${uk}; in Türkiye, where the law sets no separate age, we take ${majority}, the age of majority. Below that age, the app collects analytics only if a parent or guardian consents for you; otherwise it collects none, and everything else in the app works the same.`,
    /** Why the service providers are not "sharing" in Play's sense; the answer "No" when nothing else is shared. */
    dataSafetyProviders: (aiNames: string) =>
      `Our service providers${aiNames ? `, ${aiNames} among them,` : ''} process data only on our behalf and under our instructions, which Google Play’s Data safety section does not count as sharing.`,
    dataSafetySharing: (aiNames: string) =>
      `No. Our service providers${aiNames ? `, ${aiNames} among them,` : ''} process data only on our behalf and under our instructions, which Google Play’s Data safety section does not count as sharing.`,
    /** KVKK Art. 12(5) sets no risk threshold: everyone affected is told, whatever the risk. */
    breachNotice: (hours: string) =>
      `No system is perfectly secure. If your personal data is obtained by others unlawfully (a personal data breach), we tell you as soon as possible, whatever the risk to you, and notify the Personal Data Protection Board ({tr:Kişisel Verileri Koruma Kurulu}) and any other competent supervisory authority within ${hours} of learning of it (Article 12(5) of the KVKK, Article 33 of the GDPR).`,
    board: 'Personal Data Protection Board ({tr:Kişisel Verileri Koruma Kurulu})',
    requestAnswers: ({ gdpr, extension, kvkk, afterAnswer, afterApplication }: AnswerPeriods) =>
      `We answer a request under the GDPR or the UK GDPR within ${gdpr} of receiving it; where requests are complex or numerous, we may take up to ${extension} more, and then tell you so, with the reasons, within ${gdpr} of receiving the request. We answer an application under the KVKK as soon as possible and within ${kvkk} at the latest (Article 13 of the KVKK). Answering is free of charge: only where answering an application under the KVKK involves an extra cost may we charge the fee of the tariff set by the Personal Data Protection Board ({tr:Kişisel Verileri Koruma Kurulu}). If we refuse your application under the KVKK, you find our answer insufficient or we do not answer in time, you may complain to the Board within ${afterAnswer} of learning our answer, and in any case within ${afterApplication} of your application (Article 14 of the KVKK).`,
    kvkkApplication:
      'An application under the KVKK must contain what the Communiqué on the Procedures and Principles of Application to the Data Controller ({tr:Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ}) requires: your name and surname and, on paper, your signature; if you are a citizen of Türkiye, your Turkish identity number, and otherwise your nationality and your passport number or, if you have one, your identity number; the address of your residence or workplace for notifications; your e-mail address, telephone or fax number for notifications, if you have one; and what you ask for. We ask for these details only for an application under the KVKK. For any other request, including one under the GDPR or the UK GDPR, we ask only for what lets us find your account or your data, as this section says, and for more only if we have reasonable doubts that the request comes from you.',
    disputes: {
      'terms-and-conditions': (law: string, courts: string) =>
        `These Terms are governed by ${law}. Except where the law gives a consumer the right to go to other courts or bodies, as set out below, ${courts} have jurisdiction over any dispute arising from them.`,
      eula: (law: string, courts: string) =>
        `This EULA is governed by ${law}. Except where the law gives a consumer the right to go to other courts or bodies, as set out below, ${courts} have jurisdiction over any dispute arising from it.`,
    },
    consumers:
      'If you are a consumer, this choice does not deprive you of the protection of the mandatory consumer law of the country where you live, nor of your right to bring a claim before the courts or the consumer dispute bodies of that country. In Türkiye, a consumer may apply to the consumer arbitration committee or, above the monetary limit set each year under Law No. 6502 on Consumer Protection, to the consumer court, in either case at their place of residence or where the transaction was made; before bringing a claim to the consumer court, the consumer must first apply to a mediator, as Article 73/A of that Law requires.',
    representatives: {
      eu: 'Representative in the European Union',
      uk: 'Representative in the United Kingdom',
      euLaw: 'GDPR Art. 27',
      ukLaw: 'UK GDPR Art. 27',
      contact:
        'If you are in the European Union or the United Kingdom, you can contact our representative there about anything in this policy, instead of us or as well as us; so can the supervisory authorities.',
      ukAuthority:
        'In the United Kingdom, the supervisory authority you can complain to is the Information Commissioner’s Office (ICO, ico.org.uk); in the European Union, it is the data protection authority of your country, in particular where you live or work.',
    },
    transfers: (safeguard: string, email: ReactNode, stores?: string) => (
      <>
        Where your data leaves the European Economic Area or the United Kingdom for a country without an adequacy decision, it is protected by the
        European Commission’s Standard Contractual Clauses, with the United Kingdom’s addendum to them, which our providers include in their
        data-processing terms, and by the EU-U.S. Data Privacy Framework where a provider is certified under it. Under Article 9 of the KVKK, a transfer
        from Türkiye rests on two things at once: the legal basis that the table under <a href="#legal-basis">Legal Basis</a> gives for that processing,
        and, as no adequacy decision covers our providers’ countries, an appropriate safeguard: {safeguard}. You can get a copy of these safeguards free
        of charge by writing to {email}. The Standard Contractual Clauses are also{' '}
        <a href="https://eur-lex.europa.eu/eli/dec_impl/2021/914/oj">published by the European Commission</a>.{stores ? ` ${stores}` : null}
      </>
    ),
  },
  tr: {
    policyLink: (name: ReactNode) => <>{name} gizlilik politikası</>,
    data: 'Veri',
    kept: 'Saklama süresi',
    date: 'Tarih',
    change: 'Değişiklik',
    separator: ' › ',
    summary: (limit: string) =>
      `Kişisel verilerinizi, işlenme amacı ortadan kalktıktan veya silinmesini istediğiniz tarihten itibaren en geç ${limit} içinde, yedekler dâhil, siler ya da anonim hâle getiririz. Yalnızca şu veriler, her birinin aşağıdaki tabloda belirtilen süresi boyunca daha uzun saklanır:`,
    withdraw: (path: ReactNode) => (
      <>
        Bu açık rızanızı dilediğiniz zaman, verdiğiniz kadar kolay bir şekilde uygulamanın içinden geri alabilirsiniz: {path}. Açık rızanızı geri almanız, daha önce yapılan işlemlerin hukuka uygunluğunu etkilemez.
      </>
    ),
    deletedOnWithdrawal: (data: string, limit: string, law?: string) => `Açık rızanızı geri aldığınızda ${data}${law ? ` ${law} uyarınca` : ''} en geç ${limit} içinde silinir.`,
    aiChoice: (path: string, several: boolean) =>
      `Bu izni dilediğiniz zaman, verdiğiniz kadar kolay bir şekilde uygulamanın içinden kapatabilirsiniz: ${path}. İzni kapattığınız andan itibaren uygulama yapay zekâ ${several ? 'sağlayıcılarına' : 'sağlayıcısına'} hiçbir veri göndermez ve ${several ? 'bu sağlayıcılara' : 'bu sağlayıcıya'} ihtiyaç duyan özellikler, izni yeniden açana kadar çalışmaz.`,
    bases: { activity: 'Faaliyet', gdpr: 'GDPR hukuki sebebi', kvkk: 'KVKK hukuki sebebi' },
    /**
     * The articles of the legal bases: KVKK Art. 6 and GDPR Art. 9 (special categories) only where the
     * record has a special category of data on explicit consent; citing them otherwise says the app
     * processes what it does not.
     */
    lawsThatApply: (special: boolean) =>
      `Kişisel verilerinizi KVKK’nın ${special ? '5. ve 6. maddelerinde' : '5. maddesinde'} sayılan hukuki sebeplere dayanarak işliyoruz; veri sorumlusu Türkiye’de bulunduğundan KVKK bütün işlemlerimize uygulanır. Avrupa Ekonomik Alanı’nda bulunuyorsanız Genel Veri Koruma Tüzüğü’nün (GDPR), Birleşik Krallık’ta bulunuyorsanız madde numaraları aynı olan Birleşik Krallık GDPR’ının ${special ? '6. ve 9. maddeleri' : '6. maddesi'} de uygulanır. Her faaliyetin hukuki sebebi aşağıdaki tabloda bir kez belirtilmiştir:`,
    automatedDecisions: (ai: boolean) =>
      `Hakkınızda, profil oluşturma dâhil yalnızca otomatik işlemeye dayanan ve sizin için hukuki sonuç doğuran ya da sizi benzer ölçüde önemli biçimde etkileyen hiçbir karar vermiyoruz.${ai ? ' Yapay zekâ modelleri yalnızca sizin istediğinizi üretir; hakkınızda karar vermez.' : ''}`,
    dataNeeded: {
      label: 'Verilerinizi vermek zorunda mısınız?',
      text: ({ data, without }: DataNeeded, { analytics, purchases }: { analytics: boolean; purchases: boolean }) =>
        [
          `Kişisel verilerinizi vermeniz hiçbir kanunla zorunlu tutulmamıştır. Uygulama ${data} olmadan çalışamaz: bu verileri vermeniz, uygulamayı sunduğumuz sözleşmenin bir gereğidir ve bu veriler olmadan ${without}.`,
          analytics ? 'Analiz verileri isteğe bağlıdır: uygulama bunları yalnızca açık rıza verirseniz toplar ve açık rıza vermezseniz de aynı şekilde çalışır.' : '',
          purchases ? 'Satın alma bilgileri yalnızca bir satın alma yaptığınızda gerekir; bu durumda vergi mevzuatı satın alma kaydını saklamamızı zorunlu kılar.' : '',
          'Bize e-postayla ne yazacağınız ise size kalmıştır.',
        ]
          .filter(Boolean)
          .join(' '),
    },
    consentAge: ({ euMin, euMax, uk, majority }: ConsentAges) =>
      `Analiz verileri açık rızanıza dayanır. Türk hukuku bu rıza için ayrı bir yaş belirlemediğinden, ${majority} yaşından küçükseniz bu rızayı sizin adınıza ebeveyniniz veya yasal temsilciniz verir. Avrupa Birliği’nde ülkenizin belirlediği dijital rıza yaşının (${euMin} ile ${euMax} arası), Birleşik Krallık’ta ${uk} yaşın altındaysanız da aynı kural uygulanır. Bu rıza verilmedikçe uygulama analiz verisi toplamaz; uygulamanın geri kalanı aynı şekilde çalışır.`,
    dataSafetyProviders: (aiNames: string) =>
      `${aiNames ? `${aiNames} dâhil hizmet sağlayıcılarımız` : 'Hizmet sağlayıcılarımız'} verileri yalnızca bizim adımıza ve talimatlarımız doğrultusunda işler; Google Play’in Veri güvenliği bölümü bunu paylaşım saymaz.`,
    dataSafetySharing: (aiNames: string) =>
      `Hayır. ${aiNames ? `${aiNames} dâhil hizmet sağlayıcılarımız` : 'Hizmet sağlayıcılarımız'} verileri yalnızca bizim adımıza ve talimatlarımız doğrultusunda işler; Google Play’in Veri güvenliği bölümü bunu paylaşım saymaz.`,
    breachNotice: (hours: string) =>
      `Hiçbir sistem tamamen güvenli değildir. Kişisel verilerinizin kanuni olmayan yollarla başkalarınca elde edildiğini öğrenirsek bunu, sizin için doğurduğu riskten bağımsız olarak en kısa sürede size bildiririz; Kişisel Verileri Koruma Kurulu’na ve gerekiyorsa diğer yetkili denetim makamlarına da öğrendiğimiz andan itibaren en geç ${hours} içinde bildiririz (KVKK m. 12/5, GDPR m. 33).`,
    board: 'Kişisel Verileri Koruma Kurulu’na',
    requestAnswers: ({ gdpr, extension, kvkk, afterAnswer, afterApplication }: AnswerPeriods) =>
      `Başvurunuzu, KVKK’nın 13. maddesi uyarınca talebin niteliğine göre en kısa sürede ve en geç ${kvkk} içinde sonuçlandırırız. GDPR veya Birleşik Krallık GDPR’ı kapsamındaki bir talebi aldığımız tarihten itibaren ${gdpr} içinde yanıtlarız; talepler karmaşık veya çok sayıdaysa bu süre en fazla ${extension} daha uzayabilir ve bu durumu gerekçesiyle birlikte talebi aldığımız tarihten itibaren ${gdpr} içinde size bildiririz. Yanıtlarımız ücretsizdir: yalnızca KVKK kapsamındaki bir başvurunun yanıtı ayrıca bir maliyet gerektirirse Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verdiğimiz yanıtı yetersiz bulmanız veya süresinde yanıt vermememiz hâlinde, KVKK’nın 14. maddesi uyarınca yanıtımızı öğrendiğiniz tarihten itibaren ${afterAnswer} içinde ve her hâlde başvuru tarihinden itibaren ${afterApplication} içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.`,
    kvkkApplication:
      'KVKK kapsamındaki başvurunuzda, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’de sayılan şu bilgilerin bulunması gerekir: adınız, soyadınız ve başvuru yazılıysa imzanız; Türkiye Cumhuriyeti vatandaşıysanız T.C. kimlik numaranız, yabancıysanız uyruğunuz ile pasaport numaranız veya varsa kimlik numaranız; tebligata esas yerleşim yeri veya iş yeri adresiniz; varsa bildirime esas e-posta adresiniz, telefon ve faks numaranız; talebinizin konusu. Bu bilgileri yalnızca KVKK kapsamındaki başvurularda isteriz. GDPR veya Birleşik Krallık GDPR’ı kapsamındaki talepler dâhil diğer taleplerde yalnızca hesabınızı veya verilerinizi bulmamıza yetecek bilgileri, bu bölümde belirtildiği gibi isteriz; daha fazlasını ancak talebin size ait olduğundan makul bir şüphe duyarsak isteriz.',
    disputes: {
      'terms-and-conditions': (law: string, courts: string) =>
        `Bu Koşullar ${law} hükümlerine tabidir. Tüketicilerin aşağıda belirtilen hakları saklı kalmak kaydıyla, Koşullardan doğan uyuşmazlıklarda ${courts} yetkilidir.`,
      eula: (law: string, courts: string) =>
        `Bu Sözleşme ${law} hükümlerine tabidir. Tüketicilerin aşağıda belirtilen hakları saklı kalmak kaydıyla, Sözleşme'den doğan uyuşmazlıklarda ${courts} yetkilidir.`,
    },
    consumers:
      'Tüketici iseniz, 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca her yıl belirlenen parasal sınırlar dâhilinde yerleşim yerinizdeki veya tüketici işleminin yapıldığı yerdeki tüketici hakem heyetine, bu sınırları aşan uyuşmazlıklarda ise tüketici mahkemesine başvurma hakkınız saklıdır; tüketici mahkemesinde dava açmadan önce, aynı Kanunun 73/A maddesi uyarınca arabulucuya başvurmanız zorunludur. Avrupa Birliği’nde veya başka bir ülkede ikamet eden tüketicilerin, ikamet ettikleri ülkenin emredici tüketici koruma hükümlerinden ve o ülkenin mahkemelerine veya tüketici uyuşmazlığı çözüm kuruluşlarına başvurma haklarından yararlanma hakkı da saklıdır.',
    representatives: {
      eu: 'Avrupa Birliği temsilcimiz',
      uk: 'Birleşik Krallık temsilcimiz',
      euLaw: 'GDPR m. 27',
      ukLaw: 'Birleşik Krallık GDPR m. 27',
      contact:
        'Avrupa Birliği’nde veya Birleşik Krallık’ta bulunuyorsanız kişisel verilerinizle ilgili her konuda bize yazmak yerine veya bize ek olarak oradaki temsilcimize başvurabilirsiniz; denetim makamları da temsilcimize başvurabilir.',
      ukAuthority:
        'Birleşik Krallık’ta şikâyette bulunabileceğiniz denetim makamı Bilgi Komiserliği Ofisi’dir ({en:Information Commissioner’s Office}, ICO, ico.org.uk); Avrupa Birliği’nde ise ülkenizin, özellikle yaşadığınız veya çalıştığınız yerin veri koruma makamıdır.',
    },
    transfers: (safeguard: string, email: ReactNode, stores?: string) => (
      <>
        Yurt dışına aktarım, KVKK’nın 9. maddesi uyarınca iki koşula birlikte dayanır: aktarılan verinin işlenmesi için{' '}
        <a href="#hukuki-sebepler">Hukuki Sebepler</a> bölümündeki tabloda o faaliyet için belirtilen hukuki sebep ve, sağlayıcılarımızın bulunduğu ülkeler
        hakkında yeterlilik kararı bulunmadığından, uygun güvence olarak {safeguard}. Avrupa Ekonomik Alanı veya Birleşik Krallık dışına yapılan
        aktarımlarda ise sağlayıcılarımızın veri işleme şartlarında yer alan Avrupa Komisyonu Standart Sözleşme Maddeleri ile Birleşik Krallık’ın bunlara
        ek metni ve, sağlayıcı bu çerçeve kapsamında sertifikalıysa, AB-ABD Veri Gizliliği Çerçevesi uygulanır. Bu güvencelerin bir örneğini {email}{' '}
        adresine yazarak ücretsiz olarak isteyebilirsiniz. Standart Sözleşme Maddeleri{' '}
        <a href="https://eur-lex.europa.eu/eli/dec_impl/2021/914/oj">Avrupa Komisyonu tarafından da yayımlanmıştır</a>.{stores ? ` ${stores}` : null}
      </>
    ),
  },
};

/** The rights of Article 11 of the Turkish Personal Data Protection Law (KVKK, Law No. 6698). */
export const KVKK_RIGHTS: Record<Language, readonly string[]> = {
  en: [
    'to learn whether your personal data is processed;',
    'to request information about the processing if it is;',
    'to learn the purpose of the processing and whether your data is used for that purpose;',
    'to know the third parties in Türkiye or abroad to whom your data is transferred;',
    'to ask for your data to be corrected if it is incomplete or inaccurate;',
    'to ask for your data to be erased or destroyed under the conditions of Article 7 of the KVKK;',
    'to ask that a correction, erasure or destruction be notified to the third parties to whom your data was transferred;',
    'to object to a result against you that arises from analysis of your data exclusively by automated systems; and',
    'to claim compensation if you suffer damage because your data was processed unlawfully.',
  ],
  tr: [
    'kişisel verilerinizin işlenip işlenmediğini öğrenme,',
    'kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
    'kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
    'yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
    'kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
    'KVKK’nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
    'düzeltme, silme veya yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
    'işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
    'kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
  ],
};
