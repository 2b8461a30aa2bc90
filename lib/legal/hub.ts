import type { App } from '@/lib/content/apps';
import { joinNames } from '@/lib/legal/wording';

/**
 * What the legal hub (/privacy-policy) says it lists, derived from the apps'
 * entries, so that it stays true whatever documents each app publishes: the
 * documents every app has, those only some have, and where an account or, for
 * an app without accounts, its data is deleted.
 */

/** The hub's English names of the documents an app may publish: one, several, and several in short. */
const DOCUMENT_NAMES: Record<string, readonly [string, string, string]> = {
  'privacy-policy': ['privacy policy', 'privacy policies', 'privacy policies'],
  'terms-and-conditions': ['terms and conditions', 'terms and conditions', 'terms'],
  eula: ['end user licence agreement', 'end user licence agreements', 'EULAs'],
  'aydinlatma-metni': ['Turkish information notice under the KVKK', 'Turkish KVKK information notices', 'Turkish KVKK notices'],
  'child-safety-standards': ['child safety standards', 'child safety standards', 'child safety standards'],
};

/** The longest description search engines show in full. */
export const DESCRIPTION_LIMIT = 160;

type Listed = Pick<App, 'documents'> & { hasAccounts: boolean };

/** The kinds of document the apps publish, in the order they first appear, each with the apps that have it. */
function documentKinds(apps: readonly Listed[]) {
  const kinds = new Map<string, { label: string; count: number }>();
  for (const app of apps) {
    for (const document of app.documents) {
      const kind = kinds.get(document.slug) ?? { label: document.label, count: 0 };
      kinds.set(document.slug, { ...kind, count: kind.count + 1 });
    }
  }
  return [...kinds].map(([slug, { label, count }]) => ({ names: DOCUMENT_NAMES[slug] ?? ([label, label, label] as const), everyApp: count === apps.length }));
}

/** "where to delete your account", or "… your account or your data" when an app has no accounts. */
function deletion(apps: readonly Listed[]): string {
  return apps.every((app) => app.hasAccounts) ? 'your account' : 'your account or your data';
}

/**
 * The hub's subtitle: "Every app's privacy policy, terms and conditions and end user licence
 * agreement, and where to delete your account." A document only some apps have is named as theirs.
 */
export function hubSubtitle(apps: readonly Listed[]): string {
  const kinds = documentKinds(apps);
  const every = kinds.filter((kind) => kind.everyApp).map((kind) => kind.names[0]);
  const some = kinds.filter((kind) => !kind.everyApp).map((kind) => kind.names[1]);
  const parts = [
    ...(every.length ? [`every app's ${joinNames(every, 'en')}`] : []),
    ...(some.length ? [`the ${joinNames(some, 'en')} of the apps that have them`] : []),
    `where to delete ${deletion(apps)}`,
  ];
  const sentence = parts.length > 2 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : parts.join(', and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * The hub's description for search engines and link previews: what the apps publish, in the
 * plural, with the documents' short names when the full ones would not fit in a search result.
 */
export function hubDescription(apps: readonly Listed[], hasDeletionPages: boolean, owner: string): string {
  const describe = (form: 1 | 2) => {
    const names = documentKinds(apps).map((kind) => kind.names[form]);
    const list = joinNames([...names, ...(hasDeletionPages ? ['account-deletion pages'] : [])], 'en');
    return `${list.charAt(0).toUpperCase()}${list.slice(1)} of the apps by ${owner}.`;
  };
  const full = describe(1);
  return full.length <= DESCRIPTION_LIMIT ? full : describe(2);
}
