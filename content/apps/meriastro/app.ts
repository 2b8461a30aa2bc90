import { invented } from '@/content/facts';
import { site } from '@/content/site';

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
  legalDocuments: ['privacy-policy', 'terms-and-conditions', 'eula'],
  supportEmail: site.email,
  deletionPath: '/meriastro/account-delete',
  hasLanding: true,
  nav: { label: 'Meriastro' },
  copyrightYear: 2024,
} as const;
