import { apiBaseUrls, siteUrl } from '@/lib/bundled-env';

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
  },
  email: 'hello@keremaksoy.dev',
  social: {
    github: 'https://github.com/keremaksoy',
    linkedin: 'https://www.linkedin.com/in/keremaksoy',
  },
  /** The resume is kept up to date on the professional-network profile. */
  resumeUrl: 'https://www.linkedin.com/in/keremaksoy/details/experience/',
  url: siteUrl,
  api: apiBaseUrls,
  /** Year shown in the main footer; app pages carry their own year (see apps). */
  footerYear: 2023,
} as const;

export type Site = typeof site;
