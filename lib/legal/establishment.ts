/**
 * The legal texts are written for a controller established in one country (ESTABLISHMENT of
 * content/legal/shared.ts): the KVKK, the representatives, the transfers abroad and the terms'
 * law follow from it. A move abroad (content/site.ts) leaves them written for the old country, so
 * a production build stops until they are reviewed for the new one (next.config.ts); a local
 * build and the tests go on, so the owner can read the pages while the texts are reviewed.
 *
 * Relative imports only: next.config.ts loads this file before anything is compiled.
 */
import { ESTABLISHMENT } from '../../content/legal/shared';
import { site } from '../../content/site';

/** Why a production build stops, or nothing when the owner lives where the texts say the controller is. */
export function establishmentRefusal(ownerCountry: string = site.owner.address.value.country, textsCountry: string = ESTABLISHMENT.value.country): string | null {
  if (ownerCountry === textsCountry) return null;
  return [
    `The production build cannot ship legal texts written for another country: the owner's address (content/site.ts) is in ${ownerCountry},`,
    `but the privacy policies, terms, EULAs and information notices are written for a controller established in ${textsCountry}`,
    "(the KVKK governing all processing, the representatives in the EU and the UK, transfers abroad, the terms' law and courts).",
    `Have them reviewed for ${ownerCountry}, change what differs in each app's legal.ts and documents and in content/legal/,`,
    `then set ESTABLISHMENT in content/legal/shared.ts to ${ownerCountry}. See "Moving" in docs/OWNER-GUIDE.md.`,
  ].join('\n');
}
