import { z } from 'zod';
import { factSchema } from '@/lib/content/facts';
import { keysAt, nearest } from '@/lib/content/nearest';
import { expectedAt, writtenPath } from '@/lib/content/paths';

/**
 * Parses build-time content and fails with one block per problem, each naming the file and the
 * field, what is wrong and what to do (the nearest valid value of a mistyped key or option), so a
 * broken content edit stops the build instead of rendering an empty string.
 */
export function parseContent<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => describeIssue(schema, issue, where)).join('\n'));
}

/** One problem of a content file as its owner reads it: the file, the field, what is wrong and what to write instead. */
function describeIssue<T>(schema: z.ZodType<T>, issue: z.core.$ZodIssue, where: string): string {
  const field = (path: readonly PropertyKey[]) => (path.length ? `field "${writtenPath(schema, path)}"` : 'its top level');
  if (issue.code === 'invalid_value' && typeof issue.input === 'string') {
    const valid = issue.values.map(String);
    const meant = nearest(issue.input, valid);
    const listed = valid.length > 8 ? `its ${valid.length} values` : valid.map((option) => `"${option}"`).join(', ');
    return `${where}: ${field(issue.path)}: "${issue.input}" is not a value it takes; write ${meant ? `"${meant}", the nearest of ${listed}` : `one of ${listed}`}.`;
  }
  if (issue.code === 'unrecognized_keys') {
    const known = keysAt(schema, issue.path);
    return issue.keys
      .map((key) => {
        const meant = nearest(key, known);
        const inside = issue.path.length ? `field "${writtenPath(schema, issue.path)}"` : 'the top level';
        const fix = meant ? `write "${meant}", the nearest key it takes` : `remove it; the keys it takes are ${known.map((name) => `"${name}"`).join(', ')}`;
        return `${where}: ${inside} has a key "${key}" it does not take: ${fix}.`;
      })
      .join('\n');
  }
  // Zod's own words for a missing field; a schema's own message already says what to do.
  if (issue.code === 'invalid_type' && issue.input === undefined && issue.message.startsWith('Invalid input')) {
    // A localized text ({ en, tr }, lib/i18n/localized.ts) without one of its languages.
    const language = { en: 'English', tr: 'Turkish' }[String(issue.path.at(-1))];
    if (language && issue.path.length > 1) return `${where}: ${field(issue.path)} is missing: write the ${language} words beside the ${language === 'English' ? 'Turkish' : 'English'} ones.`;
    return `${where}: ${field(issue.path)} is missing: give it (${expectedAt(schema, issue.path, issue.expected)}).`;
  }
  return `${where}: ${field(issue.path)}: ${issue.message.replace(/\.$/, '')}.`;
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
