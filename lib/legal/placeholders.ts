import { LAW } from '@/content/legal/shared';
import { formatPeriod, joinNames } from '@/lib/legal/wording';
import { PROCESSOR_KINDS, RETENTION_CATEGORIES } from '@/lib/legal/kinds';

/**
 * Facts inside a record's own texts, printed from the record when it is read: a provider's name or a
 * period written by hand in a `reason`, a `purpose`, a `data` or a note goes stale the day the record
 * changes. A text writes instead
 *
 * - `{processors:<kind>}`: the names of the record's processors of that kind, joined as the text's
 *   language joins them ("Firebase Crashlytics", "A and B", "A ve B");
 * - `{period:<retention key>}`: the period of that retention entry ("six (6) months", "altı (6) ay");
 * - `{law:<key of LAW>}`: a period or an age the law sets (content/legal/shared.ts), as <Law of="…" /> prints it.
 *
 * A text inside `tr` is Turkish, one inside `en` English, any other the app's language. The change log is history and keeps
 * its words. lib/build/typed-facts.ts refuses a provider's name or a period typed where a placeholder
 * belongs; an unknown placeholder stops the record's check, naming the field.
 */
const PLACEHOLDER = /\{(processors|period|law):([\w-]+)\}/g;
/** Where a record keeps what happened, in the words of the day: never rewritten. */
const HISTORY = new Set(['changeLog', 'openQuestions', 'note']);

type Language = 'en' | 'tr';
type RawFact = { value?: unknown };
type RawRecord = {
  processors?: RawFact[];
  retention?: Record<string, RawFact | undefined>;
};


/** The record as written, each placeholder of its texts replaced by the fact it names; `fail` is told of one that names nothing. */
export function resolvePlaceholders<T>(value: T, language: Language, fail: (field: string, message: string) => never): T {
  if (typeof value !== 'object' || value === null) return value;
  const record = value as RawRecord;
  const processors = (Array.isArray(record.processors) ? record.processors : []).map((fact) => (fact?.value ?? {}) as { kind?: string; name?: string });
  const retention = (record.retention ?? {}) as Record<string, RawFact | undefined>;

  const replace = (text: string, language: Language, field: string): string =>
    text.replace(PLACEHOLDER, (_whole, what: string, key: string) => {
      if (what === 'processors') {
        if (!(PROCESSOR_KINDS as readonly string[]).includes(key)) fail(field, `{processors:${key}} names no kind of processor; write one of ${PROCESSOR_KINDS.map((kind) => `{processors:${kind}}`).join(', ')}`);
        const names = processors.filter((processor) => processor.kind === key).map((processor) => String(processor.name));
        if (!names.length) fail(field, `{processors:${key}}: "processors" has no processor of kind "${key}"; name one of the kinds it has, or write the text without it`);
        return joinNames(names, language);
      }
      if (what === 'law') {
        if (!(key in LAW)) fail(field, `{law:${key}} names nothing of LAW in content/legal/shared.ts; write one of ${Object.keys(LAW).map((name) => `{law:${name}}`).join(', ')}`);
        const value = LAW[key as keyof typeof LAW].value;
        return typeof value === 'object' ? formatPeriod(value, language) : String(value);
      }
      if (!(RETENTION_CATEGORIES as readonly string[]).includes(key)) fail(field, `{period:${key}} names no retention entry; write one of the keys of "retention" (${Object.keys(retention).join(', ')})`);
      const period = (retention[key]?.value as { period?: unknown } | undefined)?.period;
      if (!period || typeof period !== 'object') fail(field, `{period:${key}}: "retention.${key}" has no fixed period to print`);
      return formatPeriod(period as { amount: number; unit: 'hour' | 'day' | 'month' | 'year' }, language);
    });

  const walk = (node: unknown, language: Language, path: string[]): unknown => {
    if (typeof node === 'string') return replace(node, language, path.join('.'));
    if (Array.isArray(node)) return node.map((item, index) => walk(item, language, [...path, String(index)]));
    if (typeof node !== 'object' || node === null) return node;
    // A fact is written invented(value) or confirmed(value): its `value` is no field of the file.
    const isFact = 'value' in node && 'verified' in node;
    return Object.fromEntries(
      Object.entries(node).map(([key, inner]) => {
        if (HISTORY.has(key)) return [key, inner];
        const at = isFact && key === 'value' ? path : [...path, key];
        return [key, walk(inner, key === 'tr' || key === 'en' ? key : language, at)];
      }),
    );
  };
  return walk(value, language, []) as T;
}
