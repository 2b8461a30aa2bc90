import type { z } from 'zod';

/**
 * A field of content/ as the owner finds it in the file. A fact is written `invented(value, note)`
 * or `confirmed(value)`, which the schema reads as `{ value, verified, note }`: the owner never
 * writes that `value`, so a message names `inventory.types.2`, not `inventory.value.types.2`, and
 * says what to write in the owner's words ("a date, YYYY-MM-DD, as invented(…) or confirmed(…)"),
 * not in the schema's ("object").
 */

type Definition = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  format?: string;
  values?: unknown[];
  entries?: Record<string, unknown>;
};
const definition = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** The schema itself, without the wrappers that do not change what is written (optional, default, a refinement's pipe). */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = definition(schema);
  if (['optional', 'nullable', 'default', 'readonly', 'catch', 'nonoptional', 'prefault'].includes(def.type) && def.innerType) return unwrapped(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapped(def.in);
  if (def.type === 'lazy' && def.getter) return unwrapped(def.getter());
  return schema;
}

/** Whether a schema is a fact's: `{ value, verified, note }` (lib/content/facts.ts), or a rule that reads only a fact's `value`. */
function isFact(schema: z.ZodType): boolean {
  const def = definition(unwrapped(schema));
  return def.type === 'object' && Boolean(def.shape) && 'value' in def.shape! && Object.keys(def.shape!).every((key) => ['value', 'verified', 'note'].includes(key));
}

/** The schema one key deeper, or undefined when the path leaves what the schema describes. */
function child(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  const def = definition(unwrapped(schema));
  switch (def.type) {
    case 'object':
      return def.shape?.[String(key)];
    case 'array':
      return typeof key === 'number' || /^\d+$/.test(String(key)) ? def.element : undefined;
    case 'record':
      return def.valueType;
    case 'union':
      return def.options!.map((option) => child(option, key)).find((found) => found !== undefined);
    default:
      return undefined;
  }
}

/** The schema at a path of the value, if the path stays inside it. */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const key of path) {
    if (!at) return undefined;
    at = child(at, key);
  }
  return at;
}

/** The path of a field as the file writes it: a fact's `value` left out. */
export function writtenPath(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const written: string[] = [];
  let at: z.ZodType | undefined = schema;
  for (const key of path) {
    if (at && isFact(at) && key === 'value') {
      at = child(at, key);
      continue;
    }
    written.push(String(key));
    at = at ? child(at, key) : undefined;
  }
  return written.join('.');
}

/** What a field takes, in the owner's words. */
export function expectedAt(schema: z.ZodType, path: readonly PropertyKey[], fallback: string): string {
  const at = schemaAt(schema, path);
  if (!at) return fallback;
  if (isFact(at)) return `${kindOf(child(at, 'value')!, fallback)}, written invented(…) until the owner confirms it, then confirmed(…)`;
  return kindOf(at, fallback);
}

function kindOf(schema: z.ZodType, fallback: string): string {
  const def = definition(unwrapped(schema));
  switch (def.type) {
    case 'string':
      return def.format === 'date' ? 'a date, YYYY-MM-DD' : def.format === 'url' ? 'an address, https://…' : 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list, [ … ]';
    case 'object':
    case 'record':
      return `an object, { ${Object.keys(def.shape ?? {}).slice(0, 4).join(', ')}${Object.keys(def.shape ?? {}).length > 4 ? ', …' : ''} }`.replace('{  }', '{ … }');
    case 'enum':
      return `one of ${Object.keys(def.entries ?? {}).map((value) => `"${value}"`).join(', ')}`;
    case 'literal':
      return (def.values ?? []).map((value) => JSON.stringify(value)).join(' or ');
    case 'union':
      return def.options!.map((option) => kindOf(option, fallback)).join(', or ');
    default:
      return fallback;
  }
}
