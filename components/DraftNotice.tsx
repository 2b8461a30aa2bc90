import type { App } from '@/lib/content/apps';

/**
 * The band across a draft app's pages (an entry `npm run new-app` wrote, whose
 * `draft` field is still there): its copy, pictures and documents are
 * placeholders, so nobody takes them for the app's. Only local builds show it:
 * a production build refuses a draft (lib/drafts.ts). In English on every page,
 * like the header.
 */
export function DraftNotice({ app }: { app: Pick<App, 'slug' | 'name' | 'language'> }) {
  return (
    <p lang="en" role="note" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50">
      <strong>Draft:</strong> the pages of {app.language === 'en' ? app.name : <span lang={app.language}>{app.name}</span>} hold placeholder copy and pictures and
      link to no store. Finish <code>content/apps/{app.slug}/app.ts</code> and delete its <code>draft</code> field; until then search engines are asked not to
      index these pages, and a production build stops.
    </p>
  );
}
