import { invented } from '../../facts';
import { site } from '../../site';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'funo',
  name: 'Funo AI',
  language: 'en',
  category: 'EntertainmentApplication',
  headline: { en: 'Change your voice. Instantly.', tr: 'Sesinizi değiştirin. Anında.' },
  tagline: {
    en: 'The AI voice changer with hundreds of voices, real-time changing and effects worth sharing.',
    tr: 'Yüzlerce ses, gerçek zamanlı dönüşüm ve paylaşmaya değer efektlerle yapay zekâ destekli ses değiştirici.',
  },
  summary: {
    en: 'Funo AI changes your voice in real time: hundreds of AI voices, studio-grade effects and one-tap sharing of your recordings to friends and social apps.',
    tr: 'Funo AI sesinizi gerçek zamanlı olarak değiştirir: yüzlerce yapay zekâ sesi, stüdyo kalitesinde efektler ve kayıtlarınızı tek dokunuşla paylaşma.',
  },
  intro: [
    {
      en: 'Talk into your phone and hear yourself as a robot, a movie-trailer narrator, a cartoon hero or a creature from another world — live, with no waiting. Funo AI turns a voice note into something people replay.',
      tr: 'Telefonunuza konuşun ve kendinizi bir robot, bir film fragmanı anlatıcısı, bir çizgi film kahramanı ya da başka bir dünyadan gelen bir yaratık olarak duyun; canlı ve beklemeden. Funo AI, sıradan bir sesli notu tekrar tekrar dinlenen bir kayda dönüştürür.',
    },
  ],
  featuresHeading: { en: 'Everything your voice can become', tr: 'Sesiniz neye dönüşebilir?' },
  features: [
    {
      title: { en: 'Real-Time Voice Changing', tr: 'Gerçek Zamanlı Ses Değiştirme' },
      body: { en: 'Pick a voice and speak: Funo AI transforms your voice as you talk, with low latency you can hear through headphones.', tr: 'Bir ses seçin ve konuşun: Funo AI sesinizi siz konuşurken dönüştürür; gecikme, kulaklıkla dinlerken fark edilmeyecek kadar düşüktür.' },
    },
    {
      title: { en: 'AI-Powered Effects', tr: 'Yapay Zekâ Destekli Efektler' },
      body: { en: 'Add echo, pitch, robot, radio and studio effects shaped by AI models that keep your words clear and natural.', tr: 'Sözlerinizi net ve doğal tutan yapay zekâ modelleriyle şekillenen yankı, ses perdesi, robot, radyo ve stüdyo efektleri ekleyin.' },
    },
    {
      title: { en: 'Extensive Voice Library', tr: 'Geniş Ses Kitaplığı' },
      body: { en: 'Hundreds of synthetic voices to choose from — characters, narrators, creatures, robots and instruments — ready whenever you are.', tr: 'Karakterler, anlatıcılar, yaratıklar, robotlar ve enstrümanlar: aralarından seçim yapabileceğiniz yüzlerce yapay ses, siz hazır olduğunuzda kullanıma hazır.' },
    },
    {
      title: { en: 'Easy Sharing', tr: 'Kolay Paylaşım' },
      body: { en: 'Save a recording and send it to friends, stories and chats in one tap, as audio or as a video.', tr: 'Bir kaydı saklayın ve tek dokunuşla arkadaşlarınıza, hikâyelere ve sohbetlere ses ya da video olarak gönderin.' },
    },
  ],
  icon: '/images/apps/funo-icon.svg',
  hero: '/images/apps/funo-hero.svg',
  heroAlt: { en: 'Funo AI on a phone: a grid of voices to choose from and a record button', tr: 'Telefonda Funo AI: seçilebilecek seslerden oluşan bir ızgara ve bir kayıt düğmesi' },
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.funo.ai'),
    appStore: invented('https://apps.apple.com/app/funo-ai-voice-changer/id6476543210'),
  },
  documents: [
    { slug: 'privacy-policy', label: { en: 'Privacy Policy', tr: 'Gizlilik Politikası' } },
    { slug: 'terms-and-conditions', label: { en: 'Terms and Conditions', tr: 'Kullanım Koşulları' }, translated: true },
    { slug: 'eula', label: { en: 'EULA', tr: 'EULA' }, translated: true },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Funo AI' },
  copyrightYear: 2024,
  accent: '#ea580c',
  about: { en: 'voice changing', tr: 'ses değiştirme' },
  forms: [
    {
      purpose: 'account-deletion',
      page: {
        path: '/funo/account-delete',
        title: { en: 'Delete your Funo AI account', tr: 'Funo AI hesabınızı silin' },
        description: {
          en: 'Delete your Funo AI account and its data with the device ID shown in the app’s settings. See what is deleted and what is kept.',
          tr: 'Funo AI hesabınızı ve verilerinizi, uygulamanın ayarlarında görünen cihaz kimliğinizle silin. Nelerin silindiğini ve nelerin saklandığını görün.',
        },
        intro: {
          en: 'Your Funo AI account is linked to your device ID. Enter it to delete the account and the data stored with it.',
          tr: 'Funo AI hesabınız cihaz kimliğinize bağlıdır. Hesabı ve onunla birlikte saklanan verileri silmek için cihaz kimliğinizi girin.',
        },
      },
      steps: {
        items: [
          { en: 'Open Funo AI, go to Settings and copy your device ID.', tr: 'Funo AI uygulamasını açın, {en:Settings} bölümüne gidin ve cihaz kimliğinizi kopyalayın.' },
          { en: 'Paste the device ID into the form on this page and select Delete Account.', tr: 'Cihaz kimliğini bu sayfadaki forma yapıştırın ve “Hesabı Sil” düğmesine basın.' },
          { en: 'The result appears under the button.', tr: 'Sonuç, düğmenin altında görünür.' },
        ],
      },
      backend: 'funo',
      call: { method: 'DELETE', path: '/api/user/user-delete', send: 'json' },
      fields: [
        {
          name: 'deviceId',
          label: { en: 'Device ID', tr: 'Cihaz kimliği' },
          kind: 'identifier',
          required: true,
          hint: { en: 'Find it in Funo AI under Settings, then copy and paste it here.', tr: 'Funo AI uygulamasının ayarlarında bulun, kopyalayıp buraya yapıştırın.' },
          autoComplete: 'off',
          autoCapitalize: 'off',
          clearOnSuccess: true,
        },
      ],
      incomplete: { disableButton: false, message: { en: 'Please provide your device ID.', tr: 'Lütfen cihaz kimliğinizi girin.' } },
      button: { label: { en: 'Delete Account', tr: 'Hesabı Sil' }, busy: { en: 'Deleting...', tr: 'Siliniyor...' }, tone: 'danger' },
      answers: {
        success: { read: ['message', 'msg'], otherwise: { en: 'Your Funo AI account has been deleted successfully.', tr: 'Funo AI hesabınız başarıyla silindi.' } },
        failure: { read: ['message', 'msg', 'error'], otherwise: { en: 'Something went wrong.', tr: 'Bir sorun oluştu.' } },
        noAnswerHint: {
          en: 'Your request may still have reached Funo AI. Open the app before you try again: if your account is gone, the deletion went through.',
          tr: 'Talebiniz yine de Funo AI sunucusuna ulaşmış olabilir. Tekrar denemeden önce uygulamayı açın: hesabınız artık yoksa silme işlemi tamamlanmıştır.',
        },
      },
      messageColour: 'by-outcome',
      demo: {
        accounts: ['FUNO-DEVICE-0001', 'FUNO-DEVICE-0002', '3f2b9c1e-7a4d-4e8b-9f10-2c5d6e7a8b90'],
        answers: {
          incomplete: { status: 400, body: { message: 'deviceId is required.' } },
          notFound: { status: 404, body: { error: 'No Funo AI account is linked to this device ID.' } },
          done: { status: 200, body: { msg: 'Device account removed.' } },
        },
      },
    },
  ],
} as const;
