import { invented } from '../../facts';
import { site } from '../../site';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'meriastro',
  name: 'Meriastro',
  language: 'tr',
  category: 'LifestyleApplication',
  headline: 'Yıldızların bugün sana ne söylediğini keşfet',
  tagline: 'Günlük burç yorumları, yapay zekâ destekli tarot, gökyüzü takvimi ve astroloji blogu tek uygulamada.',
  summary:
    'Meriastro ile günlük burç yorumunu oku, yapay zekâ destekli tarot açılımı yap, gökyüzü takvimini takip et ve astroloji yazılarını keşfet.',
  intro: [
    'Meriastro, güne burcuna özel bir yorumla başlaman için tasarlandı. Doğum tarihine göre hazırlanan günlük yorumlar, kartlarını senin için açan yapay zekâ destekli tarot ve gökyüzündeki önemli anları tarihleriyle gösteren bir takvim, hepsi tek bir uygulamada.',
    'Astrolojiyi yeni keşfediyor olsan da yıllardır takip ediyor olsan da Meriastro sade, anlaşılır ve keyifli bir deneyim sunar. Yorumlar eğlence ve kişisel farkındalık amaçlıdır.',
  ],
  featuresHeading: 'Meriastro’da seni neler bekliyor?',
  features: [
    { title: 'Günlük Burç Yorumları', body: 'Her sabah burcuna özel, aşk, kariyer ve sağlık başlıklarında kısa ve net bir günlük yorum.' },
    { title: 'Yapay Zekâ Destekli Tarot', body: 'Sorunu yaz, kartlarını seç; yapay zekâ açılımını senin sorunla birlikte yorumlasın ve kartların anlamını anlatsın.' },
    { title: 'Gökyüzü Takvimi', body: 'Dolunay, yeni ay, retrolar ve gezegen geçişleri: önemli gökyüzü olaylarını tarihleriyle gör, ayını önceden planla.' },
    { title: 'Astroloji Blogu', body: 'Burçlar, gezegenler ve haritanın evleri hakkında uzman kaleminden, herkesin anlayacağı dilde yazılar.' },
  ],
  icon: '/images/apps/meriastro-icon.svg',
  hero: '/images/apps/meriastro-hero.svg',
  heroAlt: 'Telefonda Meriastro: günlük burç yorumu, bir tarot kartı ve gökyüzü takvimi',
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.meriastro.app'),
    appStore: invented('https://apps.apple.com/app/meriastro-burc-tarot/id6469876543'),
  },
  documents: [
    { slug: 'privacy-policy', label: 'Gizlilik Politikası' },
    { slug: 'terms-and-conditions', label: 'Kullanım Koşulları' },
    { slug: 'eula', label: 'EULA' },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Meriastro' },
  copyrightYear: 2024,
  accent: '#ca8a04',
  about: 'astrology',
  cta: { href: '/meriastro/sana-ozel-fal', label: 'Sana özel fal sorularına göz at' },
  forms: [
    {
      purpose: 'account-deletion',
      page: {
        path: '/meriastro/account-delete',
        title: 'Delete Your account',
        metaTitle: 'Delete Your account — Meriastro',
        description: 'Meriastro hesabınızı ve kişisel verilerinizi silin: kayıtlı e-posta adresinizi ve şifrenizi girin. Nelerin silindiğini ve ne kadar saklandığını görün.',
        intro:
          'Meriastro hesabınızı ve ona bağlı tüm kişisel verilerinizi silmek için kayıtlı e-posta adresinizi ve şifrenizi girin. Silinen hesap geri getirilemez. Mevzuatın saklamamızı gerektirdiği kayıtlar ile aşağıda saklandığı belirtilen diğer veriler, orada belirtilen süreler boyunca saklanır.',
      },
      steps: {
        items: [
          'Hesabınıza kayıtlı e-posta adresinizi ve şifrenizi bu sayfadaki forma yazın.',
          '{en:Delete Account} düğmesine basın; sonuç düğmenin altında görünür.',
          'Şifrenizi hatırlamıyorsanız uygulamadaki şifre sıfırlama seçeneğini kullanın.',
        ],
      },
      backend: 'meriastro',
      call: { method: 'DELETE', path: '/api/users/delete', send: 'json' },
      fields: [
        { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
        { name: 'password', label: 'Password', kind: 'password', required: true, autoComplete: 'current-password', clearOnSuccess: true },
      ],
      incomplete: { disableButton: false, message: 'Please provide both email and password.' },
      button: { label: 'Delete Account', busy: 'Deleting...', tone: 'danger' },
      answers: {
        success: { read: ['message'], otherwise: 'Account deleted successfully.' },
        failure: { read: ['message', 'error'], otherwise: 'Something went wrong' },
        noAnswerHint:
          'Talebiniz yine de sunucumuza ulaşmış olabilir. Tekrar denemeden önce Meriastro uygulamasını açın: hesabınız silinmişse işlem tamamlanmıştır.',
      },
      messageColour: 'by-outcome',
      demo: {
        accounts: [
          { email: 'ayse@meriastro.app', password: 'yildiz2024' },
          { email: 'mehmet@meriastro.app', password: 'burc2024' },
          { email: 'demo@meriastro.app', password: 'demo1234' },
        ],
        answers: {
          incomplete: { status: 400, body: { message: 'Email and password are required.' } },
          notFound: { status: 401, body: { error: 'Invalid email or password.' } },
          done: { status: 200, body: { message: 'Your Meriastro account and all of its data have been deleted.' } },
        },
      },
    },
  ],
} as const;
