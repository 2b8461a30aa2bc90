import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('opens and closes the menu with the toggle, announcing its state', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu!.parentElement).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu!.parentElement).not.toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(menu!.parentElement).toHaveClass('hidden');
  });

  it('closes with Escape and returns focus to the toggle, keyboard only', async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.tab(); // logo
    await user.tab(); // toggle
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
