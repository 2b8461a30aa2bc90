import { commonBases, liabilityCap, PROVIDERS, purchaseRecords, RETENTION_RULES, supportMessages } from '../../legal/shared';
import { confirmed, invented } from '../../facts';
import { site } from '../../site';

/**
 * The legal facts of Funo AI. Its privacy policy, terms and EULA render them
 * (components/legal/facts.tsx), and its deletion page (/funo/account-delete)
 * lists what is deleted and what is kept from here. `invented` marks what the
 * owner must confirm (listed in OWNER-CHECKLIST.md).
 */
export const legal = {
  app: 'funo',
  effectiveDate: invented('2024-07-08'),
  effectiveFrom: { 'aydinlatma-metni': invented('2026-11-26', 'the day the Turkish information notice was first published here: set it to the day it goes live') },
  lastUpdated: invented('2026-11-27'),
  changeLog: [
    invented({ date: '2024-07-08', change: 'First version.' }),
    invented({ date: '2026-11-23', change: 'The policy now names the AI provider, says that your recordings reach it only with your permission, which you can turn off in the app, and lists the same data kept after a deletion, with its periods, as the deletion page. It also explains how to delete your account inside the app and how to use your rights under the Turkish data protection law, and the terms and the EULA now set the same limit on our liability.' }),
    invented({ date: '2026-11-25', change: 'A table now gives the legal basis of everything we do with your data, and analytics runs only if you allow it. The policy also names our representatives in the EU and the UK, says how to get a copy of the safeguards for transfers abroad and how to delete your account without the app, and that you can share a recording as a video.' }),
    invented({ date: '2026-11-26', change: 'The deletion page and the policy now describe the same way to ask for a deletion by e-mail, with the check we make before we delete, and Apple’s and Google’s payment processing is placed in the United States and Ireland, where it takes place. The policy also says which data the app cannot work without, that no decision about you is made by automated means alone, and that below the age of digital consent a parent or guardian gives the consent to analytics, and gives the time limits for a complaint to the Turkish Personal Data Protection Board.' }),
    invented({
      date: '2026-11-26',
      change: 'The terms and the EULA now tell you of a change in advance and let you refuse it, with a refund of what you paid for and have not used, and state your right of withdrawal from a purchase. The liability limit now counts what you paid through the App Store or Google Play, and you answer only for what you are responsible for.',
    }),
    invented({ date: '2026-11-26', change: 'Our information notice under Article 10 of the Turkish data protection law (KVKK) is now published in Turkish, and the section on the data controller links to it instead of calling itself that notice.' }),
    invented({ date: '2026-11-27', change: 'If we discontinue the service, we now refund what you paid for and have not used, ourselves where the store does not, and refusing a change to the terms refunds the unused part of any purchase. The EULA ends your licence only for a serious or repeated breach, as the terms say, and the terms no longer ask you to agree to this policy.' }),
    invented({ date: '2026-11-27', change: 'The App Store and Google Play are named as independent controllers, not as providers acting for us. Support e-mails are now kept one month after our last exchange and deleted with your account, we tell you of any breach of your personal data whatever the risk, and the liability floor is now €50.' }),
    invented({ date: '2026-11-27', change: 'The standard contract we sign with each provider abroad is notified to the Turkish Personal Data Protection Authority within five business days, as the law now requires.' }),
  ],
  minimumAge: confirmed(13, 'a product requirement: children under 13 may not use the voice app'),
  processors: [
    invented({
      ...PROVIDERS.googleCloud,
      name: 'Google Cloud and Firebase',
      purpose: 'Hosts our servers and database (device ID, settings, premium status), optional e-mail sign-in, and recordings while they are processed.',
      region: 'European Union and United States',
      tr: { purpose: 'Sunucularımızı ve veritabanımızı (cihaz kimliği, ayarlar, premium durumu), isteğe bağlı e-postayla girişi ve işlendikleri süre boyunca ses kayıtlarınızı barındırır.', region: 'Avrupa Birliği ve Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.googleAnalytics,
      name: 'Google Analytics for Firebase',
      purpose: 'Counts how the app is used (screens, voices and effects chosen, session length) against a random app-instance identifier.',
      region: 'United States and European Union',
      tr: { purpose: 'Uygulamanın nasıl kullanıldığını (ekranlar, seçilen sesler ve efektler, oturum süresi) rastgele bir uygulama örneği tanımlayıcısıyla ölçer.', region: 'Amerika Birleşik Devletleri ve Avrupa Birliği' },
    }),
    invented({
      ...PROVIDERS.crashlytics,
      name: 'Firebase Crashlytics',
      purpose: 'Records crash reports with the device model, system version, app state and a random installation identifier.',
      region: 'United States',
      tr: { purpose: 'Çökme raporlarını cihaz modeli, sistem sürümü, uygulamanın durumu ve rastgele bir kurulum tanımlayıcısıyla kaydeder.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.replicate,
      name: 'Replicate',
      purpose: 'Runs the voice and effect models that transform a recording you send; it does not train models on your audio.',
      region: 'United States',
      tr: { purpose: 'Gönderdiğiniz kaydı dönüştüren ses ve efekt modellerini çalıştırır; ses kayıtlarınızla model eğitmez.', region: 'Amerika Birleşik Devletleri' },
    }),
    invented({
      ...PROVIDERS.appStore,
      name: 'Apple App Store',
      purpose: 'Takes payment for purchases on Apple devices, manages renewals and refunds, and tells us the purchase status, as an independent controller.',
      region: 'United States and Ireland',
      tr: { purpose: 'Apple cihazlarındaki satın almaların ödemesini bağımsız veri sorumlusu sıfatıyla alır, yenilemeleri ve iadeleri yönetir ve satın alma durumunu bize bildirir.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
    invented({
      ...PROVIDERS.googlePlay,
      name: 'Google Play Billing',
      purpose: 'Takes payment for purchases on Android, manages renewals and refunds, and tells us the purchase status, as an independent controller.',
      region: 'United States and Ireland',
      tr: { purpose: 'Android’deki satın almaların ödemesini bağımsız veri sorumlusu sıfatıyla alır, yenilemeleri ve iadeleri yönetir ve satın alma durumunu bize bildirir.', region: 'Amerika Birleşik Devletleri ve İrlanda' },
    }),
  ],
  retention: {
    account: invented({
      data: 'Your device ID record, settings and premium status, and your e-mail address and hashed password if you signed in',
      period: 'while-active',
      afterDeletion: 'deleted',
      tr: { data: 'Cihaz kimliği kaydınız, ayarlarınız ve premium durumunuz ile, giriş yaptıysanız e-posta adresiniz ve şifrenizin geri çözülemeyen özeti (hash)' },
    }),
    uploads: invented({
      data: 'Recordings you send for AI voices and effects, and the AI results',
      period: { amount: 30, unit: 'day' },
      from: 'collection',
      afterDeletion: 'deleted',
      tr: { data: 'Yapay zekâ sesleri ve efektleri için gönderdiğiniz kayıtlar ve yapay zekâ sonuçları' },
    }),
    analytics: invented({
      data: 'Usage analytics linked to a random app-instance identifier',
      period: { amount: 2, unit: 'month' },
      from: 'collection',
      afterDeletion: 'kept',
      reason:
        'It is not linked to your device ID or e-mail address, so it cannot be picked out and deleted with your account; the retention setting of Google Analytics for Firebase is at its shortest.',
      tr: { data: 'Rastgele bir uygulama örneği tanımlayıcısına bağlı kullanım analizi verileri', reason: 'Cihaz kimliğinize veya e-posta adresinize bağlı olmadığından hesabınızla birlikte ayıklanıp silinemez; Google Analytics for Firebase’in saklama ayarı en kısa süreye ayarlanmıştır.' },
    }),
    crashReports: invented({
      data: 'Crash reports linked to a random installation identifier',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Firebase Crashlytics keeps them for this fixed period; they are not linked to your device ID or e-mail address.',
      tr: { data: 'Rastgele bir kurulum tanımlayıcısına bağlı çökme raporları', reason: 'Firebase Crashlytics bu raporları bu sabit süre boyunca saklar; raporlar cihaz kimliğinize veya e-posta adresinize bağlı değildir.' },
    }),
    supportMessages: invented(supportMessages('Support e-mails you sent us, with your e-mail address and any device ID you included', 'Bize gönderdiğiniz destek e-postaları, e-posta adresiniz ve e-postaya eklediğiniz cihaz kimliğiyle birlikte')),
    purchaseRecords: invented(
      purchaseRecords('en', 'The minimum transaction records of your purchases (product, transaction identifier, date and store country)', 'Satın almalarınızın asgari işlem kayıtları (ürün, işlem kimliği, tarih ve mağaza ülkesi)'),
      'the owner or their accountant must confirm which records this covers',
    ),
  },
  deletion: {
    inApp: invented(['Settings', 'Account', 'Delete account']),
    timeLimit: RETENTION_RULES.deletionTimeLimit,
    deleted: [
      'Your account and its device ID record',
      'Your e-mail address and password, if you signed in',
      'Your settings and your premium status on our side',
      'Any recordings and AI results still on our servers',
      'Support e-mails linked to your account',
    ],
    withoutApp: invented(
      `If you cannot use the deletion page, e-mail ${site.email} with the subject “Delete my Funo AI account” and your device ID. If you can no longer open the app, you cannot copy your device ID, but you can still have the account deleted: if you signed in with an e-mail address, write to ${site.email} from that address; otherwise send the order number on your App Store or Google Play receipt for a premium purchase, or anything else that identifies the account. Before we delete, we check that the request comes from the account’s owner: we ask you to confirm it in the app or by a reply from your sign-in address or, if you can do neither, compare what you tell us with the account. We tell you when the account is gone, or if we cannot find it.`,
      'the backend must be able to find an account by its sign-in e-mail address or a store order number, and the owner checks the request before deleting: confirm this is how an e-mail request is handled',
    ),
    warning:
      'Anyone who knows your device ID can request the deletion of your account with it: keep it to yourself and give it only to us.',
    notes: [
      'Deleting your account does not cancel a subscription: cancel it in your App Store or Google Play settings.',
      'Recordings saved on your phone are not on our servers: delete them in the app or uninstall it. Recordings you shared stay wherever you sent them.',
    ],
    tr: {
      deleted: [
        'Hesabınız ve cihaz kimliği kaydı',
        'Giriş yaptıysanız e-posta adresiniz ve şifreniz',
        'Bizdeki ayarlarınız ve premium durumunuz',
        'Sunucularımızda kalan kayıtlar ve yapay zekâ sonuçları',
        'Hesabınıza bağlı destek e-postaları',
      ],
      notes: [
        'Hesabınızı silmek aboneliğinizi iptal etmez: aboneliğinizi App Store veya Google Play ayarlarınızdan iptal edin.',
        'Telefonunuza kaydedilen kayıtlar sunucularımızda değildir: bunları uygulamada silin veya uygulamayı kaldırın. Paylaştığınız kayıtlar gönderdiğiniz yerlerde kalır.',
      ],
      warning: 'Cihaz kimliğinizi bilen herkes bu kimlikle hesabınızın silinmesini isteyebilir: kimliğinizi kimseyle paylaşmayın ve yalnızca bize verin.',
      withoutApp: `Hesap silme sayfasını kullanamıyorsanız ${site.email} adresine “{en:Delete my Funo AI account}” konu başlığıyla cihaz kimliğinizi yazın. Uygulamayı artık açamıyorsanız cihaz kimliğinizi kopyalayamazsınız, ancak hesabınızı yine de sildirebilirsiniz: e-posta adresinizle giriş yaptıysanız o adresten ${site.email} adresine yazın; aksi hâlde premium satın alımınıza ait App Store veya Google Play makbuzundaki sipariş numarasını ya da hesabı tanımlayan başka bir bilgiyi gönderin. Silmeden önce talebin hesap sahibinden geldiğini doğrularız: sizden talebi uygulamada veya giriş adresinizden vereceğiniz bir yanıtla onaylamanızı isteriz; ikisi de mümkün değilse bize verdiğiniz bilgileri hesapla karşılaştırırız. Hesap silindiğinde veya hesabı bulamazsak size bildiririz.`,
    },
  },
  liability: invented(liabilityCap()),
  lawfulBases: [
    { of: 'account', basis: 'contract', activity: 'Creating your account with your device ID, keeping your settings and premium status, and the optional e-mail sign-in', tr: { activity: 'Hesabınızın cihaz kimliğinizle oluşturulması, ayarlarınızın ve premium durumunuzun saklanması ve isteğe bağlı e-postayla giriş' } },
    { of: 'service', basis: 'contract', activity: 'Applying the voices and effects you choose to your recordings and returning the results', tr: { activity: 'Seçtiğiniz seslerin ve efektlerin kayıtlarınıza uygulanması ve sonuçların size iletilmesi' } },
    { of: 'ai', basis: 'contract', activity: 'Sending a recording to the AI provider when you choose an AI voice or effect', tr: { activity: 'Bir yapay zekâ sesi veya efekti seçtiğinizde kaydın yapay zekâ sağlayıcısına gönderilmesi' } },
    { of: 'purchases', basis: 'contract', activity: 'Unlocking, verifying and restoring premium purchases', tr: { activity: 'Premium satın almaların açılması, doğrulanması ve geri yüklenmesi' } },
    { of: 'security', basis: 'legitimate-interests', activity: 'Keeping the service secure, applying fair-use limits and preventing abuse', tr: { activity: 'Hizmetin güvenliğinin sağlanması, adil kullanım sınırlarının uygulanması ve kötüye kullanımın önlenmesi' } },
    ...commonBases('en'),
  ],
  openQuestions: [
    'the deletion page deletes the account of anyone who types its device ID, and an e-mail request carries only an ID, an address or an order number: decide how the backend confirms that a request comes from the account’s owner before it deletes (for example a confirmation in the app or to the sign-in address), and confirm that it can find an account by a sign-in e-mail address or a store order number',
    'purchases: the terms and the EULA say that a consumer in the EU or the UK keeps the right of withdrawal from a purchase unless, before paying, they expressly agree on the purchase screen to immediate supply and acknowledge losing the right, which is then confirmed to them; that the purchase screen tells a consumer in Türkiye that Art. 15 of the Distance Contracts Regulation excludes it; and that a withdrawal, or a refused change of the terms, which the store does not refund is refunded by the owner: confirm that the purchase screen asks for and records that consent and sends the confirmation, and how the owner refunds a purchase the store does not',
    'the policy says that below the age of digital consent (13 to 16 in the EU depending on the country, 13 in the UK, and 18 in Türkiye, where the site takes the age of majority) a parent or guardian gives the consent to analytics (GDPR Art. 8): decide how the consent screen does this, for example by asking the user’s age and, below it, collecting no analytics unless a parent consents',
    'fill in Google Play’s Data safety form and the App Store privacy label from the policy: approximate location (the country or region analytics derives from the IP address) is collected when analytics is allowed, and the service providers, the AI provider among them, process data on your behalf, which Google Play does not count as sharing',
  ],
  dataNeeded: invented(
    {
      data: 'your device ID, which it creates itself, and, for an AI voice or effect, the recording you choose to transform',
      without: 'the app cannot keep your settings and premium status or transform your recording; signing in with an e-mail address is optional',
    },
    'what the app cannot work without (GDPR Art. 13(2)(e)): confirm that nothing else is required to use it',
  ),
  consents: [
    invented({ of: 'ai', withdrawInApp: ['Settings', 'Privacy', 'AI voices and effects'] }),
    invented({ of: 'analytics', withdrawInApp: ['Settings', 'Privacy', 'Analytics'] }, 'analytics now runs only with consent, for every user (GDPR Art. 6(1)(a), ePrivacy Art. 5(3), KVKK Art. 5(1)): the app must ask before the first analytics event (Firebase Analytics collection off by default) and offer this switch, as easy as giving it (GDPR Art. 7(3)); confirm both'),
  ],
  identifier: invented({ name: 'your device ID', shownIn: 'shown in the app under Settings', tr: { name: 'cihaz kimliğinizi (deviceId)', shownIn: 'cihaz kimliğiniz uygulamada Ayarlar ekranında görünür' } }, 'the ID the deletion page asks for, and where the app shows it'),
  governingLaw: invented({ law: 'the laws of the Republic of Türkiye', courts: 'owner-city' }, 'Turkish law, and the courts of the owner’s city (content/site.ts) subject to the consumer’s own courts and bodies'),
  extra: {
    aiProviderRetention: invented('one hour', 'Replicate removes the inputs, outputs and logs of an API prediction after an hour by default'),
    shareFormats: invented(
      'as an audio file, or as a video that the app makes on your device from the recording alone, without your camera and without sending anything to our servers',
      'the landing promises sharing “as a video”: confirm the app makes that video on the device, from the recording alone, and uploads nothing',
    ),
  },
};
