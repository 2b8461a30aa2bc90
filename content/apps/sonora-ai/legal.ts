import { AI_INPUT_DATA, ANALYTICS_DATA, commonBases, CONNECTION_LOG_DATA, CRASH_DATA, liabilityCap, PROVIDERS, PURCHASE_DATA, purchaseRecords, RETENTION_RULES, SUPPORT_MAIL_DATA, supportMessages } from '../../legal/shared';
import { confirmed, invented } from '../../facts';
import { site } from '../../site';

/**
 * The legal facts of Sonora AI. Its privacy policy, terms and EULA render
 * them (components/legal/facts.tsx); the faucet page and the development
 * backend read the faucet rule from here. `invented` marks what the owner
 * must confirm (listed in OWNER-CHECKLIST.md).
 */
export const legal = {
  app: 'sonora-ai',
  effectiveDate: invented('2024-03-01'),
  effectiveFrom: { 'aydinlatma-metni': invented('2026-11-26', 'the day the Turkish information notice was first published here: set it to the day it goes live') },
  lastUpdated: invented('2026-11-28'),
  changeLog: [
    invented({ date: '2024-03-01', change: 'First version.' }),
    invented({ date: '2026-11-21', change: 'We rewrote the privacy policy, the terms and the EULA in full: they now cover the credit faucet, the legal basis of what we do with your data, transfers abroad, your rights and how to delete your account.' }),
    invented({ date: '2026-11-23', change: 'The policy now names the AI providers that make your music and says that your prompts reach them only with your permission, which you can turn off in the app. It also says how long analytics, crash reports and purchase records are kept, how to delete your account inside the app and how to use your rights under the Turkish data protection law.' }),
    invented({ date: '2026-11-25', change: 'A table now gives the legal basis of everything we do with your data, and analytics runs only if you allow it. The policy also names our representatives in the EU and the UK and explains how to delete your account without the app, and the terms say that credits do not expire and which courts and consumer bodies you can go to.' }),
    invented({ date: '2026-11-26', change: 'The policy now says which data the app cannot work without, that no decision about you is made by automated means alone, and that below the age of digital consent a parent or guardian gives the consent to analytics. It also gives the time limits for a complaint to the Turkish Personal Data Protection Board and what an application under the Turkish law must contain, and the data safety summary lists the approximate location that analytics derives from your IP address.' }),
    invented({
      date: '2026-11-26',
      change: 'The terms and the EULA now tell you of a change in advance and let you refuse it, with a refund of what you paid for and have not used, and state your right of withdrawal from a purchase. The liability limit now counts what you paid through the App Store or Google Play, and you answer only for what you are responsible for.',
    }),
    invented({ date: '2026-11-26', change: 'Our information notice under Article 10 of the Turkish data protection law (KVKK) is now published in Turkish, and this policy links to it.' }),
    invented({ date: '2026-11-27', change: 'If we discontinue the service, we now refund the paid credits, the subscription time and any other purchase you have not used, ourselves where the store does not, and refusing a change to the terms refunds the unused part of any purchase. The EULA ends your licence only for a serious or repeated breach, as the terms say, and the terms no longer ask you to agree to this policy.' }),
    invented({ date: '2026-11-27', change: 'We tell you of any breach of your personal data whatever the risk, an account is deleted within thirty days, and the liability floor is now €50. The Turkish information notice lists every recipient this policy names, the faucet page and your profile ID, and this policy says how purchase data exchanged with the App Store and Google Play is covered.' }),
    invented({ date: '2026-11-27', change: 'The standard contract we sign with each provider abroad is notified to the Turkish Personal Data Protection Authority within five business days, as the law now requires.' }),
    invented({ date: '2026-11-28', change: 'The data safety summary now lists the IP address our servers log with each request, and says that your prompts, lyrics and style choices are collected only once you allow the AI providers, and that purchase records are also kept to meet tax law.' }),
  ],
  minimumAge: invented(13),
  processors: [
    invented({
      ...PROVIDERS.googleCloud,
      name: 'Google Cloud and Firebase',
      purpose: 'Hosts the servers and the database that hold your profile ID, credits, prompts, lyrics, library and faucet claims.',
      region: 'European Union',
      tr: { purpose: 'Profil kimliğinizi, kredilerinizi, istemlerinizi, şarkı sözlerinizi, kitaplığınızı ve ücretsiz kredi taleplerinizi tutan sunucuları ve veritabanını barındırır.', region: 'Avrupa Birliği' },
    }),
    invented({
      ...PROVIDERS.googleAnalytics,
      name: 'Google Analytics for Firebase',
      purpose: 'Counts how the app is used (screens, features, session length) against a random app-instance identifier.',
      region: 'United States and European Union',
      tr: { purpose: 'Uygulamanın nasıl kullanıldığını (ekranlar, özellikler, oturum süresi) rastgele bir uygulama örneği tanımlayıcısıyla ölçer.', region: 'Amerika Birleşik Devletleri ve Avrupa Birliği' },
    }),
    invented({
      ...PROVIDERS.crashlytics,
      name: 'Firebase Crashlytics',
      purpose: 'Records crash reports with the device model, system version and a random installation identifier.',
      region: 'United States',
      tr: { purpose: 'Çökme raporlarını cihaz modeli, sistem sürümü ve rastgele bir kurulum tanımlayıcısıyla kaydeder.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.stabilityAi,
      name: 'Stability AI (Stable Audio)',
      purpose: 'Turns your prompt and style choices into instrumentals.',
      region: 'United States',
      tr: { purpose: 'İsteminizi ve stil seçimlerinizi enstrümantal müziğe dönüştürür.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.elevenLabs,
      name: 'ElevenLabs (Eleven Music)',
      purpose: 'Turns your prompt, lyrics and style choices into songs with vocals.',
      region: 'United States',
      tr: { purpose: 'İsteminizi, şarkı sözlerinizi ve stil seçimlerinizi vokalli şarkılara dönüştürür.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.appStore,
      name: 'Apple App Store',
      purpose: 'Takes the payment for credits and subscriptions bought on iOS and confirms the transaction to us, as an independent controller.',
      region: 'United States and Ireland',
      tr: { purpose: 'iOS’ta satın alınan kredilerin ve aboneliklerin ödemesini bağımsız veri sorumlusu sıfatıyla alır ve işlemi bize teyit eder.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
    invented({
      ...PROVIDERS.googlePlay,
      name: 'Google Play',
      purpose: 'Takes the payment for credits and subscriptions bought on Android and confirms the transaction to us, as an independent controller.',
      region: 'United States and Ireland',
      tr: { purpose: 'Android’de satın alınan kredilerin ve aboneliklerin ödemesini bağımsız veri sorumlusu sıfatıyla alır ve işlemi bize teyit eder.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
  ],
  retention: {
    account: invented({
      data: 'Your profile ID, prompts, lyrics, generated tracks, credit balance and history',
      period: 'while-active',
      afterDeletion: 'deleted',
      tr: { data: 'Profil kimliğiniz, istemleriniz, şarkı sözleriniz, üretilen parçalar, kredi bakiyeniz ve kredi geçmişiniz' },
    }),
    analytics: invented({
      data: 'Usage analytics linked to a random app-instance identifier',
      period: { amount: 2, unit: 'month' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'It is not linked to your profile ID; the retention setting of Google Analytics for Firebase is at its shortest.',
      tr: { data: 'Rastgele bir uygulama örneği tanımlayıcısına bağlı kullanım analizi verileri', reason: 'Profil kimliğinize bağlı değildir; Google Analytics for Firebase’in saklama ayarı en kısa süreye ayarlanmıştır.' },
    }),
    crashReports: invented({
      data: 'Crash reports linked to a random installation identifier',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Firebase Crashlytics keeps them for this fixed period; they are not linked to your profile ID.',
      tr: { data: 'Rastgele bir kurulum tanımlayıcısına bağlı çökme raporları', reason: 'Firebase Crashlytics bu raporları bu sabit süre boyunca saklar; raporlar profil kimliğinize bağlı değildir.' },
    }),
    connectionLogs: invented(
      {
        data: 'Faucet claim records (profile ID, time, credits granted) and connection logs (IP address, request data)',
        period: { amount: 1, unit: 'month' },
        from: 'collection',
        afterDeletion: 'deleted',
        tr: { data: 'Ücretsiz kredi talebi kayıtları (profil kimliği, zaman, verilen kredi) ve bağlantı kayıtları (IP adresi, istek verileri)' },
      },
      'kept to enforce the faucet’s limits and protect the service',
    ),
    supportMessages: invented(supportMessages('Support e-mails and what you attach to them', 'Destek e-postalarınız ve bunlara eklediğiniz dosyalar')),
    purchaseRecords: invented(
      purchaseRecords('en', 'The minimum record of a purchase of credits or a subscription (transaction identifier, product, price, currency and date)', 'Kredi veya abonelik satın alımının asgari kaydı (işlem kimliği, ürün, fiyat, para birimi ve tarih)'),
      'Sonora AI takes store payments, so this repository assumes it keeps the record tax law asks for; the owner must confirm it keeps purchase records and which',
    ),
  },
  deletion: {
    inApp: invented(['Settings', 'Account', 'Delete account']),
    timeLimit: RETENTION_RULES.deletionTimeLimit,
    deleted: [
      'Your profile ID and account',
      'Your prompts, lyrics and the generated tracks in your library',
      'Your credit balance and history, and faucet claim records',
      'Support messages linked to your profile ID',
    ],
    withoutApp: invented(
      `If you can no longer open the app, you cannot see your profile ID, but you can still have the account deleted: e-mail ${site.email} with the subject “Delete my Sonora AI account” and what you know that identifies it, such as the order number on your App Store or Google Play receipt for credits you bought and the approximate date of your last generation. We delete the account once we have found it and are satisfied that it is yours, and tell you if we cannot find it.`,
      'the backend must be able to find an account by a store order number, and the owner checks the request before deleting: confirm this is how a request without the profile ID is handled',
    ),
    notes: [
      'Tracks you already downloaded or shared stay wherever you saved or posted them.',
      'Remaining credits are lost, and deleting the account does not cancel a subscription: cancel it in your App Store or Google Play settings.',
    ],
    tr: {
      deleted: [
        'Profil kimliğiniz ve hesabınız',
        'İstemleriniz, şarkı sözleriniz ve kitaplığınızdaki üretilmiş parçalar',
        'Kredi bakiyeniz ve kredi geçmişiniz ile ücretsiz kredi talebi kayıtlarınız',
        'Profil kimliğinize bağlı destek yazışmaları',
      ],
      notes: [
        'Daha önce indirdiğiniz veya paylaştığınız parçalar, kaydettiğiniz veya paylaştığınız yerlerde kalır.',
        'Kalan kredileriniz kaybolur ve hesabınızı silmek aboneliğinizi iptal etmez: aboneliğinizi App Store veya Google Play ayarlarınızdan iptal edin.',
      ],
      withoutApp: `Uygulamayı artık açamıyorsanız profil kimliğinizi göremezsiniz, ancak hesabınızı yine de sildirebilirsiniz: ${site.email} adresine “{en:Delete my Sonora AI account}” konu başlığıyla ve hesabı tanımlayan, bildiğiniz bilgilerle (örneğin satın aldığınız krediler için App Store veya Google Play makbuzunuzdaki sipariş numarası ve son üretiminizin yaklaşık tarihi) yazın. Hesabı bulup size ait olduğundan emin olduğumuzda sileriz; bulamazsak size bildiririz.`,
    },
  },
  liability: invented(
    liabilityCap(),
    'one rule for terms and EULA; the floor keeps the cap from being a full exclusion for users who paid nothing',
  ),
  credits: confirmed({ name: 'credit' }, 'the landing, the terms and the faucet give credits that each generation spends'),
  lawfulBases: [
    { of: 'account', basis: 'contract', activity: 'Creating and keeping your profile ID, with your credits and your library', tr: { activity: 'Profil kimliğinizin kredileriniz ve kitaplığınızla birlikte oluşturulması ve saklanması' } },
    { of: 'service', basis: 'contract', activity: 'Generating the tracks you ask for, keeping them in your library and showing your generation history', tr: { activity: 'İstediğiniz parçaların üretilmesi, kitaplığınızda saklanması ve üretim geçmişinizin gösterilmesi' } },
    { of: 'ai', basis: 'contract', activity: 'Sending your prompt, lyrics and style choices to the AI providers that make the track', tr: { activity: 'İsteminizin, şarkı sözlerinizin ve stil seçimlerinizin parçayı üreten yapay zekâ sağlayıcılarına gönderilmesi' } },
    { of: 'purchases', basis: 'contract', activity: 'Adding the credits you buy, deducting credits for each generation, restoring purchases and handling refunds', tr: { activity: 'Satın aldığınız kredilerin hesabınıza eklenmesi, her üretim için kredi düşülmesi, satın almaların geri yüklenmesi ve iadelerin işlenmesi' } },
    { of: 'faucet', basis: 'contract', activity: 'Adding free credits from the faucet to the profile ID you enter', tr: { activity: 'Ücretsiz kredi sayfasından verilen kredilerin girdiğiniz profil kimliğine eklenmesi' } },
    { of: 'security', basis: 'legitimate-interests', activity: 'Keeping the service secure and stopping abuse, including automated or fraudulent faucet claims (connection logs, faucet claim records)', tr: { activity: 'Hizmetin güvenliğinin sağlanması ve otomatik ya da hileli ücretsiz kredi talepleri dâhil kötüye kullanımın önlenmesi (bağlantı kayıtları, ücretsiz kredi talebi kayıtları)' } },
    ...commonBases('en'),
  ],
  openQuestions: [
    'a deletion request by e-mail carries only a profile ID or a store order number, which anyone who has seen them can send: decide how the backend confirms that the request comes from the account’s owner before it deletes (for example a code shown in the app), and confirm that it can find an account by a store order number',
    'purchases: the terms and the EULA say that a consumer in the EU or the UK keeps the right of withdrawal from a purchase unless, before paying, they expressly agree on the purchase screen to immediate supply and acknowledge losing the right, which is then confirmed to them; that the purchase screen tells a consumer in Türkiye that Art. 15 of the Distance Contracts Regulation excludes it; and that a withdrawal, or a refused change of the terms, which the store does not refund is refunded by the owner: confirm that the purchase screen asks for and records that consent and sends the confirmation, and how the owner refunds a purchase the store does not',
    'the policy says that below the age of digital consent (13 to 16 in the EU depending on the country, 13 in the UK, and 18 in Türkiye, where the site takes the age of majority) a parent or guardian gives the consent to analytics (GDPR Art. 8): decide how the consent screen does this, for example by asking the user’s age and, below it, collecting no analytics unless a parent consents',
    'fill in Google Play’s Data safety form and the App Store privacy label from the policy: approximate location (the country or region analytics derives from the IP address) is collected when analytics is allowed, and the service providers, the AI providers among them, process data on your behalf, which Google Play does not count as sharing',
  ],
  dataNeeded: invented(
    {
      data: 'your profile ID, which it creates itself, and the prompt, lyrics and style choices of each track you ask for',
      without: 'the app cannot keep your credits and library or generate music',
    },
    'what the app cannot work without (GDPR Art. 13(2)(e)): confirm that nothing else is required to use it',
  ),
  inventory: invented(
    {
      types: [
        {
          type: 'user-ids',
          data: 'Your 6-character profile ID',
          use: 'required',
          ephemeral: false,
          purposes: ['app-functionality', 'account-management'],
          linked: true,
          tracking: false,
          processors: ['Google Cloud and Firebase'],
          retention: 'account',
          bases: ['account'],
          fields: ['username'],
          tr: { data: '6 karakterlik profil kimliğiniz' },
        },
        {
          type: 'other-user-content',
          ...AI_INPUT_DATA,
          data: 'Your prompts, lyrics and style choices',
          ephemeral: false,
          purposes: ['app-functionality'],
          linked: true,
          tracking: false,
          processors: ['Google Cloud and Firebase', 'Stability AI (Stable Audio)', 'ElevenLabs (Eleven Music)'],
          retention: 'account',
          bases: ['service', 'ai'],
          tr: { data: 'İstemleriniz, şarkı sözleriniz ve stil seçimleriniz' },
        },
        {
          type: 'other-user-content',
          data: 'The tracks generated for you, with their titles and your credit history',
          use: 'required',
          ephemeral: false,
          purposes: ['app-functionality'],
          linked: true,
          tracking: false,
          processors: ['Google Cloud and Firebase'],
          retention: 'account',
          bases: ['service', 'purchases'],
          tr: { data: 'Sizin için üretilen parçalar, adları ve kredi geçmişiniz' },
        },
        {
          ...PURCHASE_DATA,
          data: 'The credits and subscriptions you buy: product, price, currency, date and transaction ID',
          linked: true,
          processors: ['Apple App Store', 'Google Play', 'Google Cloud and Firebase'],
          tr: { data: 'Satın aldığınız krediler ve abonelikler: ürün, fiyat, para birimi, tarih ve işlem kimliği' },
        },
        {
          ...CONNECTION_LOG_DATA,
          data: 'Your IP address, which our servers log with each request and each faucet claim',
          linked: true,
          processors: ['Google Cloud and Firebase'],
          retention: 'connectionLogs',
          tr: { data: 'Sunucularımızın her istekle ve her ücretsiz kredi talebiyle kaydettiği IP adresiniz' },
        },
        {
          type: 'app-interactions',
          ...ANALYTICS_DATA,
          data: 'The screens you view, the features you use and how long a session lasts',
          tr: { data: 'Görüntülediğiniz ekranlar, kullandığınız özellikler ve oturum süresi' },
        },
        {
          type: 'approximate-location',
          ...ANALYTICS_DATA,
          data: 'The country or region analytics derives from your IP address',
          tr: { data: 'Analiz aracının IP adresinizden çıkardığı ülke veya bölge' },
        },
        {
          type: 'device-ids',
          ...ANALYTICS_DATA,
          data: 'A random app-instance identifier that analytics counts against',
          tr: { data: 'Analiz aracının saydığı rastgele bir uygulama örneği tanımlayıcısı' },
        },
        {
          type: 'device-ids',
          ...CRASH_DATA,
          data: 'A random installation identifier sent with crash reports',
          tr: { data: 'Çökme raporlarıyla gönderilen rastgele bir kurulum tanımlayıcısı' },
        },
        {
          type: 'crash-logs',
          ...CRASH_DATA,
          data: 'Crash reports: the stack trace and the time of the crash',
          tr: { data: 'Çökme raporları: hata izi ve çökmenin zamanı' },
        },
        {
          type: 'diagnostics',
          ...CRASH_DATA,
          data: 'The app version, device model and system version sent with a crash report',
          tr: { data: 'Çökme raporuyla gönderilen uygulama sürümü, cihaz modeli ve sistem sürümü' },
        },
        {
          ...SUPPORT_MAIL_DATA,
          data: 'Your e-mail address and your message, if you write to support',
          tr: { data: 'Desteğe yazarsanız e-posta adresiniz ve mesajınız' },
        },
      ],
      encryptedInTransit: true,
      accountCreation: ['other'],
      otherCreation: 'The app creates an account with a random 6-character profile ID when it is first opened; no e-mail address or password is asked for.',
    },
    'what the app collects, as the stores’ forms ask it (Google Play’s Data safety, Apple’s App Privacy): check it against the app and every SDK it ships, then run npm run docs and fill in the forms from docs/stores/sonora-ai/',
  ),
  consents: [
    invented({ of: 'ai', withdrawInApp: ['Settings', 'Privacy', 'AI providers'] }),
    invented({ of: 'analytics', withdrawInApp: ['Settings', 'Privacy', 'Analytics'] }, 'analytics now runs only with consent, for every user (GDPR Art. 6(1)(a), ePrivacy Art. 5(3), KVKK Art. 5(1)): the app must ask before the first analytics event (Firebase Analytics collection off by default) and offer this switch, as easy as giving it (GDPR Art. 7(3)); confirm both'),
  ],
  /** Whom the policy names as recipients besides the providers and the authorities (its section on who receives data). */
  disclosures: ['rights-and-safety', 'new-owner'],
  identifier: invented({ name: 'your profile ID', shownIn: 'shown on your profile screen in the app', tr: { name: 'profil kimliğinizi', shownIn: 'profil kimliğiniz uygulamadaki profil ekranınızda görünür' } }, 'the ID the deletion page asks for, and where the app shows it'),
  governingLaw: invented({ law: 'the laws of the Republic of Türkiye', courts: 'owner-city' }, 'Turkish law, and the courts of the owner’s city (content/site.ts) subject to the consumer’s own courts and bodies'),
  extra: {
    faucetCredits: invented(50, 'credits added per faucet claim'),
    faucetClaimEvery: invented({ amount: 1, unit: 'day' }, 'one faucet claim per profile ID in this period'),
  },
};
