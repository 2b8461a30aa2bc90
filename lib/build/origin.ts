/**
 * The site has one production origin: content/site.ts writes it (`productionUrl`), the stores'
 * forms in docs/stores/ link to it, and the production build's NEXT_PUBLIC_SITE_URL gives the
 * pages, the sitemap and the EULAs theirs. A build whose two differ would publish one host on the
 * site and another in the store listings, so it stops, saying which to change.
 *
 * Relative imports only: next.config.ts loads this file before anything is compiled.
 */
import { site } from '../../content/site';

/** The origin of a URL as a browser compares it (scheme, host, port; no trailing slash), or the text itself when it does not parse. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Why a production build stops on two origins, or nothing when NEXT_PUBLIC_SITE_URL is `productionUrl`. */
export function originRefusal(siteUrl: string, productionUrl: string = site.productionUrl.value): string | null {
  if (originOf(siteUrl) === originOf(productionUrl)) return null;
  return [
    `The production build has two origins: NEXT_PUBLIC_SITE_URL is ${originOf(siteUrl)}, but productionUrl in content/site.ts is ${originOf(productionUrl)},`,
    "which the stores' forms in docs/stores/ link to. Pages, sitemap and store listings must name one host:",
    `if the site is published at ${originOf(siteUrl)}, set productionUrl in content/site.ts to it and run npm run docs;`,
    `otherwise set NEXT_PUBLIC_SITE_URL to ${originOf(productionUrl)} on the host.`,
  ].join('\n');
}
