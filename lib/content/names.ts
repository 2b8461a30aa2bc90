import { fortunePage } from '@/content/fortune';
import { site } from '@/content/site';
import { ESTABLISHMENT } from '@/content/legal/shared';
import { sitePrivacy } from '@/content/legal/site-privacy';
import { apps } from '@/lib/content/apps';
import { plainText } from '@/lib/content/inline';
import { projects } from '@/lib/content/projects';
import { ownerAddress } from '@/lib/content/site';
import { legalRecords } from '@/lib/legal/records';
import { escapeRegExp } from '@/lib/text';

/**
 * The proper names content/ holds, each written as it is in a text of either language: the owner
 * ("Elif Yıldız" in an English sentence), the representatives in the EU and the UK, the owner's
 * city, district and country and the country the legal texts are written for, every app (its name
 * and header label), project and the fortune page's title, every provider an app's record names
 * ("Google Analytics for Firebase" in a Turkish sentence), and the host of the website. A name is
 * neither English nor Turkish, nor said to the reader: a check of a text's language or register
 * reads the text without them (e2e/language.spec.ts, e2e/legal-facts.spec.ts). Longest first, so
 * that a name that holds another is taken whole.
 */
export function properNames(): string[] {
  const { representatives } = site.owner;
  const names = [
    site.owner.name,
    site.owner.firstName,
    ...Object.values(representatives).map((representative) => representative.value.name),
    ownerAddress.city,
    ownerAddress.district,
    ownerAddress.country,
    ESTABLISHMENT.value.country,
    ...apps.flatMap((app) => [app.name, app.nav?.label]),
    ...projects.map((project) => project.title),
    fortunePage.title,
    ...legalRecords.flatMap((record) => record.processors.map((processor) => plainText(processor.value.name))),
    sitePrivacy.host.value.name,
  ];
  return [...new Set(names.filter((name): name is string => Boolean(name && name.trim())))].sort((a, b) => b.length - a.length);
}

/** The names as one pattern, each a whole word with an apostrophe's suffix, made once per list. */
const patterns = new WeakMap<readonly string[], RegExp>();
function namesPattern(names: readonly string[]): RegExp {
  let pattern = patterns.get(names);
  if (!pattern) {
    const longestFirst = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst.join('|')})(?:['’]\\p{L}+)?(?![\\p{L}\\p{N}])`, 'gu');
    patterns.set(names, pattern);
  }
  return pattern;
}

/**
 * A text without the proper names of content/, each taken as a whole word with the suffix a Turkish
 * sentence gives a name after an apostrophe ("Elif Yıldız’ın"); "Yaz" is taken out of "Yaz’ın", never
 * out of "Yazılım".
 */
export function withoutProperNames(text: string, names: readonly string[] = properNames()): string {
  return names.length ? text.replace(namesPattern(names), ' ') : text;
}
