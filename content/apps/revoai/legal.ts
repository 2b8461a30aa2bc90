import { commonBases, liabilityCap, PROVIDERS, purchaseRecords, RETENTION_RULES, supportMessages } from '../../legal/shared';
import { confirmed, invented } from '../../facts';
import { site } from '../../site';

/**
 * The legal facts of RevoAI. Its privacy policy, terms, EULA and deletion
 * page (/revoai/account-delete) render them (components/legal/facts.tsx,
 * lib/legal/deletion.ts). `invented` marks what the owner must confirm (see the
 * OWNER-CHECKLIST.md); `confirmed` is used only for what the law states
 * or the owner's product requirements fix.
 */
export const legal = {
  app: 'revoai',
  effectiveDate: invented('2024-06-15'),
  effectiveFrom: { 'aydinlatma-metni': invented('2026-11-26', 'the day the Turkish information notice was first published here: set it to the day it goes live') },
  lastUpdated: invented('2026-11-27'),
  changeLog: [
    invented({ date: '2024-06-15', change: 'First version of the privacy policy, the terms and the EULA.' }),
    invented({ date: '2026-11-21', change: 'We revised the privacy policy, the terms and the EULA.' }),
    invented({ date: '2026-11-23', change: 'The policy now names the AI providers, says that your photos reach them only with your permission, which you can turn off in the app, and lists the support e-mails and purchase records kept after you delete your account, with their periods. It also explains how to delete your account inside the app and how to use your rights under the Turkish data protection law, and the terms and the EULA now set the same limit on our liability.' }),
    invented({ date: '2026-11-25', change: 'A table now gives the legal basis of everything we do with your data, and analytics runs only if you allow it. The policy also names our representatives in the EU and the UK and explains how to delete your account without the app, and the terms and the EULA name the courts and consumer bodies you can go to.' }),
    invented({ date: '2026-11-26', change: 'Usage analytics is now kept for the shortest period Google Analytics for Firebase allows, and the deletion page warns that anyone who knows your username can delete your account with it. The policy also says which data the app cannot work without, that no decision about you is made by automated means alone, and that below the age of digital consent a parent or guardian gives the consent to analytics, and gives the time limits for a complaint to the Turkish Personal Data Protection Board.' }),
    invented({
      date: '2026-11-26',
      change: 'The terms and the EULA now tell you of a change in advance and let you refuse it, with a refund of what you paid for and have not used, and state your right of withdrawal from a purchase. The liability limit now counts what you paid through the App Store or Google Play, and you answer only for what you are responsible for.',
    }),
    invented({ date: '2026-11-26', change: 'Our information notice under Article 10 of the Turkish data protection law (KVKK) is now published in Turkish, and this policy links to it.' }),
    invented({ date: '2026-11-27', change: 'If we discontinue the service, we now refund the subscription time you have paid for and not used, ourselves where the store does not, and refusing a change to the terms refunds the unused part of any purchase. The EULA ends your licence only for a serious or repeated breach, as the terms say.' }),
    invented({ date: '2026-11-27', change: 'Support e-mails are now kept one month after our last exchange and deleted with your account, we tell you of any breach of your personal data whatever the risk, and the liability floor is now €50 instead of US$50. The standard contract we sign with each provider abroad is notified to the Turkish Personal Data Protection Authority within five business days, as the law now requires.' }),
  ],
  minimumAge: confirmed(13, 'a product requirement: children under 13 may not use the astrology, voice and design apps'),
  processors: [
    invented({
      ...PROVIDERS.googleCloud,
      name: 'Google Cloud and Firebase',
      purpose: 'Hosts the servers, database and file storage that hold your username, uploaded photos, generated designs, personal gallery and subscription status.',
      region: 'European Union and United States',
      tr: { purpose: 'Kullanıcı adınızı, yüklediğiniz fotoğrafları, üretilen tasarımları, kişisel galerinizi ve abonelik durumunuzu tutan sunucuları, veritabanını ve dosya depolama alanını barındırır.', region: 'Avrupa Birliği ve Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.googleAnalytics,
      name: 'Google Analytics for Firebase',
      purpose: 'Counts how the app is used (screens, features, number of designs, session length) against a random app-instance identifier.',
      region: 'United States and European Union',
      tr: { purpose: 'Uygulamanın nasıl kullanıldığını (ekranlar, özellikler, tasarım sayısı, oturum süresi) rastgele bir uygulama örneği tanımlayıcısıyla ölçer.', region: 'Amerika Birleşik Devletleri ve Avrupa Birliği' },
    }),
    invented({
      ...PROVIDERS.crashlytics,
      name: 'Firebase Crashlytics',
      purpose: 'Records crash reports and error logs with the app state, device model, system version and a random installation identifier that Crashlytics creates itself, which is not your device ID and is not linked to your account.',
      region: 'United States',
      tr: { purpose: 'Çökme raporlarını ve hata kayıtlarını uygulamanın durumu, cihaz modeli, sistem sürümü ve Crashlytics hizmetinin kendi oluşturduğu rastgele bir kurulum tanımlayıcısıyla kaydeder; bu tanımlayıcı cihaz kimliğiniz değildir ve hesabınızla ilişkilendirilmez.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented(
      {
        ...PROVIDERS.stabilityAi,
        name: 'Stability AI',
        purpose: 'Redesigns the room, garden or outdoor space in your uploaded photo in the style and colours you choose (virtual transformation, landscape design).',
        region: 'United States',
        tr: { purpose: 'Yüklediğiniz fotoğraftaki odayı, bahçeyi veya dış mekânı seçtiğiniz stil ve renklerde yeniden tasarlar (sanal dönüşüm, peyzaj tasarımı).', region: 'Amerika Birleşik Devletleri' },
      },
      'AI provider chosen by this repository; the owner must confirm which models the app calls',
    ),
    invented(
      {
        ...PROVIDERS.openai,
        name: 'OpenAI',
        purpose: 'Edits the parts of your photo you select to furnish an empty room or replace furniture, following your design choices and text instructions.',
        region: 'United States',
        tr: { purpose: 'Boş bir odayı döşemek veya mobilyaları değiştirmek için fotoğrafınızda seçtiğiniz bölümleri tasarım seçimlerinize ve yazılı talimatlarınıza göre düzenler.', region: 'Amerika Birleşik Devletleri' },
      },
      'AI provider chosen by this repository; the owner must confirm which models the app calls',
    ),
    invented({
      ...PROVIDERS.appStore,
      name: 'Apple (App Store)',
      purpose: 'Sells and renews Premium subscriptions on iOS and tells us only the plan, its status, its renewal or expiry date and a transaction identifier.',
      region: 'United States and Ireland',
      tr: { purpose: 'iOS’ta Premium abonelikleri satar ve yeniler; bize yalnızca planı, durumunu, yenilenme veya sona erme tarihini ve bir işlem kimliğini bildirir.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
    invented({
      ...PROVIDERS.googlePlay,
      name: 'Google Play',
      purpose: 'Sells and renews Premium subscriptions on Android and tells us only the plan, its status, its renewal or expiry date and a transaction identifier.',
      region: 'United States and Ireland',
      tr: { purpose: 'Android’de Premium abonelikleri satar ve yeniler; bize yalnızca planı, durumunu, yenilenme veya sona erme tarihini ve bir işlem kimliğini bildirir.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
  ],
  retention: {
    account: invented({
      data: 'Your username, your personal gallery, the link between your device ID and your account, and your subscription status',
      period: 'while-active',
      afterDeletion: 'deleted',
      tr: { data: 'Kullanıcı adınız, kişisel galeriniz, cihaz kimliğiniz ile hesabınız arasındaki bağlantı ve abonelik durumunuz' },
    }),
    uploads: confirmed(
      {
        data: 'Each uploaded photo that you do not save to your personal gallery',
        period: { amount: 30, unit: 'day' },
        from: 'collection',
        afterDeletion: 'deleted',
        tr: { data: 'Yüklediğiniz ve kişisel galerinize kaydetmediğiniz her fotoğraf' },
      },
      'a product requirement: uploaded images are deleted after 30 days unless saved to the personal gallery',
    ),
    generated: invented(
      {
        data: 'Each generated design image that you do not save to your personal gallery',
        period: { amount: 30, unit: 'day' },
        from: 'collection',
        afterDeletion: 'deleted',
        tr: { data: 'Üretilen ve kişisel galerinize kaydetmediğiniz her tasarım görseli' },
      },
      'generated design images not saved to the gallery are deleted after this period',
    ),
    connectionLogs: invented(
      {
        data: 'Connection data: your IP address and the server logs of each request',
        period: { amount: 1, unit: 'month' },
        from: 'collection',
        afterDeletion: 'deleted',
        tr: { data: 'Bağlantı verileri: IP adresiniz ve her isteğin sunucu kayıtları' },
      },
      'the policy gave no period for IP addresses; one month is this repository’s choice, as for the owner’s other apps: the owner must confirm how long the backend and hosting logs keep them',
    ),
    analytics: invented(
      {
        data: 'Pseudonymous usage analytics linked to a random app-instance identifier',
        period: { amount: 2, unit: 'month' },
        from: 'collection',
        afterDeletion: 'kept',
        reason: 'It is not linked to your username; the retention setting of Google Analytics for Firebase is at its shortest.',
        tr: { data: 'Rastgele bir uygulama örneği tanımlayıcısına bağlı, takma adlı kullanım analizi verileri', reason: 'Kullanıcı adınıza bağlı değildir; Google Analytics for Firebase’in saklama ayarı en kısa süreye ayarlanmıştır.' },
      },
      'the policy kept analytics fourteen months without a reason; it now says two, the shortest setting, as the other apps do: set “Data retention” to 2 months in the Google Analytics property of the Firebase project',
    ),
    crashReports: invented({
      data: 'Crash reports linked to Crashlytics’ own random installation identifier (not your device ID)',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Firebase Crashlytics keeps them for this fixed period; nothing in them links them to your username.',
      tr: { data: 'Crashlytics hizmetinin kendi oluşturduğu rastgele kurulum tanımlayıcısına bağlı çökme raporları (cihaz kimliğinize değil)', reason: 'Firebase Crashlytics bu raporları bu sabit süre boyunca saklar; raporlarda onları kullanıcı adınıza bağlayan hiçbir bilgi yoktur.' },
    }),
    supportMessages: invented(supportMessages('Support e-mails you send us, including a deletion request sent by e-mail', 'E-postayla gönderilen silme talepleri dâhil, bize gönderdiğiniz destek e-postaları')),
    purchaseRecords: invented(
      purchaseRecords('en', 'Records of your Premium purchases (plan, purchase and renewal dates, and transaction identifier), which contain no photos or designs', 'Premium satın alımlarınızın kayıtları (plan, satın alma ve yenileme tarihleri ile işlem kimliği); bu kayıtlar fotoğraf veya tasarım içermez'),
      'the owner must confirm which purchase records the backend keeps',
    ),
  },
  deletion: {
    inApp: invented(['Settings', 'Account', 'Delete account']),
    timeLimit: RETENTION_RULES.deletionTimeLimit,
    deleted: [
      'Your username and account',
      'Your uploaded photos, generated designs and personal gallery',
      'The link between your device ID and your account, and your subscription status',
      'Support e-mails linked to your username',
    ],
    withoutApp: invented(
      `If you cannot use the deletion page or can no longer open the app, e-mail ${site.email} with the subject “Delete my RevoAI account” and your username or, if you do not remember it, what identifies the account: the order number on your App Store or Google Play receipt for a Premium subscription, or the approximate date of your last design. Before we delete, we check that the request comes from the account’s owner: we ask you to confirm it in the app or, if you can no longer open it, compare what you tell us with the account. We tell you when the account is gone, or if we cannot find it.`,
      'the backend must be able to find an account by a store order number, and the owner checks the request before deleting: confirm this is how an e-mail request is handled',
    ),
    warning: 'Anyone who knows your username can delete your account with it: keep it to yourself and give it only to us.',
    notes: [
      'Designs you exported stay on your device.',
      'Deleting your account does not cancel a Premium subscription: cancel it in your App Store or Google Play settings.',
    ],
    tr: {
      deleted: [
        'Kullanıcı adınız ve hesabınız',
        'Yüklediğiniz fotoğraflar, üretilen tasarımlar ve kişisel galeriniz',
        'Cihaz kimliğiniz ile hesabınız arasındaki bağlantı ve abonelik durumunuz',
        'Kullanıcı adınıza bağlı destek e-postaları',
      ],
      notes: [
        'Dışa aktardığınız tasarımlar cihazınızda kalır.',
        'Hesabınızı silmek Premium aboneliğinizi iptal etmez: aboneliğinizi App Store veya Google Play ayarlarınızdan iptal edin.',
      ],
      warning: 'Kullanıcı adınızı bilen herkes bu adla hesabınızı silebilir: kullanıcı adınızı kimseyle paylaşmayın ve yalnızca bize verin.',
      withoutApp: `Hesap silme sayfasını kullanamıyorsanız veya uygulamayı artık açamıyorsanız ${site.email} adresine “{en:Delete my RevoAI account}” konu başlığıyla kullanıcı adınızı ya da, hatırlamıyorsanız, hesabı tanımlayan bir bilgiyi yazın: Premium aboneliğinize ait App Store veya Google Play makbuzundaki sipariş numarası veya son tasarımınızın yaklaşık tarihi. Silmeden önce talebin hesap sahibinden geldiğini doğrularız: sizden talebi uygulamada onaylamanızı isteriz veya uygulamayı artık açamıyorsanız bize verdiğiniz bilgileri hesapla karşılaştırırız. Hesap silindiğinde veya hesabı bulamazsak size bildiririz.`,
    },
  },
  liability: invented(
    liabilityCap(),
    'the documents said: what you paid in the previous 12 months or, if you paid nothing, 50 US dollars',
  ),
  lawfulBases: [
    { of: 'account', basis: 'contract', activity: 'Your account: username, personal gallery, subscription status and the link to your device ID', tr: { activity: 'Hesabınız: kullanıcı adı, kişisel galeri, abonelik durumu ve cihaz kimliğinizle bağlantısı' } },
    { of: 'service', basis: 'contract', activity: 'Generating the designs you ask for from your photos and design choices, and keeping what you save', tr: { activity: 'İstediğiniz tasarımların fotoğraflarınızdan ve tasarım seçimlerinizden üretilmesi ve kaydettiklerinizin saklanması' } },
    { of: 'ai', basis: 'contract', activity: 'Sending your photo, design choices and instructions to the AI providers that create the design', tr: { activity: 'Fotoğrafınızın, tasarım seçimlerinizin ve talimatlarınızın tasarımı üreten yapay zekâ sağlayıcılarına gönderilmesi' } },
    { of: 'purchases', basis: 'contract', activity: 'Premium subscriptions: unlocking the right tier and checking renewals', tr: { activity: 'Premium abonelikler: doğru paketin açılması ve yenilemelerin kontrolü' } },
    { of: 'security', basis: 'legitimate-interests', activity: 'Security, usage limits and abuse prevention (device ID, connection data)', tr: { activity: 'Güvenlik, kullanım sınırları ve kötüye kullanımın önlenmesi (cihaz kimliği, bağlantı verileri)' } },
    ...commonBases('en'),
  ],
  openQuestions: [
    'the deletion page deletes the account of anyone who types its six-character username, and an e-mail request carries only a username or an order number: decide how the backend confirms that a request comes from the account’s owner before it deletes (for example a confirmation in the app), and confirm that it can find an account by a store order number',
    'purchases: the terms and the EULA say that a consumer in the EU or the UK keeps the right of withdrawal from a purchase unless, before paying, they expressly agree on the purchase screen to immediate supply and acknowledge losing the right, which is then confirmed to them; that the purchase screen tells a consumer in Türkiye that Art. 15 of the Distance Contracts Regulation excludes it; and that a withdrawal, or a refused change of the terms, which the store does not refund is refunded by the owner: confirm that the purchase screen asks for and records that consent and sends the confirmation, and how the owner refunds a purchase the store does not',
    'the policy says that below the age of digital consent (13 to 16 in the EU depending on the country, 13 in the UK, and 18 in Türkiye, where the site takes the age of majority) a parent or guardian gives the consent to analytics (GDPR Art. 8): decide how the consent screen does this, for example by asking the user’s age and, below it, collecting no analytics unless a parent consents',
    'fill in Google Play’s Data safety form and the App Store privacy label from the policy: approximate location (the country or region analytics derives from the IP address) is collected when analytics is allowed, and the service providers, the AI providers among them, process data on your behalf, which Google Play does not count as sharing',
  ],
  dataNeeded: invented(
    {
      data: 'your username, and the photo, design choices and instructions of each design you ask for',
      without: 'the app cannot keep your account or create designs',
    },
    'what the app cannot work without (GDPR Art. 13(2)(e)): confirm that nothing else is required to use it',
  ),
  consents: [
    invented(
      { of: 'ai', withdrawInApp: ['Settings', 'Privacy', 'AI providers'] },
      'the policy used to say the AI permission is withdrawn by e-mail; withdrawing must be as easy as giving, so the app needs this switch: the owner must confirm it',
    ),
    invented({ of: 'analytics', withdrawInApp: ['Settings', 'Privacy', 'Analytics'] }, 'analytics now runs only with consent, for every user (GDPR Art. 6(1)(a), ePrivacy Art. 5(3), KVKK Art. 5(1)): the app must ask before the first analytics event (Firebase Analytics collection off by default) and offer this switch, as easy as giving it (GDPR Art. 7(3)); confirm both'),
  ],
  identifier: invented({ name: 'your username', shownIn: 'six characters, shown in the app', tr: { name: 'kullanıcı adınızı', shownIn: 'altı karakterlik kullanıcı adınız uygulamada görünür' } }, 'the ID the deletion page asks for, and where the app shows it'),
  governingLaw: invented({ law: 'the laws of the Republic of Türkiye', courts: 'owner-city' }, 'Turkish law, and the courts of the owner’s city (content/site.ts) subject to the consumer’s own courts and bodies'),
  extra: {},
};
