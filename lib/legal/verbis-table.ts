import type { DataTypeKey } from '@/lib/stores/taxonomy';

/**
 * The categories of personal data of the Registry (VERBİS), as the Board's list names them, for each
 * data type of the stores: an e-mail address, a phone number and a postal address are contact data, a
 * name is identity, IP-like technical identifiers and logs are transaction security, and so on.
 *
 * The tests' own answer, written apart from the categories lib/stores/taxonomy.ts gives the notices so
 * that a mistake there is seen: imported by tests only.
 */
export const VERBIS: Record<DataTypeKey, string> = {
  'approximate-location': 'Lokasyon',
  'precise-location': 'Lokasyon',
  name: 'Kimlik',
  email: 'İletişim',
  'user-ids': 'Müşteri İşlem',
  address: 'İletişim',
  phone: 'İletişim',
  'race-ethnicity': 'Diğer',
  'political-religious': 'Diğer',
  'sexual-orientation': 'Diğer',
  'other-personal': 'Kimlik',
  'payment-info': 'Finans',
  'purchase-history': 'Müşteri İşlem',
  'credit-score': 'Finans',
  'other-financial': 'Finans',
  health: 'Sağlık Bilgileri',
  fitness: 'Sağlık Bilgileri',
  emails: 'Diğer',
  sms: 'Diğer',
  'other-messages': 'Diğer',
  photos: 'Görsel ve İşitsel Kayıtlar',
  videos: 'Görsel ve İşitsel Kayıtlar',
  'voice-recordings': 'Görsel ve İşitsel Kayıtlar',
  'music-files': 'Görsel ve İşitsel Kayıtlar',
  'other-audio': 'Görsel ve İşitsel Kayıtlar',
  'files-and-docs': 'Diğer',
  calendar: 'Diğer',
  contacts: 'İletişim',
  'app-interactions': 'Müşteri İşlem',
  'search-history': 'Müşteri İşlem',
  'installed-apps': 'Diğer',
  'other-user-content': 'Müşteri İşlem',
  'other-actions': 'Müşteri İşlem',
  'web-browsing': 'Diğer',
  'crash-logs': 'İşlem Güvenliği',
  diagnostics: 'İşlem Güvenliği',
  'other-performance': 'İşlem Güvenliği',
  'device-ids': 'İşlem Güvenliği',
};
