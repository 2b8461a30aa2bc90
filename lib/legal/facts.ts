import { z } from 'zod';
import { type Fact, factSchema } from '@/lib/content/facts';
import { inlineProblem } from '@/lib/content/inline';
import { inventorySchema } from '@/lib/legal/inventory-schema';
import { REQUIRED_REASON_API_KEYS } from '@/lib/stores/required-reasons';
import {
  DATA_KINDS,
  LAWFUL_BASES,
  LIABILITY_CARVE_OUTS,
  periodSchema,
  PROCESSING_KINDS,
  RETENTION_CATEGORIES,
  type RetentionCategory,
  english,
  turkish,
} from '@/lib/legal/kinds';

export * from '@/lib/legal/kinds';
export type { DevicePermission, Inventory, InventoryEntry } from '@/lib/legal/inventory-schema';

/**
 * The legal facts of one app: who is responsible, who processes the data,
 * how long each kind of data is kept, how an account is deleted, the minimum
 * age, the liability rule and the governing law. The app's privacy policy,
 * terms, EULA and deletion page render these through the MDX components in
 * components/legal/facts.tsx, so a period or a provider is written once.
 */

import { consentSchema, deletionTexts, extraTextSchema, moneySchema, processorSchema, retentionSchema } from '@/lib/legal/record-entries';

export const legalRecordSchema = z
  .object({
    app: z.string().min(2),
    effectiveDate: factSchema(z.iso.date()),
    /**
     * The date a document published after the first took effect, by its slug ("eula"): its page
     * shows this date instead of `effectiveDate`, which is the date of the app's first documents.
     */
    effectiveFrom: z.record(z.string(), factSchema(z.iso.date())).default({}),
    lastUpdated: factSchema(z.iso.date()),
    changeLog: z.array(factSchema(z.object({ date: z.iso.date(), change: z.string().min(10).refine((text) => !inlineProblem(text), 'the change log is printed as written, as it was true then: name the provider or the period itself, not a {placeholder}; braces only mark a word of another language, {en:words} or {tr:words}') }).strict())).min(1),
    minimumAge: factSchema(z.number().int().min(13).max(18)),
    processors: z.array(processorSchema).min(1),
    retention: z.object(Object.fromEntries(RETENTION_CATEGORIES.map((category) => [category, retentionSchema.optional()]))).strict(),
    deletion: z
      .object({
        /** The menu path inside the app, in the app's language: ["Settings", "Account", "Delete account"]. */
        inApp: factSchema(z.array(z.string().min(2)).min(2)),
        /** Time within which everything not listed as kept is erased, backups included. */
        timeLimit: factSchema(periodSchema),
        /**
         * What else a deletion erases, in the app's language, beside the retention entries that end
         * with the account, which the lists print first (lib/legal/wording.ts, deletedOnDeletion):
         * only what no entry says, such as the link between an installation and the account.
         */
        deleted: z.array(z.string().min(5)).default([]),
        /** A warning the deletion page shows above the form and the privacy policy repeats (<DeletionWarning />), in the app's language. */
        warning: z.string().min(20).optional(),
        /**
         * How someone who can no longer open the app, or cannot use the deletion page, deletes the
         * account by e-mail (the ID the form asks for is shown only in the app), and how we check
         * that the request is theirs, in the app's language: the deletion page and the policy print
         * it, so that both promise the same check. Words of another language are marked `{en:…}`.
         */
        withoutApp: factSchema(z.string().min(40).refine((text) => !inlineProblem(text), 'a word of another language is written {en:words} or {tr:words}')),
        /** What else the deletion page must say (subscriptions, shared content), in the app's language. */
        notes: z.array(z.string().min(10)).default([]),
        /** In an English app's record: the lists, the warning and the way without the app, in Turkish, item for item. */
        tr: turkish(deletionTexts),
        /** In a Turkish app's record: the same in English, item for item, which its English deletion page prints. */
        en: english(deletionTexts),
      })
      .strict(),
    liability: factSchema(
      z
        .object({
          /** Liability is capped at what the user paid in this many months before the claim… */
          paidMonths: z.number().int().positive(),
          /** …or this amount, whichever is greater. */
          floor: moneySchema.optional(),
          /** What the cap and the exclusions never limit: the terms and the EULA print this one list. */
          carveOuts: z
            .array(z.enum(LIABILITY_CARVE_OUTS))
            .min(1)
            .refine((list) => list.join() === LIABILITY_CARVE_OUTS.filter((item) => list.includes(item)).join(), 'list each carve-out once, in the order of LIABILITY_CARVE_OUTS'),
        })
        .strict(),
    ),
    /** Every permission the app asks for, with where it is withdrawn in the app. */
    consents: z.array(consentSchema).default([]),
    /**
     * GDPR Art. 13(2)(e): the data the app cannot work without, in the app's language, as it
     * completes "The app needs …" ("your username, and the photo … of each design you ask for"),
     * and what follows when it is not given, as it completes "without this data, …" ("it cannot
     * keep your account or create designs"). No law requires it: it is a requirement of the
     * contract. <DataNeeded /> prints it with what every app says of the rest (optional analytics,
     * purchase data only for a purchase).
     */
    dataNeeded: factSchema(z.object({ data: z.string().min(10), without: z.string().min(10) }).strict()),
    /**
     * Every data type the app collects, in the stores' taxonomy: the one record that prints the
     * policy's Data safety summary, the notice's data categories and the stores' forms
     * (docs/stores/<app>/, `npm run docs`).
     */
    inventory: factSchema(inventorySchema),
    /**
     * The required-reason APIs the app's own code calls, by Apple's categories, each with Apple's
     * codes for why (lib/stores/required-reasons.ts): its privacy manifest prints them as
     * `NSPrivacyAccessedAPITypes`, so that the one PrivacyInfo.xcprivacy of the app's target is
     * complete. The SDKs declare their own calls in the manifests they bundle.
     */
    requiredReasonApis: factSchema(z.array(z.object({ api: z.enum(REQUIRED_REASON_API_KEYS), reasons: z.array(z.string().regex(/^[0-9A-Z]{4}\.1$/, "an Apple reason code, such as \"CA92.1\"")).min(1) }).strict())),
    /** The kinds of data of DATA_KINDS the app collects (what a landing page may build a promise on). */
    collects: factSchema(z.array(z.enum(DATA_KINDS))).optional(),
    /**
     * The law the terms and the EULA choose, and the courts they name: always those of the owner's
     * city (content/site.ts), so that moving the owner moves every dispute clause. <Disputes />
     * prints the one clause, with the consumer's own courts and arbitration bodies.
     */
    governingLaw: factSchema(
      z
        .object({
          law: z.string().min(5),
          courts: z.literal('owner-city'),
          /** In an English app's record: the law in Turkish, as its Turkish terms and EULA name it ("Türkiye Cumhuriyeti hukuku"). */
          tr: turkish({ law: z.string().min(5) }),
        })
        .strict(),
    ),
    /**
     * The legal basis of each processing, one entry per kind, in the order of the policy's table
     * (<LegalBases />): the one place a basis is stated.
     */
    lawfulBases: z
      .array(
        z
          .object({
            of: z.enum(PROCESSING_KINDS),
            activity: z.string().min(10),
            basis: z.enum(LAWFUL_BASES),
            /** In an English app's record: the activity in Turkish. */
            tr: turkish({ activity: z.string().min(10) }),
          })
          .strict(),
      )
      .min(3),
    /**
     * Points or credits the app gives or sells and a feature spends ("credit", "puan"): the word
     * the documents use. The deletion list and the account data must mention the balance.
     */
    credits: factSchema(
      z
        .object({
          name: z.string().min(3),
          /** In an English app's record: the word in Turkish ("kredi"), which its Turkish texts print. */
          tr: turkish({ name: z.string().min(3) }),
          /** In a Turkish app's record: the word in English ("point"), which its English deletion page prints. */
          en: english({ name: z.string().min(3) }),
        })
        .strict(),
    ).optional(),
    /**
     * Content users share with each other inside the app (posts sent to friends), and how it is
     * moderated (Apple App Review Guideline 1.2, Google Play's user-generated-content policy):
     * where in the app a post is reported and a user blocked, in the app's language, and the time
     * within which a report is acted on. The terms and the EULA print them; an app whose users
     * share content with each other has them.
     */
    userContent: z
      .object({
        /** The menu path that reports a post: ["Post", "More", "Report post"]. */
        reportInApp: factSchema(z.array(z.string().min(2)).min(2)),
        /** The menu path that blocks the user who sent it. */
        blockInApp: factSchema(z.array(z.string().min(2)).min(2)),
        /** Reports are reviewed and acted on within this time (Apple 1.2 asks for 24 hours). */
        reportResponse: factSchema(periodSchema),
        /**
         * The legal representative in the EU under the Digital Services Act (Art. 13), which a hosting
         * service established outside the Union designates in writing; left out while there is none,
         * and the terms say so (lib/legal/dsa.ts).
         */
        legalRepresentative: factSchema(z.object({ name: z.string().min(3), address: z.string().min(10), email: z.email(), language: z.string().min(2) }).strict()).optional(),
      })
      .strict()
      .optional(),
    /**
     * Where a user of an app that generates content with AI reports offensive output without leaving
     * the app (Google Play's AI-Generated Content policy), in the app's language: ["Library", "Track",
     * "More", "Report track"]; an app whose AI makes several kinds of output gives one path for each
     * ([["Tarot", …], ["Sana Özel Fal", …]]). The terms, the EULA and the policy print them (<AiReports />).
     */
    aiReportInApp: factSchema(z.union([z.array(z.string().min(2)).min(2), z.array(z.array(z.string().min(2)).min(2)).min(1)])).optional(),
    /**
     * Whom the policy says data may go to besides the providers and the authorities, which the
     * Turkish information notice lists too (KVKK Art. 10(1)(ç)): `rights-and-safety`, to protect the
     * rights and safety of users or of the developer; `new-owner`, a new owner if the app is
     * transferred, who stays bound by the policy.
     */
    disclosures: z.array(z.enum(['rights-and-safety', 'new-owner'])).default([]),
    /**
     * The ID the app shows its user and that finds the account (the one its deletion page asks
     * for), in the app's language ("your profile ID"), with where the app shows it; in an English
     * app's record also in Turkish. The information notice asks for it in an application.
     */
    identifier: factSchema(
      z.object({ name: z.string().min(3), shownIn: z.string().min(3), tr: turkish({ name: z.string().min(3), shownIn: z.string().min(3) }) }).strict(),
    ).optional(),
    /**
     * The standards of an app whose users share content with each other against child sexual abuse
     * and exploitation (Google Play's Child Safety Standards policy), which its child-safety page
     * (content/apps/<app>/child-safety-standards.mdx) prints: the named person who answers for them,
     * and the bodies confirmed child sexual abuse material is reported to.
     */
    childSafety: z
      .object({
        /** The child-safety point of contact: a named person, their role, and the address that reaches them. */
        contact: factSchema(z.object({ name: z.string().min(3), role: z.string().min(5), email: z.email(), tr: turkish({ role: z.string().min(5) }) }).strict()),
        /**
         * Where confirmed child sexual abuse material is reported, each body as a list item names it
         * in the app's language ("the National Center for Missing & Exploited Children (NCMEC)"), with
         * its country and its reporting address; an English app's record gives the Turkish words too.
         */
        reportTo: factSchema(
          z
            .array(
              z
                .object({
                  name: z.string().min(5).refine((text) => !inlineProblem(text), 'a word of another language is written {en:words} or {tr:words}'),
                  region: z.string().min(2),
                  url: z.url(),
                  tr: turkish({ name: z.string().min(5).refine((text) => !inlineProblem(text), 'a word of another language is written {en:words} or {tr:words}'), region: z.string().min(2) }),
                })
                .strict(),
            )
            .min(1),
        ),
      })
      .strict()
      .optional(),
    /** What only the owner can settle and the site cannot (OWNER-CHECKLIST.md lists each), in English. */
    openQuestions: z.array(z.string().min(20)).default([]),
    /**
     * Anything else the documents state that the owner must be able to stand behind: a number, a
     * period, or words in the app's language; words a document of the other language prints are
     * written `{ text, tr: { text } }` in an English app's record, with their Turkish words.
     */
    extra: z.record(z.string(), factSchema(z.union([z.string(), z.number(), periodSchema, extraTextSchema]))).default({}),
  })
  .strict();

export type LegalRecord = z.infer<typeof legalRecordSchema>;

export type Retention = NonNullable<LegalRecord['retention'][RetentionCategory]>['value'];
export type Processor = LegalRecord['processors'][number]['value'];

export type { Fact };
