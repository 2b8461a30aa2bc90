import { render, screen, within } from '@testing-library/react';
import { Header } from '@/components/Header';

describe('Header', () => {
  it('lists the pages and apps in the order of the specification, as full page loads', () => {
    render(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // On jsdom's small screen the closed menu is hidden: read it as the markup has it.
    const links = within(within(nav).getByRole('list', { hidden: true })).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Work', '/work'],
      ['About', '/about'],
      ['Sonora AI', '/sonora-ai'],
      ['Vloader', '/vloader'],
      ['Meriastro', '/meriastro'],
      ['Funo AI', '/funo'],
      ['RevoAINEW 🔥', '/revoai'],
    ]);
    expect(within(links[7]!).getByText('NEW 🔥')).toBeInTheDocument();
  });

  it('has a logo that links home', () => {
    render(<Header />);
    const logo = screen.getAllByRole('link').find((link) => link.textContent?.includes('Kerem Aksoy'));
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
    expect(within(menu!).getAllByRole('link', { hidden: true })).toHaveLength(8);
    // Opening, Escape and focus need a real browser: e2e/static-pages.spec.ts drives them with JavaScript off.
  });

  it('is marked English, so Turkish pages read it in English', () => {
    render(<Header />);
    expect(screen.getByRole('banner')).toHaveAttribute('lang', 'en');
  });
});
