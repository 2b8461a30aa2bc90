import { z } from 'zod';
import { OPTIONAL_BY, PROCESSING_KINDS, RETENTION_CATEGORIES, turkish } from '@/lib/legal/kinds';
import { ACCOUNT_CREATION_KEYS, DATA_TYPE_KEYS, PURPOSE_KEYS } from '@/lib/stores/taxonomy';

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
     * Required to use the app, or optional: collected only with a permission the app asks for
     * (`{ consent: 'analytics' }`, a consent of `consents`), only when you write to support, only
     * when you buy something, or only when you choose to sign in with an e-mail address and a
     * password where the app works without (Play: "Users can choose whether this data is collected").
     */
    use: z.union([z.literal('required'), z.object({ consent: z.string().min(2) }).strict(), z.object({ when: z.enum(OPTIONAL_BY) }).strict()]),
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
    /** The retention entry that says how long it is kept. */
    retention: z.enum(RETENTION_CATEGORIES),
    /** The processing of `lawfulBases` it serves: each has its legal basis there. */
    bases: z.array(z.enum(PROCESSING_KINDS)).min(1),
    /** The fields of the app's forms that ask for it (a deletion form's "email"), by their names. */
    fields: z.array(z.string().min(2)).default([]),
    /** In an English app's record: what it is, in Turkish. */
    tr: turkish({ data: z.string().min(3) }),
  })
  .strict();
export type InventoryEntry = z.infer<typeof inventoryEntrySchema>;

/**
 * The data inventory of an app: every data type it collects, whether data leaves the device only
 * encrypted, and how users create an account (Play asks it of every app with accounts).
 */
export const inventorySchema = z
  .object({
    types: z.array(inventoryEntrySchema).min(1),
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
