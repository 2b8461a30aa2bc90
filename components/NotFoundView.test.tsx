import { render, screen } from '@testing-library/react';
import { NotFoundView } from '@/components/NotFoundView';

describe('NotFoundView', () => {
  it('tells the visitor they found the doorway to the great nothing and offers the way home', () => {
    render(<NotFoundView />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You found the doorway to the great nothing');
    expect(screen.getByRole('link', { name: 'Take me home!' })).toHaveAttribute('href', '/');
  });
  // The console note itself runs only in a browser: e2e/foundation.spec.ts checks it on the built 404 page.
});
