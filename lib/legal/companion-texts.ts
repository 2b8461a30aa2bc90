import { z } from 'zod';
import { RETENTION_CATEGORIES } from '@/lib/legal/kinds';

/**
 * The rules of a record's texts in the other language of its app's pages (lib/legal/records.ts and
 * record-rules.ts apply them to a record of lib/legal/facts.ts): which fields an English app's record
 * gives in Turkish, and a Turkish app's in English, and which it must not.
 */

/**
 * Where a record holds the Turkish words of its texts: every processor, retention entry, legal
 * basis, the deletion texts, what a withdrawn permission deletes, the governing law, the word for
 * its points or credits and the child-safety contact's role. `required` is the rule of an English
 * app's record (its Turkish information notice, terms and EULA print them; a draft may wait),
 * `refused` the rule of a Turkish app's, whose texts are Turkish already. Each names the field it misses.
 */
function turkishCompanions(rule: z.ZodType) {
  const entry = z.object({ value: z.object({ tr: rule }) });
  return z.object({
    processors: z.array(entry),
    retention: z.object(Object.fromEntries(RETENTION_CATEGORIES.map((category) => [category, entry.optional()]))),
    lawfulBases: z.array(z.object({ tr: rule })),
    deletion: z.object({ tr: rule }),
    consents: z.array(z.object({ value: z.object({ deletedOnWithdrawal: z.object({ tr: rule }).optional() }) })),
    inventory: z.object({ value: z.object({ types: z.array(z.object({ tr: rule })), permissions: z.array(z.object({ tr: rule })).optional() }) }),
    childSafety: z.object({ contact: entry, reportTo: z.object({ value: z.array(z.object({ tr: rule })) }) }).optional(),
    governingLaw: entry,
    credits: entry.optional(),
  });
}

/**
 * Where a Turkish app's record holds the English words of what its English pages print: its
 * deletion page's lists (the retention entries and the deletion texts) and its points or credits.
 * `required` is the rule of a finished Turkish app whose users have accounts (it has a deletion
 * page), `refused` the rule of an English app's record, whose texts are English already.
 */
function englishCompanions(rule: z.ZodType) {
  const entry = z.object({ value: z.object({ en: rule }) });
  return z.object({
    retention: z.object(Object.fromEntries(RETENTION_CATEGORIES.map((category) => [category, entry.optional()]))),
    deletion: z.object({ en: rule }),
    credits: entry.optional(),
  });
}

export const TURKISH_TEXTS = {
  required: turkishCompanions(
    z.object({}, { error: (issue) => (issue.input === undefined ? 'has no Turkish text ("tr"): an English app’s record gives the Turkish words beside the English ones, which its Turkish information notice, terms and EULA print' : undefined) }),
  ),
  refused: turkishCompanions(z.never({ error: 'a Turkish app’s record is written in Turkish: it gives no "tr" text' }).optional()),
} as const;

export const ENGLISH_TEXTS = {
  required: englishCompanions(
    z.object({}, { error: (issue) => (issue.input === undefined ? 'has no English text ("en"): a Turkish app’s record gives the English words of what its English deletion page prints beside the Turkish ones' : undefined) }),
  ),
  refused: englishCompanions(z.never({ error: 'an English app’s record is written in English: it gives no "en" text' }).optional()),
} as const;
