import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NotFoundView } from '@/components/NotFoundView';

describe('NotFoundView', () => {
  // Rendered as it ships: static HTML, never rendered by React in the browser.
  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(<NotFoundView />);
  });

  it('tells the visitor they found the doorway to the great nothing and offers the way home', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You found the doorway to the great nothing');
    expect(screen.getByRole('link', { name: 'Take me home!' })).toHaveAttribute('href', '/');
  });

  it('carries the one line that notes the missed address in the console, kept when the framework is stripped', () => {
    const note = document.querySelector('script[data-keep-script]');
    expect(note?.textContent).toBe('console.warn("404 Not Found: no page matches " + location.pathname)');
    // e2e/foundation.spec.ts sees it run on the built 404 page.
  });
});
