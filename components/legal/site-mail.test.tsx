import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { siteNoticeComponents } from '@/components/legal/site-notice';
import { apps } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';

/**
 * The same people write to the website's address and to the apps' support: the website's notices
 * keep their e-mails for the period every app keeps its support mail, from the last exchange, in
 * both languages; the period read here is each app's record's.
 */
const UNITS = { en: { day: 'day', month: 'month', year: 'year' }, tr: { day: 'gün', month: 'ay', year: 'yıl' } } as const;
const supportPeriods = apps.map((app) => legalRecord(app.slug).retention.supportMessages?.value).flatMap((entry) => (entry && entry.period !== 'while-active' ? [entry.period] : []));

it('every app keeps its support mail for one period, from the last exchange', () => {
  expect(supportPeriods.length).toBeGreaterThan(0);
  expect(new Set(supportPeriods.map((period) => `${period.amount} ${period.unit}`)).size).toBe(1);
});

it.each(['en', 'tr'] as const)('the website’s notice in %s keeps e-mails for that period, after the last exchange', (language) => {
  const EmailRetention = siteNoticeComponents(language).EmailRetention as ComponentType;
  const said = render(<EmailRetention />).container.textContent ?? '';
  const { amount, unit } = supportPeriods[0]!;
  expect(said).toMatch(new RegExp(`\\(${amount}\\) ${UNITS[language][unit as keyof (typeof UNITS)['en']]}`));
  expect(said).toMatch(language === 'en' ? /after our last exchange/ : /son yazışma/i);
});

/** The fields of the host's log, as a reader punctuates them: a condition on one field never swallows the next. */
it('the English notice’s log fields read as a list, the referrer’s condition kept to the referrer', () => {
  const LogFields = siteNoticeComponents('en').LogFields as ComponentType;
  const said = render(<LogFields />).container.textContent ?? '';
  expect(said).toContain('the address of the page that linked to it (if your browser sends it)');
  expect(said).not.toMatch(/if your browser sends it and /);
});
