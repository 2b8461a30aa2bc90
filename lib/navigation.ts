import { apps } from '@/lib/content/apps';
import { sitePages } from '@/lib/content/pages';

/** The footer's links to the site's own pages, after the apps: those marked `footer` in content/pages.ts. */
export const footerPages = sitePages.filter((page) => page.footer).map((page) => ({ href: page.path, label: page.label }));

/** A badge beside a link: its text is read out, its symbol is decoration. */
export type NavBadge = { text: string; symbol?: string };

/** `lang`: the language of the label when it is not English (a Turkish app's name), so it is read in its own. */
export type NavItem = { href: string; label: string; badge?: NavBadge; lang?: 'tr' };

/** The header links: the site's pages marked `header` in content/pages.ts first, then the apps in the order of content/apps/index.ts. */
export const navItems: NavItem[] = [
  ...sitePages.filter((page) => page.header).map((page) => ({ href: page.path, label: page.label })),
  ...apps.flatMap((app) => (app.nav ? [{ href: `/${app.slug}`, label: app.nav.label, badge: app.nav.badge, ...(app.language === 'en' ? {} : { lang: app.language }) }] : [])),
];
