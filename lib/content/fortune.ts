import { z } from 'zod';
import { fortuneCategoryEntries } from '@/content/fortune';
import { parseContent } from '@/lib/content/validate';

export const fortuneCategorySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    categoryName: z.string().min(2),
    questions: z
      .array(z.object({ text: z.string().min(10), point: z.number().int().positive() }).strict())
      .min(4, 'needs at least four questions'),
  })
  .strict();

export type FortuneCategory = z.infer<typeof fortuneCategorySchema>;

export function parseFortuneCategories(entries: readonly unknown[], file = 'content/fortune.ts'): FortuneCategory[] {
  const categories = entries.map((entry, index) => {
    const name = (entry as { categoryName?: unknown })?.categoryName;
    return parseContent(fortuneCategorySchema, entry, `${file}, category "${typeof name === 'string' ? name : `#${index + 1}`}"`);
  });
  if (categories.length === 0) throw new Error(`${file}: there must be at least one category`);
  const ids = new Set(categories.map((category) => category.id));
  if (ids.size !== categories.length) throw new Error(`${file}: category ids must be unique`);
  return categories;
}

export const fortuneCategories: FortuneCategory[] = parseFortuneCategories(fortuneCategoryEntries);
