/**
 * The site's own words, each in both languages side by side: the header, the footer, the site's
 * pages and the parts every app's pages share (landing, deletion page, support page, documents,
 * forms). The words of one app, project or page are in its own entry (content/apps/<app>/app.ts,
 * projects.ts, about.ts …), written the same way. `{name}` is a placeholder the page fills in
 * (both languages take the same ones), `{city|locative}` the value in the form a Turkish sentence
 * needs ("<city>’da"); `{en:…}` and `{tr:…}` mark words of the other language.
 * lib/content/texts.ts checks this file when the site builds: a text without one of its languages
 * stops `npm run docs` and the build, naming the field (docs/OWNER-GUIDE.md, "Two languages").
 */
export const texts = {
  /** Each language's name, in each language: the language switch names its target in its own words. */
  languageNames: {
    english: { en: 'English', tr: 'İngilizce' },
    turkish: { en: 'Turkish', tr: 'Türkçe' },
  },
  /** After a link to a page that exists only in the other language. */
  inLanguage: { en: '(in {language})', tr: '({language})' },
  layout: {
    skipLink: { en: 'Skip to main content', tr: 'Ana içeriğe geç' },
    mainNavigation: { en: 'Main', tr: 'Ana menü' },
    menu: { en: 'Menu', tr: 'Menü' },
    openMenu: { en: 'Open menu', tr: 'Menüyü aç' },
    closeMenu: { en: 'Close menu', tr: 'Menüyü kapat' },
    /**
     * The language switch names the other language in its own words; on a page with no version in
     * that language it leads to that language's home page, and a screen reader hears these words after the name.
     */
    switchToHome: { en: 'home page', tr: 'ana sayfa' },
    footerNavigation: { en: 'Apps and legal', tr: 'Uygulamalar ve yasal metinler' },
    footerApps: { en: 'Apps', tr: 'Uygulamalar' },
    footerLine: { en: '{jobTitle} in {place}. Mobile apps, backends and the web.', tr: '{jobTitle} · {place}. Mobil uygulamalar, sunucu tarafı ve web.' },
    breadcrumb: { en: 'Breadcrumb', tr: 'Sayfa yolu' },
    newTab: { en: '(opens in a new tab)', tr: '(yeni sekmede açılır)' },
  },
  /**
   * The 404 page. A static host serves one 404.html for every address it has no file for, so the
   * page is English, as the site's own pages are, with its message and way home in Turkish beside
   * them for a visitor who came by a Turkish address.
   */
  notFound: {
    message: {
      en: 'The page you were looking for is not here. It may have moved, or the address may have a typo.',
      tr: 'Aradığınız sayfa burada değil. Taşınmış olabilir ya da adreste bir yazım hatası olabilir.',
    },
    home: { en: 'Take me home!', tr: 'Türkçe ana sayfaya gidin' },
  },
  home: {
    description: {
      en: '{name} is a freelance senior software engineer in {city}: mobile apps in React Native and Flutter, Node.js backends and fast websites.',
      tr: '{name}, {city|locative} serbest çalışan kıdemli yazılım mühendisi: React Native ve Flutter ile mobil uygulamalar, Node.js sunucuları ve hızlı web siteleri.',
    },
    greeting: { en: 'Hi, I’m {name}', tr: 'Merhaba, ben {name}' },
    lead: {
      en: 'Welcome to my corner of the web. I design and build mobile apps, the backends behind them and the websites that introduce them — from the first sketch to the store listing. Below are some of the projects I’m proud of.',
      tr: 'Web’deki köşeme hoş geldiniz. Mobil uygulamaları, onların arkasındaki sunucu tarafını ve onları tanıtan web sitelerini ilk taslaktan mağaza sayfasına kadar tasarlayıp geliştiriyorum. Aşağıda gurur duyduğum projelerden bazılarını bulabilirsiniz.',
    },
    seeWork: { en: 'See my work', tr: 'Çalışmalarıma göz atın' },
    getInTouch: { en: 'Get in touch', tr: 'İletişime geçin' },
    jumpToFeatured: { en: 'Jump to featured projects', tr: 'Öne çıkan projelere geçin' },
    featured: { en: 'Featured projects', tr: 'Öne çıkan projeler' },
    /** The link under the featured projects: its visible words, then the words only a screen reader reads after them. */
    seeMore: { en: 'See More', tr: 'Daha Fazla' },
    seeMoreWhat: { en: 'projects', tr: 'Proje' },
    aboutHeading: { en: 'A little about me', tr: 'Kısaca hakkımda' },
    aboutStory: {
      en: [
        'I’m a freelance senior software engineer based in {city}. For years I have shipped apps that people use every day: payment wallets for entertainment centres, school bus tracking, a national youth awards vote, university and smart-home companions, and my own AI apps.',
        'I work across the whole product — React Native and Flutter on the phone, Node.js and the cloud behind it, and the web in front of it — so a client gets one engineer who owns the result end to end.',
      ],
      tr: [
        '{city|locative} yaşayan, serbest çalışan kıdemli bir yazılım mühendisiyim. Yıllardır insanların her gün kullandığı uygulamalar geliştiriyorum: eğlence merkezleri için ödeme cüzdanları, okul servisi takibi, ulusal bir gençlik ödülleri oylaması, üniversite ve akıllı ev uygulamaları ve kendi yapay zekâ uygulamalarım.',
        'Ürünün tamamında çalışıyorum: telefonda React Native ve Flutter, arkasında Node.js ve bulut, önünde web. Böylece müşterilerim, sonucu baştan sona üstlenen tek bir mühendisle çalışır.',
      ],
    },
    viewResume: { en: 'View Resume', tr: 'Özgeçmişimi görün' },
  },
  skills: {
    mainSoftware: { en: 'Main software', tr: 'Başlıca yazılımlar' },
    mainSkills: { en: 'Main skills', tr: 'Başlıca yetkinlikler' },
  },
  work: {
    title: { en: 'Work', tr: 'Projeler' },
    description: {
      en: 'Mobile apps, backends and websites I have designed and built: payments, education, smart devices, finance and more.',
      tr: 'Tasarlayıp geliştirdiğim mobil uygulamalar, sunucular ve web siteleri: ödeme, eğitim, akıllı cihazlar, finans ve daha fazlası.',
    },
    heading: { en: 'My Projects', tr: 'Projelerim' },
    subtitle: { en: 'Take a look at some of my recent projects!', tr: 'Son projelerimden bazılarına göz atın!' },
  },
  projects: {
    techStack: { en: 'Tech Stack:', tr: 'Teknolojiler:' },
    techStackOf: { en: '{title} tech stack', tr: '{title} teknolojileri' },
    techStackList: { en: 'Tech stack', tr: 'Teknolojiler' },
    moreDetails: { en: 'More details from this project', tr: 'Projenin ayrıntıları' },
    screenshot: { en: '{title} screenshot {number} of 2', tr: '{title} ekran görüntüsü, {number}/2' },
    /** The labels of a project's link buttons, in their order. */
    links: {
      appStore: { en: 'App Store', tr: 'App Store' },
      playStore: { en: 'Play Store', tr: 'Play Store' },
      githubLink: { en: 'Github', tr: 'Github' },
      webLink: { en: 'Web Sitesi', tr: 'Web Sitesi' },
    },
  },
  about: {
    title: { en: 'About', tr: 'Hakkımda' },
    heading: { en: 'About {firstName}', tr: '{firstName} hakkında' },
    subtitle: { en: '{jobTitle} in {place}.', tr: '{jobTitle} · {place}' },
    /** One of the owner's apps in the story's list: "Sonora AI for music generation". */
    ownApp: { en: '{app} for {about}', tr: '{about} için {app}' },
    emailMe: { en: 'Email me', tr: 'Bana yazın' },
    aside: { en: 'What I build and with what', tr: 'Neler geliştiriyorum, hangi araçlarla' },
    whatIBuild: { en: 'What I build', tr: 'Neler geliştiriyorum' },
  },
  hub: {
    title: { en: 'Privacy & legal', tr: 'Gizlilik ve yasal metinler' },
    questions: { en: 'Questions go to {email}.', tr: 'Sorularınızı {email} adresine iletebilirsiniz.' },
    deleteAccount: { en: 'Delete your account', tr: 'Hesabınızı silin' },
    /** An app without a deletion page: where its data is deleted ({path} is the app's own menu, {email} its support address). */
    deleteInApp: { en: 'Delete your data in the app under {path}, or by e-mail to {email}.', tr: 'Verilerinizi uygulamada {path} bölümünden ya da {email} adresine e-posta göndererek silebilirsiniz.' },
    website: { en: 'This website', tr: 'Bu web sitesi' },
    websiteSummary: {
      en: 'What the site and its host process when you visit: server logs, no cookies, no analytics.',
      tr: 'Siteyi ziyaret ettiğinizde sitenin ve barındırma hizmetinin işlediği veriler: sunucu kayıtları; çerez ve analiz yok.',
    },
    /**
     * The subtitle and the description name the kinds of document the apps publish: one, several, and
     * several in short. A kind not listed here is named by its label.
     */
    documentNames: {
      'privacy-policy': { en: ['privacy policy', 'privacy policies', 'privacy policies'], tr: ['gizlilik politikası', 'gizlilik politikaları', 'gizlilik politikaları'] },
      'terms-and-conditions': { en: ['terms and conditions', 'terms and conditions', 'terms'], tr: ['kullanım koşulları', 'kullanım koşulları', 'koşullar'] },
      eula: { en: ['end user licence agreement', 'end user licence agreements', 'EULAs'], tr: ['son kullanıcı lisans sözleşmesi', 'son kullanıcı lisans sözleşmeleri', 'EULA’lar'] },
      'aydinlatma-metni': {
        en: ['Turkish information notice under the KVKK', 'Turkish KVKK information notices', 'Turkish KVKK notices'],
        tr: ['KVKK aydınlatma metni', 'KVKK aydınlatma metinleri', 'KVKK metinleri'],
      },
      'child-safety-standards': { en: ['child safety standards', 'child safety standards', 'child safety standards'], tr: ['çocuk güvenliği standartları', 'çocuk güvenliği standartları', 'çocuk güvenliği standartları'] },
    },
    /** The parts of the subtitle: what every app publishes, what some do, and where to delete. */
    everyApp: { en: "every app's {documents}", tr: 'her uygulamanın {documents}' },
    someApps: { en: 'the {documents} of the apps that have them', tr: 'bazı uygulamaların {documents}' },
    whereToDelete: { en: 'where to delete your account', tr: 'hesabınızı nereden silebileceğiniz' },
    whereToDeleteData: { en: 'where to delete your account or your data', tr: 'hesabınızı ya da verilerinizi nereden silebileceğiniz' },
    /** The last part, after the others, with what joins it to them: "…, and where to delete your account" / "… ile hesabınızı nereden silebileceğiniz". */
    lastPart: { en: ', and {part}', tr: ' ile {part}' },
    deletionPages: { en: 'account-deletion pages', tr: 'hesap silme sayfaları' },
    description: { en: '{documents} of the apps by {owner}.', tr: '{owner} uygulamaları için {documents}.' },
  },
  /** The information notice every English app publishes in Turkish at /<app>/aydinlatma-metni (KVKK Article 10). */
  informationNotice: { en: 'KVKK information notice', tr: 'KVKK Aydınlatma Metni' },
  landing: {
    agree: { en: 'By downloading or using {name}, you agree to its', tr: '{name} uygulamasını indirerek veya kullanarak şu belgeleri kabul etmiş olursunuz:' },
    privacy: { en: 'How {name} handles your personal data is explained in its', tr: '{name} uygulamasında kişisel verilerinizin nasıl işlendiğini şu belge açıklar:' },
    and: { en: 'and', tr: 've' },
    support: { en: 'Support', tr: 'Destek' },
    supportBody: { en: 'Questions, feedback or a problem with the app? Write to', tr: 'Sorularınız, önerileriniz ya da uygulamayla ilgili bir sorununuz mu var? Bize yazın:' },
    deleteAccount: { en: 'Delete your account', tr: 'Hesabınızı silin' },
    rights: { en: 'All rights reserved.', tr: 'Tüm hakları saklıdır.' },
    download: { en: 'Download {name}', tr: '{name} uygulamasını indirin' },
  },
  accountPage: {
    by: { en: 'by', tr: 'geliştirici:' },
    steps: { en: 'How to delete your account', tr: 'Hesabınızı nasıl silebilirsiniz?' },
    deleted: { en: 'What is deleted', tr: 'Neler silinir?' },
    kept: { en: 'What is kept, and for how long', tr: 'Neler, ne kadar süre saklanır?' },
    /** Above the steps and lists of an app whose legal record is written in the other language only. */
    recordLanguage: {
      en: 'Parts of this page are quoted from {name}’s privacy policy, which is written in Turkish.',
      tr: 'Bu sayfanın bazı bölümleri, İngilizce yazılmış {name} gizlilik politikasından alınmıştır.',
    },
    /** The link to the app's privacy policy, or in Turkish to the Turkish text that takes its place ({document} is its name). */
    policy: { en: 'Read the {name} {document}', tr: '{name} {document}' },
    help: { en: 'Need help? E-mail', tr: 'Yardıma mı ihtiyacınız var? Bize yazın:' },
    newTo: { en: 'New to {name}?', tr: '{name} uygulamasını yeni mi keşfediyorsunuz?' },
    getApp: { en: 'Get the app', tr: 'Uygulamayı edinin' },
    /** The steps every deletion page shares, from the app's legal record. */
    inApp: { en: 'You can also delete the account inside the app: {path}.', tr: 'Hesabınızı uygulamanın içinden de silebilirsiniz: {path}.' },
    timeLimit: {
      en: 'Everything under “What is deleted” is erased within {limit} of the request, backups included.',
      tr: '“Neler silinir?” başlığındaki her şey, yedekler dâhil, talebinizden itibaren en geç {limit} içinde silinir.',
    },
  },
  deletionRequest: {
    heading: { en: 'Request the deletion by e-mail', tr: 'Silme talebinizi e-postayla iletin' },
    how: {
      en: 'The button opens your e-mail app with the request written out. Complete it and send it from an address where we can answer you:',
      tr: 'Düğme, talebin yazılı olduğu bir e-postayı e-posta uygulamanızda açar. Eksik bilgileri tamamlayıp size yanıt verebileceğimiz bir adresten gönderin:',
    },
    subject: { en: 'Subject', tr: 'Konu' },
    lines: { en: 'In the message', tr: 'Mesajda' },
    button: { en: 'Write the deletion request', tr: 'Silme talebini yazın' },
    fallback: {
      en: 'No e-mail app on this device? Send an e-mail with the subject “{subject}” and the lines above to',
      tr: 'Bu cihazda e-posta uygulaması yok mu? “{subject}” konulu ve yukarıdaki satırları içeren bir e-postayı şu adrese gönderin:',
    },
  },
  support: {
    title: { en: '{name} support', tr: '{name} Destek' },
    description: {
      en: 'Help with {name}: write to support, and read its privacy policy, terms and other documents.',
      tr: '{name} için yardım: desteğe yazın, gizlilik politikasını, koşulları ve diğer belgeleri okuyun.',
    },
    write: { en: 'Write to us at', tr: 'Bize şu adresten yazın:' },
    answer: { en: 'Tell us what you tried and what happened; we answer by e-mail.', tr: 'Ne denediğinizi ve ne olduğunu anlatın; e-postayla yanıt veririz.' },
    documents: { en: 'Documents', tr: 'Belgeler' },
    deleteAccount: { en: 'Delete your account', tr: 'Hesabınızı silin' },
  },
  document: {
    effective: { en: 'Effective date', tr: 'Yürürlük tarihi' },
    updated: { en: 'Last updated', tr: 'Son güncelleme' },
    contents: { en: 'On this page', tr: 'İçindekiler' },
    legal: { en: 'Privacy & legal', tr: 'Gizlilik ve yasal metinler' },
    more: { en: 'Other documents', tr: 'Diğer belgeler' },
    deleteAccount: { en: 'Delete your account', tr: 'Hesabınızı silin' },
    questions: { en: 'Questions about this document?', tr: 'Bu belgeyle ilgili sorunuz mu var?' },
    plainText: { en: 'Plain text for App Store Connect', tr: 'App Store Connect için düz metin' },
  },
  forms: {
    noScript: {
      en: 'This form needs JavaScript, which is off in this browser, so nothing typed here can be sent. Turn JavaScript on and reload the page, or write to',
      tr: 'Bu form JavaScript gerektirir ve tarayıcınızda JavaScript kapalı olduğundan buraya yazılanlar gönderilemez. JavaScript’i açıp sayfayı yenileyin veya şu adrese yazın:',
    },
    loading: {
      en: 'This form is still loading. If the button stays greyed out, reload the page, or write to',
      tr: 'Form hâlâ yükleniyor. Düğme etkinleşmezse sayfayı yenileyin veya şu adrese yazın:',
    },
    /** A credit faucet's rule: "Each profile ID can claim 50 free credits once a day." ({what} is its first field's label). */
    grant: { en: 'Each {what} can claim {credits} free credits {often}.', tr: 'Her {what} {often} {credits} ücretsiz kredi alabilir.' },
    /** How often, by the faucet's period: once a day, once every 2 days. */
    once: {
      day: { en: 'once a day', tr: 'günde bir kez' },
      month: { en: 'once a month', tr: 'ayda bir kez' },
      year: { en: 'once a year', tr: 'yılda bir kez' },
    },
    onceEvery: {
      day: { en: 'once every {amount} days', tr: '{amount} günde bir kez' },
      month: { en: 'once every {amount} months', tr: '{amount} ayda bir kez' },
      year: { en: 'once every {amount} years', tr: '{amount} yılda bir kez' },
    },
  },
} as const;
