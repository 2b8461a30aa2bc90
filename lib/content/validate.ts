import { z } from 'zod';
import { factSchema } from '@/lib/content/facts';

/**
 * Parses build-time content and fails with a message that names the file, the
 * entry and the field, so a broken content edit stops the build instead of
 * rendering an empty string.
 */
export function parseContent<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(root)';
    return `  - field "${field}": ${issue.message}`;
  });
  throw new Error(`Invalid content in ${where}:\n${problems.join('\n')}`);
}

const link = z.union([z.literal(''), z.url()]);

/**
 * A link that may be left empty (the button is then not shown), written
 * either as a string or as a fact (`invented(url)` until the owner confirms
 * it, see lib/facts.ts). Parsed content keeps only the URL.
 */
export const optionalLink = z.union([link, factSchema(link).transform((fact) => fact.value)]);

/** A site-relative path to a file in public/. */
export const publicPath = z.string().regex(/^\/[^\s]+\.(svg|png|jpg|jpeg|webp|avif)$/, 'must be a path such as /images/x.svg');
