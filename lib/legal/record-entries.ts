/**
 * The entries a legal record (lib/legal/facts.ts) is made of: a retention entry, a processor, a
 * consent, an amount of money, an extra text and the deletion's texts, each as the build checks it.
 */
import { z } from 'zod';
import { factSchema } from '@/lib/content/facts';
import { inlineProblem } from '@/lib/content/inline';
import { english, periodSchema, PROCESSOR_KINDS, RETENTION_START, turkish } from '@/lib/legal/kinds';

/** What a deletion page prints of the record's deletion besides its lists of retention entries, in the other language of an app's pages. */
export const deletionTexts = {
  deleted: z.array(z.string().min(5)).default([]),
  notes: z.array(z.string().min(10)).default([]),
  warning: z.string().min(20).optional(),
  withoutApp: z.string().min(40).refine((text) => !inlineProblem(text), 'a word of another language is written {en:words} or {tr:words}'),
};

export const retentionSchema = factSchema(
  z
    .object({
      /** What the data is, in the app's language, as a list item reads: "Support messages you send us". */
      data: z.string().min(5),
      /** `while-active`: kept while the account exists and erased within the deletion time limit after deletion. */
      period: z.union([periodSchema, z.literal('while-active')]),
      from: z.enum(RETENTION_START).optional(),
      /** Whether the data outlives an account deletion (then the deletion page lists it under "what is kept"). */
      afterDeletion: z.enum(['deleted', 'kept']),
      /** Why it is kept, in the app's language, when it outlives a deletion ("tax law requires it"). */
      reason: z.string().min(5).optional(),
      /** In an English app's record: the data and the reason in Turkish. */
      tr: turkish({ data: z.string().min(5), reason: z.string().min(5).optional() }),
      /** In a Turkish app's record: the data and the reason in English, which its English deletion page prints. */
      en: english({ data: z.string().min(5), reason: z.string().min(5).optional() }),
    })
    .strict()
    .refine((entry) => entry.period === 'while-active' || entry.from, 'a period needs "from"')
    .refine((entry) => entry.afterDeletion === 'deleted' || entry.reason, 'data kept after deletion needs a "reason"')
    .refine((entry) => !entry.tr || Boolean(entry.tr.reason) === Boolean(entry.reason), { message: 'the Turkish text gives a reason when, and only when, the English one does', path: ['tr', 'reason'] })
    .refine((entry) => !entry.en || Boolean(entry.en.reason) === Boolean(entry.reason), { message: 'the English text gives a reason when, and only when, the Turkish one does', path: ['en', 'reason'] }),
);

export const processorSchema = factSchema(
  z
    .object({
      name: z.string().min(2),
      kind: z.enum(PROCESSOR_KINDS),
      /** What it does with which data, in the app's language. */
      purpose: z.string().min(10),
      region: z.string().min(2),
      policyUrl: z.url(),
      /**
       * The names a text may call the provider by besides `name` ("Crashlytics"), from PROVIDERS in
       * content/legal/shared.ts: lib/build/typed-facts.ts refuses each typed into a document or a text
       * of a record, which prints it from here instead.
       */
      names: z.array(z.string().min(2)).readonly().optional(),
      /** An app store (the App Store, Google Play): named by the store terms of every EULA as the store the app is sold in, not as a fact of the record. */
      store: z.literal(true).optional(),
      /** The shortest time this provider keeps what it receives, when that bounds what the policy may promise. */
      minimumRetention: periodSchema.optional(),
      /** In an English app's record: what it does and where, in Turkish (the name stays as it is). */
      tr: turkish({ purpose: z.string().min(10), region: z.string().min(2) }),
    })
    .strict(),
);

/** An amount, and how it keeps its value: `revaluation`, raised each year by the revaluation rate of the Tax Procedure Law (Art. 298 repeated), as the consumer limits are. */
export const moneySchema = z.object({ amount: z.number().positive(), currency: z.enum(['EUR', 'USD', 'TRY']), indexed: z.literal('revaluation').optional() }).strict();

export const consentSchema = factSchema(
  z
    .object({
      /** Which processing the app asks permission for: `ai` (sending data to the AI providers) or a special category such as `health`. */
      of: z.string().min(2),
      /** Where in the app the permission is withdrawn, as easily as it was given (GDPR Art. 7(3)): ["Settings", "Privacy", "AI providers"]. */
      withdrawInApp: z.array(z.string().min(2)).min(2),
      /**
       * The data given under this permission that is deleted when it is withdrawn, in the app's
       * language ("Sağlık kategorisindeki sorularınız ve yanıtları"), with the law that requires it
       * ("KVKK m. 7"): the policy says it is erased within the deletion time limit.
       */
      deletedOnWithdrawal: z.object({ data: z.string().min(5), law: z.string().min(3).optional(), tr: turkish({ data: z.string().min(5) }) }).strict().optional(),
    })
    .strict(),
);

/** Words of `extra` with their Turkish words beside them, for an English app's Turkish documents. */
export const extraTextSchema = z.object({ text: z.string().min(3), tr: turkish({ text: z.string().min(3) }) }).strict();
