import { invented } from './facts';

/** The owner's name, which the placeholders below are made from until the owner replaces them. */
const ownerName = 'Kerem Aksoy';
/** The domain of the owner's e-mail addresses. */
const mailDomain = 'keremaksoy.dev';
/** The family name, for the placeholder representatives' names. */
const familyName = ownerName.split(' ').at(-1);

/**
 * The one site configuration: who the owner is and where things live.
 * Edit the owner here and every page, footer, legal text and metadata follows.
 */
export const site = {
  owner: {
    name: ownerName,
    firstName: 'Kerem',
    /** What the owner does, in both languages: the pages' titles, the footer and the structured data print it. */
    jobTitle: { en: 'Freelance Senior Software Engineer', tr: 'Serbest Çalışan Kıdemli Yazılım Mühendisi' },
    /**
     * The owner's postal address, one record: street, district, postcode, city and country change
     * together when the owner moves. Apple's minimum EULA terms and KVKK notices print it whole;
     * the footer, the pages' descriptions and every dispute clause ("the courts … of <city>") take
     * the city and the country from here. `district` may be left out where addresses have none.
     */
    address: invented(
      { street: 'Kızılırmak Mahallesi, 1450. Sokak No: 5/12', district: 'Çankaya', postalCode: '06510', city: 'Ankara', country: 'Türkiye' },
      'the owner’s business address for legal notices',
    ),
    /**
     * The representatives a controller outside the EU and the UK names for the users there (GDPR and
     * UK GDPR Art. 27), printed in every privacy policy. The apps are offered to EU and UK users all
     * the time, and Meriastro handles health questions, so the exemption for occasional processing
     * (Art. 27(2)(a)) does not apply.
     */
    representatives: {
      eu: invented(
        { name: `${familyName} Datenschutzvertretung UG (haftungsbeschränkt)`, address: 'Hanauer Landstraße 126, 60314 Frankfurt am Main, Germany', email: `eu-representative@${mailDomain}`, language: 'de' },
        'no EU representative has been appointed yet: appoint one by written mandate in a member state where the apps have users (GDPR Art. 27(1) and (3); a representative service or a person you trust in Germany, where most Turkish-speaking EU users live), then write its real name, postal address and an e-mail address that reaches it here; this entry is what the policies print until then',
      ),
      uk: invented(
        { name: `${familyName} Data Representative Ltd`, address: '3 Hardman Square, Manchester M3 3EB, United Kingdom', email: `uk-representative@${mailDomain}`, language: 'en' },
        'no UK representative has been appointed yet: the English apps are offered in the UK, so UK GDPR Art. 27 asks for one by written mandate; write its real name, postal address and e-mail here (the policies print this entry until then)',
      ),
    },
  },
  email: `hello@${mailDomain}`,
  /**
   * The origin the site is published at, written here on its own (not taken from the mail domain):
   * the stores' forms (docs/stores/, written by npm run docs) link to its pages there, and a
   * production build stops unless NEXT_PUBLIC_SITE_URL is this same origin.
   */
  productionUrl: invented('https://keremaksoy.dev', 'the origin the site is deployed at (scheme and host, no path); the stores’ forms in docs/stores/ link to the policies and deletion pages there, and the production build’s NEXT_PUBLIC_SITE_URL must be the same'),
  social: {
    github: invented('https://github.com/keremaksoy'),
    linkedin: invented('https://www.linkedin.com/in/keremaksoy'),
  },
  /** The resume is kept up to date on the professional-network profile. */
  resumeUrl: invented('https://www.linkedin.com/in/keremaksoy/details/experience/'),
  /**
   * The year the site was first published under the owner's name, which the main footer's
   * copyright notice gives; app pages carry their own year (see apps). A new owner writes the
   * year they publish it.
   */
  footerYear: invented(2023, 'the year this site was first published under the owner’s name, printed in the footer’s copyright notice'),
} as const;

export type Site = typeof site;
