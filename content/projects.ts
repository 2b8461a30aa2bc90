import { site } from './site';
import { invented } from './facts';

/**
 * The portfolio, in the order of the work page. Each entry is checked at
 * build time by lib/content/projects.ts: a missing or malformed field fails
 * the build and names the project. Leave a link empty ('') when the project
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
    description:
      'A vocabulary-learning app that turns new words into daily habits. Learners build decks by language and level, review them with spaced-repetition flashcards, hear native pronunciation and keep a streak going. The backend schedules every review so the right word comes back just before it is forgotten.',
    tags: ['React Native', 'Node.JS', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.vocan.app'),
    appStore: invented('https://apps.apple.com/app/vocan/id1612345870'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/vocan.svg',
    imageAlt: 'Vocan on a phone: a flashcard with a Spanish word and its English translation',
    photo1: '/images/projects/vocan-1.svg',
    photo2: '/images/projects/vocan-2.svg',
  },
  {
    name: 'turkiye-genclik-odulleri',
    year: invented(2022, 'the year the project shipped'),
    title: 'Türkiye Gençlik Ödülleri',
    titleLanguage: 'tr',
    description:
      'The official mobile app of a national youth awards programme. Young voters browse nominees by category, read about their work and rate them; the results feed the jury’s shortlist. Built to take the load of a televised voting window without losing a single vote.',
    tags: ['React Native', 'Node.JS'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.turkiyegenclikodulleri.app'),
    appStore: invented('https://apps.apple.com/app/turkiye-genclik-odulleri/id1587643210'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/turkiye-genclik-odulleri.svg',
    imageAlt: 'Türkiye Gençlik Ödülleri on a phone: a list of nominees with star ratings',
    photo1: '/images/projects/turkiye-genclik-odulleri-1.svg',
    photo2: '/images/projects/turkiye-genclik-odulleri-2.svg',
  },
  {
    name: 'playland-mobile',
    year: invented(2022, 'the year the project shipped'),
    imageStyle: 'alternate',
    title: 'Playland Mobil',
    description:
      'A cashless wallet for an indoor entertainment centre. Families top up their game card in the app and pay at any ride or arcade machine by showing a QR code, see their balance in real time and collect bonus credit on every top-up.',
    tags: ['React Native', 'Node.JS'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.playland.mobil'),
    appStore: invented('https://apps.apple.com/app/playland-mobil/id1548712093'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/playland-mobile.svg',
    imageAlt: 'Playland Mobil on a phone: a QR code ready to pay at a game machine',
    photo1: '/images/projects/playland-mobile-1.svg',
    photo2: '/images/projects/playland-mobile-2.svg',
  },
  {
    name: 'funlord-mobile',
    year: invented(2021, 'the year the project shipped'),
    title: 'Funlord Mobil',
    description:
      'The companion app of a family entertainment centre chain: a digital game card with QR payment, online top-ups, and a rewards programme that turns tickets won on the floor into prizes. One backend serves every branch, so a card topped up in one city works in all of them.',
    tags: ['React Native', 'Node.JS'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.funlord.mobil'),
    appStore: invented('https://apps.apple.com/app/funlord-mobil/id1561209874'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/funlord-mobile.svg',
    imageAlt: 'Funlord Mobil on a phone: a game card wallet with balance and tickets',
    photo1: '/images/projects/funlord-mobile-1.svg',
    photo2: '/images/projects/funlord-mobile-2.svg',
  },
  {
    name: 'aybu-mobile',
    year: invented(2020, 'the year the project shipped'),
    title: 'AYBU Mobile',
    description:
      'The everyday app for university students: the weekly timetable, the cafeteria menu, announcements from faculties and clubs, and the academic calendar in one place, with notifications before each class and when a new announcement is posted.',
    tags: ['Flutter', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=tr.edu.aybu.mobile'),
    appStore: invented('https://apps.apple.com/app/aybu-mobile/id1532987461'),
    webLink: '',
    githubLink: '',
    image: '/images/projects/aybu-mobile.svg',
    imageAlt: 'AYBU Mobile on a phone: a student’s weekly timetable',
    photo1: '/images/projects/aybu-mobile-1.svg',
    photo2: '/images/projects/aybu-mobile-2.svg',
  },
  {
    name: 'noor-tech',
    year: invented(2021, 'the year the project shipped'),
    title: 'Noor Technology',
    description:
      'The companion app of a smart air purifier. It shows the room’s air quality and PM2.5 level live, lets the owner change fan speed and schedules from anywhere, and warns before the filter runs out. The purifier talks to the cloud, the app talks to the purifier.',
    tags: ['Flutter', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.noortechnology.app'),
    appStore: invented('https://apps.apple.com/app/noor-technology/id1623450981'),
    webLink: invented('https://noortechnology.com.tr'),
    githubLink: '',
    image: '/images/projects/noor-tech.svg',
    imageAlt: 'Noor Technology on a phone: an air-quality dial showing a PM2.5 reading',
    photo1: '/images/projects/noor-tech-1.svg',
    photo2: '/images/projects/noor-tech-2.svg',
  },
  {
    name: 'e-servis',
    year: invented(2020, 'the year the project shipped'),
    title: 'E-Servis',
    description:
      'School bus tracking for parents and schools. Parents see the bus on a live map, get a notification when their child is picked up and dropped off, and know the arrival time before they leave the house; drivers run their route from the same app.',
    tags: ['React Native', 'Node.JS', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.eservis.app'),
    appStore: '',
    webLink: '',
    githubLink: '',
    image: '/images/projects/e-servis.svg',
    imageAlt: 'E-Servis on a phone: a map with the school bus route and its live position',
    photo1: '/images/projects/e-servis-1.svg',
    photo2: '/images/projects/e-servis-2.svg',
  },
  {
    name: 'finrend',
    year: invented(2023, 'the year the project shipped'),
    title: 'Finrend',
    description:
      'Financial signals for individual investors. Finrend watches stocks and crypto pairs, marks buy and sell signals on clear charts, and sends a notification the moment a signal fires, with the reasoning behind it. A Node.js service computes the indicators; the Flutter app keeps the screen calm.',
    tags: ['Flutter', 'Node.JS', 'Firebase'],
    playStore: invented('https://play.google.com/store/apps/details?id=com.finrend.app'),
    appStore: '',
    webLink: '',
    githubLink: invented(`${site.social.github.value}/finrend`),
    image: '/images/projects/finrend.svg',
    imageAlt: 'Finrend on a phone: a price chart with buy and sell signal markers',
    photo1: '/images/projects/finrend-1.svg',
    photo2: '/images/projects/finrend-2.svg',
  },
  {
    name: 'filminn',
    year: invented(2024, 'the year the project shipped'),
    title: 'Film Inn',
    description:
      'A home for film and TV lovers: browse what is new, rate what you watched, write reviews and follow friends whose taste you trust. Watchlists sync across devices, and reviews are moderated before they appear.',
    tags: ['React Native', 'Firebase'],
    playStore: '',
    appStore: '',
    webLink: '',
    githubLink: invented(`${site.social.github.value}/filminn`),
    image: '/images/projects/filminn.svg',
    imageAlt: 'Film Inn on a phone: a grid of film posters with their ratings',
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
