/**
 * The site's own pages, beside the apps' and the projects': where each is, the name its link
 * has, where it is linked from, and how often it changes. The header lists the pages marked
 * `header` (then the apps), the footer those marked `footer` (after the apps); the sitemap
 * lists every page; no app may take a page's path. A page's text and layout are its file,
 * app/(site)/<path>/page.tsx (docs/OWNER-GUIDE.md, "A page of the site").
 */
import { sitePrivacy } from './legal/site-privacy';

export const sitePages = [
  { path: '/', label: 'Home', header: true, changes: 'monthly' },
  { path: '/work', label: 'Work', header: true, changes: 'monthly' },
  { path: '/about', label: 'About', header: true, changes: 'monthly' },
  // The legal hub: every app's documents and deletion page.
  { path: '/privacy-policy', label: 'Privacy & legal', footer: true, changes: 'yearly' },
  // The website's own privacy notice (its Turkish notice is a page of its own, content/legal/site-privacy.ts).
  { path: sitePrivacy.pages.en.path, label: 'Website privacy', footer: true, changes: 'yearly' },
] as const;
