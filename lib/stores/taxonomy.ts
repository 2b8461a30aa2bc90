/**
 * The stores' own words for the data an app collects: Google Play's Data safety data types and
 * purposes (with the IDs of its questionnaire, lib/stores/play-data-safety-template.csv), the
 * matching type and purposes of Apple's App Privacy answers, and the category of personal data a
 * Turkish information notice names (the categories of the Data Controllers' Registry, VERBİS).
 * An app's data inventory (`inventory` in content/apps/<app>/legal.ts) names a type by its key
 * here; the policies, the notices and the stores' forms are printed from it.
 */

/** Apple's App Privacy data types, in the words of App Store Connect. */
export const APPLE_TYPES = [
  'Name',
  'Email Address',
  'Phone Number',
  'Physical Address',
  'Other User Contact Info',
  'Health',
  'Fitness',
  'Payment Info',
  'Credit Info',
  'Other Financial Info',
  'Precise Location',
  'Coarse Location',
  'Sensitive Info',
  'Contacts',
  'Emails or Text Messages',
  'Photos or Videos',
  'Audio Data',
  'Gameplay Content',
  'Customer Support',
  'Other User Content',
  'Browsing History',
  'Search History',
  'User ID',
  'Device ID',
  'Purchase History',
  'Product Interaction',
  'Advertising Data',
  'Other Usage Data',
  'Crash Data',
  'Performance Data',
  'Other Diagnostic Data',
  'Other Data Types',
] as const;
export type AppleType = (typeof APPLE_TYPES)[number];

/** Apple's 14 categories, each with its types in the console's order. */
export const APPLE_CATEGORIES: readonly { name: string; types: readonly AppleType[] }[] = [
  { name: 'Contact Info', types: ['Name', 'Email Address', 'Phone Number', 'Physical Address', 'Other User Contact Info'] },
  { name: 'Health & Fitness', types: ['Health', 'Fitness'] },
  { name: 'Financial Info', types: ['Payment Info', 'Credit Info', 'Other Financial Info'] },
  { name: 'Location', types: ['Precise Location', 'Coarse Location'] },
  { name: 'Sensitive Info', types: ['Sensitive Info'] },
  { name: 'Contacts', types: ['Contacts'] },
  { name: 'User Content', types: ['Emails or Text Messages', 'Photos or Videos', 'Audio Data', 'Gameplay Content', 'Customer Support', 'Other User Content'] },
  { name: 'Browsing History', types: ['Browsing History'] },
  { name: 'Search History', types: ['Search History'] },
  { name: 'Identifiers', types: ['User ID', 'Device ID'] },
  { name: 'Purchases', types: ['Purchase History'] },
  { name: 'Usage Data', types: ['Product Interaction', 'Advertising Data', 'Other Usage Data'] },
  { name: 'Diagnostics', types: ['Crash Data', 'Performance Data', 'Other Diagnostic Data'] },
  { name: 'Other Data', types: ['Other Data Types'] },
];

/** The categories of personal data of a Turkish information notice (VERBİS). */
export const KVKK_CATEGORIES = {
  identity: 'Kimlik',
  contact: 'İletişim',
  location: 'Lokasyon',
  customer: 'Müşteri İşlem',
  security: 'İşlem Güvenliği',
  finance: 'Finans',
  media: 'Görsel ve İşitsel Kayıtlar',
  health: 'Sağlık Bilgileri',
  other: 'Diğer',
} as const;
export type KvkkCategory = keyof typeof KVKK_CATEGORIES;

type DataType = {
  /** The response ID of the type in Play's questionnaire, and of the question that lists it. */
  play: { id: string; question: string; label: string };
  /** Play's name of the type, as the console shows it in English and in Turkish. */
  name: { en: string; tr: string };
  apple: AppleType;
  kvkk: KvkkCategory;
};

const type = (question: string, id: string, en: string, tr: string, label: string, apple: AppleType, kvkk: KvkkCategory): DataType => ({
  play: { id, question: `PSL_DATA_TYPES_${question}`, label },
  name: { en, tr },
  apple,
  kvkk,
});

/**
 * Every data type of Play's questionnaire, by the key an inventory uses. `label` is the
 * category of Play's form ("Personal info"), for the questionnaire's own labels.
 */
export const DATA_TYPES = {
  'approximate-location': type('LOCATION', 'PSL_APPROX_LOCATION', 'Approximate location', 'Yaklaşık konum', 'Location', 'Coarse Location', 'location'),
  'precise-location': type('LOCATION', 'PSL_PRECISE_LOCATION', 'Precise location', 'Tam konum', 'Location', 'Precise Location', 'location'),
  name: type('PERSONAL', 'PSL_NAME', 'Name', 'Ad', 'Personal info', 'Name', 'identity'),
  email: type('PERSONAL', 'PSL_EMAIL', 'Email address', 'E-posta adresi', 'Personal info', 'Email Address', 'contact'),
  'user-ids': type('PERSONAL', 'PSL_USER_ACCOUNT', 'User IDs', 'Kullanıcı kimlikleri', 'Personal info', 'User ID', 'customer'),
  address: type('PERSONAL', 'PSL_ADDRESS', 'Address', 'Adres', 'Personal info', 'Physical Address', 'contact'),
  phone: type('PERSONAL', 'PSL_PHONE', 'Phone number', 'Telefon numarası', 'Personal info', 'Phone Number', 'contact'),
  'race-ethnicity': type('PERSONAL', 'PSL_RACE_ETHNICITY', 'Race and ethnicity', 'Irk ve etnik köken', 'Personal info', 'Sensitive Info', 'other'),
  'political-religious': type('PERSONAL', 'PSL_POLITICAL_RELIGIOUS', 'Political or religious beliefs', 'Siyasi veya dini inançlar', 'Personal info', 'Sensitive Info', 'other'),
  'sexual-orientation': type('PERSONAL', 'PSL_SEXUAL_ORIENTATION_GENDER_IDENTITY', 'Sexual orientation', 'Cinsel yönelim', 'Personal info', 'Sensitive Info', 'other'),
  'other-personal': type('PERSONAL', 'PSL_OTHER_PERSONAL', 'Other info', 'Diğer bilgiler', 'Personal info', 'Other Data Types', 'identity'),
  'payment-info': type('FINANCIAL', 'PSL_CREDIT_DEBIT_BANK_ACCOUNT_NUMBER', 'User payment info', 'Kullanıcı ödeme bilgileri', 'Financial info', 'Payment Info', 'finance'),
  'purchase-history': type('FINANCIAL', 'PSL_PURCHASE_HISTORY', 'Purchase history', 'Satın alma geçmişi', 'Financial info', 'Purchase History', 'customer'),
  'credit-score': type('FINANCIAL', 'PSL_CREDIT_SCORE', 'Credit score', 'Kredi puanı', 'Financial info', 'Credit Info', 'finance'),
  'other-financial': type('FINANCIAL', 'PSL_OTHER', 'Other financial info', 'Diğer finansal bilgiler', 'Financial info', 'Other Financial Info', 'finance'),
  health: type('HEALTH_AND_FITNESS', 'PSL_HEALTH', 'Health info', 'Sağlık bilgileri', 'Health and fitness', 'Health', 'health'),
  fitness: type('HEALTH_AND_FITNESS', 'PSL_FITNESS', 'Fitness info', 'Fitness bilgileri', 'Health and fitness', 'Fitness', 'health'),
  emails: type('EMAIL_AND_TEXT', 'PSL_EMAILS', 'Emails', 'E-postalar', 'Messages', 'Emails or Text Messages', 'other'),
  sms: type('EMAIL_AND_TEXT', 'PSL_SMS_CALL_LOG', 'SMS or MMS', 'SMS veya MMS', 'Messages', 'Emails or Text Messages', 'other'),
  'other-messages': type('EMAIL_AND_TEXT', 'PSL_OTHER_MESSAGES', 'Other in-app messages', 'Diğer uygulama içi mesajlar', 'Messages', 'Emails or Text Messages', 'other'),
  photos: type('PHOTOS_AND_VIDEOS', 'PSL_PHOTOS', 'Photos', 'Fotoğraflar', 'Photos and videos', 'Photos or Videos', 'media'),
  videos: type('PHOTOS_AND_VIDEOS', 'PSL_VIDEOS', 'Videos', 'Videolar', 'Photos and videos', 'Photos or Videos', 'media'),
  'voice-recordings': type('AUDIO', 'PSL_AUDIO', 'Voice or sound recordings', 'Ses veya ses kayıtları', 'Audio files', 'Audio Data', 'media'),
  'music-files': type('AUDIO', 'PSL_MUSIC', 'Music files', 'Müzik dosyaları', 'Audio files', 'Audio Data', 'media'),
  'other-audio': type('AUDIO', 'PSL_OTHER_AUDIO', 'Other audio files', 'Diğer ses dosyaları', 'Audio files', 'Audio Data', 'media'),
  'files-and-docs': type('FILES_AND_DOCS', 'PSL_FILES_AND_DOCS', 'Files and docs', 'Dosyalar ve dokümanlar', 'Files and docs', 'Other User Content', 'other'),
  calendar: type('CALENDAR', 'PSL_CALENDAR', 'Calendar events', 'Takvim etkinlikleri', 'Calendar', 'Other Data Types', 'other'),
  contacts: type('CONTACTS', 'PSL_CONTACTS', 'Contacts', 'Kişiler', 'Contacts', 'Contacts', 'contact'),
  'app-interactions': type('APP_ACTIVITY', 'PSL_USER_INTERACTION', 'App interactions', 'Uygulama etkileşimleri', 'App activity', 'Product Interaction', 'customer'),
  'search-history': type('APP_ACTIVITY', 'PSL_IN_APP_SEARCH_HISTORY', 'In-app search history', 'Uygulama içi arama geçmişi', 'App activity', 'Search History', 'customer'),
  'installed-apps': type('APP_ACTIVITY', 'PSL_APPS_ON_DEVICE', 'Installed apps', 'Yüklü uygulamalar', 'App activity', 'Other Usage Data', 'other'),
  'other-user-content': type('APP_ACTIVITY', 'PSL_USER_GENERATED_CONTENT', 'Other user-generated content', 'Kullanıcı tarafından oluşturulan diğer içerikler', 'App activity', 'Other User Content', 'customer'),
  'other-actions': type('APP_ACTIVITY', 'PSL_OTHER_APP_ACTIVITY', 'Other actions', 'Diğer işlemler', 'App activity', 'Other Usage Data', 'customer'),
  'web-browsing': type('SEARCH_AND_BROWSING', 'PSL_WEB_BROWSING_HISTORY', 'Web browsing history', 'Web tarama geçmişi', 'Web browsing', 'Browsing History', 'other'),
  'crash-logs': type('APP_PERFORMANCE', 'PSL_CRASH_LOGS', 'Crash logs', 'Kilitlenme günlükleri', 'App info and performance', 'Crash Data', 'security'),
  diagnostics: type('APP_PERFORMANCE', 'PSL_PERFORMANCE_DIAGNOSTICS', 'Diagnostics', 'Teşhis', 'App info and performance', 'Performance Data', 'security'),
  'other-performance': type('APP_PERFORMANCE', 'PSL_OTHER_PERFORMANCE', 'Other app performance data', 'Diğer uygulama performansı verileri', 'App info and performance', 'Other Diagnostic Data', 'security'),
  'device-ids': type('IDENTIFIERS', 'PSL_DEVICE_ID', 'Device or other IDs', 'Cihaz veya diğer kimlikler', 'Device or other IDs', 'Device ID', 'security'),
} as const satisfies Record<string, DataType>;
export type DataTypeKey = keyof typeof DATA_TYPES;
export const DATA_TYPE_KEYS = Object.keys(DATA_TYPES) as [DataTypeKey, ...DataTypeKey[]];

type Purpose = { play: string; name: { en: string; tr: string }; apple: string };

/** Play's purposes of collection and of sharing, with the App Privacy purpose each one is. */
export const PURPOSES = {
  'app-functionality': { play: 'PSL_APP_FUNCTIONALITY', name: { en: 'App functionality', tr: 'Uygulama işlevselliği' }, apple: 'App Functionality' },
  analytics: { play: 'PSL_ANALYTICS', name: { en: 'Analytics', tr: 'Analiz' }, apple: 'Analytics' },
  'developer-communications': { play: 'PSL_DEVELOPER_COMMUNICATIONS', name: { en: 'Developer communications', tr: 'Geliştirici iletişimi' }, apple: 'App Functionality' },
  advertising: { play: 'PSL_ADVERTISING', name: { en: 'Advertising or marketing', tr: 'Reklam veya pazarlama' }, apple: "Developer's Advertising or Marketing" },
  'fraud-prevention': { play: 'PSL_FRAUD_PREVENTION_SECURITY', name: { en: 'Fraud prevention, security and compliance', tr: 'Sahtekârlığı önleme, güvenlik ve uyumluluk' }, apple: 'App Functionality' },
  personalization: { play: 'PSL_PERSONALIZATION', name: { en: 'Personalisation', tr: 'Kişiselleştirme' }, apple: 'Product Personalization' },
  'account-management': { play: 'PSL_ACCOUNT_MANAGEMENT', name: { en: 'Account management', tr: 'Hesap yönetimi' }, apple: 'App Functionality' },
} as const satisfies Record<string, Purpose>;
export type PurposeKey = keyof typeof PURPOSES;
export const PURPOSE_KEYS = Object.keys(PURPOSES) as [PurposeKey, ...PurposeKey[]];

/** Apple's six purposes, in the console's order. */
export const APPLE_PURPOSES = ['Third-Party Advertising', "Developer's Advertising or Marketing", 'Analytics', 'Product Personalization', 'App Functionality', 'Other Purposes'] as const;

/** How users create an account, as Play's questionnaire asks it. */
export const ACCOUNT_CREATION = {
  'username-password': 'PSL_ACM_USER_ID_PASSWORD',
  'username-other-auth': 'PSL_ACM_USER_ID_OTHER_AUTH',
  'username-password-other-auth': 'PSL_ACM_USER_ID_PASSWORD_OTHER_AUTH',
  oauth: 'PSL_ACM_OAUTH',
  other: 'PSL_ACM_OTHER',
} as const;
export type AccountCreation = keyof typeof ACCOUNT_CREATION;
export const ACCOUNT_CREATION_KEYS = Object.keys(ACCOUNT_CREATION) as [AccountCreation, ...AccountCreation[]];
