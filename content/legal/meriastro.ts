import { PROVIDERS } from '@/content/legal/shared';
import { confirmed, invented } from '@/content/facts';
import type { LegalRecordInput } from '@/lib/legal-facts';

/**
 * The legal facts of Meriastro, in Turkish like its documents. Its privacy
 * policy (a KVKK aydınlatma metni), terms and EULA render them
 * (components/legal/facts.tsx), and its deletion page lists what is deleted
 * and kept from here (lib/deletion.ts). `invented` marks what the owner must
 * confirm (see the README's owner checklist).
 */
export const meriastroLegal = {
  app: 'meriastro',
  effectiveDate: invented('2024-04-15'),
  lastUpdated: invented('2026-11-23'),
  changeLog: [
    invented({ date: '2024-04-15', change: 'İlk sürüm.' }),
    invented({
      date: '2026-11-23',
      change:
        'Yapay zekâ sağlayıcısı ve diğer hizmet sağlayıcılar adıyla belirtildi ve yapay zekâ özellikleri için izin kuralı eklendi; analiz verileri, çökme raporları, destek yazışmaları ve satın alma kayıtları için ayrı saklama süreleri yazıldı; uygulama içinden hesap silme yolu ve yazılı başvurular için posta adresi eklendi; Kullanım Koşulları ile Lisans Sözleşmesi’nde tek bir sorumluluk sınırı kullanıldı.',
    }),
  ],
  minimumAge: confirmed(13, 'the specification: children under 13 excluded (astrology, voice and design apps)'),
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
      purpose: 'Çökme raporlarını cihaz modeli ve sistem sürümüyle kaydeder.',
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
        data: 'Kullanıcı adınız, e-posta adresiniz, şifrelenmiş şifreniz, doğum tarihiniz, cihaz kimliğiniz, tarot sorularınız ve okumalarınız ile Sana Özel Fal sorularınız ve yanıtları',
        period: 'while-active',
        afterDeletion: 'deleted',
      },
      'the specification: the astrology policy retains data while the account is active',
    ),
    analytics: invented({
      data: 'Analiz verileri',
      period: { amount: 2, unit: 'month' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Hesabınıza değil, cihazınızdaki uygulama kurulumunun rastgele tanımlayıcısına bağlıdır; Google Analytics for Firebase’in saklama ayarı en kısa süresindedir.',
    }),
    crashReports: invented({
      data: 'Çökme ve hata raporları',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Hesabınıza değil, rastgele bir kurulum tanımlayıcısına bağlıdır; Firebase Crashlytics raporları bu sabit süre boyunca saklar.',
    }),
    supportMessages: invented({
      data: 'Destek e-postalarınız ve KVKK başvurularınıza ilişkin yazışmalar',
      period: { amount: 12, unit: 'month' },
      from: 'last-contact',
      afterDeletion: 'kept',
      reason: 'Taleplerinizi ve başvurularınızı nasıl yanıtladığımızı gösterebilmemiz için saklanır ve başka bir amaçla işlenmez.',
    }),
    purchaseRecords: invented(
      {
        data: 'Satın alma ve abonelik kayıtları (ürün türü, işlem kimliği, satın alma ve yenileme tarihleri)',
        period: { amount: 5, unit: 'year' },
        from: 'end-of-year',
        afterDeletion: 'kept',
        reason: 'Vergi mevzuatı (213 sayılı Vergi Usul Kanunu m. 253) bu kayıtların saklanmasını gerektirir; başka bir amaçla işlenmez.',
      },
      'the documents said only "the period the law provides"; VUK art. 253 keeps books and documents five years from the start of the following year',
    ),
  },
  deletion: {
    inApp: invented(['Profil', 'Ayarlar', 'Hesabı Sil']),
    webPage: '/meriastro/account-delete',
    timeLimit: invented({ amount: 30, unit: 'day' }),
    deleted: [
      'Kullanıcı adınız, e-posta adresiniz ve şifrelenmiş şifreniz',
      'Doğum tarihiniz ve cihaz kimliğiniz',
      'Tarot sorularınız, çekilen kartlar ve okumalarınız',
      'Sana Özel Fal sorularınız ve yanıtları',
      'Bu verilerin yedeklerde kalan kopyaları',
    ],
    notes: [
      'Kimliğinizi belirlemeyen toplu istatistikler kişisel veri niteliği taşımadığından saklanabilir.',
      'Hesabınızı silmek, App Store veya Google Play üzerinden başlattığınız aboneliği iptal etmez; aboneliğinizi mağaza hesap ayarlarınızdan ayrıca iptal etmeniz gerekir.',
      'Silinen hesap ve içindeki okumalar geri getirilemez.',
    ],
  },
  liability: invented(
    { paidMonths: 12, floor: { amount: 10, currency: 'EUR' } },
    'the documents capped liability at the amount paid in the previous twelve months; the €10 floor is the rule of the owner’s other apps',
  ),
  governingLaw: invented({ law: 'Türkiye Cumhuriyeti hukuku', courts: 'Ankara Mahkemeleri ve İcra Daireleri' }),
  extra: {
  },
} satisfies LegalRecordInput;
