import { invented } from '../facts';
import { RETENTION_RULES } from './shared';

/**
 * What the website itself processes, apart from the apps: the host that serves its pages and the
 * server logs the host keeps. Its privacy notice (content/legal/site-privacy.mdx, at `pages.en`)
 * and its Turkish information notice (content/legal/site-aydinlatma-metni.mdx, at `pages.tr`)
 * print these facts; what a form sends to an app's backend is in that app's record and policy.
 */
export const sitePrivacy = {
  pages: {
    en: {
      path: '/privacy',
      title: 'Website privacy notice',
      description: 'What this website and its host process when you visit: server logs with your IP address, for how long and why. No cookies, no analytics.',
    },
    tr: {
      path: '/privacy/aydinlatma-metni',
      title: 'İnternet sitesi aydınlatma metni',
      description: 'Bu internet sitesini ziyaret ettiğinizde işlenen kişisel veriler: IP adresinizi içeren sunucu kayıtları, saklama süresi ve hukuki sebebi. Çerez ve analiz yok.',
    },
  },
  effectiveDate: invented('2026-11-27', 'the day the website’s privacy notice was first published here: set it to the day it goes live'),
  lastUpdated: invented('2026-11-28'),
  host: invented(
    {
      name: 'Vercel Inc.',
      region: 'United States',
      policyUrl: 'https://vercel.com/legal/privacy-policy',
      tr: { region: 'Amerika Birleşik Devletleri' },
    },
    'the host that serves the site’s pages (vercel.json is committed): if the site is served elsewhere (GitHub Pages, Netlify, Cloudflare Pages or your own nginx server), write that host, where it keeps its logs and its privacy policy here; sign the Board’s standard contract with a host abroad as with the apps’ providers',
  ),
  serverLogs: invented(
    {
      fields: ['ip-address', 'user-agent', 'url', 'time', 'referrer', 'status'],
      period: { amount: 30, unit: 'day' },
    },
    'what the host writes in its log of each request to the site and how long it keeps it: check the host’s settings and data-processing terms (on your own nginx server, the access log and its rotation) and write what it really keeps',
  ),
  email: invented(
    { period: RETENTION_RULES.supportMessages.value },
    'e-mails to the site’s address (content/site.ts) are kept as every app keeps its support mail (RETENTION_RULES.supportMessages in content/legal/shared.ts), from the last exchange: the same people write to both, and no reason sets the website apart; one that concerns an app falls under its policy, and one that becomes part of a contract is kept as tax law asks',
  ),
} as const;
