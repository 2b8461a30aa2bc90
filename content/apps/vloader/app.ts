import { invented } from '../../facts';
import { site } from '../../site';
import { legal } from './legal';

const { retention } = legal;
/** "90 days" / "90 gün": a period of the legal record as the landing page says it, so the page and the policy cannot disagree. */
const period = ({ amount, unit }: { amount: number; unit: string }) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;
const periodTr = ({ amount, unit }: { amount: number; unit: string }) => `${amount} ${{ day: 'gün', month: 'ay', year: 'yıl' }[unit] ?? unit}`;

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'vloader',
  name: 'Vloader',
  language: 'en',
  category: 'MultimediaApplication',
  headline: { en: 'Your videos, ready when you are offline', tr: 'Videolarınız, çevrim dışıyken de hazır' },
  tagline: {
    en: 'Save the videos you have the right to keep and watch them anywhere, with no connection.',
    tr: 'Saklama hakkınız olan videoları kaydedin, bağlantı olmadan her yerde izleyin.',
  },
  summary: {
    en: 'Vloader saves the videos you are allowed to download to your phone, so you can watch them on a plane, on the metro or anywhere without a connection.',
    tr: 'Vloader, indirmenize izin verilen videoları telefonunuza kaydeder; onları uçakta, metroda ya da bağlantının olmadığı her yerde izleyebilirsiniz.',
  },
  intro: [
    {
      en: 'Paste a link, pick the quality, and Vloader saves the video to your phone. Your downloads live in one tidy library, ready for the flight, the commute or the place where the signal never reaches.',
      tr: 'Bir bağlantı yapıştırın, kaliteyi seçin; Vloader videoyu telefonunuza kaydetsin. İndirdikleriniz tek ve düzenli bir kitaplıkta; uçuş, işe gidiş geliş ya da sinyalin hiç ulaşmadığı yerler için hazır bekler.',
    },
    {
      en: 'Vloader is for videos you own or have permission to download — your own uploads, Creative Commons clips, lectures your school shares. Please respect creators and the rules of each platform.',
      tr: 'Vloader, size ait olan ya da indirme izniniz bulunan videolar içindir: kendi yüklemeleriniz, Creative Commons lisanslı klipler, okulunuzun paylaştığı dersler. Lütfen içerik üreticilerine ve her platformun kurallarına saygı gösterin.',
    },
  ],
  featuresHeading: { en: 'Why people keep it on their phone', tr: 'Kullanıcılar onu neden telefonlarında tutuyor?' },
  features: [
    {
      title: { en: 'Paste and save', tr: 'Yapıştırın ve kaydedin' },
      body: { en: 'Share a link to Vloader or paste it in, choose the resolution that fits your storage, and the download starts.', tr: 'Bir bağlantıyı Vloader ile paylaşın ya da uygulamaya yapıştırın, depolama alanınıza uygun çözünürlüğü seçin; indirme başlasın.' },
    },
    {
      title: { en: 'Downloads in the background', tr: 'Arka planda indirme' },
      body: { en: 'Queue several videos, lock your phone, and find them finished with progress and size shown for each.', tr: 'Birkaç videoyu sıraya alın, telefonunuzu kilitleyin; her birinin ilerlemesi ve boyutu gösterilerek indirmeler tamamlansın.' },
    },
    {
      title: { en: 'A library that stays organised', tr: 'Düzenli kalan bir kitaplık' },
      body: { en: 'Every saved video is sorted, searchable and playable offline in the built-in player, with no account needed.', tr: 'Kaydedilen her video sıralanır, aranabilir ve yerleşik oynatıcıda çevrim dışı izlenebilir; hesap açmanız gerekmez.' },
    },
    {
      title: { en: 'Private by design', tr: 'Gizlilik, tasarımın parçası' },
      body: {
        en: `Your downloads and history stay on your device. Crash reports are deleted after ${period(retention.crashReports.value.period)}, usage analytics after ${period(retention.analytics.value.period)}, and the server’s logs of the links you submit, with your IP address, after ${period(retention.uploads.value.period)}. Purchase records are kept for the ${period(retention.purchaseRecords.value.period)} tax law requires, and a request you make under data protection law, with our answer, for ${period(retention.requestRecords.value.period)}.`,
        tr: `İndirdikleriniz ve geçmişiniz cihazınızda kalır. Çökme raporları ${periodTr(retention.crashReports.value.period)}, kullanım analizleri ${periodTr(retention.analytics.value.period)}, gönderdiğiniz bağlantıların IP adresinizle birlikte tutulduğu sunucu kayıtları ise ${periodTr(retention.uploads.value.period)} sonra silinir. Satın alma kayıtları vergi mevzuatının gerektirdiği ${periodTr(retention.purchaseRecords.value.period)} boyunca, veri koruma mevzuatı kapsamında yaptığınız bir talep de yanıtımızla birlikte ${periodTr(retention.requestRecords.value.period)} boyunca saklanır.`,
      },
    },
  ],
  icon: '/images/apps/vloader-icon.svg',
  hero: '/images/apps/vloader-hero.svg',
  heroAlt: { en: 'Vloader on a phone: a pasted video link and a list of downloads with progress bars', tr: 'Telefonda Vloader: yapıştırılmış bir video bağlantısı ve ilerleme çubuklarıyla indirmelerin listesi' },
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.vloader.app'),
    appStore: invented('https://apps.apple.com/app/vloader-video-saver/id6470123987'),
  },
  documents: [
    { slug: 'privacy-policy', label: { en: 'Privacy Policy', tr: 'Gizlilik Politikası' } },
    { slug: 'terms-and-conditions', label: { en: 'Terms and Conditions', tr: 'Kullanım Koşulları' }, translated: true },
    { slug: 'eula', label: { en: 'EULA', tr: 'EULA' }, translated: true },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Vloader' },
  copyrightYear: 2024,
  accent: '#2563eb',
  about: { en: 'offline video', tr: 'çevrim dışı video' },
} as const;
