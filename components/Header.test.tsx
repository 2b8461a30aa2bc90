import { render, screen, within } from '@testing-library/react';
import { Header } from '@/components/Header';
import { appFolders } from '@/content/apps';
import { site } from '@/content/site';
import { apps } from '@/lib/content/apps';
import { navItems } from '@/lib/navigation';
import { sitePages } from '@/lib/content/pages';

/** The header's words of content/ in a language, read from the entries as written (`{ en, tr }`). */
const inLanguage = (text: unknown, language: 'en' | 'tr') => (typeof text === 'string' ? text : (text as Record<'en' | 'tr', string>)[language]);
/** Where a page is in a language, by the rule of docs/REFERENCE.md: its own path in its language, else under /tr or /en. */
const pathIn = (path: string, own: 'en' | 'tr', language: 'en' | 'tr') => (own === language ? path : `/${language}${path === '/' ? '' : path}`);

/** What assistive technology reads: the text without what is hidden from it, white space folded. */
function accessibleName(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('Header', () => {
  it.each(['en', 'tr'] as const)(
    'in %s, lists the site’s pages content/pages.ts puts in the header, then every app with a header entry in the order of content/apps/, each in the page’s language, as full page loads',
    (language) => {
      render(<Header language={language} />);
      const nav = screen.getByRole('navigation', { name: language === 'en' ? 'Main' : 'Ana menü' });
      // On jsdom's small screen the closed menu is hidden: read it as the markup has it.
      const links = within(within(nav).getByRole('list', { hidden: true })).getAllByRole('link', { hidden: true });
      expect(links.map((link) => [accessibleName(link), link.getAttribute('href')])).toEqual([
        ...sitePages.filter((page) => page.header).map((page) => [page.label[language], pathIn(page.path, 'en', language)]),
        ...appFolders.flatMap(({ app }) => {
          const nav = 'nav' in app ? app.nav : undefined;
          if (!nav) return [];
          const badge = 'badge' in nav ? nav.badge : undefined;
          return [[badge ? `${nav.label} ${inLanguage(badge.text, language)}` : nav.label, pathIn(`/${app.slug}`, app.language, language)]];
        }),
      ]);
    },
  );

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

  it('speaks the page’s language: a Turkish page’s menu toggles are Turkish, and nothing in the header is marked another language but an app’s name and the switch (here, with no page given, to the English home page)', () => {
    render(<Header language="tr" />);
    expect(screen.getByRole('button', { name: 'Menüyü aç' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menüyü kapat', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('banner')).not.toHaveAttribute('lang');
    const marked = [...screen.getByRole('banner').querySelectorAll('[lang]')].map((element) => element.textContent);
    const otherNames = apps.filter((app) => app.nav && app.language !== 'tr').map((app) => app.nav!.label);
    expect(marked).toEqual([...otherNames, expect.stringMatching(/^(en )?English home page$/)]);
  });
});
