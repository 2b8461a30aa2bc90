import { render, screen } from '@testing-library/react';
import { NotFoundView } from '@/components/NotFoundView';

describe('NotFoundView', () => {
  it('tells the visitor they found the doorway to the great nothing and offers the way home', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<NotFoundView />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You found the doorway to the great nothing');
    expect(screen.getByRole('link', { name: 'Take me home!' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(window.location.pathname));
    warn.mockRestore();
  });
});
