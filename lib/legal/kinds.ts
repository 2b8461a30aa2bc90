import { z } from 'zod';

/**
 * The words a legal record (lib/legal/facts.ts) is written in: the kinds of periods, data,
 * processors, processing and legal bases it may name, each list in the order the documents print it.
 */

export const periodSchema = z
  .object({ amount: z.number().int().positive().max(999), unit: z.enum(['hour', 'day', 'month', 'year']) })
  .strict();
export type Period = z.infer<typeof periodSchema>;

/** When a retention period starts counting. */
export const RETENTION_START = ['collection', 'deletion', 'last-contact', 'purchase', 'end-of-year', 'decision'] as const;

/**
 * The kinds of data a record may keep, in the order the retention table lists them. `blocks`,
 * `filterResults`, `reports`, `suspensions` and `bans` are the moderation of an app whose users
 * share content with each other (`userContent`): the users someone blocked, what the automated
 * filters refused, the reports of content with the decisions on them, the suspensions and closures
 * of accounts, and what keeps a closed account's user from opening a new one. `aiReports` are the
 * reports of AI output users make in an AI app, and `requestRecords` the applications made under
 * data protection law with our answers, which every app keeps apart from its support mail.
 */
export const RETENTION_CATEGORIES = [
  'account',
  'uploads',
  'generated',
  'aiReports',
  'blocks',
  'filterResults',
  'reports',
  'suspensions',
  'bans',
  'connectionLogs',
  'analytics',
  'crashReports',
  'supportMessages',
  'purchaseRecords',
  'requestRecords',
] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];
/** The moderation records every app whose users share content keeps, each with its own period. */
export const MODERATION_RECORDS: readonly RetentionCategory[] = ['blocks', 'filterResults', 'reports', 'suspensions', 'bans'];

/**
 * The Turkish words of texts an English app's record writes in English, on the entry beside them
 * (`tr: { purpose, region }` next to `purpose` and `region`): the app's Turkish information notice
 * (content/legal/aydinlatma-metni.mdx) prints them, its English documents print the English ones.
 * A Turkish app's record is written in Turkish and has none (TURKISH_TEXTS below).
 */
export const turkish = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape).strict().optional();

/**
 * The English words of texts a Turkish app's record writes in Turkish, the mirror of `turkish`
 * (`en: { data }` beside `data`): only the texts its English pages print, which are those of its
 * deletion page (what is deleted and kept, the way without the app, the points or credits).
 * An English app's record has none (ENGLISH_TEXTS of lib/legal/facts.ts).
 */
export const english = turkish;

export const PROCESSOR_KINDS = ['ai', 'hosting', 'analytics', 'crash-reports', 'payments', 'email'] as const;

/** Liability that no cap or exclusion reaches, in the order the documents list them. */
export const LIABILITY_CARVE_OUTS = ['death-personal-injury', 'fraud', 'gross-negligence', 'wilful-misconduct'] as const;
export type LiabilityCarveOut = (typeof LIABILITY_CARVE_OUTS)[number];

/** Personal data a feature may need; a landing page may promise the feature only if the record says the app collects it. */
export const DATA_KINDS = ['birth-date', 'birth-time', 'birth-place', 'precise-location', 'contacts'] as const;

/**
 * What an app does with personal data, each kind with one legal basis. `account`, `service`,
 * `ai` and `purchases` are the service itself: without them the app cannot do what it is used
 * for, so they never rest on consent (GDPR Art. 7(4)). `health` is a special category (KVKK
 * Art. 6, GDPR Art. 9) and rests on explicit consent only. `copyright-notices` (answering rights
 * holders, with whom there is no contract) rests on legitimate interests, as does `ai-reports`
 * (reviewing the reports of AI output users make, to keep harmful output from recurring).
 */
export const PROCESSING_KINDS = [
  'account',
  'service',
  'ai',
  'health',
  'purchases',
  'faucet',
  'moderation',
  'ai-reports',
  'security',
  'crash-reports',
  'analytics',
  'support',
  'tax-records',
  'authorities',
  'legal-claims',
  'copyright-notices',
] as const;
export type ProcessingKind = (typeof PROCESSING_KINDS)[number];
export const CORE_PROCESSING: readonly ProcessingKind[] = ['account', 'service', 'ai', 'purchases'];
export const SPECIAL_CATEGORIES: readonly ProcessingKind[] = ['health'];

/**
 * The legal bases a policy may name. Each one is a pair, GDPR and KVKK, printed by <LegalBases />
 * (components/legal/facts.tsx): `legal-claims` is legitimate interests under the GDPR and the
 * protection of a right (KVKK Art. 5(2)(e)) under the KVKK; `explicit-consent` is for special
 * categories of data (GDPR Art. 9(2)(a), KVKK Art. 6(3)(a)).
 */
export const LAWFUL_BASES = ['contract', 'legal-obligation', 'legitimate-interests', 'legal-claims', 'consent', 'explicit-consent'] as const;
export type LawfulBasis = (typeof LAWFUL_BASES)[number];

/**
 * The acts of the user's own that make a data type optional (besides a consent of `consents` and a
 * device permission of `inventory.permissions`): writing to support, buying, choosing to sign in,
 * `choice`, choosing to save or add something (a design kept in a gallery, a photo added to a post),
 * and `report`, reporting AI output.
 */
export const OPTIONAL_BY = ['support', 'purchase', 'sign-in', 'choice', 'report'] as const;
export type OptionalBy = (typeof OPTIONAL_BY)[number];

/**
 * The operating-system permissions an app may ask for: the system, not the app, asks the user and
 * keeps the switch. A permission decides what the app may reach on the device, not what is done
 * with the data (that is a consent of `consents`, with its legal basis).
 */
export const DEVICE_PERMISSION_KINDS = ['precise-location', 'approximate-location', 'camera', 'photos', 'microphone', 'contacts', 'notifications'] as const;
export type DevicePermissionKind = (typeof DEVICE_PERMISSION_KINDS)[number];
