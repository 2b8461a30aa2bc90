import { type App, documentLinks, supportPath } from '@/lib/content/apps';
import { otherLanguage } from '@/lib/i18n/languages';
import { on } from '@/lib/stores/play-form';
import { linkTo } from '@/lib/routes';

const LANGUAGE_NAMES = { en: 'English', tr: 'Turkish' } as const;

/**
 * The URLs App Store Connect asks for per localization, for the app's localization in the other
 * language than its own (Turkish for an English app, English for a Turkish one): each page's version
 * in that language, where the site has one. Google Play asks for its URLs once, whatever the
 * language (its store listing's translations hold texts and pictures only).
 */
export function localizedUrlRows(app: App, origin: string): [string, string, string][] {
  const language = otherLanguage(app.language);
  const name = LANGUAGE_NAMES[language];
  const links = documentLinks(app, language);
  // The privacy text in that language: an English app's Turkish information notice; a document without one stays in its own language, and says so.
  const privacy = links.find((link) => (link.slug === 'privacy-policy' || link.slug === 'aydinlatma-metni') && !link.hrefLang) ?? links.find((link) => link.slug === 'privacy-policy')!;
  const inOwn = (link: { hrefLang?: string }) => (link.hrefLang ? ` (in ${LANGUAGE_NAMES[app.language]}: the site has no ${name} version)` : '');
  const terms = links.find((link) => link.slug === 'terms-and-conditions');
  return [
    ...(app.hasLanding ? [[`Marketing page (${name})`, `App Store: the ${name} localization of the version › Marketing URL`, on(origin, linkTo(`/${app.slug}`, language).href)] as [string, string, string]] : []),
    [`Support URL (${name})`, `App Store: the ${name} localization of the version › Support URL`, on(origin, linkTo(supportPath(app), language).href)],
    [`Privacy policy (${name})`, `App Store: App Information › the ${name} localization › Privacy Policy URL`, `${on(origin, privacy.href)}${inOwn(privacy)}`],
    ...(terms ? [[`Terms and conditions (${name})`, `App Store: the ${name} description links to them`, `${on(origin, terms.href)}${inOwn(terms)}`] as [string, string, string]] : []),
  ];
}
