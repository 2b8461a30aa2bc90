import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NotFoundView } from '@/components/NotFoundView';
import { texts } from '@/content/texts';

describe('NotFoundView', () => {
  // Rendered as it ships: static HTML, never rendered by React in the browser.
  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(<NotFoundView />);
  });

  it('tells the visitor they found the doorway to the great nothing and offers the way home', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You found the doorway to the great nothing');
    expect(screen.getByRole('link', { name: 'Take me home!' })).toHaveAttribute('href', '/');
  });

  it('gives a visitor who came by a Turkish address the message and the way to the Turkish home page, marked Turkish', () => {
    const turkish = screen.getByText(texts.notFound.message.tr).closest('[lang]');
    expect(turkish).toHaveAttribute('lang', 'tr');
    const home = screen.getByRole('link', { name: texts.notFound.home.tr });
    expect(home).toHaveAttribute('href', '/tr');
    expect(home).toHaveAttribute('hreflang', 'tr');
    expect(turkish).toContainElement(home);
  });

  it('carries the one line that notes the missed address in the console, kept when the framework is stripped', () => {
    const note = document.querySelector('script[data-keep-script]');
    expect(note?.textContent).toBe('console.warn("404 Not Found: no page matches " + location.pathname)');
    // e2e/foundation.spec.ts sees it run on the built 404 page.
  });
});
