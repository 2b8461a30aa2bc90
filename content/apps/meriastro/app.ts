import { invented } from '../../facts';
import { site } from '../../site';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'meriastro',
  name: 'Meriastro',
  language: 'tr',
  category: 'LifestyleApplication',
  headline: { tr: 'Yıldızların bugün sana ne söylediğini keşfet', en: 'Discover what the stars are telling you today' },
  tagline: {
    tr: 'Günlük burç yorumları, yapay zekâ destekli tarot, gökyüzü takvimi ve astroloji blogu tek uygulamada.',
    en: 'Daily horoscopes, AI-assisted tarot, a sky calendar and an astrology blog in one app.',
  },
  summary: {
    tr: 'Meriastro ile günlük burç yorumunu oku, yapay zekâ destekli tarot açılımı yap, gökyüzü takvimini takip et ve astroloji yazılarını keşfet.',
    en: 'With Meriastro, read your daily horoscope, draw an AI-assisted tarot spread, follow the sky calendar and explore articles on astrology.',
  },
  intro: [
    {
      tr: 'Meriastro, güne burcuna özel bir yorumla başlaman için tasarlandı. Doğum tarihine göre hazırlanan günlük yorumlar, kartlarını senin için açan yapay zekâ destekli tarot ve gökyüzündeki önemli anları tarihleriyle gösteren bir takvim, hepsi tek bir uygulamada.',
      en: 'Meriastro is made for starting the day with a reading for your sign. Daily readings based on your date of birth, AI-assisted tarot that lays out your cards for you and a calendar of the important moments in the sky with their dates, all in one app.',
    },
    {
      tr: 'Astrolojiyi yeni keşfediyor olsan da yıllardır takip ediyor olsan da Meriastro sade, anlaşılır ve keyifli bir deneyim sunar. Yorumlar eğlence ve kişisel farkındalık amaçlıdır.',
      en: 'Whether you are just discovering astrology or have followed it for years, Meriastro is simple, clear and enjoyable. Readings are meant for entertainment and self-reflection.',
    },
  ],
  featuresHeading: { tr: 'Meriastro’da seni neler bekliyor?', en: 'What awaits you in Meriastro' },
  features: [
    {
      title: { tr: 'Günlük Burç Yorumları', en: 'Daily Horoscopes' },
      body: { tr: 'Her sabah burcuna özel, aşk, kariyer ve sağlık başlıklarında kısa ve net bir günlük yorum.', en: 'Every morning, a short and clear reading for your sign on love, career and health.' },
    },
    {
      title: { tr: 'Yapay Zekâ Destekli Tarot', en: 'AI-Assisted Tarot' },
      body: {
        tr: 'Sorunu yaz, kartlarını seç; yapay zekâ açılımını senin sorunla birlikte yorumlasın ve kartların anlamını anlatsın.',
        en: 'Write your question and pick your cards; AI reads the spread together with your question and explains what the cards mean.',
      },
    },
    {
      title: { tr: 'Gökyüzü Takvimi', en: 'Sky Calendar' },
      body: {
        tr: 'Dolunay, yeni ay, retrolar ve gezegen geçişleri: önemli gökyüzü olaylarını tarihleriyle gör, ayını önceden planla.',
        en: 'Full moons, new moons, retrogrades and planetary transits: see the important events in the sky with their dates and plan your month ahead.',
      },
    },
    {
      title: { tr: 'Astroloji Blogu', en: 'Astrology Blog' },
      body: { tr: 'Burçlar, gezegenler ve haritanın evleri hakkında uzman kaleminden, herkesin anlayacağı dilde yazılar.', en: 'Articles by experts on the signs, the planets and the houses of the chart, in words everyone understands.' },
    },
  ],
  icon: '/images/apps/meriastro-icon.svg',
  hero: '/images/apps/meriastro-hero.svg',
  heroAlt: { tr: 'Telefonda Meriastro: günlük burç yorumu, bir tarot kartı ve gökyüzü takvimi', en: 'Meriastro on a phone: a daily horoscope, a tarot card and the sky calendar' },
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.meriastro.app'),
    appStore: invented('https://apps.apple.com/app/meriastro-burc-tarot/id6469876543'),
  },
  documents: [
    { slug: 'privacy-policy', label: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' } },
    { slug: 'terms-and-conditions', label: { tr: 'Kullanım Koşulları', en: 'Terms and Conditions' } },
    { slug: 'eula', label: { tr: 'EULA', en: 'EULA' } },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Meriastro' },
  copyrightYear: 2024,
  accent: '#ca8a04',
  about: { tr: 'astroloji', en: 'astrology' },
  cta: { href: '/meriastro/sana-ozel-fal', label: { tr: 'Sana özel fal sorularına göz at', en: 'Browse the personal fortune questions' } },
  forms: [
    {
      purpose: 'account-deletion',
      page: {
        path: '/meriastro/account-delete',
        // The English page keeps the product's words of the site's first release: "Delete Your account", "Email", "Password", "Delete Account".
        title: { tr: 'Hesabınızı Silin', en: 'Delete Your account' },
        metaTitle: { tr: 'Hesabınızı Silin — Meriastro', en: 'Delete Your account — Meriastro' },
        description: {
          tr: 'Meriastro hesabınızı ve kişisel verilerinizi silin: kayıtlı e-posta adresinizi ve şifrenizi girin. Nelerin silindiğini ve ne kadar saklandığını görün.',
          en: 'Delete your Meriastro account and personal data with your registered e-mail address and password. See what is deleted and how long the rest is kept.',
        },
        intro: {
          tr: 'Meriastro hesabınızı ve ona bağlı tüm kişisel verilerinizi silmek için kayıtlı e-posta adresinizi ve şifrenizi girin. Silinen hesap geri getirilemez. Mevzuatın saklamamızı gerektirdiği kayıtlar ile aşağıda saklandığı belirtilen diğer veriler, orada belirtilen süreler boyunca saklanır.',
          en: 'Enter your registered e-mail address and password to delete your Meriastro account and all the personal data linked to it. A deleted account cannot be restored. The records the law requires us to keep, and the other data listed below as kept, are kept for the periods stated there.',
        },
      },
      steps: {
        items: [
          { tr: 'Hesabınıza kayıtlı e-posta adresinizi ve şifrenizi bu sayfadaki forma yazın.', en: 'Enter the e-mail address and password registered to your account in the form on this page.' },
          { tr: '“Hesabı Sil” düğmesine basın; sonuç düğmenin altında görünür.', en: 'Select Delete Account; the result appears under the button.' },
          { tr: 'Şifrenizi hatırlamıyorsanız uygulamadaki şifre sıfırlama seçeneğini kullanın.', en: 'If you do not remember your password, use the password reset option in the app.' },
        ],
      },
      backend: 'meriastro',
      call: { method: 'DELETE', path: '/api/users/delete', send: 'json' },
      fields: [
        { name: 'email', label: { tr: 'E-posta', en: 'Email' }, kind: 'email', required: true, autoComplete: 'email' },
        { name: 'password', label: { tr: 'Şifre', en: 'Password' }, kind: 'password', required: true, autoComplete: 'current-password', clearOnSuccess: true },
      ],
      incomplete: { disableButton: false, message: { tr: 'Lütfen e-posta adresinizi ve şifrenizi girin.', en: 'Please provide both email and password.' } },
      button: { label: { tr: 'Hesabı Sil', en: 'Delete Account' }, busy: { tr: 'Siliniyor...', en: 'Deleting...' }, tone: 'danger' },
      answers: {
        success: { read: ['message'], otherwise: { tr: 'Hesabınız başarıyla silindi.', en: 'Account deleted successfully.' } },
        failure: { read: ['message', 'error'], otherwise: { tr: 'Bir sorun oluştu', en: 'Something went wrong' } },
        noAnswerHint: {
          tr: 'Talebiniz yine de sunucumuza ulaşmış olabilir. Tekrar denemeden önce Meriastro uygulamasını açın: hesabınız silinmişse işlem tamamlanmıştır.',
          en: 'Your request may still have reached our server. Open the Meriastro app before you try again: if your account is gone, the deletion went through.',
        },
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
