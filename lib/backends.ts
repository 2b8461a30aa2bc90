/**
 * The backends the site's forms call, from the forms of content/apps/: each
 * form names its backend and its one call (method and path under the
 * backend's base URL). The base URL is the build variable
 * NEXT_PUBLIC_<NAME>_API_URL, and the development backend serves the call
 * under /<name>.
 *
 * Relative imports only: next.config.ts loads this file (through lib/env/build-config.ts)
 * before anything is compiled, without the `@/` alias. Entries are read as
 * written; lib/content/apps.ts checks them when the pages are built.
 */
import { appFolders } from '../content/apps';

export type Backend = {
  /** The one call the form makes, relative to the base URL. */
  method: 'POST' | 'DELETE';
  path: string;
  /** The route of the form page; its Content-Security-Policy allows this backend's origin only. */
  page: string;
  /** The route of the form's page in the other language than its app's (lib/i18n/languages.ts: under /tr or /en), which calls it too. */
  translatedPage: string;
};

export type BackendName = string;

type WrittenForm = { backend: string; call: { method: Backend['method']; path: string }; page: { path: string } };

export const BACKENDS: Readonly<Record<BackendName, Backend>> = Object.fromEntries(
  appFolders.flatMap(({ app }) =>
    (('forms' in app ? app.forms : []) as readonly WrittenForm[]).map((form) => [
      form.backend,
      { method: form.call.method, path: form.call.path, page: form.page.path, translatedPage: `/${app.language === 'en' ? 'tr' : 'en'}${form.page.path}` },
    ]),
  ),
);

export const BACKEND_NAMES: readonly BackendName[] = Object.keys(BACKENDS);

/** The build variable that holds the base URL of a backend: NEXT_PUBLIC_<NAME>_API_URL. */
export function backendVariable(name: BackendName): string {
  return `NEXT_PUBLIC_${name.toUpperCase()}_API_URL`;
}

/** The backend the page at `route` calls, if it is a form page, in either language. */
export function backendOfPage(route: string): BackendName | undefined {
  return BACKEND_NAMES.find((name) => BACKENDS[name]!.page === route || BACKENDS[name]!.translatedPage === route);
}
