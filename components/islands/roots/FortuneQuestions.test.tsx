import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { FortuneQuestions } from '@/components/islands/roots/FortuneQuestions';
import { parseFortuneCategories } from '@/lib/content/fortune';

const categories = parseFortuneCategories([
  { id: 'ask', categoryName: 'Aşk', questions: Array.from({ length: 4 }, (_, i) => ({ text: `Aşk sorusu numara ${i + 1}?`, point: 10 + i })) },
  { id: 'para', categoryName: 'Para', questions: Array.from({ length: 4 }, (_, i) => ({ text: `Para sorusu numara ${i + 1}?`, point: 50 + i })) },
]);

const visibleQuestions = () => screen.queryAllByRole('listitem').map((item) => within(item).getByText(/sorusu/).textContent);

describe('FortuneQuestions', () => {
  it('selects the first category at first and shows only its cards with their points', () => {
    render(<FortuneQuestions categories={categories} />);
    expect(screen.getByRole('button', { name: 'Aşk' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Para' })).toHaveAttribute('aria-pressed', 'false');
    expect(visibleQuestions()).toEqual(['Aşk sorusu numara 1?', 'Aşk sorusu numara 2?', 'Aşk sorusu numara 3?', 'Aşk sorusu numara 4?']);
    const firstCard = screen.getAllByRole('listitem')[0]!;
    expect(within(firstCard).getByText('Puan')).toBeInTheDocument();
    expect(within(firstCard).getByText('10')).toBeInTheDocument();
  });

  it('shows only the chosen category’s cards', async () => {
    const user = userEvent.setup();
    render(<FortuneQuestions categories={categories} />);
    await user.click(screen.getByRole('button', { name: 'Para' }));
    expect(screen.getByRole('button', { name: 'Para' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Aşk' })).toHaveAttribute('aria-pressed', 'false');
    expect(visibleQuestions()).toEqual(['Para sorusu numara 1?', 'Para sorusu numara 2?', 'Para sorusu numara 3?', 'Para sorusu numara 4?']);
    expect(screen.getByText('53')).toBeVisible();
  });

  it('switches categories with the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<FortuneQuestions categories={categories} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Para' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Para' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(screen.getByRole('button', { name: 'Aşk' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is in the static HTML with every card, a heading per category and buttons disabled until the page hydrates', () => {
    const html = renderToStaticMarkup(<FortuneQuestions categories={categories} />);
    expect(html.match(/<li/g)).toHaveLength(8);
    expect(html.match(/<button[^>]* disabled=""/g)).toHaveLength(2);
    expect(html).toMatch(/<h2[^>]*data-noscript-heading[^>]*>Para<\/h2>/);
  });

  it('renders every category’s cards so they are in the static HTML', () => {
    const { container } = render(<FortuneQuestions categories={categories} />);
    expect(container.querySelectorAll('li')).toHaveLength(8);
  });
});
