import { site } from '../../site';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'sharix-ai',
  name: 'Sharix AI',
  language: 'en',
  category: 'SocialNetworkingApplication',
  headline: { en: 'Create with AI, share with friends', tr: 'Yapay zekâ ile üretin, arkadaşlarınızla paylaşın' },
  tagline: { en: 'AI-assisted posts, shared through a six-character profile ID.', tr: 'Altı karakterli bir profil kimliğiyle paylaşılan, yapay zekâ destekli gönderiler.' },
  summary: {
    en: 'Sharix AI helps you create posts with AI-written captions and AI images and share them with friends through your six-character profile ID.',
    tr: 'Sharix AI ile yapay zekânın yazdığı açıklamalar ve ürettiği görsellerle gönderiler hazırlayın; altı karakterli profil kimliğinizle arkadaşlarınızla paylaşın.',
  },
  intro: [
    {
      en: 'Sharix AI helps you create posts with AI-written captions and images and share them with friends.',
      tr: 'Sharix AI, yapay zekânın yazdığı açıklamalar ve ürettiği görsellerle gönderiler hazırlamanıza ve bunları arkadaşlarınızla paylaşmanıza yardımcı olur.',
    },
  ],
  featuresHeading: { en: 'Features', tr: 'Özellikler' },
  features: [],
  icon: '/images/apps/sharix-ai-icon.svg',
  stores: { googlePlay: '', appStore: '' },
  documents: [
    { slug: 'privacy-policy', label: { en: 'Privacy Policy', tr: 'Gizlilik Politikası' } },
    { slug: 'terms-and-conditions', label: { en: 'Terms and Conditions', tr: 'Kullanım Koşulları' }, translated: true },
    { slug: 'eula', label: { en: 'EULA', tr: 'EULA' }, translated: true },
    { slug: 'child-safety-standards', label: { en: 'Child Safety Standards', tr: 'Çocuk Güvenliği Standartları' }, translated: true },
  ],
  supportEmail: site.email,
  hasLanding: false,
  copyrightYear: 2024,
  accent: '#0284c7',
  about: { en: 'AI-assisted posts shared with friends', tr: 'arkadaşlarla paylaşılan yapay zekâ destekli gönderiler' },
  forms: [
    {
      purpose: 'account-deletion',
      page: {
        path: '/sharix-delete-account',
        title: { en: 'Delete your Sharix AI account', tr: 'Sharix AI hesabınızı silin' },
        description: {
          en: 'Delete your Sharix AI account and its data: enter your 6-character profile ID. See what is deleted and what is kept.',
          tr: 'Sharix AI hesabınızı ve verilerinizi silin: 6 karakterli profil kimliğinizi girin. Nelerin silindiğini ve nelerin saklandığını görün.',
        },
        intro: {
          en: 'Delete your Sharix AI account and the posts, images and shares linked to it. Deleted accounts cannot be restored.',
          tr: 'Sharix AI hesabınızı ve ona bağlı gönderileri, görselleri ve paylaşımları silin. Silinen hesaplar geri getirilemez.',
        },
      },
      steps: {
        items: [
          { en: 'Open Sharix AI and find your 6-character profile ID on your profile screen.', tr: 'Sharix AI uygulamasını açın ve profil ekranınızda 6 karakterli profil kimliğinizi bulun.' },
          { en: 'Enter the profile ID in the form on this page and select Delete Account.', tr: 'Profil kimliğini bu sayfadaki forma girin ve “Hesabı Sil” düğmesine basın.' },
          { en: 'The result appears under the button.', tr: 'Sonuç, düğmenin altında görünür.' },
        ],
      },
      backend: 'sharix',
      call: { method: 'DELETE', path: '/user', send: 'query' },
      fields: [
      {
        name: 'username',
        label: { en: 'Profile ID', tr: 'Profil kimliği' },
        kind: 'identifier',
        length: 6,
        placeholder: '123456',
        hint: { en: 'Your 6-character profile ID, shown on your profile screen in the app.', tr: 'Uygulamadaki profil ekranınızda görünen 6 karakterli profil kimliğiniz.' },
        autoComplete: 'off',
        autoCapitalize: 'characters',
        clearOnSuccess: true,
      },
      ],
      incomplete: { disableButton: true },
      button: { label: { en: 'Delete Account', tr: 'Hesabı Sil' }, busy: { en: 'Deleting...', tr: 'Siliniyor...' }, tone: 'danger' },
      answers: {
        success: { read: ['message'], otherwise: { en: 'Your Sharix account has been deleted.', tr: 'Sharix hesabınız silindi.' } },
        failure: { read: ['message'], otherwise: { en: 'An error occurred.', tr: 'Bir hata oluştu.' } },
        noAnswerHint: {
          en: 'Your request may still have reached Sharix AI. Open the app before you try again: if your profile is gone, the deletion went through.',
          tr: 'Talebiniz yine de Sharix AI sunucusuna ulaşmış olabilir. Tekrar denemeden önce uygulamayı açın: profiliniz artık görünmüyorsa silme işlemi tamamlanmıştır.',
        },
      },
      messageColour: 'red',
      demo: {
        accounts: ['SHRX01', 'SHRX02', 'SHRX03'],
        answers: {
          incomplete: { status: 400, body: { message: 'Profile ID must be exactly 6 characters.' } },
          notFound: { status: 404, body: { message: 'No Sharix account found with this profile ID.' } },
          done: { status: 200, body: { message: 'Your Sharix account {username} has been deleted.' } },
        },
      },
    },
  ],
} as const;
