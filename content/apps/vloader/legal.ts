import { ANALYTICS_DATA, ANALYTICS_PURCHASE_DATA, commonBases, CONNECTION_LOG_DATA, connectionLogs, CONSENT_SWITCH_API, CRASH_DATA, liabilityCap, PROVIDERS, PURCHASE_DATA, purchaseRecords, RETENTION_RULES, SUPPORT_MAIL_DATA, supportMessages } from '../../legal/shared';
import { requestRecords } from '../../legal/kept-records';
import { invented } from '../../facts';
import { site } from '../../site';

/**
 * The legal facts of Vloader. Its privacy policy, terms and EULA render them
 * (components/legal/facts.tsx). Vloader has no accounts: "deletion" erases
 * what the servers hold about an installation. `invented` marks what the
 * owner must confirm (listed in OWNER-CHECKLIST.md).
 */
export const legal = {
  app: 'vloader',
  effectiveDate: invented('2024-04-15'),
  effectiveFrom: { 'aydinlatma-metni': invented('2026-11-26', 'the day the Turkish information notice was first published here: set it to the day it goes live') },
  lastUpdated: invented('2026-11-28'),
  changeLog: [
    invented({ date: '2024-04-15', change: 'First version.' }),
    invented({ date: '2026-11-21', change: 'We rewrote the privacy policy, the terms and the EULA in full: they now cover the links you submit, the download history kept on your device, the legal basis of what we do with your data, transfers abroad, your rights and how to have your data deleted.' }),
    invented({ date: '2026-11-23', change: 'The policy now says how long analytics, crash reports and purchase records are kept, how to delete your data inside the app and how to use your rights under the Turkish data protection law. The terms and the EULA now set the same limit on our liability, with the same exceptions.' }),
    invented({ date: '2026-11-25', change: 'A table now gives the legal basis of everything we do with your data, and analytics runs only if you allow it. The policy also names our representatives in the EU and the UK and says how to get a copy of the safeguards for transfers abroad, and the EULA, like the terms, keeps your right to go to the courts and consumer bodies where you live.' }),
    invented({ date: '2026-11-26', change: 'The policy now says which data the app cannot work without, that no decision about you is made by automated means alone, and that below the age of digital consent a parent or guardian gives the consent to analytics. It also gives the time limits for a complaint to the Turkish Personal Data Protection Board, and the data safety summary lists the approximate location derived from your IP address.' }),
    invented({
      date: '2026-11-26',
      change: 'The terms and the EULA now tell you of a change in advance and let you refuse it, with a refund of what you paid for and have not used, and state your right of withdrawal from a purchase. The liability limit now counts what you paid through the App Store or Google Play, and you answer only for what you are responsible for.',
    }),
    invented({ date: '2026-11-26', change: 'Our information notice under Article 10 of the Turkish data protection law (KVKK) is now published in Turkish, and this policy links to it.' }),
    invented({ date: '2026-11-27', change: 'If we discontinue the service, we now refund what you paid for and have not used, ourselves where the store does not, and refusing a change to the terms refunds the unused part of any purchase, a one-time unlock included. The EULA ends your licence only for a serious or repeated breach, as the terms say, and the terms no longer ask you to agree to this policy.' }),
    invented({ date: '2026-11-27', change: 'Copyright notices from rights holders now rest on our legitimate interests. We tell you of any breach of your personal data whatever the risk, an account’s data is deleted within thirty days, and the liability floor is now €50.' }),
    invented({ date: '2026-11-27', change: 'The standard contract we sign with each provider abroad is notified to the Turkish Personal Data Protection Authority within five business days, as the law now requires.' }),
    invented({ date: '2026-11-28', change: 'The data safety summary now says that purchase records are also kept to meet tax law.' }),
    invented({ date: '2026-11-28', change: 'The record of your requests under data protection law and of our answers is now kept apart from support e-mails, for three years, in case a complaint or a claim follows; the policy also says how we answer a Do Not Track signal. The links you paste and the identifier our server receives serve the download and its security only, never analytics, which runs only with your consent.' }),
    invented({ date: '2026-11-28', change: 'The data safety summary now says that analytics, once you allow it, also records the purchases you make in the app.' }),
    invented({ date: '2026-11-28', change: 'The policy, the terms and the EULA now state one age rule: the minimum age, the permission of a parent or guardian below the age of majority, and a parent’s or guardian’s consent to analytics below the age of digital consent; no document bars users below that age any longer.' }),
    invented({ date: '2026-11-28', change: 'The policy and the Turkish information notice list every way to make an application under the Turkish data protection law (KVKK): in writing, by registered electronic mail (KEP), with a secure electronic or mobile signature, and, where the app holds your e-mail address, from that address.' }),
    invented({ date: '2026-11-28', change: 'The retention table now says that what is kept for a fixed period and erased with your account is kept for that period or until you delete your account, if sooner.' }),
    invented({ date: '2026-11-28', change: 'The data safety summary now says that crash reports also keep the app working, not only serve analytics, and lists the device model and system version sent with a crash report as other app performance data, as Apple’s and Google’s definitions ask. The links, identifiers, IP address and device details our server receives are now declared as linked to your installation, since the server keeps them under its identifier.' }),
    invented({ date: '2026-11-28', change: 'The policy and the Turkish information notice list the ways to make an application under the Turkish data protection law (KVKK) in one list, which offers registered electronic mail (KEP) only to a KEP address of ours (we have none yet) and says an ordinary e-mail cannot make one; it names the UK’s supervisory authority, the ICO, beside our UK representative; it answers Do Not Track under its own heading; connection logs are kept one month from collection, as our servers cannot pick them out by account, instead of being said to go when you delete your data; the list of what a deletion erases now names everything that ends when you delete your data; and the purchase confirmations exchanged with the App Store and Google Play no longer claim a contract the stores have not signed, and the Turkish notice lists the IP address among the records of transaction security, where the Turkish registry of data controllers puts it. The retention table speaks of deleting your data, as Vloader has no account, and the retention summary leaves the periods to the table.' }),
    invented({ date: '2026-11-28', change: 'The terms and the EULA now block your installation only for a serious or repeated breach, wherever they speak of breaking the rules; if you refuse a change to them, you are refunded on your store receipt; and the liability floor is 2,500 Turkish lira for everyone, rising each year by the revaluation rate, instead of €50.' }),
  ],
  minimumAge: invented(13),
  processors: [
    invented({
      ...PROVIDERS.googleCloud,
      name: 'Google Cloud and Firebase',
      purpose: 'Runs the server that resolves your links and passes the files to your device, and holds its technical logs.',
      region: 'European Union',
      tr: { purpose: 'Bağlantılarınızı çözümleyen ve dosyaları cihazınıza ileten sunucuyu çalıştırır ve bu sunucunun teknik kayıtlarını tutar.', region: 'Avrupa Birliği' },
    }),
    invented({
      ...PROVIDERS.googleAnalytics,
      name: 'Google Analytics for Firebase',
      purpose: 'Counts how the app is used (screens, completed and failed downloads, formats, session length) against a random app-instance identifier.',
      region: 'United States and European Union',
      tr: { purpose: 'Uygulamanın nasıl kullanıldığını (ekranlar, tamamlanan ve başarısız indirmeler, biçimler, oturum süresi) rastgele bir uygulama örneği tanımlayıcısıyla ölçer.', region: 'Amerika Birleşik Devletleri ve Avrupa Birliği' },
    }),
    invented({
      ...PROVIDERS.crashlytics,
      name: 'Firebase Crashlytics',
      purpose: 'Records crash reports with the app state, device model, system version and a random installation identifier.',
      region: 'United States',
      tr: { purpose: 'Çökme raporlarını uygulamanın durumu, cihaz modeli, sistem sürümü ve rastgele bir kurulum tanımlayıcısıyla kaydeder.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.appStore,
      name: 'Apple App Store',
      purpose: 'Takes the payment for premium features and subscriptions bought on iOS and confirms the transaction to us, as an independent controller.',
      region: 'United States and Ireland',
      tr: { purpose: 'iOS’ta satın alınan premium özelliklerin ve aboneliklerin ödemesini bağımsız veri sorumlusu sıfatıyla alır ve işlemi bize teyit eder.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
    invented({
      ...PROVIDERS.googlePlay,
      name: 'Google Play',
      purpose: 'Takes the payment for premium features and subscriptions bought on Android and confirms the transaction to us, as an independent controller.',
      region: 'United States and Ireland',
      tr: { purpose: 'Android’de satın alınan premium özelliklerin ve aboneliklerin ödemesini bağımsız veri sorumlusu sıfatıyla alır ve işlemi bize teyit eder.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
  ],
  retention: {
    requestRecords: invented(requestRecords('en')),
    uploads: invented({
      data: 'Links you submit, with the record of each download (installation identifier, device data, time, result)',
      period: { amount: 1, unit: 'month' },
      from: 'collection',
      afterDeletion: 'deleted',
      tr: { data: 'Gönderdiğiniz bağlantılar ve her indirmenin kaydı (kurulum tanımlayıcısı, cihaz verileri, zaman, sonuç)' },
    }),
    connectionLogs: invented(
      connectionLogs('en', 'Connection logs: your IP address and the request data our servers receive with each download', 'Bağlantı kayıtları: IP adresiniz ve sunucularımızın her indirmede aldığı istek verileri'),
      'the backend receives the IP address of every request and keeps it in its logs: confirm how long the logs are kept',
    ),
    analytics: invented({
      data: 'Usage analytics linked to a random app-instance identifier',
      period: { amount: 2, unit: 'month' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'It is linked only to a random identifier, not to your name; the retention setting of {processors:analytics} is at its shortest.',
      tr: { data: 'Rastgele bir uygulama örneği tanımlayıcısına bağlı kullanım analizi verileri', reason: 'Adınıza değil, yalnızca rastgele bir tanımlayıcıya bağlıdır; {processors:analytics} hizmetinin saklama ayarı en kısa süreye ayarlanmıştır.' },
    }),
    crashReports: invented({
      data: 'Crash reports linked to a random installation identifier',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: '{processors:crash-reports} keeps them for this fixed period; they contain no videos and no name.',
      tr: { data: 'Rastgele bir kurulum tanımlayıcısına bağlı çökme raporları', reason: '{processors:crash-reports} bu raporları bu sabit süre boyunca saklar; raporlarda video veya ad bulunmaz.' },
    }),
    supportMessages: invented(supportMessages('Support e-mails and what you attach to them', 'Destek e-postalarınız ve bunlara eklediğiniz dosyalar')),
    purchaseRecords: invented(
      purchaseRecords('en', 'The minimum record of a purchase (transaction identifier, product, price, currency and date)', 'Bir satın almanın asgari kaydı (işlem kimliği, ürün, fiyat, para birimi ve tarih)'),
      'whether store transaction records must be kept under VUK Art. 253 is for the owner and their accountant to confirm',
    ),
  },
  deletion: {
    inApp: invented(['Settings', 'Privacy', 'Delete my data']),
    timeLimit: RETENTION_RULES.deletionTimeLimit,
    deleted: [
      'The installation identifier and technical data our servers hold for your installation',
    ],
    withoutApp: invented(
      `If you no longer have the app, e-mail ${site.email} with the subject “Delete my Vloader data” and what helps us find your data: your device model, the approximate dates you used the app and, for purchases, the order number on your App Store or Google Play receipt. We delete the data we can link to you and tell you what we found.`,
      'the backend must be able to find an installation’s data by these details: confirm this is how a request without the app is handled',
    ),
    notes: [
      'Your download history and the videos kept inside the app are on your device only: delete them in the app or uninstall the app; videos you saved to your photo library or media storage stay there until you delete them yourself.',
      'Aggregated statistics that can no longer identify you or your device may be kept.',
      'Deleting your data does not cancel a subscription: cancel it in your App Store or Google Play settings.',
    ],
    tr: {
      deleted: [
        'Kurulumunuz için sunucularımızda tutulan kurulum tanımlayıcısı ve teknik veriler',
      ],
      notes: [
        'İndirme geçmişiniz ve uygulamanın içinde tutulan videolar yalnızca cihazınızdadır: bunları uygulamada silin veya uygulamayı kaldırın; fotoğraf arşivinize veya medya depolama alanınıza kaydettiğiniz videolar ise siz silene kadar orada kalır.',
        'Artık sizi veya cihazınızı tanımlayamayan toplu istatistikler saklanabilir.',
        'Verilerinizi silmek aboneliğinizi iptal etmez: aboneliğinizi App Store veya Google Play ayarlarınızdan iptal edin.',
      ],
      withoutApp: `Uygulama artık cihazınızda değilse ${site.email} adresine “{en:Delete my Vloader data}” konu başlığıyla ve verilerinizi bulmamıza yardımcı olacak bilgilerle yazın: cihaz modeliniz, uygulamayı kullandığınız yaklaşık tarihler ve satın almalar için App Store veya Google Play makbuzunuzdaki sipariş numarası. Size bağlayabildiğimiz verileri siler ve ne bulduğumuzu size bildiririz.`,
    },
  },
  liability: invented(
    liabilityCap(),
    'one rule for terms and EULA, as the terms already said; the floor keeps the cap from being a full exclusion for users who paid nothing',
  ),
  lawfulBases: [
    { of: 'service', basis: 'contract', activity: 'Processing the links you submit and delivering the files you ask for to your device', tr: { activity: 'Gönderdiğiniz bağlantıların işlenmesi ve istediğiniz dosyaların cihazınıza iletilmesi' } },
    { of: 'purchases', basis: 'contract', activity: 'Unlocking, verifying and restoring the premium features you bought', tr: { activity: 'Satın aldığınız premium özelliklerin açılması, doğrulanması ve geri yüklenmesi' } },
    { of: 'security', basis: 'legitimate-interests', activity: 'Keeping the service secure and preventing abuse (server logs, installation identifier, IP address)', tr: { activity: 'Hizmetin güvenliğinin sağlanması ve kötüye kullanımın önlenmesi (sunucu kayıtları, kurulum tanımlayıcısı, IP adresi)' } },
    ...commonBases('en', {
      'crash-reports': { en: 'Finding and fixing crashes and failed downloads (crash reports)', tr: 'Çökme raporlarıyla çökmelerin ve başarısız indirmelerin tespit edilip giderilmesi' },
    }),
    {
      of: 'copyright-notices',
      basis: 'legitimate-interests',
      activity: 'Answering copyright notices from rights holders and acting on them (the notice, the sender’s contact details and the links it names)',
      tr: { activity: 'Hak sahiplerinden gelen telif hakkı bildirimlerinin yanıtlanması ve gereğinin yapılması (bildirim, gönderenin iletişim bilgileri ve bildirimdeki bağlantılar)' },
    },
  ],
  openQuestions: [
    'Apple App Review Guideline 5.2.3: an app that saves video from third-party sources must have the authorisation of those sources; list the sources Vloader downloads from and keep their authorisation (or limit it to sources whose terms allow downloading) before submitting it to the App Store',
    'Apple 5.2.3 and Google Play’s policy on unauthorised downloading: list the platforms Vloader downloads from and, for each, the documented permission (its terms, an API that offers downloads, or the rights holder) that allows saving its videos; a store reviewer asks for it, and the terms putting the responsibility on the user do not replace it. Google Play does not allow apps that download from platforms such as YouTube against their terms: limit the app to the platforms that authorise downloading, refuse links to any other, and tell us which they are so that the terms, the EULA and the landing page name them',
    'purchases: the terms and the EULA say that a consumer in the EU or the UK keeps the right of withdrawal from a purchase unless, before paying, they expressly agree on the purchase screen to immediate supply and acknowledge losing the right, which is then confirmed to them; that the purchase screen tells a consumer in Türkiye that Art. 15 of the Distance Contracts Regulation excludes it; and that a withdrawal, or a refused change of the terms, which the store does not refund is refunded by the owner: confirm that the purchase screen asks for and records that consent and sends the confirmation, and how the owner refunds a purchase the store does not',
    'the policy says that below the age of digital consent (13 to 16 in the EU depending on the country, 13 in the UK, and 18 in Türkiye, where the site takes the age of majority) a parent or guardian gives the consent to analytics (GDPR Art. 8): decide how the consent screen does this, for example by asking the user’s age and, below it, collecting no analytics unless a parent consents',
    'fill in Google Play’s Data safety form and the App Store privacy label from the policy: approximate location (the country or region analytics derives from the IP address) is collected when analytics is allowed, and the service providers process data on your behalf, which Google Play does not count as sharing',
  ],
  dataNeeded: invented(
    {
      data: 'the link of each video you want to save, with the technical data our server receives when the app sends it (your IP address and installation identifier)',
      without: 'the app cannot fetch the video',
    },
    'what the app cannot work without (GDPR Art. 13(2)(e)): confirm that nothing else is required to use it',
  ),
  inventory: invented(
    {
      types: [
        {
          type: 'other-user-content',
          data: 'The links you paste or share into the app to download a video',
          use: 'required',
          ephemeral: false,
          purposes: ['app-functionality', 'fraud-prevention'],
          linked: true,
          tracking: false,
          processors: ['Google Cloud and Firebase'],
          retention: 'uploads',
          bases: ['service', 'security'],
          tr: { data: 'Bir videoyu indirmek için uygulamaya yapıştırdığınız veya paylaştığınız bağlantılar' },
        },
        {
          type: 'device-ids',
          data: 'The installation or app instance identifier of {processors:hosting} that our server receives with each download',
          use: 'required',
          ephemeral: false,
          purposes: ['app-functionality', 'fraud-prevention'],
          linked: true,
          tracking: false,
          processors: ['Google Cloud and Firebase'],
          retention: 'uploads',
          bases: ['service', 'security'],
          tr: { data: 'Sunucumuzun her indirmeyle birlikte aldığı kurulum veya uygulama örneği tanımlayıcısı' },
        },
        {
          ...CONNECTION_LOG_DATA,
          data: 'Your IP address, and the approximate country derived from it',
          linked: true,
          processors: ['Google Cloud and Firebase'],
          retention: 'connectionLogs',
          tr: { data: 'IP adresiniz ve ondan çıkarılan yaklaşık ülke' },
        },
        {
          type: 'other-performance',
          data: 'The device model, operating system version, app version, and language and region settings our server receives',
          use: 'required',
          ephemeral: false,
          purposes: ['app-functionality'],
          linked: true,
          tracking: false,
          processors: ['Google Cloud and Firebase'],
          retention: 'uploads',
          bases: ['service'],
          tr: { data: 'Sunucumuzun aldığı cihaz modeli, işletim sistemi sürümü, uygulama sürümü ile dil ve bölge ayarları' },
        },
        {
          ...PURCHASE_DATA,
          data: 'Your purchases: product and transaction IDs, price and currency, purchase date, subscription status and store country',
          linked: false,
          processors: ['Apple App Store', 'Google Play'],
          tr: { data: 'Satın almalarınız: ürün ve işlem kimlikleri, fiyat ve para birimi, satın alma tarihi, abonelik durumu ve mağaza ülkesi' },
        },
        {
          type: 'app-interactions',
          ...ANALYTICS_DATA,
          data: 'The screens you open, whether a download completed or failed, the format you chose and how long a session lasts',
          tr: { data: 'Açtığınız ekranlar, bir indirmenin tamamlanıp tamamlanmadığı, seçtiğiniz biçim ve oturum süresi' },
        },
        {
          type: 'device-ids',
          ...ANALYTICS_DATA,
          data: 'A random app-instance identifier that analytics counts against',
          tr: { data: 'Analiz aracının saydığı rastgele bir uygulama örneği tanımlayıcısı' },
        },
        {
          ...ANALYTICS_PURCHASE_DATA,
          data: 'The purchases you make in the app (what and when), as analytics events',
          tr: { data: 'Uygulamada yaptığınız satın almalar (ne ve ne zaman), analiz olayları olarak' },
        },
        {
          type: 'device-ids',
          ...CRASH_DATA,
          data: 'The installation identifier sent with crash reports',
          tr: { data: 'Çökme raporlarıyla gönderilen kurulum tanımlayıcısı' },
        },
        {
          type: 'crash-logs',
          ...CRASH_DATA,
          data: 'Crash reports: the stack trace and the state of the app',
          tr: { data: 'Çökme raporları: çağrı yığını ve uygulamanın durumu' },
        },
        {
          type: 'other-performance',
          ...CRASH_DATA,
          data: 'The device model and operating system version sent with a crash report',
          tr: { data: 'Çökme raporuyla gönderilen cihaz modeli ve işletim sistemi sürümü' },
        },
        {
          ...SUPPORT_MAIL_DATA,
          data: 'Your e-mail address, your message and any attachments, if you write to support',
          tr: { data: 'Desteğe yazarsanız e-posta adresiniz, mesajınız ve ekleriniz' },
        },
      ],
      encryptedInTransit: true,
    },
    'what the app collects, as the stores’ forms ask it (Google Play’s Data safety, Apple’s App Privacy): check it against the app and every SDK it ships, then run npm run docs and fill in the forms from docs/stores/vloader/',
  ),
  requiredReasonApis: invented([CONSENT_SWITCH_API], 'the required-reason APIs the app’s own code calls, with Apple’s reasons (lib/stores/required-reasons.ts): the consent switches keep their answers in the app’s user defaults (CA92.1); check Xcode’s privacy report and any ITMS-91053 message of App Store Connect, and add every other category the app’s own code calls'),
  consents: [invented({ of: 'analytics', withdrawInApp: ['Settings', 'Privacy', 'Analytics'] }, 'analytics now runs only with consent, for every user (GDPR Art. 6(1)(a), ePrivacy Art. 5(3), KVKK Art. 5(1)): the app must ask before the first analytics event (Firebase Analytics collection off by default) and offer this switch, as easy as giving it (GDPR Art. 7(3)); confirm both')],
  /** Whom the policy names as recipients besides the providers and the authorities (its section on who receives data). */
  disclosures: ['rights-and-safety'],
  governingLaw: invented({ law: 'the laws of the Republic of Türkiye', courts: 'owner-city', tr: { law: 'Türkiye Cumhuriyeti hukuku' } }, 'Turkish law, and the courts of the owner’s city (content/site.ts) subject to the consumer’s own courts and bodies'),
  extra: {},
};
