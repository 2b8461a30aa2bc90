import { commonBases, liabilityCap, PROVIDERS, purchaseRecords, RETENTION_RULES, supportMessages } from '../../legal/shared';
import { invented } from '../../facts';
import { site } from '../../site';

/**
 * The legal facts of Sharix AI. Its privacy policy, terms, EULA and deletion
 * page (/sharix-delete-account) render them (components/legal/facts.tsx,
 * lib/legal/deletion.ts). `invented` marks what the owner must confirm (see the
 * OWNER-CHECKLIST.md).
 */
export const legal = {
  app: 'sharix-ai',
  effectiveDate: invented('2024-05-20', 'the effective date the policy has shown since it was first published here'),
  effectiveFrom: {
    'aydinlatma-metni': invented('2026-11-26', 'the day the Turkish information notice was first published here: set it to the day it goes live'),
    'terms-and-conditions': invented('2026-11-26', 'the day the terms were first published here; the app must ask users to accept them before their first share'),
    eula: invented('2026-11-26', 'the day the EULA was first published here; paste it into App Store Connect as the app’s licence agreement'),
  },
  lastUpdated: invented('2026-11-27'),
  changeLog: [
    invented({ date: '2024-05-20', change: 'First version.' }),
    invented({ date: '2026-11-21', change: 'We rewrote the policy: it now says what data we collect and on what legal basis, how your data is protected when it leaves your country, and how to delete your account on the web.' }),
    invented({ date: '2026-11-23', change: 'The policy now names the AI providers, says that your prompts and images reach them only with your permission, which you can turn off in the app, and gives separate periods for analytics, crash reports and purchase records. It warns that anyone who knows your profile ID can delete your account with it, and explains how to delete the account inside the app and how to use your rights under the Turkish data protection law.' }),
    invented({ date: '2026-11-25', change: 'A table now gives the legal basis of everything we do with your data, and analytics runs only if you allow it. The policy also names our representatives in the EU and the UK, says how to get a copy of the safeguards for transfers abroad and explains how to delete your account without the app.' }),
    invented({ date: '2026-11-26', change: 'An e-mail asking us to delete your account is no longer acted on by itself: we first check that it comes from you, as the deletion page now says too. The policy also says which data the app cannot work without, that no decision about you is made by automated means alone, and that below the age of digital consent a parent or guardian gives the consent to analytics, and gives the time limits for a complaint to the Turkish Personal Data Protection Board.' }),
    invented({
      date: '2026-11-26',
      change: 'We published the terms and the EULA of Sharix AI: they forbid objectionable content, show how to report a post and block a user in the app, and say how soon we act on a report. They also tell you of a change in advance with the right to refuse it and a refund, and state your right of withdrawal from a purchase.',
    }),
    invented({ date: '2026-11-26', change: 'Our information notice under Article 10 of the Turkish data protection law (KVKK) is now published in Turkish, and this policy links to it.' }),
    invented({ date: '2026-11-27', change: 'If we discontinue the service, we now refund every purchase you have not used, one-time purchases included, as we do when you refuse a change to the terms. We tell you of any breach of your personal data whatever the risk, an account is deleted within thirty days, and the liability floor is now €50.' }),
    invented({ date: '2026-11-27', change: 'The Turkish information notice lists the friends who receive your posts and every other recipient this policy names, and this policy says how purchase data exchanged with the App Store and Google Play is covered. The standard contract we sign with each provider abroad is notified to the Turkish Personal Data Protection Authority within five business days, as the law now requires.' }),
  ],
  minimumAge: invented(13),
  processors: [
    invented({
      ...PROVIDERS.googleCloud,
      name: 'Google Cloud and Firebase',
      purpose: 'Hosts the servers and the database that hold your profile ID, prompts, posts, added images and share records.',
      region: 'European Union',
      tr: { purpose: 'Profil kimliğinizi, istemlerinizi, gönderilerinizi, eklediğiniz görselleri ve paylaşım kayıtlarınızı tutan sunucuları ve veritabanını barındırır.', region: 'Avrupa Birliği' },
    }),
    invented({
      ...PROVIDERS.googleAnalytics,
      name: 'Google Analytics for Firebase',
      purpose: 'Counts how the app is used (screens, features, session length, approximate country) against a random app-instance identifier.',
      region: 'United States and European Union',
      tr: { purpose: 'Uygulamanın nasıl kullanıldığını (ekranlar, özellikler, oturum süresi, yaklaşık ülke) rastgele bir uygulama örneği tanımlayıcısıyla ölçer.', region: 'Amerika Birleşik Devletleri ve Avrupa Birliği' },
    }),
    invented({
      ...PROVIDERS.crashlytics,
      name: 'Firebase Crashlytics',
      purpose: 'Records crash reports with the stack trace, app version, device model, system version and a random installation identifier.',
      region: 'United States',
      tr: { purpose: 'Çökme raporlarını çağrı yığını, uygulama sürümü, cihaz modeli, sistem sürümü ve rastgele bir kurulum tanımlayıcısıyla kaydeder.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.openai,
      name: 'OpenAI',
      purpose: 'Writes captions from your prompt and, if you add one, from the photo or image you choose.',
      region: 'United States',
      tr: { purpose: 'İsteminizden ve, eklediyseniz, seçtiğiniz fotoğraf veya görselden açıklama metinleri yazar.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.stabilityAi,
      name: 'Stability AI',
      purpose: 'Creates and edits images for your posts from your prompt and any image you add.',
      region: 'United States',
      tr: { purpose: 'İsteminizden ve eklediğiniz görselden gönderileriniz için görseller oluşturur ve düzenler.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.appStore,
      name: 'Apple App Store',
      purpose: 'Processes in-app purchases made on iOS and sends us only a confirmation of the transaction.',
      region: 'United States and Ireland',
      tr: { purpose: 'iOS’ta yapılan uygulama içi satın almaları işler ve bize yalnızca işlemin teyidini gönderir.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
    invented({
      ...PROVIDERS.googlePlay,
      name: 'Google Play Billing',
      purpose: 'Processes in-app purchases made on Android and sends us only a confirmation of the transaction.',
      region: 'United States and Ireland',
      tr: { purpose: 'Android’de yapılan uygulama içi satın almaları işler ve bize yalnızca işlemin teyidini gönderir.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
  ],
  retention: {
    account: invented({
      data: 'Your profile ID, prompts, posts, captions, generated and added images, and share records',
      period: 'while-active',
      afterDeletion: 'deleted',
      tr: { data: 'Profil kimliğiniz, istemleriniz, gönderileriniz, açıklama metinleriniz, üretilen ve eklenen görseller ile paylaşım kayıtlarınız' },
    }),
    analytics: invented({
      data: 'Usage analytics linked to a random app-instance identifier',
      period: { amount: 2, unit: 'month' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'It is not linked to your profile ID, and Google Analytics for Firebase cannot keep it for less (its shortest retention setting).',
      tr: { data: 'Rastgele bir uygulama örneği tanımlayıcısına bağlı kullanım analizi verileri', reason: 'Profil kimliğinize bağlı değildir ve Google Analytics for Firebase bu verileri daha kısa süre saklayamaz (en kısa saklama ayarı).' },
    }),
    crashReports: invented({
      data: 'Crash reports, which carry the random installation identifier of your app',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason:
        'Firebase Crashlytics keeps them for this fixed period. While your account exists, the installation identifier links them to your profile; once your account is deleted, nothing does.',
      tr: { data: 'Uygulamanızın rastgele kurulum tanımlayıcısını taşıyan çökme raporları', reason: 'Firebase Crashlytics bu raporları bu sabit süre boyunca saklar. Hesabınız var olduğu sürece kurulum tanımlayıcısı raporları profilinize bağlar; hesabınız silindikten sonra hiçbir şey bağlamaz.' },
    }),
    connectionLogs: invented(
      {
        data: 'Connection logs: your IP address and the request data our servers receive',
        period: { amount: 1, unit: 'month' },
        from: 'collection',
        afterDeletion: 'deleted',
        tr: { data: 'Bağlantı kayıtları: IP adresiniz ve sunucularımızın aldığı istek verileri' },
      },
      'server connection logs are kept this long from collection',
    ),
    supportMessages: invented(supportMessages('Support e-mails you send us and their attachments', 'Bize gönderdiğiniz destek e-postaları ve ekleri')),
    purchaseRecords: invented(
      purchaseRecords('en', 'The minimum record of an in-app purchase (transaction identifier, product, price, currency and date)', 'Bir uygulama içi satın almanın asgari kaydı (işlem kimliği, ürün, fiyat, para birimi ve tarih)'),
      'Sharix AI takes store payments, so this repository assumes it keeps the record tax law asks for; the owner must confirm it keeps purchase records and which',
    ),
  },
  deletion: {
    inApp: invented(['Profile', 'Settings', 'Delete account'], 'Apple 5.1.1(v): the app itself must offer deletion'),
    timeLimit: RETENTION_RULES.deletionTimeLimit,
    deleted: [
      'Your profile ID and profile',
      'Your prompts, and the posts, captions and images you created',
      'The photos and images you added to posts',
      'Your share records',
      'The link between your installation identifiers and your profile',
      'Support messages linked to your profile ID',
    ],
    warning:
      'Your profile ID is shown to the friends you share posts with, and it is all this page needs: anyone who knows your profile ID can delete your account and everything in it. Do not post your profile ID publicly. If you have shared it with someone you do not trust, e-mail us at the address at the end of this page.',
    withoutApp: invented(
      `If you cannot use the deletion page, e-mail ${site.email} with the subject “Delete my account” and your profile ID. If you can no longer open the app, ask a friend you shared posts with for your profile ID: it is shown on the posts you sent them. Otherwise e-mail us what you know that identifies the account, such as the profile ID of a friend you shared with, the approximate date of your last post or the order number on your store receipt for an in-app purchase. A profile ID alone is not enough for us, because your friends see it: before we delete, we check that the request comes from the account’s owner, by asking you to confirm it in the app or, if you can no longer open it, by comparing what you tell us with the account. We tell you when the account is gone, or if we cannot find it.`,
      'the backend must be able to find an account by a friend’s profile ID, a date or a store order number, and the owner checks the request before deleting: confirm this is how an e-mail request is handled',
    ),
    notes: [
      'Information the law requires us to keep, for example under an order of a competent authority or to defend a legal claim: only that information, only for as long as required, used for nothing else.',
      'Posts your friends have already saved or forwarded outside Sharix AI, and posts you shared to other apps, are outside our control and are not affected.',
    ],
    tr: {
      deleted: [
        'Profil kimliğiniz ve profiliniz',
        'İstemleriniz ile oluşturduğunuz gönderiler, açıklama metinleri ve görseller',
        'Gönderilere eklediğiniz fotoğraflar ve görseller',
        'Paylaşım kayıtlarınız',
        'Kurulum tanımlayıcılarınız ile profiliniz arasındaki bağlantı',
        'Profil kimliğinize bağlı destek yazışmaları',
      ],
      notes: [
        'Kanunen saklamamız gereken bilgiler (örneğin yetkili bir makamın kararı uyarınca veya bir hukuki talebe karşı savunma için): yalnızca bu bilgiler, yalnızca gerektiği süre boyunca saklanır ve başka hiçbir amaçla kullanılmaz.',
        'Arkadaşlarınızın Sharix AI dışında kaydettiği veya ilettiği gönderiler ile başka uygulamalarda paylaştığınız gönderiler kontrolümüz dışındadır ve silme işleminden etkilenmez.',
      ],
      warning: 'Profil kimliğiniz gönderi paylaştığınız arkadaşlarınıza gösterilir ve bu sayfanın istediği tek bilgi odur: profil kimliğinizi bilen herkes hesabınızı ve içindeki her şeyi silebilir. Profil kimliğinizi herkese açık olarak paylaşmayın. Güvenmediğiniz biriyle paylaştıysanız bu sayfanın sonundaki adresten bize yazın.',
      withoutApp: `Hesap silme sayfasını kullanamıyorsanız ${site.email} adresine “{en:Delete my account}” konu başlığıyla profil kimliğinizi yazın. Uygulamayı artık açamıyorsanız gönderi paylaştığınız bir arkadaşınızdan profil kimliğinizi isteyin: kimliğiniz ona gönderdiğiniz gönderilerde görünür. Aksi hâlde hesabı tanımlayan, bildiğiniz bilgileri (örneğin paylaşım yaptığınız bir arkadaşınızın profil kimliği, son gönderinizin yaklaşık tarihi veya bir uygulama içi satın alma için mağaza makbuzunuzdaki sipariş numarası) bize e-postayla gönderin. Arkadaşlarınız profil kimliğinizi gördüğünden bu kimlik tek başına yeterli değildir: silmeden önce talebin hesap sahibinden geldiğini, sizden talebi uygulamada onaylamanızı isteyerek veya uygulamayı artık açamıyorsanız bize verdiğiniz bilgileri hesapla karşılaştırarak doğrularız. Hesap silindiğinde veya hesabı bulamazsak size bildiririz.`,
    },
  },
  liability: invented(liabilityCap(), 'the rule the owner uses in the terms of their other apps, printed by the Sharix terms and EULA'),
  lawfulBases: [
    { of: 'account', basis: 'contract', activity: 'Creating your profile ID and keeping your profile, posts and share records', tr: { activity: 'Profil kimliğinizin oluşturulması; profilinizin, gönderilerinizin ve paylaşım kayıtlarınızın saklanması' } },
    { of: 'service', basis: 'contract', activity: 'Storing the posts you create, with any photo you add, and delivering them to the friends you choose', tr: { activity: 'Oluşturduğunuz gönderilerin eklediğiniz fotoğraflarla birlikte saklanması ve seçtiğiniz arkadaşlarınıza iletilmesi' } },
    { of: 'ai', basis: 'contract', activity: 'Sending your prompts and any image you add to the AI providers that write captions and create images', tr: { activity: 'İstemlerinizin ve eklediğiniz görsellerin açıklama metinleri ve görseller üreten yapay zekâ sağlayıcılarına gönderilmesi' } },
    { of: 'purchases', basis: 'contract', activity: 'Confirming and restoring in-app purchases', tr: { activity: 'Uygulama içi satın almaların doğrulanması ve geri yüklenmesi' } },
    { of: 'security', basis: 'legitimate-interests', activity: 'Keeping the service secure and preventing abuse (connection logs, installation identifiers)', tr: { activity: 'Hizmetin güvenliğinin sağlanması ve kötüye kullanımın önlenmesi (bağlantı kayıtları, kurulum tanımlayıcıları)' } },
    ...commonBases('en', {
      authorities: {
        en: 'Answering the requests you make under data protection law, lawful requests of competent authorities and reports of unlawful content',
        tr: 'Kişisel verilerin korunması mevzuatı kapsamındaki başvurularınızın, yetkili makamların hukuka uygun taleplerinin ve hukuka aykırı içerik bildirimlerinin yanıtlanması',
      },
    }),
  ],
  userContent: {
    reportInApp: invented(['Post', 'More', 'Report post'], 'Apple 1.2 and Google Play’s user-generated-content policy: the terms and the EULA tell users to report a post here; confirm the menu and its words'),
    blockInApp: invented(['Post', 'More', 'Block user'], 'Apple 1.2: the terms and the EULA tell users to block the sender of a post here; confirm the menu and its words, and that a blocked user can no longer send posts to the user who blocked them'),
    reportResponse: invented(
      { amount: 24, unit: 'hour' },
      'Apple 1.2 asks developers to act on reports of objectionable content within 24 hours: the terms promise it; confirm reports reach the owner at once and someone reviews them within this time, every day',
    ),
  },
  openQuestions: [
    'a legal representative in the European Union under the Digital Services Act (Art. 13): Sharix AI stores and delivers its users’ posts (a hosting service) for users in the Union without an establishment there, so it needs one, mandated in writing (the GDPR representative can take the role if mandated), and points of contact for authorities and users (Art. 11 and 12); name them and the terms print them',
    'the child-safety point of contact Google Play’s Child Safety Standards policy asks social apps to name: who receives and acts on reports of child sexual abuse and exploitation (a named person and an e-mail address that are answered at once), and confirm the published standards describe what the app and the backend do',
    'Sharix AI’s terms and EULA (Apple 1.2, Google Play’s user-generated-content policy, EU Digital Services Act Art. 16 and 17) say the app asks users to accept them before their first share; that prompts, captions and images pass automated filters, the AI providers’ own included, before a post is delivered; that a post is reported and its sender blocked from the menus of `userContent`, and also by e-mail; that reports are acted on within its `reportResponse`, removing the post and suspending or closing the account of a user who broke the rules; and that the user whose post is removed is told why and may ask for a review: confirm the app and its backend do each, or say what they do instead',
    'purchases: the terms and the EULA say that a consumer in the EU or the UK keeps the right of withdrawal from a purchase unless, before paying, they expressly agree on the purchase screen to immediate supply and acknowledge losing the right, which is then confirmed to them; that the purchase screen tells a consumer in Türkiye that Art. 15 of the Distance Contracts Regulation excludes it; and that a withdrawal, or a refused change of the terms, which the store does not refund is refunded by the owner: confirm what Sharix AI sells, that its purchase screen asks for and records that consent and sends the confirmation, and how the owner refunds a purchase the store does not',
    'the deletion page deletes the account of anyone who types its profile ID, which friends see on shared posts, and an e-mail request carries only an ID or an order number: decide how the backend confirms that a request comes from the account’s owner before it deletes (for example a confirmation in the app, or a grace period the app can cancel), and confirm that it can find an account by the details users without the app are told to send',
    'the policy says that below the age of digital consent (13 to 16 in the EU depending on the country, 13 in the UK, and 18 in Türkiye, where the site takes the age of majority) a parent or guardian gives the consent to analytics (GDPR Art. 8): decide how the consent screen does this, for example by asking the user’s age and, below it, collecting no analytics unless a parent consents',
    'fill in Google Play’s Data safety form and the App Store privacy label from the policy: approximate location (the country or region analytics derives from the IP address) is collected when analytics is allowed, and the service providers, the AI providers among them, process data on your behalf, which Google Play does not count as sharing',
  ],
  dataNeeded: invented(
    {
      data: 'your profile ID, which it creates itself, the posts you create and the friends you send them to, and, for an AI feature, your prompt and any image you add',
      without: 'the app cannot keep your profile, deliver your posts or write captions and create images',
    },
    'what the app cannot work without (GDPR Art. 13(2)(e)): confirm that nothing else is required to use it',
  ),
  consents: [
    invented({ of: 'ai', withdrawInApp: ['Profile', 'Settings', 'AI features'] }),
    invented({ of: 'analytics', withdrawInApp: ['Profile', 'Settings', 'Analytics'] }, 'analytics now runs only with consent, for every user (GDPR Art. 6(1)(a), ePrivacy Art. 5(3), KVKK Art. 5(1)): the app must ask before the first analytics event (Firebase Analytics collection off by default) and offer this switch, as easy as giving it (GDPR Art. 7(3)); confirm both'),
  ],
  /** Whom the policy names as recipients besides the providers and the authorities (its section on who receives data). */
  disclosures: ['rights-and-safety', 'new-owner'],
  identifier: invented({ name: 'your profile ID', shownIn: 'shown on your profile screen in the app', tr: { name: 'profil kimliğinizi', shownIn: 'profil kimliğiniz uygulamadaki profil ekranınızda görünür' } }, 'the ID the deletion page asks for, and where the app shows it'),
  governingLaw: invented(
    { law: 'the laws of the Republic of Türkiye', courts: 'owner-city' },
    'Turkish law, and the courts of the owner’s city (content/site.ts) subject to the consumer’s own courts and bodies, as in the owner’s other apps: the controller is in Türkiye',
  ),
  extra: {},
};
