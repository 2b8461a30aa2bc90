import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RetentionTable } from '@/components/legal/tables';
import { apps, informationNotice } from '@/lib/content/apps';
import { legalRecord, legalRecordIn } from '@/lib/legal/records';

/**
 * A period is one rule wherever it is read. Data kept for a fixed period and also erased with the
 * account (the deletion list names it) is kept for that period "or until you delete your account,
 * if sooner", in the retention table of the policy and of the Turkish notice alike; and the policy
 * of the moderated app says its periods in its table and its deletion lists, not a third time.
 */
const SOONER_ACCOUNT = { en: /, or until you delete your account, if sooner$/, tr: /\(hesabınızı daha önce silerseniz silene kadar\)$/ } as const;
/** An app without accounts: the user deletes the data, never an account the app does not have. */
const SOONER_DATA = { en: /, or until you delete your data, if sooner$/, tr: /\(verilerinizi daha önce silerseniz silene kadar\)$/ } as const;
const readings = apps.flatMap((app) => [
  [`${app.slug} (${app.language})`, app.slug, app.language] as const,
  ...(informationNotice(app) ? [[`${app.slug} (tr notice)`, app.slug, 'tr'] as const] : []),
]);

describe.each(readings)('the retention table of %s', (_name, slug, language) => {
  const app = apps.find((each) => each.slug === slug)!;
  const record = legalRecordIn(app, language);
  const cut = Object.values(record.retention).flatMap((fact) => (fact && fact.value.period !== 'while-active' && fact.value.afterDeletion === 'deleted' ? [fact.value] : []));
  const kept = Object.values(record.retention).flatMap((fact) => (fact && fact.value.period !== 'while-active' && fact.value.afterDeletion === 'kept' ? [fact.value] : []));

  const SOONER = record.retention.account ? SOONER_ACCOUNT : SOONER_DATA;

  it('says that a deletion of the account (or, without one, of the data) cuts short the fixed periods of what it erases, and only of those', () => {
    render(<RetentionTable record={record} language={language} />);
    const period = (data: string) => {
      const row = screen.getAllByRole('row').find((each) => within(each).queryAllByRole('cell')[0]?.textContent === data);
      return row ? within(row).getAllByRole('cell')[1]!.textContent ?? '' : '';
    };
    for (const entry of cut) expect(period(entry.data)).toMatch(SOONER[language]);
    for (const entry of kept) expect(period(entry.data)).not.toMatch(/until you delete|daha önce silerseniz/);
  });
});

const root = path.join(__dirname, '..', '..');
const moderated = apps.filter((app) => legalRecord(app.slug).retention.filterResults);

describe.each(moderated.map((app) => [app.slug, app] as const))('the policy of %s', (_slug, app) => {
  it('states its periods in the retention table and the deletion lists, not again in its prose', () => {
    const policy = readFileSync(path.join(root, 'content', 'apps', app.slug, 'privacy-policy.mdx'), 'utf8');
    expect(policy).toContain('<RetentionTable />');
    expect(policy).toContain('<DeletedOnDeletion />');
    expect(policy).toContain('<KeptAfterDeletion />');
    expect(policy).not.toMatch(/<Retention of=/);
  });
});

/** The summary before a retention table names what is kept longer; the periods are the table's, told once. */
const PERIOD = /\(\d+\) (hours?|days?|months?|years?|saat|gün|ay|yıl)/;
describe.each(apps.filter((app) => readFileSync(path.join(root, 'content', 'apps', app.slug, 'privacy-policy.mdx'), 'utf8').includes('<RetentionSummary')).map((app) => [app.slug, app] as const))(
  'the retention summary of %s',
  (_slug, app) => {
    it('names every kind of data kept longer than the deletion limit, without the periods its table gives', () => {
      const policy = readFileSync(path.join(root, 'content', 'apps', app.slug, 'privacy-policy.mdx'), 'utf8');
      expect(policy.indexOf('<RetentionSummary')).toBeLessThan(policy.indexOf('<RetentionTable'));
      const Summary = documentComponents(app, 'privacy-policy').RetentionSummary as ComponentType;
      const items = [...render(<Summary />).container.querySelectorAll('li')].map((item) => item.textContent ?? '');
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).not.toMatch(PERIOD);
      const limit = legalRecord(app.slug).deletion.timeLimit.value;
      const days = { hour: 1 / 24, day: 1, month: 30, year: 365 } as const;
      const longer = Object.values(legalRecord(app.slug).retention).flatMap((fact) => (fact && fact.value.period !== 'while-active' && fact.value.period.amount * days[fact.value.period.unit] > limit.amount * days[limit.unit] ? [fact.value.data] : []));
      expect(items.sort()).toEqual(longer.sort());
    });
  },
);
