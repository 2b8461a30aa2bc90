/** What the home and about pages say about the owner's skills and work, in both languages. */

export const mainSoftware = [
  { name: 'React Native', detail: { en: 'Cross-platform iOS and Android apps from one TypeScript code base', tr: 'Tek bir TypeScript kod tabanından iOS ve Android uygulamaları' } },
  { name: 'Node.js', detail: { en: 'REST and real-time APIs, background jobs, payment and notification services', tr: 'REST ve gerçek zamanlı API’ler, arka plan işleri, ödeme ve bildirim servisleri' } },
  { name: 'Flutter', detail: { en: 'Pixel-perfect apps with one UI layer for every platform', tr: 'Her platform için tek bir arayüz katmanıyla, her pikseline özen gösterilmiş uygulamalar' } },
  { name: 'HTML & CSS', detail: { en: 'Accessible, fast websites and landing pages', tr: 'Erişilebilir, hızlı web siteleri ve tanıtım sayfaları' } },
  { name: 'MongoDB', detail: { en: 'Document database design, indexing and aggregation pipelines', tr: 'Belge veritabanı tasarımı, indeksleme ve toplama (aggregation) sorguları' } },
  { name: 'Firebase & Google Cloud', detail: { en: 'Authentication, Firestore, Cloud Functions, messaging and hosting', tr: 'Kimlik doğrulama, Firestore, Cloud Functions, bildirim gönderimi ve barındırma' } },
] as const;

export const mainSkills = [
  { name: { en: 'Programming languages', tr: 'Programlama dilleri' }, detail: { en: 'TypeScript, JavaScript, Dart, Kotlin and Swift', tr: 'TypeScript, JavaScript, Dart, Kotlin ve Swift' } },
  { name: { en: 'Operating systems', tr: 'İşletim sistemleri' }, detail: { en: 'Linux servers, macOS, iOS and Android internals', tr: 'Linux sunucular, macOS ile iOS ve Android sistemlerinin iç işleyişi' } },
  { name: { en: 'Development methodologies', tr: 'Geliştirme yöntemleri' }, detail: { en: 'Agile delivery, code review, CI/CD and automated testing', tr: 'Çevik teslimat, kod incelemesi, CI/CD ve otomatik testler' } },
  {
    name: { en: 'Data structures and algorithms', tr: 'Veri yapıları ve algoritmalar' },
    detail: { en: 'Choosing the right structure so apps stay fast as data grows', tr: 'Veri büyüdükçe uygulamaların hızlı kalması için doğru yapıyı seçmek' },
  },
  { name: { en: 'Continuous learning', tr: 'Sürekli öğrenme' }, detail: { en: 'New platforms, new tools, and shipping what is learned', tr: 'Yeni platformlar, yeni araçlar ve öğrenileni ürüne dönüştürmek' } },
] as const;
