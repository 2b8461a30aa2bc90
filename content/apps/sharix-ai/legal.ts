import { commonBases, liabilityCap, PROVIDERS, purchaseRecords } from '../../legal/shared';
import { confirmed, invented } from '../../facts';
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
    'child-safety-standards': invented('2026-11-27', 'the day the child safety standards were first published here; give their address to Google Play in the Child Safety Standards declaration'),
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
    invented({
      date: '2026-11-27',
      change:
        'We published our child safety standards, and the policy now says how shared content is moderated: our own automated filters check every post on our servers, whether or not you let the app use the AI providers, whose own filters see only what is sent to them. It gives the purpose, legal basis and retention period of reports, blocks, filter results, suspensions and the identifier that keeps a removed user from opening a new account.',
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
    blocks: invented({
      data: 'The users you have blocked (their profile IDs)',
      period: 'while-active',
      afterDeletion: 'deleted',
      tr: { data: 'Engellediğiniz kullanıcılar (profil kimlikleri)' },
    }),
    filterResults: invented(
      {
        data: 'Results of our automated filters: the prompt, caption or image they refused, the rule it matched, the time and your profile ID',
        period: { amount: 6, unit: 'month' },
        from: 'collection',
        afterDeletion: 'deleted',
        tr: { data: 'Otomatik filtrelerimizin sonuçları: reddettikleri istem, açıklama metni veya görsel, eşleştiği kural, zamanı ve profil kimliğiniz' },
      },
      'six months, the time a user in the EU has to ask for a moderation decision to be looked at again (Digital Services Act Art. 20(1)); confirm the backend keeps what the filters refuse this long, and erases it sooner when the account is deleted',
    ),
    reports: invented(
      {
        data: 'Reports of content: the post reported, the profile IDs of its sender and of the user who reported it (or the e-mail address of someone who reported it by e-mail), the reason given, and our decision',
        period: { amount: 6, unit: 'month' },
        from: 'decision',
        afterDeletion: 'kept',
        reason: 'For six months the user who reported a post and the user who shared it can ask us to look at our decision again, as the EU Digital Services Act requires; the report is used for nothing else.',
        tr: {
          data: 'İçerik bildirimleri: bildirilen gönderi, gönderenin ve bildiren kullanıcının profil kimlikleri (veya e-postayla bildiren kişinin e-posta adresi), belirtilen gerekçe ve kararımız',
          reason: 'Gönderiyi bildiren kullanıcı ve paylaşan kullanıcı, AB Dijital Hizmetler Yönetmeliği’nin gerektirdiği üzere altı ay boyunca kararımızın yeniden incelenmesini isteyebilir; bildirim başka bir amaçla kullanılmaz.',
        },
      },
      'six months from the decision, the time the EU Digital Services Act (Art. 20(1)) gives to ask for a review; confirm the backend keeps reports this long and no longer',
    ),
    suspensions: invented(
      {
        data: 'Suspensions and closures of accounts: the profile ID, the rule broken, the content concerned, the dates and the reasons we gave',
        period: { amount: 6, unit: 'month' },
        from: 'decision',
        afterDeletion: 'kept',
        reason: 'For six months the user can ask us to look at the decision again, as the EU Digital Services Act requires, and a repeated breach can be recognised; the record is used for nothing else.',
        tr: {
          data: 'Hesapların askıya alınması ve kapatılması: profil kimliği, çiğnenen kural, ilgili içerik, tarihler ve bildirdiğimiz gerekçeler',
          reason: 'Kullanıcı, AB Dijital Hizmetler Yönetmeliği’nin gerektirdiği üzere altı ay boyunca kararın yeniden incelenmesini isteyebilir ve tekrarlanan bir ihlal tanınabilir; kayıt başka bir amaçla kullanılmaz.',
        },
      },
      'six months from the decision, as for reports; confirm the backend keeps these records this long and no longer',
    ),
    bans: invented(
      {
        data: 'When we close an account for a serious or repeated breach: a one-way hash of the identifier of the device it was used on, and the reason',
        period: { amount: 2, unit: 'year' },
        from: 'decision',
        afterDeletion: 'kept',
        reason: 'It keeps a user we removed, for sharing child sexual abuse material or for another serious or repeated breach, from opening a new account. The hash cannot be turned back into the identifier and is only compared with the device that opens a new account.',
        tr: {
          data: 'Ciddi veya tekrarlanan bir ihlal nedeniyle bir hesabı kapattığımızda: hesabın kullanıldığı cihazın tanımlayıcısının tek yönlü özeti (hash) ve gerekçe',
          reason: 'Çocukların cinsel istismarı içeriği paylaştığı veya başka bir ciddi ya da tekrarlanan ihlal nedeniyle çıkardığımız bir kullanıcının yeni hesap açmasını önler. Özet, tanımlayıcıya geri çevrilemez ve yalnızca yeni hesap açan cihazla karşılaştırılır.',
        },
      },
      'the terms say a user removed from Sharix AI may not open a new account: confirm which device identifier the backend keeps for this (for example Apple’s DeviceCheck or a hash of the Android ID), that it keeps nothing else of a closed account, and this period',
    ),
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
      'The list of users you blocked, and the results of our filters on your posts',
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
        'Engellediğiniz kullanıcıların listesi ve filtrelerimizin gönderilerinize ilişkin sonuçları',
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
  liability: invented(liabilityCap({ amount: 10, currency: 'EUR' }), 'the rule the owner uses in the terms of their other apps, printed by the Sharix terms and EULA'),
  lawfulBases: [
    { of: 'account', basis: 'contract', activity: 'Creating your profile ID and keeping your profile, posts and share records', tr: { activity: 'Profil kimliğinizin oluşturulması; profilinizin, gönderilerinizin ve paylaşım kayıtlarınızın saklanması' } },
    {
      of: 'service',
      basis: 'contract',
      activity: 'Storing the posts you create, with any photo you add, delivering them to the friends you choose, and keeping the list of users you block',
      tr: { activity: 'Oluşturduğunuz gönderilerin eklediğiniz fotoğraflarla birlikte saklanması, seçtiğiniz arkadaşlarınıza iletilmesi ve engellediğiniz kullanıcıların listesinin tutulması' },
    },
    { of: 'ai', basis: 'contract', activity: 'Sending your prompts and any image you add to the AI providers that write captions and create images', tr: { activity: 'İstemlerinizin ve eklediğiniz görsellerin açıklama metni yazan ve görsel üreten yapay zekâ sağlayıcılarına gönderilmesi' } },
    { of: 'purchases', basis: 'contract', activity: 'Confirming and restoring in-app purchases', tr: { activity: 'Uygulama içi satın almaların doğrulanması ve geri yüklenmesi' } },
    {
      of: 'moderation',
      basis: 'legitimate-interests',
      activity:
        'Moderating shared content: checking every post with our own automated filters on our servers, whether or not you let the app use the AI providers; reviewing reports; removing content; suspending or closing accounts; keeping a removed user from opening a new account; and reporting child sexual abuse material where no law requires us to',
      tr: {
        activity:
          'Paylaşılan içeriğin denetlenmesi: yapay zekâ sağlayıcılarının kullanılmasına onay verip vermediğinizden bağımsız olarak her gönderinin sunucularımızdaki kendi otomatik filtrelerimizle kontrol edilmesi; bildirimlerin incelenmesi; içeriğin kaldırılması; hesapların askıya alınması veya kapatılması; çıkarılan bir kullanıcının yeni hesap açmasının önlenmesi ve kanunun gerektirmediği hâllerde çocukların cinsel istismarı içeriğinin bildirilmesi',
      },
    },
    { of: 'security', basis: 'legitimate-interests', activity: 'Keeping the service secure and preventing abuse (connection logs, installation identifiers)', tr: { activity: 'Hizmetin güvenliğinin sağlanması ve kötüye kullanımın önlenmesi (bağlantı kayıtları, kurulum tanımlayıcıları)' } },
    ...commonBases('en', {
      authorities: {
        en: 'Answering the requests you make under data protection law and lawful requests of competent authorities, and reporting unlawful content, child sexual abuse material in particular, to the authorities where the law requires it',
        tr: 'Kişisel verilerin korunması mevzuatı kapsamındaki başvurularınızın ve yetkili makamların hukuka uygun taleplerinin yanıtlanması; kanunun gerektirdiği hâllerde hukuka aykırı içeriğin, özellikle çocukların cinsel istismarı içeriğinin yetkili makamlara bildirilmesi',
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
  childSafety: {
    contact: invented(
      { name: site.owner.name, role: 'the developer of Sharix AI, who reviews every report of child sexual abuse or exploitation in person', email: site.email },
      'Google Play’s Child Safety Standards declaration asks for a named person who can speak to the app’s prevention of child sexual abuse and exploitation and who can be reached: this repository names the owner at the site’s address; confirm, or name another person and an address read every day',
    ),
    reportTo: invented(
      [
        {
          name: 'the National Center for Missing & Exploited Children (NCMEC), through its CyberTipline',
          region: 'United States',
          url: 'https://report.cybertip.org',
          tr: { name: 'Kayıp ve İstismara Uğramış Çocuklar Ulusal Merkezi ({en:National Center for Missing & Exploited Children}, NCMEC), {en:CyberTipline} aracılığıyla', region: 'Amerika Birleşik Devletleri' },
        },
        {
          name: 'the Chief Public Prosecutor’s Office, and the Information and Communication Technologies Authority through its {tr:İhbar Web} hotline',
          region: 'Türkiye',
          url: 'https://www.ihbarweb.org.tr',
          tr: { name: 'Cumhuriyet Başsavcılığı ile Bilgi Teknolojileri ve İletişim Kurumu, İhbar Web hattı aracılığıyla', region: 'Türkiye' },
        },
      ],
      'where confirmed child sexual abuse material is reported: register Sharix AI with NCMEC as an electronic service provider to report through the CyberTipline, and confirm the Turkish bodies; the child safety standards also promise a report to the authorities of the user’s country where it is known',
    ),
  },
  openQuestions: [
    'Sharix AI’s terms and EULA (Apple 1.2, Google Play’s user-generated-content policy, EU Digital Services Act Art. 16 and 17) say the app asks users to accept them before their first share; that every post’s prompt, caption and images pass our own automated filters, which run on our servers, before the post is delivered, whether or not the user lets the app use the AI providers, and that no post is sent to anyone else for that check; that a post is reported and its sender blocked from the menus of `userContent`, and also by e-mail; that reports are acted on within its `reportResponse`, removing the post and suspending or closing the account of a user who broke the rules; and that the user whose post is removed is told why and may ask for a review: confirm the app and its backend do each, or say what they do instead',
    'purchases: the terms and the EULA say that a consumer in the EU or the UK keeps the right of withdrawal from a purchase unless, before paying, they expressly agree on the purchase screen to immediate supply and acknowledge losing the right, which is then confirmed to them; that the purchase screen tells a consumer in Türkiye that Art. 15 of the Distance Contracts Regulation excludes it; and that a withdrawal, or a refused change of the terms, which the store does not refund is refunded by the owner: confirm what Sharix AI sells, that its purchase screen asks for and records that consent and sends the confirmation, and how the owner refunds a purchase the store does not',
    'the deletion page deletes the account of anyone who types its profile ID, which friends see on shared posts, and an e-mail request carries only an ID or an order number: decide how the backend confirms that a request comes from the account’s owner before it deletes (for example a confirmation in the app, or a grace period the app can cancel), and confirm that it can find an account by the details users without the app are told to send',
    'the policy says that below the age of digital consent (13 to 16 in the EU depending on the country, 13 in the UK, and 18 in Türkiye, where the site takes the age of majority) a parent or guardian gives the consent to analytics (GDPR Art. 8): decide how the consent screen does this, for example by asking the user’s age and, below it, collecting no analytics unless a parent consents',
    'the child safety standards (Google Play’s Child Safety Standards policy) say that the report menu of `userContent` offers a reason for the sexual abuse or exploitation of a child; that such a report reaches the point of contact of `childSafety` at once and is reviewed ahead of every other, within the `reportResponse`; that confirmed material is removed, kept only as the law requires for the authorities, and reported to the bodies of `childSafety.reportTo`, and the account closed and its device barred: confirm the app and its backend do each, or say what they do instead',
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
  governingLaw: invented(
    { law: 'the laws of the Republic of Türkiye', courts: 'owner-city' },
    'Turkish law, and the courts of the owner’s city (content/site.ts) subject to the consumer’s own courts and bodies, as in the owner’s other apps: the controller is in Türkiye',
  ),
  extra: {},
};
