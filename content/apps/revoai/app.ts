import { invented } from '../../facts';
import { site } from '../../site';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'revoai',
  name: 'RevoAI',
  language: 'en',
  category: 'DesignApplication',
  headline: { en: 'Redesign any room from one photo', tr: 'Tek bir fotoğraftan her odayı yeniden tasarlayın' },
  tagline: {
    en: 'AI interior and landscape design: see your room, your empty flat or your garden transformed in seconds.',
    tr: 'Yapay zekâ ile iç mekân ve peyzaj tasarımı: odanızı, boş dairenizi ya da bahçenizi saniyeler içinde dönüşmüş hâliyle görün.',
  },
  summary: {
    en: 'RevoAI redesigns rooms and gardens from a photo: restyle interiors, furnish empty rooms, replace furniture and plan your landscape with AI.',
    tr: 'RevoAI bir fotoğraftan odaları ve bahçeleri yeniden tasarlar: iç mekânları yenileyin, boş odaları döşeyin, mobilyaları değiştirin, bahçenizi planlayın.',
  },
  intro: [
    {
      en: 'Take a photo, choose a style, and RevoAI shows you the room as it could be — Scandinavian, industrial, japandi or your own mix. Try ideas before you buy a single piece of furniture or book a designer.',
      tr: 'Bir fotoğraf çekin, bir tarz seçin; RevoAI odanızı olabileceği hâliyle göstersin: İskandinav, endüstriyel, japandi ya da size özgü bir karışım. Tek bir mobilya almadan ya da bir tasarımcıyla anlaşmadan önce fikirlerinizi deneyin.',
    },
  ],
  featuresHeading: { en: 'Four ways to transform a space', tr: 'Bir mekânı dönüştürmenin dört yolu' },
  features: [
    {
      title: { en: 'Virtual Transformation', tr: 'Sanal Dönüşüm' },
      body: { en: 'Restyle a whole room from one photo while keeping its walls, windows and light, in more than thirty design styles.', tr: 'Duvarlarını, pencerelerini ve ışığını koruyarak bütün bir odayı tek bir fotoğraftan, otuzdan fazla tasarım tarzında yeniden düzenleyin.' },
    },
    {
      title: { en: 'Fill Empty Spaces', tr: 'Boş Alanları Doldurun' },
      body: { en: 'Photograph an empty room or a new flat and see it furnished to your taste, so you can picture the space before you move in.', tr: 'Boş bir odanın ya da yeni bir dairenin fotoğrafını çekin ve zevkinize göre döşenmiş hâlini görün; taşınmadan önce mekânı gözünüzde canlandırın.' },
    },
    {
      title: { en: 'Furniture Replacement', tr: 'Mobilya Değiştirme' },
      body: { en: 'Mark the sofa, table or lamp you want to change and see alternatives in its place, blended into your photo.', tr: 'Değiştirmek istediğiniz kanepeyi, masayı ya da lambayı işaretleyin; yerine fotoğrafınıza uyum sağlayan alternatifleri görün.' },
    },
    {
      title: { en: 'Landscape Design', tr: 'Peyzaj Tasarımı' },
      body: { en: 'Redesign gardens, terraces and balconies with plants, paths and lighting that suit your space and your taste.', tr: 'Bahçeleri, terasları ve balkonları mekânınıza ve zevkinize uygun bitkiler, yollar ve aydınlatmayla yeniden tasarlayın.' },
    },
  ],
  icon: '/images/apps/revoai-icon.svg',
  hero: '/images/apps/revoai-hero.svg',
  heroAlt: { en: 'RevoAI on a phone: a living room before and after an AI redesign', tr: 'Telefonda RevoAI: yapay zekâ ile yeniden tasarlanmadan önce ve sonra bir oturma odası' },
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.revoai.design'),
    appStore: invented('https://apps.apple.com/app/revoai-interior-design/id6479001234'),
  },
  documents: [
    { slug: 'privacy-policy', label: { en: 'Privacy Policy', tr: 'Gizlilik Politikası' } },
    { slug: 'terms-and-conditions', label: { en: 'Terms and Conditions', tr: 'Kullanım Koşulları' }, translated: true },
    { slug: 'eula', label: { en: 'EULA', tr: 'EULA' }, translated: true },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'RevoAI', badge: { text: { en: 'NEW', tr: 'YENİ' }, symbol: '🔥' } },
  copyrightYear: 2024,
  accent: '#0d9488',
  about: { en: 'interior design', tr: 'iç mekân tasarımı' },
  forms: [
    {
      purpose: 'account-deletion',
      page: {
        path: '/revoai/account-delete',
        title: { en: 'Delete your RevoAI account', tr: 'RevoAI hesabınızı silin' },
        description: {
          en: 'Delete your RevoAI account, uploaded photos, designs and gallery with your 6-character username. See what is deleted and what is kept.',
          tr: 'RevoAI hesabınızı, yüklediğiniz fotoğrafları, tasarımlarınızı ve galerinizi 6 karakterli kullanıcı adınızla silin. Nelerin silindiğini ve saklandığını görün.',
        },
        intro: {
          en: 'Enter your 6-character RevoAI username to delete your account, your uploaded photos, your designs and your gallery.',
          tr: 'Hesabınızı, yüklediğiniz fotoğrafları, tasarımlarınızı ve galerinizi silmek için 6 karakterli RevoAI kullanıcı adınızı girin.',
        },
      },
      steps: {
        items: [
          { en: 'Open RevoAI and note your 6-character username, shown in the app.', tr: 'RevoAI uygulamasını açın ve uygulamada görünen 6 karakterli kullanıcı adınızı not edin.' },
          { en: 'Enter the username in the form on this page and select Delete Account.', tr: 'Kullanıcı adını bu sayfadaki forma girin ve “Hesabı Sil” düğmesine basın.' },
          {
            en: 'Cancel any Premium subscription in your App Store or Google Play settings; deleting your account does not cancel it.',
            tr: 'Premium aboneliğiniz varsa App Store veya Google Play ayarlarınızdan iptal edin; hesabınızı silmek aboneliği iptal etmez.',
          },
        ],
      },
      backend: 'revoai',
      call: { method: 'DELETE', path: '/api/user/delete-by-username', send: 'json' },
      fields: [
        {
          name: 'username',
          label: { en: 'Username', tr: 'Kullanıcı adı' },
          kind: 'identifier',
          length: 6,
          hint: { en: 'Your 6-character RevoAI username, shown in the app.', tr: 'Uygulamada görünen 6 karakterli RevoAI kullanıcı adınız.' },
          autoComplete: 'username',
          autoCapitalize: 'characters',
          clearOnSuccess: true,
        },
      ],
      incomplete: { disableButton: true, message: { en: 'Username must be exactly 6 characters', tr: 'Kullanıcı adı tam 6 karakter olmalıdır' } },
      warning: {
        label: { en: 'Warning:', tr: 'Uyarı:' },
        text: { en: 'this action cannot be undone. Your designs, gallery and account are deleted permanently.', tr: 'bu işlem geri alınamaz. Tasarımlarınız, galeriniz ve hesabınız kalıcı olarak silinir.' },
      },
      button: { label: { en: 'Delete Account', tr: 'Hesabı Sil' }, busy: { en: 'Deleting...', tr: 'Siliniyor...' }, tone: 'danger' },
      answers: {
        success: { read: [], otherwise: { en: 'Account deleted successfully', tr: 'Hesap başarıyla silindi' } },
        failure: {
          read: ['message'],
          otherwise: { en: 'An error occurred while deleting the account', tr: 'Hesap silinirken bir hata oluştu' },
          byStatus: {
            404: { read: [], otherwise: { en: 'User not found', tr: 'Kullanıcı bulunamadı' } },
            400: { read: ['message'], otherwise: { en: 'Invalid username', tr: 'Geçersiz kullanıcı adı' } },
          },
        },
        noAnswerHint: {
          en: 'Your request may still have reached RevoAI. Open the app before you try again: if your account is gone, the deletion went through.',
          tr: 'Talebiniz yine de RevoAI sunucusuna ulaşmış olabilir. Tekrar denemeden önce uygulamayı açın: hesabınız artık yoksa silme işlemi tamamlanmıştır.',
        },
      },
      messageColour: 'by-outcome',
      demo: {
        accounts: ['REVO01', 'REVO02', 'DESIGN'],
        answers: {
          incomplete: { status: 400, body: { message: 'Username must be exactly 6 characters' } },
          notFound: { status: 404, body: { message: 'User not found' } },
          done: { status: 200, body: { message: 'User deleted' } },
        },
      },
    },
  ],
} as const;
