import { createHash } from 'node:crypto';
import path from 'node:path';
import type { LegalRecord } from '@/lib/legal/facts';
import { storeFolder } from '@/lib/stores/forms';

/**
 * What an app declares to its users and the stores — its data inventory and its processors — as a
 * fingerprint, written by `npm run docs` beside its store forms with the record's `lastUpdated`.
 * A change to them is a material change of the privacy policy, which users are told of with a new
 * date and a line of the change log: `npm run docs` and the build compare the committed fingerprint
 * with the record and ask for both, naming the app.
 */
export const DECLARATIONS_FILE = 'declarations.json';

export function declarationsFile(slug: string): string {
  return path.join(storeFolder(slug), DECLARATIONS_FILE);
}

/** A value as JSON with sorted keys and without the Turkish words, the verification marks or the notes: what the app declares, not how it is worded in Turkish or checked. */
function declared(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(declared);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([key]) => !['tr', 'verified', 'note'].includes(key));
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)).map(([key, inner]) => [key, declared(inner)]));
}

export function fingerprint(record: Pick<LegalRecord, 'inventory' | 'processors'>): string {
  const text = JSON.stringify(declared({ inventory: record.inventory, processors: record.processors }));
  return createHash('sha256').update(text).digest('hex');
}

/** The file `npm run docs` writes. */
export function declarationsDocument(record: Pick<LegalRecord, 'inventory' | 'processors' | 'lastUpdated'>): string {
  return `${JSON.stringify({ lastUpdated: record.lastUpdated.value, fingerprint: fingerprint(record) }, null, 2)}\n`;
}

/**
 * Why the record must be dated anew before its forms are written, or nothing: its inventory or
 * processors changed since the committed file, and its `lastUpdated` did not (or the change log
 * has no line of the new date). `committed` is the file as committed, if the app has one.
 */
export function materialChangeProblem(app: { slug: string; name: string }, record: Pick<LegalRecord, 'inventory' | 'processors' | 'lastUpdated' | 'changeLog'>, committed: string | undefined): string | null {
  if (committed === undefined) return null;
  let before: { lastUpdated?: unknown; fingerprint?: unknown };
  try {
    before = JSON.parse(committed) as typeof before;
  } catch {
    return `${declarationsFile(app.slug)} cannot be read as JSON: delete it and run npm run docs, which writes it again.`;
  }
  if (before.fingerprint === fingerprint(record)) return null;
  const file = `content/apps/${app.slug}/legal.ts`;
  const date = record.lastUpdated.value;
  if (before.lastUpdated === date) {
    return [
      `${file}: field "lastUpdated": the data inventory or the processors of ${app.name} changed since ${declarationsFile(app.slug)} was written (lastUpdated ${date}),`,
      '  a material change of its privacy policy that users are told of by its date and its change log. Set "lastUpdated" to the day the change',
      '  is published (YYYY-MM-DD), add a "changeLog" line of that date saying what changed (the processor added, the data type added or',
      `  dropped), then run npm run docs and commit ${declarationsFile(app.slug)} with the new store forms.`,
    ].join('\n');
  }
  if (!record.changeLog.some((entry) => entry.value.date === date)) {
    return `${file}: field "changeLog": ${app.name}'s inventory or processors changed and "lastUpdated" is now ${date}, but no change-log line has that date: add one saying what changed, then run npm run docs.`;
  }
  return null;
}
