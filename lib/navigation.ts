import { apps } from '@/lib/apps';

export type NavItem = { href: string; label: string; badge?: string };

/** The header links, in the order of the specification: pages first, then the apps. */
export const navItems: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/work', label: 'Work' },
  { href: '/about', label: 'About' },
  ...apps.flatMap((app) => (app.nav ? [{ href: `/${app.slug}`, label: app.nav.label, badge: app.nav.badge }] : [])),
];
