import { render, screen, within } from '@testing-library/react';
import { Header } from '@/components/Header';
import { site } from '@/content/site';
import { apps } from '@/lib/content/apps';
import { navItems } from '@/lib/navigation';
import { sitePages } from '@/lib/content/pages';

/** What assistive technology reads: the text without what is hidden from it, white space folded. */
function accessibleName(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('Header', () => {
  it('lists the site’s pages content/pages.ts puts in the header, then every app with a header entry in the order of content/apps/, as full page loads', () => {
    render(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // On jsdom's small screen the closed menu is hidden: read it as the markup has it.
    const links = within(within(nav).getByRole('list', { hidden: true })).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [accessibleName(link), link.getAttribute('href')])).toEqual([
      ...sitePages.filter((page) => page.header).map((page) => [page.label, page.path]),
      ...apps.flatMap(({ slug, nav }) => (nav ? [[nav.badge ? `${nav.label} ${nav.badge.text}` : nav.label, `/${slug}`]] : [])),
    ]);
  });

  it('reads a badge as a word after the link’s name and hides its symbol from assistive technology', () => {
    render(<Header items={[...navItems, { href: '/made-up-app', label: 'Made Up', badge: { text: 'SOON', symbol: '⭐' } }]} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Made Up SOON', hidden: true });
    expect(link).toHaveAttribute('href', '/made-up-app');
    expect(link).toHaveTextContent('Made Up SOON ⭐');
    expect(within(link).getByText('⭐')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a logo that links home', () => {
    render(<Header />);
    const logo = screen.getAllByRole('link').find((link) => link.textContent?.includes(site.owner.name));
    expect(logo).toHaveAttribute('href', '/');
  });

  it('wires the phone menu to the browser: a native popover opened by "Open menu" and closed by "Close menu"', () => {
    render(<Header />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(open.getAttribute('popovertarget')!);
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(open).toHaveAttribute('popovertargetaction', 'show');
    expect(open).toHaveAttribute('aria-controls', menu!.id);
    const close = within(menu!).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', menu!.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(within(menu!).getAllByRole('link', { hidden: true })).toHaveLength(sitePages.filter((page) => page.header).length + apps.filter((app) => app.nav).length);
    // Opening, Escape and focus need a real browser: e2e/static-pages.spec.ts drives them with JavaScript off.
  });

  it('is marked English, so Turkish pages read it in English', () => {
    render(<Header />);
    expect(screen.getByRole('banner')).toHaveAttribute('lang', 'en');
  });
});
