import type { App } from '@/lib/content/apps';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { joinNames } from '@/lib/legal/wording';

/**
 * What the legal hub (/privacy-policy, /tr/privacy-policy) says it lists, derived from the apps'
 * entries, so that it stays true whatever documents each app publishes: the documents every app
 * has, those only some have, and where an account or, for an app without accounts, its data is
 * deleted. The names of the documents are in content/texts.ts (`hub.documentNames`), in both languages.
 */

/** The longest description search engines show in full. */
export const DESCRIPTION_LIMIT = 160;

type Listed = { documents: readonly Pick<App['documents'][number], 'slug' | 'label'>[]; hasAccounts: boolean };

/** A kind of document's names in a language: one, several, and several in short; a kind content/texts.ts does not name, by its label. */
function namesOf(slug: string, label: string, language: Language): readonly [string, string, string] {
  const names = (textsIn(language).hub.documentNames as Record<string, readonly string[] | undefined>)[slug];
  return names ? [names[0]!, names[1]!, names[2]!] : [label, label, label];
}

/** The kinds of document the apps publish, in the order they first appear, each with whether every app has it. */
function documentKinds(apps: readonly Listed[], language: Language) {
  const kinds = new Map<string, { label: string; count: number }>();
  for (const app of apps) {
    for (const document of app.documents) {
      const kind = kinds.get(document.slug) ?? { label: document.label, count: 0 };
      kinds.set(document.slug, { ...kind, count: kind.count + 1 });
    }
  }
  return [...kinds].map(([slug, { label, count }]) => ({ names: namesOf(slug, label, language), everyApp: count === apps.length }));
}

/**
 * The hub's subtitle: "Every app's privacy policy, terms and conditions and end user licence
 * agreement, and where to delete your account." A document only some apps have is named as theirs.
 */
export function hubSubtitle(apps: readonly Listed[], language: Language = 'en'): string {
  const words = textsIn(language).hub;
  const kinds = documentKinds(apps, language);
  const every = kinds.filter((kind) => kind.everyApp).map((kind) => kind.names[0]);
  const some = kinds.filter((kind) => !kind.everyApp).map((kind) => kind.names[1]);
  const parts = [
    ...(every.length ? [fill(words.everyApp, { documents: joinNames(every, language) })] : []),
    ...(some.length ? [fill(words.someApps, { documents: joinNames(some, language) })] : []),
  ];
  const last = apps.every((app) => app.hasAccounts) ? words.whereToDelete : words.whereToDeleteData;
  const sentence = `${parts.join(', ')}${fill(words.lastPart, { part: last })}`;
  return `${sentence.charAt(0).toLocaleUpperCase(language)}${sentence.slice(1)}.`;
}

/**
 * The hub's description for search engines and link previews: what the apps publish, in the
 * plural, with the documents' short names when the full ones would not fit in a search result.
 */
export function hubDescription(apps: readonly Listed[], hasDeletionPages: boolean, owner: string, language: Language = 'en'): string {
  const words = textsIn(language).hub;
  const describe = (form: 1 | 2) => {
    const names = documentKinds(apps, language).map((kind) => kind.names[form]);
    const list = joinNames([...names, ...(hasDeletionPages ? [words.deletionPages] : [])], language);
    const sentence = fill(words.description, { documents: list, owner });
    return `${sentence.charAt(0).toLocaleUpperCase(language)}${sentence.slice(1)}`;
  };
  const full = describe(1);
  return full.length <= DESCRIPTION_LIMIT ? full : describe(2);
}
