import type { ReactNode } from 'react';
import type { App } from '@/lib/content/apps';

type Language = App['language'];

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
      `We keep personal data for no longer than ${limit} after it is no longer needed for the purpose it was collected for, or after you ask us to delete it; within that period it is deleted or irreversibly anonymised, backups included. Only the following is kept longer:`,
    withdraw: (path: ReactNode) => (
      <>
        You can withdraw this permission at any time in the app, as easily as you gave it: {path}. Withdrawing does not affect processing that took place before it.
      </>
    ),
    deletedOnWithdrawal: (data: string, limit: string, law?: string) => `When you withdraw it, ${data} are erased within ${limit}${law ? ` (${law})` : ''}.`,
    bases: { activity: 'What we do', gdpr: 'Legal basis under the GDPR', kvkk: 'Legal basis under the KVKK' },
    disputes: {
      'terms-and-conditions': (law: string, courts: string) =>
        `These Terms are governed by ${law}. Except where the law gives a consumer the right to go to other courts or bodies, as set out below, ${courts} have jurisdiction over any dispute arising from them.`,
      eula: (law: string, courts: string) =>
        `This EULA is governed by ${law}. Except where the law gives a consumer the right to go to other courts or bodies, as set out below, ${courts} have jurisdiction over any dispute arising from it.`,
    },
    consumers:
      'If you are a consumer, this choice does not deprive you of the protection of the mandatory consumer law of the country where you live, nor of your right to bring a claim before the courts or the consumer dispute bodies of that country. In Türkiye, a consumer may apply to the consumer arbitration committee or, above the monetary limit set each year under Law No. 6502 on Consumer Protection, to the consumer court, in either case at their place of residence or where the transaction was made.',
    representatives: {
      eu: 'Representative in the European Union',
      uk: 'Representative in the United Kingdom',
      euLaw: 'GDPR Art. 27',
      ukLaw: 'UK GDPR Art. 27',
      contact:
        'If you are in the European Union or the United Kingdom, you can contact our representative there about anything in this policy, instead of us or as well as us; so can the supervisory authorities.',
    },
    transfers: (safeguard: string, email: ReactNode) => (
      <>
        Where your data leaves the European Economic Area or the United Kingdom for a country without an adequacy decision, it is protected by the
        European Commission’s Standard Contractual Clauses, with the United Kingdom’s addendum to them, which our providers include in their
        data-processing terms, and by the EU-U.S. Data Privacy Framework where a provider is certified under it. Under Article 9 of the KVKK, a transfer
        from Türkiye rests on two things at once: the legal basis that the table under <a href="#legal-basis">Legal Basis</a> gives for that processing,
        and, as no adequacy decision covers our providers’ countries, an appropriate safeguard: {safeguard}. You can get a copy of these safeguards free
        of charge by writing to {email}. The Standard Contractual Clauses are also{' '}
        <a href="https://eur-lex.europa.eu/eli/dec_impl/2021/914/oj">published by the European Commission</a>.
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
      `Kişisel verilerinizi, işlenme amacı ortadan kalktıktan veya silinmesini istediğiniz tarihten itibaren en geç ${limit} içinde, yedekler dahil, siler ya da anonim hâle getiririz. Yalnızca şu veriler daha uzun süre saklanır:`,
    withdraw: (path: ReactNode) => (
      <>
        Bu izni dilediğiniz zaman, verdiğiniz kadar kolay bir şekilde uygulamanın içinden geri alabilirsiniz: {path}. Geri alma, daha önce yapılan işlemlerin hukuka uygunluğunu etkilemez.
      </>
    ),
    deletedOnWithdrawal: (data: string, limit: string, law?: string) => `İzninizi geri aldığınızda ${data}${law ? ` ${law} uyarınca` : ''} en geç ${limit} içinde silinir.`,
    bases: { activity: 'Faaliyet', gdpr: 'GDPR hukuki sebebi', kvkk: 'KVKK hukuki sebebi' },
    disputes: {
      'terms-and-conditions': (law: string, courts: string) =>
        `Bu Koşullar ${law} hükümlerine tabidir. Tüketicilerin aşağıda belirtilen hakları saklı kalmak kaydıyla, Koşullardan doğan uyuşmazlıklarda ${courts} yetkilidir.`,
      eula: (law: string, courts: string) =>
        `Bu Sözleşme ${law} hükümlerine tabidir. Tüketicilerin aşağıda belirtilen hakları saklı kalmak kaydıyla, Sözleşme'den doğan uyuşmazlıklarda ${courts} yetkilidir.`,
    },
    consumers:
      'Tüketici iseniz, 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca her yıl belirlenen parasal sınırlar dâhilinde yerleşim yerinizdeki veya tüketici işleminin yapıldığı yerdeki tüketici hakem heyetine, bu sınırları aşan uyuşmazlıklarda ise tüketici mahkemesine başvurma hakkınız saklıdır. Avrupa Birliği’nde veya başka bir ülkede ikamet eden tüketicilerin, ikamet ettikleri ülkenin emredici tüketici koruma hükümlerinden ve o ülkenin mahkemelerine veya tüketici uyuşmazlığı çözüm kuruluşlarına başvurma haklarından yararlanma hakkı da saklıdır.',
    representatives: {
      eu: 'Avrupa Birliği temsilcimiz',
      uk: 'Birleşik Krallık temsilcimiz',
      euLaw: 'GDPR m. 27',
      ukLaw: 'Birleşik Krallık GDPR m. 27',
      contact:
        'Avrupa Birliği’nde veya Birleşik Krallık’ta bulunuyorsanız kişisel verilerinizle ilgili her konuda bize yazmak yerine veya bize ek olarak oradaki temsilcimize başvurabilirsiniz; denetim makamları da temsilcimize başvurabilir.',
    },
    transfers: (safeguard: string, email: ReactNode) => (
      <>
        Yurt dışına aktarım, KVKK’nın 9. maddesi uyarınca iki koşula birlikte dayanır: aktarılan verinin işlenmesi için{' '}
        <a href="#hukuki-sebepler">Hukuki Sebepler</a> bölümündeki tabloda o faaliyet için yazan hukuki sebep ve, sağlayıcılarımızın bulunduğu ülkeler
        hakkında yeterlilik kararı bulunmadığından, uygun güvence olarak {safeguard}. Avrupa Ekonomik Alanı veya Birleşik Krallık dışına yapılan
        aktarımlarda ise sağlayıcılarımızın veri işleme şartlarında yer alan Avrupa Komisyonu Standart Sözleşme Maddeleri ile Birleşik Krallık’ın bunlara
        ek metni ve, sağlayıcı bu çerçeve kapsamında sertifikalıysa, AB-ABD Veri Gizliliği Çerçevesi uygulanır. Bu güvencelerin bir örneğini {email}{' '}
        adresine yazarak ücretsiz olarak isteyebilirsiniz. Standart Sözleşme Maddeleri{' '}
        <a href="https://eur-lex.europa.eu/eli/dec_impl/2021/914/oj">Avrupa Komisyonu tarafından da yayımlanmıştır</a>.
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
