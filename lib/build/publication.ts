import { createHash } from 'node:crypto';
import { LAW, TERMS, TRANSFERS } from '@/content/legal/shared';
import type { LegalRecord } from '@/lib/legal/facts';

/**
 * What an app's users were last told, and the rule that dates every change to it. The fingerprint
 * covers everything the documents print from the app's record (its inventory and the permissions
 * in it, processors, retention periods, consents and how to withdraw them, deletion, liability,
 * minimum age, governing law, the facts of `extra`) and from the rules every app shares (the law's
 * periods, the transfer safeguard, the notice of changes to the terms): a change to any of them is
 * a change to what users are told, which they learn of by the policy's `lastUpdated` and a line of
 * its change log.
 *
 * `npm run docs` writes it with the record's `lastUpdated` to content/apps/<app>/published.json,
 * committed with the app's content (`PUBLISHED_FILE`). A version is open on the day of its
 * `lastUpdated`: edits that day need nothing more, since they are published together. From the
 * next day it counts as published, and a change needs a new `lastUpdated` (today or earlier, never
 * before the last one) with a change-log line of that date; "today" is the owner's, the machine's own
 * day, when `npm run docs` runs. A draft is never published: its file follows its record. A published
 * app whose file is missing or unreadable stops `npm run docs` and the build until it is restored
 * from git; the build, which may run on a host in another time zone, also stops while the file is not
 * the one `npm run docs` would write (content/ changed and `npm run docs` was not run), and refuses a
 * date that is not yet today anywhere on Earth.
 */
export const PUBLISHED_FILE = 'published.json';

export function publishedFile(slug: string): string {
  return `content/apps/${slug}/${PUBLISHED_FILE}`;
}

/** The keys that say how a fact is worded in Turkish, checked or named in prose, or when the record changed: not what users are told. */
const NOT_TOLD = new Set(['tr', 'verified', 'note', 'names', 'store']);
/** The record's own dates and history, and the questions only the owner reads. */
const RECORD_ADMINISTRATION = ['app', 'effectiveDate', 'effectiveFrom', 'lastUpdated', 'changeLog', 'openQuestions'] as const;

/** A value as JSON with sorted keys and without what is not told: the same fingerprint however the facts are marked or worded in Turkish. */
function told(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(told);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([key, inner]) => !NOT_TOLD.has(key) && inner !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)).map(([key, inner]) => [key, told(inner)]));
}

/** The rules every app's documents print besides its record: the law's periods, the safeguard of transfers, the notice of changes to the terms. */
const SHARED = { law: LAW, transfers: TRANSFERS, terms: TERMS };

export function fingerprint(record: LegalRecord, shared: unknown = SHARED): string {
  const own = Object.fromEntries(Object.entries(record).filter(([key]) => !(RECORD_ADMINISTRATION as readonly string[]).includes(key)));
  return createHash('sha256')
    .update(JSON.stringify(told({ record: own, shared })))
    .digest('hex');
}

export type Published = { lastUpdated: string; fingerprint: string };

/** The file `npm run docs` writes for the record as it is. */
export function publishedDocument(record: LegalRecord, shared?: unknown): string {
  return `${JSON.stringify({ lastUpdated: record.lastUpdated.value, fingerprint: fingerprint(record, shared) }, null, 2)}\n`;
}

/** A date as the records write it (2026-11-25), in the machine's own calendar. */
export function localDay(date = new Date()): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part, index) => String(part).padStart(index ? 2 : 4, '0')).join('-');
}

/**
 * The latest day it is anywhere on Earth (UTC+14): the build may run on a host in another time zone
 * than the owner's, and must not call the owner's today a day in the future.
 */
export function latestDayOnEarth(date = new Date()): string {
  return new Date(date.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export type PublicationCheck = {
  app: { slug: string; name: string; draft?: unknown };
  record: LegalRecord;
  /** The committed file as it is, or undefined when there is none. */
  written: string | undefined;
  /** Today: the owner's day for `npm run docs`, the latest day on Earth for the build. */
  today: string;
  /** `docs` may write the file anew; the build needs it written already. */
  mode: 'docs' | 'build';
  shared?: unknown;
};

/**
 * Why the record cannot be published as it is, one block each naming the file and the field; and,
 * for `npm run docs`, the file to write when there is none. Nothing when it may go on.
 */
export function publicationProblems({ app, record, written, today, mode, shared }: PublicationCheck): { problems: string[]; write?: string } {
  const file = `content/apps/${app.slug}/legal.ts`;
  const published = publishedFile(app.slug);
  const date = record.lastUpdated.value;
  const problems: string[] = [];
  if (date > today) {
    problems.push(`${file}: field "lastUpdated": ${date} is in the future (today is ${today}): a policy is dated the day its change is published, today or earlier.`);
  }
  if (!record.changeLog.some((entry) => entry.value.date === date)) {
    problems.push(`${file}: field "changeLog": no line is dated ${date}, the "lastUpdated" of ${app.name}: add one that tells users what changed that day.`);
  }
  const document = publishedDocument(record, shared);
  if (problems.length) return { problems };
  if (app.draft) return written === document ? { problems: [] } : { problems: [], write: document };
  if (written === undefined) {
    return {
      problems: [
        [
          `${published} is missing: it holds the fingerprint of what ${app.name}'s users were last told (the version of its "lastUpdated"), which every change is checked against.`,
          `  Restore it from git (git checkout -- ${published}), then run npm run docs again. It is written for a draft app, and kept once the app is published;`,
          '  without it no change to the record could be told apart from the published version.',
        ].join('\n'),
      ],
    };
  }
  let before: Partial<Published>;
  try {
    before = JSON.parse(written) as Partial<Published>;
  } catch {
    before = {};
  }
  if (typeof before.lastUpdated !== 'string' || typeof before.fingerprint !== 'string') {
    return { problems: [`${published} cannot be read (it needs "lastUpdated" and "fingerprint"): restore it from git (git checkout -- ${published}), then run npm run docs again.`] };
  }
  const changed = before.fingerprint !== fingerprint(record, shared);
  if (date < before.lastUpdated) {
    problems.push(`${file}: field "lastUpdated": ${date} is before ${before.lastUpdated}, the date of the version ${app.name}'s users were last told (${published}): a new version is dated later, never earlier.`);
  } else if (date === before.lastUpdated && changed && date !== today && mode === 'docs') {
    problems.push(
      [
        `${file}: field "lastUpdated": what ${app.name} tells its users changed (its inventory, processors, retention, consents, deletion, liability, or a rule every app shares),`,
        `  but "lastUpdated" is still ${date}, the version published before (${published}). Users are told of a change by a new date and a line`,
        `  of the change log: set "lastUpdated" to the day the change is published (today, ${today}, or earlier, but after ${date}), add a "changeLog" line of`,
        '  that date saying what changed, then run npm run docs. Further edits on the same day need nothing more.',
      ].join('\n'),
    );
  }
  if (problems.length) return { problems };
  if (written === document) return { problems: [] };
  // The build may run on a host in another time zone: whether a change still needs its own date is npm run docs's to say, on the owner's day.
  if (mode === 'build') return { problems: [`${published} is not what content/apps/${app.slug}/legal.ts says is published: run npm run docs (which asks for a new lastUpdated if the change needs one) and commit the file.`] };
  return { problems: [], write: document };
}
