/**
 * The facts that name a person or a company the site presents as the owner's counterpart: the
 * representatives in the EU and the UK (content/site.ts), which every privacy policy names as the
 * people users may write to, and the host the website's notice names (content/legal/site-privacy.ts).
 * While one is still `invented(...)` the name is this repository's placeholder, not a party the owner
 * has appointed or contracted with, and publishing it would tell users to write to someone who does
 * not exist: a production build stops, naming each, unless the owner sets ALLOW_INVENTED_PARTIES=1
 * for a build they knowingly publish before the appointment (README, "Configuration").
 *
 * Relative imports only: next.config.ts loads this file before anything is compiled.
 */
import { sitePrivacy } from '../../content/legal/site-privacy';
import { site } from '../../content/site';

export const ALLOW_INVENTED_PARTIES = 'ALLOW_INVENTED_PARTIES';

export type Party = { where: string; what: string; name: string; invented: boolean };

/** Every fact of content/ that names a person or a company, as written. */
export function parties(): Party[] {
  const { eu, uk } = site.owner.representatives;
  return [
    { where: 'content/site.ts: owner.representatives.eu', what: 'the representative in the EU (GDPR Art. 27)', name: eu.value.name, invented: !eu.verified },
    { where: 'content/site.ts: owner.representatives.uk', what: 'the representative in the UK (UK GDPR Art. 27)', name: uk.value.name, invented: !uk.verified },
    { where: 'content/legal/site-privacy.ts: host', what: "the host the website's notice names", name: sitePrivacy.host.value.name, invented: !sitePrivacy.host.verified },
  ];
}

/** Why a production build stops, or nothing when every party is confirmed or the owner allowed the invented ones. */
export function partiesRefusal(env: Record<string, string | undefined>, named: readonly Party[] = parties()): string | null {
  const flag = env[ALLOW_INVENTED_PARTIES];
  if (flag !== undefined && flag !== '1') return `${ALLOW_INVENTED_PARTIES} must be 1 or unset; it is set to something else.`;
  const invented = named.filter((party) => party.invented);
  if (!invented.length || flag === '1') return null;
  return [
    'The production build would publish names this repository made up, as people users may write to or as the company that serves the site:',
    ...invented.map((party) => `  - ${party.where}: "${party.name}", ${party.what}, is still invented(...)`),
    'Appoint or confirm each, write its real name, address and e-mail there and mark it confirmed(...), then run npm run docs.',
    `To publish before then, knowing the pages name placeholders, set ${ALLOW_INVENTED_PARTIES}=1 for the build (README, "Configuration").`,
  ].join('\n');
}
