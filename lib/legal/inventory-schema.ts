import { z } from 'zod';
import { DEVICE_PERMISSION_KINDS, OPTIONAL_BY, PROCESSING_KINDS, RETENTION_CATEGORIES, turkish } from '@/lib/legal/kinds';
import { ACCOUNT_CREATION_KEYS, DATA_TYPE_KEYS, KVKK_CATEGORIES, PURPOSE_KEYS } from '@/lib/stores/taxonomy';

/** The device permission that reaches a type, or the permissions any one of which does (the camera or the photo library). */
const permissionsSchema = z.union([z.enum(DEVICE_PERMISSION_KINDS), z.array(z.enum(DEVICE_PERMISSION_KINDS)).min(2)]);

/**
 * One data type an app collects, in the stores' taxonomy (lib/stores/taxonomy.ts), with what it is
 * in this app and everything the stores ask of it. The policy's Data safety summary, the notice's
 * data categories, Play's Data safety CSV and Apple's App Privacy answers are printed from these
 * entries (lib/legal/inventory.ts checks them against the rest of the record).
 */
const inventoryEntrySchema = z
  .object({
    type: z.enum(DATA_TYPE_KEYS),
    /** What it is in this app, in the app's language, as the policy's summary reads: "Your profile ID". */
    data: z.string().min(3),
    /**
     * Required to use the app, or optional (Play: "Users can choose whether this data is collected"):
     * collected only with a consent the app asks for (`{ consent: 'analytics' }`, a consent of
     * `consents`), only with a device permission the system asks for (`{ permission: 'camera' }`, a
     * permission of `inventory.permissions`, or a list of them when any one reaches it), with both
     * (`{ consent: 'ai', permission: 'microphone' }`: a recording made with the microphone and sent
     * to an AI provider only with the AI permission), or only by an act of the user's own
     * (`{ when: … }`): writing to support, buying something, choosing to sign in with an e-mail
     * address and a password where the app works without, or choosing to save or add something (`choice`).
     */
    use: z.union([
      z.literal('required'),
      z.object({ consent: z.string().min(2), permission: permissionsSchema.optional() }).strict(),
      z.object({ permission: permissionsSchema }).strict(),
      z.object({ when: z.enum(OPTIONAL_BY) }).strict(),
    ]),
    /** Processed only in memory to serve one request and not kept (Play's "processed ephemerally"). */
    ephemeral: z.boolean(),
    /** Why it is collected, in Play's list. */
    purposes: z.array(z.enum(PURPOSE_KEYS)).min(1),
    /**
     * Given to a third party for its own purposes, and why (Play's "shared"). A service provider that
     * processes it on our behalf, and a transfer the user starts, are not sharing.
     */
    sharedFor: z.array(z.enum(PURPOSE_KEYS)).default([]),
    /** Linked to the user's identity (Apple): to an account, a profile ID, an e-mail address. */
    linked: z.boolean(),
    /** Used to track the user across other companies' apps and websites (Apple). */
    tracking: z.boolean(),
    /** The processors that receive it, by their names in `processors`. */
    processors: z.array(z.string().min(2)).default([]),
    /**
     * The key of the `retention` entry that says how long it is kept (one of RETENTION_CATEGORIES in
     * lib/legal/kinds.ts); none for a type processed ephemerally, which is never stored.
     */
    retention: z.enum(RETENTION_CATEGORIES).optional(),
    /** The processing of `lawfulBases` it serves: each has its legal basis there. */
    bases: z.array(z.enum(PROCESSING_KINDS)).min(1),
    /** The fields of the app's forms that ask for it (a deletion form's "email"), by their names. */
    fields: z.array(z.string().min(2)).default([]),
    /**
     * The category of personal data of the Registry (VERBİS) where this entry is not what its store type
     * makes it: a password kept with the account's e-mail address is transaction security ("security"),
     * not contact data. Without it, the type's category (lib/stores/taxonomy.ts) applies.
     */
    kvkk: z.enum(Object.keys(KVKK_CATEGORIES) as [keyof typeof KVKK_CATEGORIES, ...(keyof typeof KVKK_CATEGORIES)[]]).optional(),
    /** In an English app's record: what it is, in Turkish. */
    tr: turkish({ data: z.string().min(3) }),
  })
  .strict();
export type InventoryEntry = z.infer<typeof inventoryEntrySchema>;

/**
 * A device permission the app asks for: the platforms' names for it (spread from
 * DEVICE_PERMISSIONS in content/legal/shared.ts), what it lets the app reach, why the app asks (the
 * sentence the system's request shows), and where the user turns it off, in the app's language ("Turn it off in Settings › Apps › <the app> › Permissions on Android, in Settings ›
 * <the app> on iOS"); an English app's record gives both in Turkish too.
 */
const permissionSchema = z
  .object({
    of: z.enum(DEVICE_PERMISSION_KINDS),
    /** The Android manifest permissions (`android.permission.CAMERA`). */
    android: z.array(z.string().regex(/^android\.permission\.[A-Z_]+$/, 'an Android manifest permission, such as "android.permission.CAMERA"')).min(1),
    /** The iOS Info.plist usage key (`NSCameraUsageDescription`), or null where iOS asks without one (notifications). */
    ios: z.string().regex(/^NS[A-Za-z]+UsageDescription$/, 'an iOS Info.plist usage key, such as "NSCameraUsageDescription"').nullable(),
    /** What the permission lets the app reach, as "only if you allow access to …" completes it: "your camera". */
    reaches: z.string().min(3),
    /** Where the user turns it off, a sentence in the app's language. */
    turnOff: z.string().min(10),
    /**
     * Why the app asks, as the system's request shows it: the iOS usage description (the value of the
     * `ios` key in Info.plist, which App Review reads) and the rationale the app shows on Android
     * before it asks, one sentence in the app's language that says what the app does with what it
     * reaches ("The app uses the camera only when you choose to take a photo to redesign.").
     */
    usage: z.string().min(20),
    tr: turkish({ reaches: z.string().min(3), turnOff: z.string().min(10), usage: z.string().min(20) }),
  })
  .strict();
export type DevicePermission = z.infer<typeof permissionSchema>;

/**
 * The data inventory of an app: every data type it collects, the device permissions it asks for,
 * whether data leaves the device only encrypted, and how users create an account (Play asks it of
 * every app with accounts).
 */
export const inventorySchema = z
  .object({
    types: z.array(inventoryEntrySchema).min(1),
    /** Every device permission the app asks for; each makes optional the types that need it (`use: { permission }`). */
    permissions: z.array(permissionSchema).default([]),
    encryptedInTransit: z.boolean(),
    /** How a user gets an account; `other` says how in `otherCreation` (in English, as Play's form is filled in). */
    accountCreation: z.array(z.enum(ACCOUNT_CREATION_KEYS)).min(1).optional(),
    otherCreation: z.string().min(10).optional(),
    /**
     * Whether the app uses the device's advertising ID (Android's AD_ID, iOS's IDFA). No by default:
     * docs/stores/<app>/app-settings.md then says how to keep the SDKs from collecting it. Yes needs
     * a "device-ids" type collected for analytics or advertising, which the forms and the policy declare.
     */
    advertisingId: z.boolean().default(false),
  })
  .strict()
  .refine((inventory) => Boolean(inventory.accountCreation?.includes('other')) === Boolean(inventory.otherCreation), {
    message: 'say how users create an account in "otherCreation" when, and only when, "accountCreation" has "other"',
    path: ['otherCreation'],
  });
export type Inventory = z.infer<typeof inventorySchema>;
