import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { FortuneQuestions, panelRules } from '@/components/FortuneQuestions';
import { parseFortuneCategories } from '@/lib/content/fortune';

// userEvent's clicks and key presses are React updates one at a time: seconds on a busy two-core machine.
jest.setTimeout(30_000);

const categories = parseFortuneCategories([
  { id: 'ask', categoryName: 'Aşk', questions: Array.from({ length: 4 }, (_, i) => ({ text: `Aşk sorusu numara ${i + 1}?`, point: 10 + i })) },
  { id: 'para', categoryName: 'Para', questions: Array.from({ length: 4 }, (_, i) => ({ text: `Para sorusu numara ${i + 1}?`, point: 50 + i })) },
  { id: 'is-hayati', categoryName: 'İş', questions: Array.from({ length: 4 }, (_, i) => ({ text: `İş sorusu numara ${i + 1}?`, point: 70 + i })) },
]);

const switcher = () => <FortuneQuestions categories={categories} label="Kategoriler" pointLabel="Puan" />;

describe('FortuneQuestions', () => {
  it('is a group of radio buttons named by its label, the first category chosen at first', () => {
    render(switcher());
    const group = screen.getByRole('radiogroup', { name: 'Kategoriler' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['ask', 'para', 'is-hayati']);
    expect(within(group).getByRole('radio', { name: 'Aşk' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Para' })).not.toBeChecked();
  });

  it('is chosen with the keyboard alone: Tab into the group, arrow keys between categories', async () => {
    const user = userEvent.setup();
    render(switcher());
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Aşk' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Para' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Aşk' })).not.toBeChecked();
    await user.click(screen.getByText('İş', { selector: 'label' }));
    expect(screen.getByRole('radio', { name: 'İş' })).toBeChecked();
  });

  it('has every question with its points in the static HTML, and no script', () => {
    const html = renderToStaticMarkup(switcher());
    expect(html).not.toContain('<script');
    for (const category of categories) {
      for (const question of category.questions) expect(html).toContain(question.text);
    }
    expect(html.match(/<section /g)).toHaveLength(3);
    expect(html.match(/>Puan</g)).toHaveLength(12);
    expect(html).toContain('>53<');
  });

  it('shows only the chosen category’s region, by CSS: one rule per category hides it while its radio is not checked', async () => {
    expect(panelRules(categories)).toBe(
      '[data-fortune]:has(#kategori-secimi-ask:not(:checked)) #kategori-ask{display:none}' +
        '[data-fortune]:has(#kategori-secimi-para:not(:checked)) #kategori-para{display:none}' +
        '[data-fortune]:has(#kategori-secimi-is-hayati:not(:checked)) #kategori-is-hayati{display:none}',
    );
    const user = userEvent.setup();
    render(switcher());
    const shown = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(shown()).toEqual(['Aşk soruları']);
    await user.click(screen.getByRole('radio', { name: 'Para' }));
    expect(shown()).toEqual(['Para soruları']);
    expect(screen.getByText('Para sorusu numara 1?')).toBeVisible();
    expect(screen.getByText('Aşk sorusu numara 1?')).not.toBeVisible();
  });
});
