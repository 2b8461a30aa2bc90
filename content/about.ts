import { site } from './site';

const { name } = site.owner;

/**
 * The about page's words, in both languages. `{apps}` stands for the owner's own apps, listed
 * from content/apps/ with what each is for ("Sonora AI for music generation"); `{city}` for the
 * owner's city (content/site.ts), `{city|locative}` as a Turkish sentence says it ("Ankara’da").
 */
export const aboutPage = {
  description: {
    en: `About ${name}: a freelance senior software engineer in {city} who builds mobile apps, backends and websites end to end.`,
    tr: `${name} hakkında: mobil uygulamaları, sunucu tarafını ve web sitelerini uçtan uca geliştiren, {city|locative} yaşayan serbest çalışan kıdemli yazılım mühendisi.`,
  },
  story: [
    {
      en: 'I started writing software at university, building the student app my classmates actually opened between lectures. That habit — building things people use every day — has stayed with me since.',
      tr: 'Yazılım geliştirmeye üniversitede, sınıf arkadaşlarımın dersler arasında gerçekten açtığı öğrenci uygulamasını yazarak başladım. İnsanların her gün kullandığı şeyler üretme alışkanlığı o günden beri benimle.',
    },
    {
      en: 'Today I work as a freelance senior engineer with start-ups, agencies and established companies. I have built QR payment wallets for entertainment centres, live school bus tracking for parents, a voting app for a national youth awards programme, a companion app for a smart air purifier and financial signal tools for investors. I also design and run my own apps: {apps}.',
      tr: 'Bugün serbest çalışan kıdemli bir mühendis olarak girişimlerle, ajanslarla ve köklü şirketlerle çalışıyorum. Eğlence merkezleri için QR ile ödeme cüzdanları, veliler için canlı okul servisi takibi, ulusal bir gençlik ödülleri programı için bir oylama uygulaması, akıllı bir hava temizleyicinin uygulaması ve yatırımcılar için finansal sinyal araçları geliştirdim. Kendi uygulamalarımı da tasarlıyor ve yayımlıyorum: {apps}.',
    },
    {
      en: 'Clients hire me when they want one person who can own the whole product: the app on the phone, the API and database behind it, the store listings and the web pages around it. I care about the details that decide whether an app succeeds — how fast it opens, how it behaves on a poor connection, and whether a reviewer at Apple or Google finds everything they need the first time.',
      tr: 'Müşterilerim, ürünün tamamını üstlenebilecek tek bir kişi aradıklarında benimle çalışıyor: telefondaki uygulama, arkasındaki API ve veritabanı, mağaza sayfaları ve çevresindeki web sayfaları. Bir uygulamanın başarısını belirleyen ayrıntılara özen gösteririm: ne kadar hızlı açıldığına, zayıf bir bağlantıda nasıl davrandığına ve Apple ya da Google’daki bir incelemecinin ihtiyaç duyduğu her şeyi ilk seferde bulup bulamadığına.',
    },
  ],
  /**
   * The projects of content/projects.ts (by `name`) the story describes. Removing one of them from
   * projects.ts stops the build, naming this file, until the story no longer describes it and its
   * name is out of this list.
   */
  describes: ['aybu-mobile', 'playland-mobile', 'funlord-mobile', 'e-servis', 'turkiye-genclik-odulleri', 'noor-tech', 'finrend'],
  howIWork: {
    heading: { en: 'How I work', tr: 'Nasıl çalışıyorum?' },
    body: {
      en: 'Short iterations, a working build every week, and honest estimates. I write tests for what matters, automate releases, and leave behind code and documentation that the next engineer can pick up without me.',
      tr: 'Kısa döngüler, her hafta çalışan bir sürüm ve dürüst tahminler. Önemli olan her şey için test yazar, yayın süreçlerini otomatikleştirir, bir sonraki mühendisin bana ihtiyaç duymadan devralabileceği kod ve belgeler bırakırım.',
    },
  },
  contact: {
    heading: { en: 'Let’s talk', tr: 'Konuşalım' },
    before: {
      en: 'Have an app to build, a product to rescue or a backend that needs to scale? Write to me at',
      tr: 'Geliştirilecek bir uygulamanız, kurtarılması gereken bir ürününüz ya da büyümesi gereken bir sunucunuz mu var? Bana şu adresten yazın:',
    },
    after: { en: '— I reply within two working days.', tr: '— iki iş günü içinde yanıt veririm.' },
  },
  services: [
    {
      title: { en: 'Mobile apps', tr: 'Mobil uygulamalar' },
      body: {
        en: 'iOS and Android apps in React Native or Flutter: from the first prototype to store review, in-app purchases, push notifications and the updates after launch.',
        tr: 'React Native veya Flutter ile iOS ve Android uygulamaları: ilk prototipten mağaza incelemesine, uygulama içi satın almalardan anlık bildirimlere ve yayından sonraki güncellemelere kadar.',
      },
    },
    {
      title: { en: 'Backends', tr: 'Sunucu tarafı' },
      body: {
        en: 'Node.js APIs, real-time services and background jobs on Firebase and Google Cloud, with MongoDB or Firestore behind them, designed to stay fast and cheap as usage grows.',
        tr: 'Firebase ve Google Cloud üzerinde, arkasında MongoDB veya Firestore bulunan Node.js API’leri, gerçek zamanlı servisler ve arka plan işleri; kullanım arttıkça da hızlı ve ekonomik kalacak şekilde tasarlanır.',
      },
    },
    {
      title: { en: 'The web', tr: 'Web' },
      body: {
        en: 'Fast, accessible websites and landing pages that introduce a product, explain its privacy policy and let users manage their accounts.',
        tr: 'Bir ürünü tanıtan, gizlilik politikasını açıklayan ve kullanıcıların hesaplarını yönetmesini sağlayan hızlı, erişilebilir web siteleri ve tanıtım sayfaları.',
      },
    },
  ],
} as const;
