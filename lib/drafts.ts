/**
 * The apps `npm run new-app` wrote that the owner has not finished: their entry
 * still has its `draft` field, and their copy, pictures and store links are
 * placeholders. A production build stops while one is left (next.config.ts);
 * a local build shows them, marked as drafts and kept out of search engines.
 *
 * Relative imports only: next.config.ts loads this file before anything is
 * compiled, without the `@/` alias. Entries are read as written.
 */
import { appFolders } from '../content/apps';

export type DraftApp = { slug: string; name: string; note?: string };

type WrittenEntry = { slug: string; name: string; draft?: { value: true; note?: string } };

export function draftApps(entries: readonly WrittenEntry[] = appFolders.map((folder) => folder.app as WrittenEntry)): DraftApp[] {
  return entries.filter((entry) => entry.draft).map((entry) => ({ slug: entry.slug, name: entry.name, ...(entry.draft!.note ? { note: entry.draft!.note } : {}) }));
}

/** Why a production build stops, or nothing when no app is a draft. */
export function draftRefusal(drafts: readonly DraftApp[] = draftApps()): string | null {
  if (!drafts.length) return null;
  return [
    'The production build cannot ship a draft app (written by npm run new-app, not finished):',
    ...drafts.map(
      (draft) =>
        `  - ${draft.name} (content/apps/${draft.slug}/app.ts): replace its landing copy, its pictures (public/images/apps/${draft.slug}-icon.svg and ${draft.slug}-hero.svg), its store links and whatever its legal.ts and documents say that is not true of the app, then delete its "draft" field${draft.note ? `. Its note: ${draft.note}` : ''}.`,
    ),
    'Or retire it with npm run remove-app -- --slug <slug>. See docs/OWNER-GUIDE.md.',
  ].join('\n');
}
