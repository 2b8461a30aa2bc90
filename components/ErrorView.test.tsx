import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorView } from '@/components/ErrorView';

describe('ErrorView', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the default heading and lets the visitor try again', async () => {
    const reset = jest.fn();
    render(<ErrorView error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalled();
  });

  it('names the chunk that failed to load and offers a reload', () => {
    const error = Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
    render(<ErrorView error={error} reset={jest.fn()} />);
    expect(screen.getByText('Loading chunk 77 failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
