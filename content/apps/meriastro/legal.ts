import { commonBases, liabilityCap, PROVIDERS, purchaseRecords, RETENTION_RULES, supportMessages } from '../../legal/shared';
import { confirmed, invented } from '../../facts';
import { site } from '../../site';

/**
 * The legal facts of Meriastro, in Turkish like its documents. Its privacy
 * policy (a KVKK aydınlatma metni), terms and EULA render them
 * (components/legal/facts.tsx), and its deletion page lists what is deleted
 * and kept from here (lib/legal/deletion.ts). `invented` marks what the owner must
 * confirm (listed in OWNER-CHECKLIST.md).
 */
export const legal = {
  app: 'meriastro',
  effectiveDate: invented('2024-04-15'),
  lastUpdated: invented('2026-11-27'),
  changeLog: [
    invented({ date: '2024-04-15', change: 'İlk sürüm.' }),
    invented({ date: '2026-11-23', change: 'Yapay zekâ sağlayıcımızı ve diğer hizmet sağlayıcılarımızı adlarıyla belirttik; sorularınız yapay zekâ sağlayıcısına yalnızca izninizle gönderilir ve Sağlık kategorisindeki sorular için açık rızanız ayrıca alınır. Her veri türünün ne kadar saklandığını, hesabınızı uygulamanın içinden nasıl silebileceğinizi ve şifrenizin geri çözülemeyen bir özet olarak saklandığını yazdık; Kullanım Koşulları ile Lisans Sözleşmesi artık aynı sorumluluk sınırını içerir.' }),
    invented({ date: '2026-11-25', change: 'Analiz verileri artık yalnızca uygulamada verdiğiniz izinle toplanır ve her faaliyetin hukuki sebebi tek bir tabloda gösterilir. Avrupa Birliği ve Birleşik Krallık temsilcilerimizi, yurt dışına aktarımların güvencelerini ve puanların nasıl satın alınıp harcandığını da ekledik.' }),
    invented({ date: '2026-11-26', change: 'Kimlik veya pasaport numaranızı artık yalnızca KVKK kapsamındaki başvurularda istiyoruz; GDPR kapsamındaki talepleri ne kadar sürede yanıtladığımızı da yazdık. Hangi verileri vermenizin gerekli olduğunu, hakkınızda yalnızca otomatik işlemeye dayanan karar verilmediğini ve reşit değilseniz analiz verilerine ilişkin rızanın ebeveyniniz veya yasal temsilciniz tarafından verileceğini açıkladık.' }),
    invented({
      date: '2026-11-26',
      change: 'Kullanım Koşulları ve Lisans Sözleşmesi artık değişiklikleri önceden bildirir, kabul etmezseniz ödeyip kullanmadığınız tutarın iadesiyle sözleşmeyi sona erdirmenize izin verir ve cayma hakkınızı açıklar. Sorumluluk sınırı App Store veya Google Play üzerinden ödediğinizi de sayar; hesabınızın kullanımından yalnızca sorumlu olduğunuz ölçüde sorumlu tutulursunuz.',
    }),
    invented({ date: '2026-11-27', change: 'Meriastro’yu yayından kaldırırsak kullanmadığınız satın alınmış puanlarınızın, abonelik sürenizin ve diğer satın almalarınızın kullanılmayan kısmının bedelini, mağaza yapmıyorsa kendimiz iade ederiz; bir değişikliği kabul etmezseniz de aynı iade yapılır. Lisansınız yalnızca ciddi veya tekrarlanan bir ihlalde sona erer.' }),
    invented({ date: '2026-11-27', change: 'Sağlık kategorisi yalnızca 18 yaşını doldurmuş kullanıcılara açıktır. Bir veri ihlalini, riskinden bağımsız olarak size bildiririz; destek yazışmaları son yazışmamızdan itibaren bir ay saklanır ve hesabınızla birlikte silinir; sorumluluk alt sınırı 50 avrodur; yurt dışındaki sağlayıcılarla imzaladığımız standart sözleşmeleri beş iş günü içinde Kişisel Verileri Koruma Kurumuna bildiririz.' }),
  ],
  minimumAge: confirmed(13, 'a product requirement: children under 13 may not use the astrology, voice and design apps'),
  processors: [
    invented({
      ...PROVIDERS.googleCloud,
      name: 'Google Firebase ve Google Cloud',
      purpose: 'Hesabınızı, doğum tarihinizi, tarot ve fal geçmişinizi saklar; girişi ve şifre sıfırlamayı yönetir.',
      region: 'Avrupa Birliği ve Amerika Birleşik Devletleri',
    }),
    invented({
      ...PROVIDERS.googleAnalytics,
      name: 'Google Analytics for Firebase',
      purpose: 'Uygulamanın nasıl kullanıldığını rastgele bir kurulum tanımlayıcısıyla ölçer.',
      region: 'Amerika Birleşik Devletleri ve Avrupa Birliği',
    }),
    invented({
      ...PROVIDERS.crashlytics,
      name: 'Firebase Crashlytics',
      purpose: 'Çökme raporlarını cihaz modeli, sistem sürümü ve Crashlytics hizmetinin kendi oluşturduğu rastgele bir kurulum tanımlayıcısıyla kaydeder; bu tanımlayıcı cihaz kimliğinizden farklıdır ve hesabınızla ilişkilendirilmez.',
      region: 'Amerika Birleşik Devletleri',
    }),
    invented(
      {
        ...PROVIDERS.openai,
        name: 'OpenAI',
        purpose: 'Sorunuzdan ve çekilen kartlardan tarot okumalarını ve fal yanıtlarını üretir.',
        region: 'Amerika Birleşik Devletleri',
      },
      'the documents said only "third-party AI model providers"; OpenAI is this repository’s choice',
    ),
    invented({
      ...PROVIDERS.appStore,
      name: 'Apple (App Store)',
      purpose: 'App Store satın almalarını ve aboneliklerini işler.',
      region: 'Amerika Birleşik Devletleri ve İrlanda',
    }),
    invented({
      ...PROVIDERS.googlePlay,
      name: 'Google Play Faturalandırma',
      purpose: 'Google Play satın almalarını ve aboneliklerini işler.',
      region: 'Amerika Birleşik Devletleri ve İrlanda',
    }),
  ],
  retention: {
    account: confirmed(
      {
        data: 'Kullanıcı adınız, e-posta adresiniz, şifrenizin geri çözülemeyen özeti (hash), doğum tarihiniz, cihaz kimliğiniz, puan bakiyeniz ve puan hareketleriniz, tarot sorularınız ve okumalarınız ile Sana Özel Fal sorularınız ve yanıtları (Sağlık kategorisindekiler, açık rızanızı geri aldığınızda daha önce silinir)',
        period: 'while-active',
        afterDeletion: 'deleted',
      },
      'a product requirement: the astrology app keeps account data while the account is active',
    ),
    analytics: invented({
      data: 'Analiz verileri',
      period: { amount: 2, unit: 'month' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Hesabınıza değil, cihazınızdaki uygulama kurulumunun rastgele tanımlayıcısına bağlıdır; Google Analytics for Firebase’te seçilebilen en kısa saklama süresi uygulanır.',
    }),
    crashReports: invented({
      data: 'Çökme ve hata raporları',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Hesabınıza ve cihaz kimliğinize değil, Firebase Crashlytics hizmetinin kendi oluşturduğu rastgele bir kurulum tanımlayıcısına bağlıdır; Firebase Crashlytics bu raporları kısaltılamayan sabit bir süre boyunca saklar.',
    }),
    supportMessages: invented(supportMessages('Destek e-postalarınız ve KVKK başvurularınıza ilişkin yazışmalar')),
    purchaseRecords: invented(
      purchaseRecords('tr', 'Satın alma ve abonelik kayıtları (ürün türü, işlem kimliği, satın alma ve yenileme tarihleri)'),
      'the documents said only "the period the law provides"; the owner must confirm which purchase records the backend keeps',
    ),
  },
  deletion: {
    inApp: invented(['Profil', 'Ayarlar', 'Hesabı Sil']),
    timeLimit: RETENTION_RULES.deletionTimeLimit,
    deleted: [
      'Kullanıcı adınız, e-posta adresiniz ve şifrenizin geri çözülemeyen özeti (hash)',
      'Doğum tarihiniz ve cihaz kimliğiniz',
      'Puan bakiyeniz ve puan hareketleriniz; kullanılmamış puanlarınız da hesabınızla birlikte silinir',
      'Tarot sorularınız, çekilen kartlar ve okumalarınız',
      'Sana Özel Fal sorularınız (Sağlık kategorisindekiler dâhil) ve yanıtları',
      'Destek e-postalarınız ve KVKK başvurularınıza ilişkin yazışmalar',
      'Bu verilerin yedeklerde kalan kopyaları',
    ],
    withoutApp: invented(
      `Bu sitedeki hesap silme formunu kullanmak için uygulamayı açmanız gerekmez: form yalnızca hesabınıza kayıtlı e-posta adresinizi ve şifrenizi ister. Şifrenizi hatırlamıyor ve uygulamayı açıp sıfırlayamıyorsanız, kayıtlı e-posta adresinizden ${site.email} adresine “Hesap silme talebi” konu başlığıyla yazın; talebin bu adresten geldiğini doğruladıktan sonra hesabınızı siler ve size bildiririz.`,
      'the owner deletes an account on an e-mail from its registered address: confirm this is how a request without the password is handled',
    ),
    notes: [
      'Kimliğinizi belirlemeyen toplu istatistikler kişisel veri niteliği taşımadığından saklanabilir.',
      'Hesabınızı silmek, App Store veya Google Play üzerinden başlattığınız aboneliği iptal etmez; aboneliğinizi mağaza hesap ayarlarınızdan ayrıca iptal etmeniz gerekir.',
      'Silinen hesap, içindeki okumalar ve kullanılmamış puanlar geri getirilemez; puanlarınızı hesabınızı silmeden önce kullanmanızı öneririz.',
    ],
  },
  liability: invented(
    liabilityCap(),
    'the documents capped liability at the amount paid in the previous twelve months; the €10 floor is the rule of the owner’s other apps',
  ),
  credits: invented(
    { name: 'puan' },
    'the fortune page shows what each question costs in points; this repository assumes points are bought only as consumable in-app purchases through the App Store or Google Play, may also be given free, never expire (Apple 3.1.1: purchased credits may not expire), are spent when a question is sent and returned when no answer can be produced, have no cash value and are lost when the account is deleted: confirm each, as the terms say them',
  ),
  lawfulBases: [
    { of: 'account', basis: 'contract', activity: 'Hesap oluşturma, giriş ve hesap güvenliği' },
    { of: 'service', basis: 'contract', activity: 'Burç yorumları, gökyüzü takvimi, tarot ve Sana Özel Fal' },
    { of: 'ai', basis: 'contract', activity: 'Tarot ve fal sorularının, yanıtın üretilmesi için yapay zekâ sağlayıcısına gönderilmesi' },
    { of: 'health', basis: 'explicit-consent', activity: 'Sağlık kategorisindeki fal soruları ve yanıtları, yapay zekâ sağlayıcısına gönderilmeleri dâhil' },
    { of: 'purchases', basis: 'contract', activity: 'Puan ve premium satın almalarının doğrulanması, puanların hesabınıza eklenmesi ve harcanması' },
    { of: 'security', basis: 'legitimate-interests', activity: 'Güvenlik ve kötüye kullanımın önlenmesi (cihaz kimliği)' },
    ...commonBases('tr'),
    { of: 'legal-claims', basis: 'legal-claims', activity: 'Uyuşmazlıklarda hakların korunması' },
  ],
  openQuestions: [
    'the liability floor of the terms and the EULA is the one of every app (LIABILITY_FLOOR in content/legal/shared.ts, in euros); for a Turkish app whose users pay in Turkish lira an amount in lira, reviewed each year as the consumer limits are, may be clearer: decide the amount, and the record sets it',
    'Law No. 677 (1925) forbids fortune-telling (falcılık) as a trade: ask a Turkish lawyer for an opinion on whether paid Sana Özel Fal and tarot readings, sold for points and presented as entertainment, fall under it, before charging for them',
    'points and premium features bought in the app: the terms and the EULA say the purchase screen tells the user, before paying, that what is bought is supplied at once and that the right of withdrawal therefore does not apply (Mesafeli Sözleşmeler Yönetmeliği Art. 15(1)(ğ) and (h)); that a consumer in the EU or the UK keeps the right unless they expressly agree there to immediate supply and acknowledge losing it, which is then confirmed to them; that unused bought points are refunded if Meriastro is withdrawn; and that a withdrawal, or a refused change of the terms, which the store does not refund is refunded by the owner: confirm each, and how the owner refunds a purchase the store does not',
    'points bought in the app: confirm the purchase screen tells the user, before paying, that the points are credited at once and that the right of withdrawal therefore does not apply (Mesafeli Sözleşmeler Yönetmeliği Art. 15(1)(ğ)), and that unused bought points are refunded if Meriastro is withdrawn, as the terms say',
    'the policy says that below the age of digital consent (13 to 16 in the EU depending on the country, 13 in the UK, and 18 in Türkiye, where the site takes the age of majority) a parent or guardian gives the consent to analytics (GDPR Art. 8): decide how the consent screen does this, for example by asking the user’s age and, below it, collecting no analytics unless a parent consents',
    'fill in Google Play’s Data safety form and the App Store privacy label from the policy: approximate location (the country or region analytics derives from the IP address) is collected when analytics is allowed, and the service providers, the AI provider among them, process data on your behalf, which Google Play does not count as sharing',
    'whether you must register in VERBIS, the Board’s registry of data controllers (KVKK Art. 16), as the controller of every app on this site: the Board exempts controllers with fewer than 50 employees and a yearly balance sheet total below the limit it sets, unless their main activity is processing special categories of data. Meriastro processes health data when users send Sağlık questions: confirm with a lawyer whether the exemption holds, and register if it does not',
  ],
  dataNeeded: invented(
    {
      data: 'kullanıcı adınız, e-posta adresiniz, şifreniz ve doğum tarihiniz ile tarot veya fal için yazdığınız sorular',
      without: 'hesap oluşturulamaz, burcunuza göre yorum hazırlanamaz ve sorularınız yanıtlanamaz',
    },
    'what the app cannot work without (GDPR Art. 13(2)(e)): confirm that nothing else is required to use it',
  ),
  consents: [
    invented({ of: 'analytics', withdrawInApp: ['Profil', 'Ayarlar', 'Gizlilik', 'Analiz İzni'] }, 'analytics used to rest on legitimate interest with no way to refuse it; it now runs only with consent (KVKK Art. 5(1), ePrivacy Art. 5(3) for EU users): the app must ask before the first analytics event (Firebase Analytics collection off by default) and offer this switch; confirm both'),
    invented({ of: 'ai', withdrawInApp: ['Profil', 'Ayarlar', 'Gizlilik', 'Yapay Zekâ İzni'] }, 'the policy used to say the permission is withdrawn by e-mail; the owner must confirm the app has this switch'),
    invented(
      {
        of: 'health',
        withdrawInApp: ['Profil', 'Ayarlar', 'Gizlilik', 'Sağlık Soruları İzni'],
        deletedOnWithdrawal: { data: 'daha önce gönderdiğiniz Sağlık kategorisindeki sorular ve yanıtları', law: 'KVKK m. 7' },
      },
      'questions of the Sağlık category may reveal health data (KVKK Art. 6): this repository assumes the app asks explicit consent before the first one, keeps them with the account, sends them to the AI provider only under that consent, and deletes those already stored within the deletion time limit when the consent is withdrawn (KVKK Art. 7: the ground for processing is gone). A minor cannot give this explicit consent alone, so the category is open only to users aged 18 or over (the age of majority, LAW.ageOfMajority), as the policy and the terms say: the app asks the consent only of a user whose birth date shows 18 or over and keeps the category closed to anyone younger; the owner must confirm the app and the backend do this',
    ),
  ],
  collects: invented(['birth-date'], 'Meriastro asks for the date of birth only, not the time or place of birth that a rising sign needs; the owner must confirm what sign-up asks'),
  governingLaw: invented({ law: 'Türkiye Cumhuriyeti hukuku', courts: 'owner-city' }, 'Turkish law, and the courts of the owner’s city (content/site.ts) subject to the consumer’s own courts and bodies'),
  extra: {},
};
