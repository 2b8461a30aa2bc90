import { invented } from '../../facts';
import { site } from '../../site';
import { legal } from './legal';

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'sonora-ai',
  name: 'Sonora AI',
  language: 'en',
  category: 'MusicApplication',
  headline: { en: 'Turn an idea into a finished song', tr: 'Bir fikri bitmiş bir şarkıya dönüştürün' },
  tagline: { en: 'AI music generation for musicians, songwriters and content creators.', tr: 'Müzisyenler, söz yazarları ve içerik üreticileri için yapay zekâ ile müzik üretimi.' },
  summary: {
    en: 'Sonora AI writes and produces songs and instrumentals from a prompt, your lyrics and a style. Made for musicians, songwriters and content creators.',
    tr: 'Sonora AI bir istemden, sözlerinizden ve seçtiğiniz tarzdan şarkılar ve enstrümantal parçalar besteler. Müzisyenler ve içerik üreticileri için.',
  },
  intro: [
    {
      en: 'Describe the track you hear in your head — “lo-fi piano for a rainy evening”, “upbeat synth-pop chorus about summer” — and Sonora AI composes, arranges and produces it for you. Bring your own lyrics, or leave them out for an instrumental.',
      tr: 'Kafanızda çalan parçayı anlatın — “yağmurlu bir akşam için lo-fi piyano”, “yaz üzerine enerjik bir synth-pop nakarat” — Sonora AI onu sizin için bestelesin, düzenlesin ve üretsin. Kendi sözlerinizi ekleyin ya da enstrümantal bir parça için sözleri boş bırakın.',
    },
    {
      en: 'Songwriters sketch demos without booking a studio, musicians find the next chord progression when they are stuck, and creators get music for their videos and podcasts, written to their own brief.',
      tr: 'Söz yazarları stüdyo kiralamadan demo hazırlar, müzisyenler tıkandıklarında bir sonraki akor dizisini bulur, içerik üreticileri de videoları ve podcast’leri için kendi istedikleri gibi yazılmış müziğe kavuşur.',
    },
  ],
  featuresHeading: { en: 'What you can make', tr: 'Neler üretebilirsiniz?' },
  features: [
    {
      title: { en: 'Songs from a prompt', tr: 'İstemden şarkılar' },
      body: { en: 'Type a mood, a genre and a tempo; get a full song with vocals or an instrumental, usually in under a minute.', tr: 'Bir ruh hâli, bir tür ve bir tempo yazın; çoğu zaman bir dakikadan kısa sürede vokalli bir şarkı ya da enstrümantal bir parça elde edin.' },
    },
    {
      title: { en: 'Your lyrics, sung', tr: 'Sözleriniz, şarkıya dönüşmüş' },
      body: { en: 'Paste your verses and chorus, choose a voice and a style, and hear your words performed as a finished track.', tr: 'Kıtalarınızı ve nakaratınızı yapıştırın, bir ses ve bir tarz seçin; sözlerinizi bitmiş bir parça olarak dinleyin.' },
    },
    {
      title: { en: 'Your style, your library', tr: 'Tarzınız, kitaplığınız' },
      body: { en: 'Choose the genre, mood, tempo, vocals and instruments, then play, download and share every track from your library.', tr: 'Türü, ruh hâlini, tempoyu, vokalleri ve enstrümanları seçin; ardından her parçayı kitaplığınızdan dinleyin, indirin ve paylaşın.' },
    },
    {
      title: { en: 'Credits that last', tr: 'Kalıcı krediler' },
      body: { en: 'Each generation uses credits. Start with free credits, top up in the app, and claim more at the web credit faucet.', tr: 'Her üretim kredi harcar. Ücretsiz kredilerle başlayın, uygulamadan kredi yükleyin ve web’deki ücretsiz kredi sayfasından daha fazlasını alın.' },
    },
  ],
  icon: '/images/apps/sonora-ai-icon.svg',
  hero: '/images/apps/sonora-ai-hero.svg',
  heroAlt: { en: 'Sonora AI on a phone: a prompt for a lo-fi piano track and the generated song playing', tr: 'Telefonda Sonora AI: lo-fi piyano parçası için yazılmış bir istem ve çalan üretilmiş şarkı' },
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.sonora.ai'),
    appStore: invented('https://apps.apple.com/app/sonora-ai-music-generator/id6478012345'),
  },
  documents: [
    { slug: 'privacy-policy', label: { en: 'Privacy Policy', tr: 'Gizlilik Politikası' } },
    { slug: 'terms-and-conditions', label: { en: 'Terms and Conditions', tr: 'Kullanım Koşulları' }, translated: true },
    { slug: 'eula', label: { en: 'EULA', tr: 'EULA' }, translated: true },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Sonora AI' },
  copyrightYear: 2024,
  accent: '#c026d3',
  about: { en: 'music generation', tr: 'müzik üretimi' },
  cta: { href: '/faucet', label: { en: 'Claim free credits on the web', tr: 'Web’den ücretsiz kredi alın' } },
  deletionRequest: {
    page: {
      path: '/sonora-ai/account-delete',
      title: { en: 'Delete your Sonora AI account', tr: 'Sonora AI hesabınızı silin' },
      description: {
        en: 'Ask for your Sonora AI account, prompts, tracks and credits to be deleted, by e-mail with your profile ID. See what is deleted and what is kept.',
        tr: 'Sonora AI hesabınızın, istemlerinizin, parçalarınızın ve kredilerinizin silinmesini e-postayla isteyin. Nelerin silindiğini ve saklandığını görün.',
      },
      intro: {
        en: 'Ask us to delete your Sonora AI account with your prompts, lyrics, tracks, credits and faucet claims. You can also delete it yourself inside the app.',
        tr: 'Sonora AI hesabınızın istemleriniz, sözleriniz, parçalarınız, kredileriniz ve ücretsiz kredi talepleriniz ile birlikte silinmesini bizden isteyin. Hesabınızı uygulamanın içinden kendiniz de silebilirsiniz.',
      },
    },
    steps: {
      items: [
        { en: 'Open Sonora AI and copy the 6-character profile ID from your profile screen.', tr: 'Sonora AI uygulamasını açın ve profil ekranınızdaki 6 karakterli profil kimliğinizi kopyalayın.' },
        {
          en: 'Select Write the deletion request on this page, add your profile ID and send the e-mail; or send the same e-mail from any e-mail app.',
          tr: 'Bu sayfada “Silme talebini yazın” düğmesine basın, profil kimliğinizi ekleyin ve e-postayı gönderin; aynı e-postayı herhangi bir e-posta uygulamasından da gönderebilirsiniz.',
        },
        {
          en: 'We reply to check that the request comes from you, for example by asking you to confirm it in the app, then delete the account and tell you when it is done.',
          tr: 'Talebin sizden geldiğini doğrulamak için size yanıt veririz (örneğin talebi uygulamada onaylamanızı isteyerek); ardından hesabı siler ve işlem tamamlandığında size bildiririz.',
        },
      ],
    },
    email: {
      subject: { en: 'Delete my Sonora AI account', tr: 'Sonora AI hesabımı silin' },
      lines: [
        { en: 'Please delete my Sonora AI account.', tr: 'Lütfen Sonora AI hesabımı silin.' },
        { en: 'Profile ID:', tr: 'Profil kimliği:' },
      ],
    },
  },
  forms: [
    {
      purpose: 'credit-faucet',
      page: {
        path: '/faucet',
        title: { en: 'SONORA Credit Faucet', tr: 'SONORA Ücretsiz Kredi' },
        description: {
          en: 'Claim free Sonora AI credits for your profile: enter your 6-character profile ID and the credits are added to your account.',
          tr: 'Sonora AI profiliniz için ücretsiz kredi alın: 6 karakterli profil kimliğinizi girin, krediler hesabınıza eklensin.',
        },
        intro: {
          en: 'Enter your Sonora AI profile ID to add free credits to your account, then spend them on new songs in the app.',
          tr: 'Hesabınıza ücretsiz kredi eklemek için Sonora AI profil kimliğinizi girin; ardından bu kredileri uygulamada yeni şarkılar için kullanın.',
        },
      },
      steps: {
        heading: { en: 'How the faucet works', tr: 'Nasıl çalışır?' },
        items: [
          { en: 'Open Sonora AI and copy the 6-character profile ID from your profile screen.', tr: 'Sonora AI uygulamasını açın ve profil ekranınızdaki 6 karakterli profil kimliğinizi kopyalayın.' },
          { en: 'Enter it here and select Claim Free Credits. The answer appears under the button.', tr: 'Kimliği buraya girin ve “Ücretsiz Kredi Al” düğmesine basın. Yanıt, düğmenin altında görünür.' },
          { en: 'Reopen the app: the credits are in your balance, ready for your next song.', tr: 'Uygulamayı yeniden açın: krediler bakiyenizde, bir sonraki şarkınız için hazır.' },
        ],
      },
      grant: { credits: legal.extra.faucetCredits.value, every: legal.extra.faucetClaimEvery.value },
      backend: 'sonora',
      call: { method: 'POST', path: '/user/grant-free-credit', send: 'query' },
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
      },
      ],
      incomplete: { disableButton: true },
      button: { label: { en: 'Claim Free Credits', tr: 'Ücretsiz Kredi Al' }, busy: { en: 'Sending...', tr: 'Gönderiliyor...' }, tone: 'primary' },
      answers: {
        success: { read: ['message'], otherwise: { en: 'Free credits have been added to your profile.', tr: 'Ücretsiz krediler profilinize eklendi.' } },
        failure: { read: ['message'], otherwise: { en: 'An error occurred.', tr: 'Bir hata oluştu.' } },
        noAnswerHint: {
          en: 'Your claim may still have reached Sonora AI. Check your credit balance in the app before you try again.',
          tr: 'Talebiniz yine de Sonora AI sunucusuna ulaşmış olabilir. Tekrar denemeden önce uygulamadaki kredi bakiyenizi kontrol edin.',
        },
      },
      messageColour: 'red',
      demo: {
        accounts: ['SONO01', 'SONO02', 'ABC123'],
        answers: {
          incomplete: { status: 400, body: { message: 'Profile ID must be exactly 6 characters.' } },
          notFound: { status: 404, body: { message: 'No Sonora AI profile found with this ID.' } },
          done: { status: 200, body: { message: '{credits} free credits have been added to profile {username}.' } },
          tooSoon: { status: 429, body: { message: 'This profile has already claimed its free credits today. Come back tomorrow!' } },
        },
      },
    },
  ],
} as const;
