import { commonBases, liabilityCap, PROVIDERS, purchaseRecords } from '../../legal/shared';
import { confirmed, invented } from '../../facts';
import { site } from '../../site';

/**
 * The legal facts of Sharix AI. Its privacy policy and its deletion page
 * (/sharix-delete-account) render them (components/legal/facts.tsx,
 * lib/legal/deletion.ts). `invented` marks what the owner must confirm (see the
 * OWNER-CHECKLIST.md). Sharix has no terms or EULA, so `liability` and
 * `governingLaw` are rendered nowhere today; they are filled for the day it
 * has them.
 */
export const legal = {
  app: 'sharix-ai',
  effectiveDate: invented('2024-05-20', 'the effective date the policy has shown since it was first published here'),
  lastUpdated: invented('2026-11-25'),
  changeLog: [
    invented({ date: '2024-05-20', change: 'First version.' }),
    invented({
      date: '2026-11-21',
      change: 'Rewrote the policy: the data collected, legal bases, international transfers, security and the account deletion page.',
    }),
    invented({
      date: '2026-11-23',
      change:
        'Named the AI providers and the postal address; stated separate periods for analytics and crash reports; described deletion inside the app; warned that the profile ID shown to friends is enough to delete the account; listed the rights under Article 11 of the KVKK. Stated which purchase records are kept and for how long; crash reports carry the installation identifier that links them to your profile while the account exists; the AI permission is withdrawn in the app.',
    }),
    invented({
      date: '2026-11-25',
      change:
        'Stated the legal basis of each processing once, in one table: the contract for the AI features, and consent alone for analytics. Named our representatives in the EU and the UK; said how to get a copy of the transfer safeguards, and that a transfer from Türkiye needs a legal basis as well as the Board’s standard contract. Connection logs in the retention table; purchase history and support e-mails in the data safety summary, and the price among the purchase data we receive; how to delete the account without the app.',
    }),
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
    supportMessages: invented(
      {
        data: 'Support e-mails you send us and their attachments',
        period: { amount: 1, unit: 'month' },
        from: 'last-contact',
        afterDeletion: 'deleted',
        tr: { data: 'Bize gönderdiğiniz destek e-postaları ve ekleri' },
      },
      'the sharing app keeps personal data up to one month; counting from the last exchange is this repository’s choice',
    ),
    purchaseRecords: invented(
      purchaseRecords('en', 'The minimum record of an in-app purchase (transaction identifier, product, price, currency and date)', 'Bir uygulama içi satın almanın asgari kaydı (işlem kimliği, ürün, fiyat, para birimi ve tarih)'),
      'Sharix AI takes store payments, so this repository assumes it keeps the record tax law asks for; the owner must confirm it keeps purchase records and which',
    ),
  },
  deletion: {
    inApp: invented(['Profile', 'Settings', 'Delete account'], 'Apple 5.1.1(v): the app itself must offer deletion'),
    timeLimit: confirmed({ amount: 1, unit: 'month' }, 'a product requirement: the sharing app keeps personal data up to one month'),
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
      `If you can no longer open the app, ask a friend you shared posts with for your profile ID: it is shown on the posts you sent them. Otherwise e-mail ${site.email} with the subject “Delete my account” and what you know that identifies the account, such as the profile ID of a friend you shared with, the approximate date of your last post or the order number on your store receipt for an in-app purchase. We delete the account once we have found it and are satisfied that it is yours, and tell you if we cannot find it.`,
      'the backend must be able to find an account by a friend’s profile ID, a date or a store order number, and the owner checks the request before deleting: confirm this is how a request without the profile ID is handled',
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
      withoutApp: `Uygulamayı artık açamıyorsanız gönderi paylaştığınız bir arkadaşınızdan profil kimliğinizi isteyin: kimliğiniz ona gönderdiğiniz gönderilerde görünür. Aksi hâlde ${site.email} adresine “Hesap silme talebi” konu başlığıyla ve hesabı tanımlayan, bildiğiniz bilgilerle (örneğin paylaşım yaptığınız bir arkadaşınızın profil kimliği, son gönderinizin yaklaşık tarihi veya bir uygulama içi satın alma için mağaza makbuzunuzdaki sipariş numarası) yazın. Hesabı bulup size ait olduğundan emin olduğumuzda sileriz; bulamazsak size bildiririz.`,
    },
  },
  liability: invented(
    liabilityCap({ amount: 10, currency: 'EUR' }),
    'not rendered: Sharix AI has no terms or EULA; the rule the owner uses in the terms of their other apps',
  ),
  lawfulBases: [
    { of: 'account', basis: 'contract', activity: 'Creating your profile ID and keeping your profile, posts and share records', tr: { activity: 'Profil kimliğinizin oluşturulması; profilinizin, gönderilerinizin ve paylaşım kayıtlarınızın saklanması' } },
    { of: 'service', basis: 'contract', activity: 'Storing the posts you create, with any photo you add, and delivering them to the friends you choose', tr: { activity: 'Oluşturduğunuz gönderilerin eklediğiniz fotoğraflarla birlikte saklanması ve seçtiğiniz arkadaşlarınıza iletilmesi' } },
    { of: 'ai', basis: 'contract', activity: 'Sending your prompts and any image you add to the AI providers that write captions and create images', tr: { activity: 'İstemlerinizin ve eklediğiniz görsellerin açıklama metni yazan ve görsel üreten yapay zekâ sağlayıcılarına gönderilmesi' } },
    { of: 'purchases', basis: 'contract', activity: 'Confirming and restoring in-app purchases', tr: { activity: 'Uygulama içi satın almaların doğrulanması ve geri yüklenmesi' } },
    { of: 'security', basis: 'legitimate-interests', activity: 'Keeping the service secure and preventing abuse (connection logs, installation identifiers)', tr: { activity: 'Hizmetin güvenliğinin sağlanması ve kötüye kullanımın önlenmesi (bağlantı kayıtları, kurulum tanımlayıcıları)' } },
    ...commonBases('en', {
      authorities: {
        en: 'Answering the requests you make under data protection law, lawful requests of competent authorities and reports of unlawful content',
        tr: 'Kişisel verilerin korunması mevzuatı kapsamındaki başvurularınızın, yetkili makamların hukuka uygun taleplerinin ve hukuka aykırı içerik bildirimlerinin yanıtlanması',
      },
    }),
  ],
  openQuestions: [
    'Sharix AI has no terms or EULA on this site, yet users share posts with each other. Apple 1.2 and Google Play’s user-generated-content policy ask for terms the user accepts in the app with no tolerance for objectionable content, a way to report a post and to block a user, action on reports within 24 hours, and filtering of objectionable content: confirm the app has each, and have terms and a EULA written for Sharix AI',
    'the deletion page deletes the account of anyone who types its profile ID, which friends see on shared posts, and an e-mail request carries only an ID or an order number: decide how the backend confirms that a request comes from the account’s owner before it deletes (for example a confirmation in the app, or a grace period the app can cancel), and confirm that it can find an account by the details users without the app are told to send',
  ],
  consents: [
    invented({ of: 'ai', withdrawInApp: ['Profile', 'Settings', 'AI features'] }),
    invented({ of: 'analytics', withdrawInApp: ['Profile', 'Settings', 'Analytics'] }, 'analytics now runs only with consent, for every user (GDPR Art. 6(1)(a), ePrivacy Art. 5(3), KVKK Art. 5(1)): the app must ask before the first analytics event (Firebase Analytics collection off by default) and offer this switch, as easy as giving it (GDPR Art. 7(3)); confirm both'),
  ],
  governingLaw: invented(
    { law: 'the laws of the Republic of Türkiye', courts: 'owner-city' },
    'not rendered: Sharix AI has no terms or EULA; the controller is in Türkiye and the policy relies on the KVKK',
  ),
  extra: {},
};
