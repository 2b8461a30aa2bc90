/**
 * The site's own pages, beside the apps' and the projects': where each is, the name its link
 * has, where it is linked from, and how often it changes. The header lists the pages marked
 * `header` (then the apps), the footer those marked `footer` (after the apps); the sitemap
 * lists every page; no app may take a page's path. Each page is English at its path and Turkish
 * under /tr (`/tr/about` for `/about`), or at `turkishPath` when its Turkish version is a page of
 * its own; `label` names its links in both languages. A page's text and layout are its component,
 * placed by its two files app/(site)/<path>/page.tsx and app/(site-tr)/tr/<path>/page.tsx
 * (docs/OWNER-GUIDE.md, "A page of the site").
 */
import { sitePrivacy } from './legal/site-privacy';

export const sitePages = [
  { path: '/', label: { en: 'Home', tr: 'Ana Sayfa' }, header: true, changes: 'monthly' },
  { path: '/work', label: { en: 'Work', tr: 'Projeler' }, header: true, changes: 'monthly' },
  { path: '/about', label: { en: 'About', tr: 'Hakkımda' }, header: true, changes: 'monthly' },
  // The legal hub: every app's documents and deletion page.
  { path: '/privacy-policy', label: { en: 'Privacy & legal', tr: 'Gizlilik ve yasal metinler' }, footer: true, changes: 'yearly' },
  // The website's own privacy notice: its Turkish notice under the KVKK is a page of its own (content/legal/site-privacy.ts).
  { path: sitePrivacy.pages.en.path, label: { en: 'Website privacy', tr: 'İnternet sitesi aydınlatma metni' }, footer: true, changes: 'yearly', turkishPath: sitePrivacy.pages.tr.path },
] as const;
