import { DEVICE_PERMISSIONS } from '@/content/legal/shared';
import { PROCESSOR_KINDS } from '@/lib/legal/facts';
import type { DevicePermissionKind } from '@/lib/legal/kinds';
import { DATA_TYPES, type DataTypeKey } from '@/lib/stores/taxonomy';

/**
 * What the sentence check (lib/build/claims.ts) knows a sentence may be about: every data type of the
 * stores' taxonomy, every device permission and every kind of processor, each with its words in
 * English and Turkish and what in an app's record makes a sentence about it true.
 */

type ProcessorKind = (typeof PROCESSOR_KINDS)[number];

type Words = { en: string; tr: string };

/**
 * The words a policy uses for each data type, besides the stores' own names (added from the
 * taxonomy): regular-expression sources, English read whole-word and case-blind, Turkish as stems
 * (a Turkish word takes its suffixes: "konum" in "konumunuzu").
 */
const TYPE_WORDS: Record<DataTypeKey, Words> = {
  'approximate-location': { en: 'approximate (?:location|country)|coarse location|general location|country or region', tr: 'yaklaşık (?:konum|ülke)|kaba konum' },
  'precise-location': { en: 'precise location|exact location|gps|fine location', tr: 'tam konum|hassas konum|kesin konum|gps' },
  name: { en: '(?:your|real|full|first|last) names?', tr: 'ad(?![\\p{L}])|adınız|adını(?:zı)?|ad(?:ınız)? ve soyad|ad-soyad|isminiz' },
  email: { en: 'e-?mail address(?:es)?', tr: 'e-posta adres' },
  'user-ids': { en: 'user ids?|account ids?|user identifiers?|profile ids?|usernames?', tr: 'kullanıcı (?:kimli|adı|adını)|profil kimli|hesap kimli' },
  address: { en: '(?:your|postal|home|physical|street) address(?:es)?', tr: '(?<!(?:posta|IP) )adres(?:iniz|inizi)?(?![\\p{L}])|ev adres|açık adres|(?<!e-)posta adres' },
  phone: { en: '(?:tele)?phone numbers?', tr: 'telefon numara' },
  'race-ethnicity': { en: 'race|ethnic(?:ity)?|racial', tr: 'ırk|etnik' },
  'political-religious': { en: 'political (?:opinions?|beliefs?|views?)|religious (?:beliefs?|views?)|religion', tr: 'siyasi (?:görüş|düşünce|inanç)|dini inanç|dininiz|mezhep' },
  'sexual-orientation': { en: 'sexual orientation|gender identity', tr: 'cinsel yönelim|cinsiyet kimli' },
  'other-personal': { en: 'date of birth|birth date|birthday', tr: 'doğum tarih' },
  'payment-info': { en: 'card numbers?|credit cards?|debit cards?|bank (?:details|accounts?)|payment (?:details|information|info|cards?)|billing address(?:es)?', tr: 'kart (?:numara|bilgi)|kredi kart|banka (?:bilgi|hesab)|ödeme bilgi' },
  'purchase-history': { en: 'purchase (?:history|records?|dates?)|transaction (?:ids?|identifiers?|records?)', tr: 'satın alma (?:geçmiş|kayıt|tarih)|işlem (?:kimli|kayıt)' },
  'credit-score': { en: 'credit (?:scores?|history|ratings?)|creditworthiness', tr: 'kredi (?:notu|puanı|geçmiş)' },
  'other-financial': { en: 'salary|income|debts?', tr: 'maaş|gelir bilgi|borç' },
  health: { en: '(?:your )?health|medical', tr: 'sağlık (?:veri|bilgi|durum)|tıbbi' },
  fitness: { en: 'fitness|exercise|step counts?', tr: 'fitness|egzersiz|adım sayı' },
  emails: { en: '(?:your )?e-?mails(?! you send us)|e-?mail messages|inbox(?:es)?', tr: 'e-postalar(?![\\p{L}])|gelen kutu|e-posta mesajlarınız' },
  sms: { en: 'sms|mms|text messages|call logs?', tr: 'sms|mms|kısa mesaj|arama kayıt' },
  'other-messages': { en: '(?:in-app|chat|direct|private) messages|chats', tr: 'uygulama içi mesaj|sohbet|özel mesaj' },
  photos: { en: 'photos?|pictures?|images?|photo library|camera roll', tr: 'fotoğraf|resim|görsel' },
  videos: { en: 'videos?|video recordings?', tr: 'video' },
  'voice-recordings': { en: 'voices?|voice recordings?|sound recordings?|audio recordings?|recordings?|voiceprints?', tr: 'ses(?:iniz|inizi|inizden)|ses kay[dı]|kayıtlarınız|seslendirme' },
  'music-files': { en: 'music(?: files)?|songs?', tr: 'müzik|şarkı' },
  'other-audio': { en: 'audio(?: files)?|sound files?', tr: 'ses dosya' },
  'files-and-docs': { en: '(?:your|the) (?:files|documents)|files and documents', tr: 'dosyalarınız|belgeleriniz' },
  calendar: { en: 'calendars?', tr: 'takvim' },
  contacts: { en: 'contacts|address book|contact list|phonebook', tr: 'rehber|kişiler(?![\\p{L}])|kişi listen|kişileriniz|adres defter' },
  'app-interactions': { en: 'app interactions|usage (?:data|analytics)|how (?:you use the app|the app is used)', tr: 'uygulama etkileşim|kullanım (?:veri|analiz)' },
  'search-history': { en: 'search (?:history|terms|queries)|searches', tr: 'arama geçmiş|aramalarınız' },
  'installed-apps': { en: 'installed apps|other apps (?:on|installed on) your (?:device|phone)', tr: 'yüklü uygulama|diğer uygulamalar' },
  'other-user-content': { en: 'user-generated content|posts?|comments?|prompts?|captions?', tr: 'gönderi|yorum|istem' },
  'other-actions': { en: 'other actions|gameplay', tr: 'diğer işlemler|oyun' },
  'web-browsing': { en: '(?:web )?browsing history|websites you visit', tr: 'tarama geçmiş|ziyaret ettiğiniz (?:web )?site' },
  'crash-logs': { en: 'crash (?:logs?|reports?|data)', tr: 'çökme (?:rapor|veri)|kilitlenme' },
  diagnostics: { en: 'performance data', tr: 'performans veri' },
  'other-performance': { en: 'app performance data', tr: 'uygulama performans' },
  'device-ids': { en: 'device (?:or other )?ids?|device identifiers?|advertising ids?|idfa|android id|installation (?:ids?|identifiers?)|app[- ]instance (?:ids?|identifiers?)', tr: 'cihaz (?:kimli|tanımlayıcı)|reklam kimli|kurulum (?:kimli|tanımlayıcı)' },
};

/** What each device permission reaches, and the words for it. */
const PERMISSION_WORDS: Record<keyof typeof DEVICE_PERMISSIONS, Words & { types: readonly DataTypeKey[] }> = {
  'precise-location': { en: 'precise location|gps', tr: 'tam konum|hassas konum|gps', types: ['precise-location'] },
  'approximate-location': { en: 'approximate location|coarse location', tr: 'yaklaşık konum', types: ['approximate-location'] },
  camera: { en: 'camera', tr: 'kamera', types: ['photos', 'videos'] },
  photos: { en: 'photo library|photos|camera roll|gallery', tr: 'fotoğraf|galeri', types: ['photos', 'videos'] },
  microphone: { en: 'microphone|mic', tr: 'mikrofon', types: ['voice-recordings', 'other-audio', 'music-files'] },
  contacts: { en: 'contacts|address book', tr: 'rehber|kişileriniz', types: ['contacts'] },
  notifications: { en: '(?:push )?notifications', tr: 'anlık bildirim|bildirim izni|push bildirim', types: [] },
};

/** What each kind of processor is called when a sentence says the app uses it or not. */
const KIND_WORDS: Partial<Record<ProcessorKind, Words & { types: readonly DataTypeKey[] }>> = {
  analytics: { en: 'analytics', tr: 'analiz', types: [] },
  'crash-reports': { en: 'crash report(?:s|ing)?', tr: 'çökme rapor', types: ['crash-logs'] },
  ai: { en: 'ai|artificial intelligence', tr: 'yapay zek', types: [] },
};

/** One thing a sentence may say the app collects, reaches or uses, and what in the record makes it true. */
export type Subject = { label: string; en: RegExp; tr: RegExp; types: readonly DataTypeKey[]; permissions: readonly DevicePermissionKind[]; kinds: readonly ProcessorKind[]; device: boolean };

const english = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');
const turkish = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const SUBJECTS: readonly Subject[] = [
  ...(Object.keys(DATA_TYPES) as DataTypeKey[]).map((type) => {
    const { name, apple } = DATA_TYPES[type];
    // The stores' names of a type, where they are more than one general word ("Address", "Name" would read every "IP address").
    const specific = (words: string[]) => words.filter((word) => word.includes(' ')).map(escape);
    return {
      label: name.en.toLowerCase(),
      en: english([TYPE_WORDS[type].en, ...specific([name.en, apple])].join('|')),
      tr: turkish([TYPE_WORDS[type].tr, ...specific([name.tr])].join('|')),
      types: [type],
      permissions: [],
      kinds: [],
      device: false,
    };
  }),
  ...(Object.keys(PERMISSION_WORDS) as (keyof typeof PERMISSION_WORDS)[]).map((permission) => {
    const words = PERMISSION_WORDS[permission];
    return { label: `the ${permission.replace('-', ' ')}`, en: english(words.en), tr: turkish(words.tr), types: words.types, permissions: [permission], kinds: [], device: true };
  }),
  // Location of no kind said: either kind makes it true (a precise or approximate one is a subject of its own).
  {
    label: 'location',
    en: english('(?<!(?:precise|approximate|exact|coarse|general|fine) )locations?|where you are'),
    tr: turkish('(?<!(?:tam|hassas|kesin|yaklaşık|kaba) )konum'),
    types: ['approximate-location', 'precise-location'],
    permissions: ['approximate-location', 'precise-location'],
    kinds: [],
    device: true,
  },
  // Diagnostics of no kind said: Play's Diagnostics, Apple's Other Diagnostic Data or crash data makes it true.
  {
    label: 'diagnostics',
    en: english('diagnostics?|diagnostic data'),
    tr: turkish('teşhis|tanılama'),
    types: ['diagnostics', 'other-performance', 'crash-logs'],
    permissions: [],
    kinds: [],
    device: false,
  },
  ...(Object.entries(KIND_WORDS) as [ProcessorKind, Words & { types: readonly DataTypeKey[] }][]).map(([kind, words]) => ({
    label: words.en.split('|')[0]!.replace(/\(.*$/, '').trim() || kind,
    en: english(words.en),
    tr: turkish(words.tr),
    types: words.types,
    permissions: [],
    kinds: [kind],
    device: true,
  })),
];
