import { invented } from './facts';

/**
 * The one site configuration: who the owner is and where things live.
 * Edit the owner here and every page, footer, legal text and metadata follows.
 */
export const site = {
  owner: {
    name: 'Kerem Aksoy',
    firstName: 'Kerem',
    jobTitle: 'Freelance Senior Software Engineer',
    city: 'Ankara',
    country: 'Türkiye',
    /** The postal address Apple's minimum EULA terms and KVKK notices ask for; shown in every EULA and policy. */
    address: invented(
      { street: 'Kızılırmak Mahallesi, 1450. Sokak No: 5/12', postalCode: '06510', district: 'Çankaya', city: 'Ankara', country: 'Türkiye' },
      'the owner’s business address for legal notices',
    ),
  },
  email: 'hello@keremaksoy.dev',
  social: {
    github: invented('https://github.com/keremaksoy'),
    linkedin: invented('https://www.linkedin.com/in/keremaksoy'),
  },
  /** The resume is kept up to date on the professional-network profile. */
  resumeUrl: invented('https://www.linkedin.com/in/keremaksoy/details/experience/'),
  /** Year shown in the main footer; app pages carry their own year (see apps). */
  footerYear: 2023,
} as const;

export type Site = typeof site;
