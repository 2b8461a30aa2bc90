import type { z } from 'zod';

/**
 * The edit distance of two words, as a typist slips: how many letters to add, drop or change, or
 * pairs of neighbours to swap ("tpye" is one swap from "type"). The optimal string alignment
 * distance (Levenshtein's, with Damerau's transposition), each letter edited at most once.
 */
function distance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + changed);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** The valid value nearest to a mistyped one, if one is near enough to be what was meant. */
export function nearest(typed: string, valid: readonly string[]): string | undefined {
  const ranked = valid.map((value) => ({ value, far: distance(typed.toLowerCase(), value.toLowerCase()) })).sort((a, b) => a.far - b.far);
  const best = ranked[0];
  return best && best.far <= Math.max(2, Math.floor(typed.length / 3)) ? best.value : undefined;
}

type Definition = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; getter?: () => z.ZodType };
const definition = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** The keys an object of a schema may have at a path of the value (every option of a union), for naming the one a mistyped key meant. */
export function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const def = definition(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return keysAt(def.innerType!, path);
    case 'pipe':
      return keysAt(def.in!, path);
    case 'lazy':
      return keysAt(def.getter!(), path);
    case 'union':
      return [...new Set(def.options!.flatMap((option) => keysAt(option, path)))];
    case 'array':
      return path.length ? keysAt(def.element!, path.slice(1)) : [];
    case 'object': {
      if (!path.length) return Object.keys(def.shape!);
      const next = def.shape![String(path[0])];
      return next ? keysAt(next, path.slice(1)) : [];
    }
    default:
      return [];
  }
}
