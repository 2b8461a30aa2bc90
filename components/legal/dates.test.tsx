import { render, within } from '@testing-library/react';
import { ChangeLogTable } from '@/components/legal/tables';
import { apps } from '@/lib/content/apps';
import { formatDate } from '@/lib/legal/documents';
import { legalRecord } from '@/lib/legal/records';

/**
 * A legal date as each language writes it in a legal text: day, month's name,
 * year ("26 November 2026", British usage, as the texts' spelling is; "26 Kasım
 * 2026"), never the US order ("November 26, 2026") or digits alone. The months
 * are written here, apart from Intl, so that a wrong locale fails.
 */
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
} as const;

function written(isoDay: string, language: 'en' | 'tr'): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[language][month - 1]} ${year}`;
}

describe('legal dates', () => {
  it.each(['en', 'tr'] as const)('in %s: day, month and year, in every month and on the first and last day', (language) => {
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 28]) {
        const isoDay = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatDate(isoDay, language)).toBe(written(isoDay, language));
      }
    }
    expect(formatDate('2026-12-31', language)).toBe(written('2026-12-31', language));
  });

  it('each app’s change log prints its dates so, in the app’s language, with the day in datetime', () => {
    for (const app of apps) {
      const record = legalRecord(app.slug);
      const { container, unmount } = render(<ChangeLogTable record={record} language={app.language} />);
      const times = within(container).getAllByRole('time');
      expect(times.map((time) => [time.getAttribute('datetime'), time.textContent])).toEqual(record.changeLog.map(({ value }) => [value.date, written(value.date, app.language)]));
      unmount();
    }
  });
});
