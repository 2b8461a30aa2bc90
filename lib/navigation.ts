import { apps } from '@/lib/content/apps';

/** A badge beside a link: its text is read out, its symbol is decoration. */
export type NavBadge = { text: string; symbol?: string };

/** `lang`: the language of the label when it is not English (a Turkish app's name), so it is read in its own. */
export type NavItem = { href: string; label: string; badge?: NavBadge; lang?: 'tr' };

/** The header links: the site's pages first, then the apps in the order of content/apps.ts. */
export const navItems: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/work', label: 'Work' },
  { href: '/about', label: 'About' },
  ...apps.flatMap((app) => (app.nav ? [{ href: `/${app.slug}`, label: app.nav.label, badge: app.nav.badge, ...(app.language === 'en' ? {} : { lang: app.language }) }] : [])),
];
