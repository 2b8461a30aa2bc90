import { site } from './site';
import { invented } from './facts';

/**
 * The portfolio, in the order of the work page. Each entry is checked at
 * build time by lib/content/projects.ts: a missing or malformed field fails
 * the build and names the project. The description and the picture's
 * description are written in both languages ({ en, tr }); the title is the
 * project's own name. Leave a link empty ('') when the project
 * has none; its button is then hidden. `imageStyle: 'alternate'` shows the
 * list image tilted and framed, on a tinted card, with the image on the other
 * side. Artwork sizes: `image` 640 × 480 px, `photo1` and `photo2` 400 × 800 px
 * (the build checks them).
 */
export const projectEntries = [
  {
    name: 'vocan',
    year: invented(2023, 'the year the project shipped'),
    imageStyle: 'alternate',
    title: 'Vocan',
    description: {
      en: 'A vocabulary-learning app that turns new words into daily habits. Learners build decks by language and level, review them with spaced-repetition flashcards, hear native pronunciation and keep a streak going. The backend schedules every review so the right word comes back just before it is forgotten.',
      tr: 'Yeni kelimeleri günlük bir alışkanlığa dönüştüren bir kelime öğrenme uygulaması. Öğrenenler dile ve seviyeye göre desteler oluşturur, bunları aralıklı tekrar yöntemiyle çalışan kartlarla tekrar eder, kelimeleri ana dili konuşanların telaffuzuyla dinler ve serilerini sürdürür. Sunucu her tekrarı planlar; böylece doğru kelime, tam unutulmak üzereyken yeniden karşınıza çıkar.',
    },
    tags: ['React Native', 'Node.JS', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.vocan.app'),
    appStore: invented('https://apps.apple.com/app/vocan/id1612345870'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/vocan.svg',
    imageAlt: { en: 'Vocan on a phone: a flashcard with a Spanish word and its English translation', tr: 'Telefonda Vocan: İspanyolca bir kelime ve İngilizce karşılığının yazılı olduğu bir kart' },
    photo1: '/images/projects/vocan-1.svg',
    photo2: '/images/projects/vocan-2.svg',
  },
  {
    name: 'turkiye-genclik-odulleri',
    year: invented(2022, 'the year the project shipped'),
    title: 'Türkiye Gençlik Ödülleri',
    titleLanguage: 'tr',
    description: {
      en: 'The official mobile app of a national youth awards programme. Young voters browse nominees by category, read about their work and rate them; the results feed the jury’s shortlist. Built to take the load of a televised voting window without losing a single vote.',
      tr: 'Ulusal bir gençlik ödülleri programının resmî mobil uygulaması. Genç seçmenler adayları kategoriye göre inceler, çalışmalarını okur ve onları puanlar; sonuçlar jürinin kısa listesine yön verir. Canlı yayında duyurulan oylama süresinin yüküne, tek bir oy kaybetmeden dayanacak şekilde geliştirildi.',
    },
    tags: ['React Native', 'Node.JS'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.turkiyegenclikodulleri.app'),
    appStore: invented('https://apps.apple.com/app/turkiye-genclik-odulleri/id1587643210'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/turkiye-genclik-odulleri.svg',
    imageAlt: { en: 'Türkiye Gençlik Ödülleri on a phone: a list of nominees with star ratings', tr: 'Telefonda Türkiye Gençlik Ödülleri: yıldızlı puanlarıyla adayların listesi' },
    photo1: '/images/projects/turkiye-genclik-odulleri-1.svg',
    photo2: '/images/projects/turkiye-genclik-odulleri-2.svg',
  },
  {
    name: 'playland-mobile',
    year: invented(2022, 'the year the project shipped'),
    imageStyle: 'alternate',
    title: 'Playland Mobil',
    description: {
      en: 'A cashless wallet for an indoor entertainment centre. Families top up their game card in the app and pay at any ride or arcade machine by showing a QR code, see their balance in real time and collect bonus credit on every top-up.',
      tr: 'Kapalı bir eğlence merkezi için nakitsiz bir cüzdan. Aileler oyun kartlarına uygulamadan bakiye yükler, herhangi bir eğlence aracında ya da oyun makinesinde QR kod göstererek öder, bakiyelerini anlık olarak görür ve her yüklemede bonus kredi kazanır.',
    },
    tags: ['React Native', 'Node.JS'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.playland.mobil'),
    appStore: invented('https://apps.apple.com/app/playland-mobil/id1548712093'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/playland-mobile.svg',
    imageAlt: { en: 'Playland Mobil on a phone: a QR code ready to pay at a game machine', tr: 'Telefonda Playland Mobil: bir oyun makinesinde ödemeye hazır bir QR kod' },
    photo1: '/images/projects/playland-mobile-1.svg',
    photo2: '/images/projects/playland-mobile-2.svg',
  },
  {
    name: 'funlord-mobile',
    year: invented(2021, 'the year the project shipped'),
    title: 'Funlord Mobil',
    description: {
      en: 'The companion app of a family entertainment centre chain: a digital game card with QR payment, online top-ups, and a rewards programme that turns tickets won on the floor into prizes. One backend serves every branch, so a card topped up in one city works in all of them.',
      tr: 'Bir aile eğlence merkezi zincirinin uygulaması: QR ile ödeme yapılan dijital oyun kartı, çevrim içi bakiye yükleme ve salonda kazanılan biletleri hediyelere dönüştüren bir ödül programı. Tek bir sunucu bütün şubelere hizmet verir; bu yüzden bir şehirde yüklenen kart hepsinde geçerlidir.',
    },
    tags: ['React Native', 'Node.JS'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.funlord.mobil'),
    appStore: invented('https://apps.apple.com/app/funlord-mobil/id1561209874'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/funlord-mobile.svg',
    imageAlt: { en: 'Funlord Mobil on a phone: a game card wallet with balance and tickets', tr: 'Telefonda Funlord Mobil: bakiyesi ve biletleriyle bir oyun kartı cüzdanı' },
    photo1: '/images/projects/funlord-mobile-1.svg',
    photo2: '/images/projects/funlord-mobile-2.svg',
  },
  {
    name: 'aybu-mobile',
    year: invented(2020, 'the year the project shipped'),
    title: 'AYBU Mobile',
    description: {
      en: 'The everyday app for university students: the weekly timetable, the cafeteria menu, announcements from faculties and clubs, and the academic calendar in one place, with notifications before each class and when a new announcement is posted.',
      tr: 'Üniversite öğrencilerinin her gün kullandığı uygulama: haftalık ders programı, yemekhane menüsü, fakülte ve kulüp duyuruları ve akademik takvim tek bir yerde; her dersten önce ve yeni bir duyuru yayımlandığında bildirim gönderir.',
    },
    tags: ['Flutter', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=tr.edu.aybu.mobile'),
    appStore: invented('https://apps.apple.com/app/aybu-mobile/id1532987461'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/aybu-mobile.svg',
    imageAlt: { en: 'AYBU Mobile on a phone: a student’s weekly timetable', tr: 'Telefonda AYBU Mobile: bir öğrencinin haftalık ders programı' },
    photo1: '/images/projects/aybu-mobile-1.svg',
    photo2: '/images/projects/aybu-mobile-2.svg',
  },
  {
    name: 'noor-tech',
    year: invented(2021, 'the year the project shipped'),
    title: 'Noor Technology',
    description: {
      en: 'The companion app of a smart air purifier. It shows the room’s air quality and PM2.5 level live, lets the owner change fan speed and schedules from anywhere, and warns before the filter runs out. The purifier talks to the cloud, the app talks to the purifier.',
      tr: 'Akıllı bir hava temizleyicinin uygulaması. Odanın hava kalitesini ve PM2.5 düzeyini anlık olarak gösterir, cihaz sahibinin fan hızını ve zaman planlarını her yerden değiştirmesini sağlar ve filtre bitmeden uyarır. Hava temizleyici buluta, uygulama da hava temizleyiciye bağlanır.',
    },
    tags: ['Flutter', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.noortechnology.app'),
    appStore: invented('https://apps.apple.com/app/noor-technology/id1623450981'),
    webLink: invented('https://noortechnology.com.tr'),
    githubLink: '',
    image: '/images/projects/noor-tech.svg',
    imageAlt: { en: 'Noor Technology on a phone: an air-quality dial showing a PM2.5 reading', tr: 'Telefonda Noor Technology: PM2.5 değerini gösteren bir hava kalitesi göstergesi' },
    photo1: '/images/projects/noor-tech-1.svg',
    photo2: '/images/projects/noor-tech-2.svg',
  },
  {
    name: 'e-servis',
    year: invented(2020, 'the year the project shipped'),
    title: 'E-Servis',
    description: {
      en: 'School bus tracking for parents and schools. Parents see the bus on a live map, get a notification when their child is picked up and dropped off, and know the arrival time before they leave the house; drivers run their route from the same app.',
      tr: 'Veliler ve okullar için okul servisi takibi. Veliler servisi canlı haritada görür, çocukları servise bindiğinde ve indiğinde bildirim alır, evden çıkmadan varış saatini öğrenir; şoförler de güzergâhlarını aynı uygulamadan yönetir.',
    },
    tags: ['React Native', 'Node.JS', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.eservis.app'),
    appStore: '',
    webLink: '',
    githubLink: '',
    image: '/images/projects/e-servis.svg',
    imageAlt: { en: 'E-Servis on a phone: a map with the school bus route and its live position', tr: 'Telefonda E-Servis: okul servisinin güzergâhını ve anlık konumunu gösteren bir harita' },
    photo1: '/images/projects/e-servis-1.svg',
    photo2: '/images/projects/e-servis-2.svg',
  },
  {
    name: 'finrend',
    year: invented(2023, 'the year the project shipped'),
    title: 'Finrend',
    description: {
      en: 'Financial signals for individual investors. Finrend watches stocks and crypto pairs, marks buy and sell signals on clear charts, and sends a notification the moment a signal fires, with the reasoning behind it. A Node.js service computes the indicators; the Flutter app keeps the screen calm.',
      tr: 'Bireysel yatırımcılar için finansal sinyaller. Finrend hisse senetlerini ve kripto para çiftlerini izler, alım ve satım sinyallerini sade grafikler üzerinde işaretler ve bir sinyal oluştuğu anda gerekçesiyle birlikte bildirim gönderir. Göstergeleri bir Node.js servisi hesaplar; Flutter uygulaması ekranı sade tutar.',
    },
    tags: ['Flutter', 'Node.JS', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.finrend.app'),
    appStore: '',
    webLink: '',
    githubLink: invented(`${site.social.github.value}/finrend`),
    image: '/images/projects/finrend.svg',
    imageAlt: { en: 'Finrend on a phone: a price chart with buy and sell signal markers', tr: 'Telefonda Finrend: alım ve satım sinyali işaretleri bulunan bir fiyat grafiği' },
    photo1: '/images/projects/finrend-1.svg',
    photo2: '/images/projects/finrend-2.svg',
  },
  {
    name: 'filminn',
    year: invented(2024, 'the year the project shipped'),
    title: 'Film Inn',
    description: {
      en: 'A home for film and TV lovers: browse what is new, rate what you watched, write reviews and follow friends whose taste you trust. Watchlists sync across devices, and reviews are moderated before they appear.',
      tr: 'Film ve dizi severler için bir buluşma noktası: yeni çıkanlara göz atın, izlediklerinizi puanlayın, inceleme yazın ve zevkine güvendiğiniz arkadaşlarınızı takip edin. İzleme listeleri cihazlar arasında eşitlenir; incelemeler yayımlanmadan önce denetlenir.',
    },
    tags: ['React Native', 'Firebase'],
    playStore: '',
    appStore: '',
    webLink: '',
    githubLink: invented(`${site.social.github.value}/filminn`),
    image: '/images/projects/filminn.svg',
    imageAlt: { en: 'Film Inn on a phone: a grid of film posters with their ratings', tr: 'Telefonda Film Inn: puanlarıyla birlikte film afişlerinden oluşan bir ızgara' },
    photo1: '/images/projects/filminn-1.svg',
    photo2: '/images/projects/filminn-2.svg',
  },
] as const;

/** The projects on the home page, in order. */
export const featuredProjectNames = [
  'vocan',
  'turkiye-genclik-odulleri',
  'playland-mobile',
  'funlord-mobile',
  'aybu-mobile',
  'noor-tech',
  'e-servis',
] as const;
