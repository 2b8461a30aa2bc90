/**
 * Every reason a build stops before anything is compiled, in one message
 * (next.config.ts): a missing or wrong variable (lib/env/build-config.ts) and, in a
 * production build, each draft app (lib/drafts.ts) and legal texts written for
 * a country the owner has moved away from (lib/legal/establishment.ts), and a
 * site URL other than the production origin of content/site.ts (./origin.ts). The
 * owner fixes them all at once, rather than meeting the next on the next try.
 *
 * Relative imports only: next.config.ts loads this file before anything is compiled.
 */
import { type DraftApp, draftApps, draftRefusal } from '../drafts';
import { checkBuildConfig } from '../env/build-config';
import { establishmentRefusal } from '../legal/establishment';
import { originRefusal } from './origin';
import { type Party, partiesRefusal } from './parties';

type Environment = Record<string, string | undefined>;

/** What content/ holds, unless a test gives its own: the drafts, the owner's country, the texts' country, the production origin and the named parties. */
type Content = { drafts?: readonly DraftApp[]; ownerCountry?: string; textsCountry?: string; productionUrl?: string; parties?: readonly Party[] };

/** The one message naming every reason the build stops, or nothing when it may go on. */
export function buildRefusal(env: Environment, content: Content = {}): string | null {
  const checked = checkBuildConfig(env);
  const refusals = [
    checked.refusal,
    checked.config?.production ? originRefusal(checked.config.siteUrl, content.productionUrl) : null,
    ...(checked.production ? [draftRefusal(content.drafts ?? draftApps()), establishmentRefusal(content.ownerCountry, content.textsCountry), partiesRefusal(env, content.parties)] : []),
  ].filter((refusal) => refusal !== null);
  return refusals.length ? refusals.join('\n\n') : null;
}
