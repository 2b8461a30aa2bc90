import { render, screen } from '@testing-library/react';
import { DataCategories } from '@/components/legal/data-safety';
import { apps } from '@/lib/content/apps';
import { legalRecordIn } from '@/lib/legal/records';

/**
 * Where a Turkish notice files a password: the Board's list of categories of personal data (VERBİS)
 * puts passwords and other credentials under transaction security, never under contact data, even
 * where the stores count the password with the e-mail address it signs in with.
 */
const TRANSACTION_SECURITY = 'İşlem Güvenliği';
const CONTACT = 'İletişim';
const PASSWORD = /şifre|parola/;

const withPassword = apps
  .map((app) => [app.slug, legalRecordIn(app, 'tr')] as const)
  .filter(([, record]) => record.inventory.value.types.some((entry) => PASSWORD.test(entry.data.toLocaleLowerCase('tr'))));

describe('the categories of personal data of a Turkish notice', () => {
  it.each(withPassword)('%s lists the password under transaction security, and not under contact data', (_slug, record) => {
    render(<DataCategories record={record} />);
    const item = (category: string) =>
      screen
        .getAllByRole('listitem')
        .map((element) => element.textContent ?? '')
        .find((text) => text.startsWith(`${category}:`)) ?? '';
    const security = item(TRANSACTION_SECURITY).toLocaleLowerCase('tr');
    for (const entry of record.inventory.value.types.filter((each) => PASSWORD.test(each.data.toLocaleLowerCase('tr')))) {
      expect(security).toContain(entry.data.toLocaleLowerCase('tr'));
    }
    expect(item(CONTACT).toLocaleLowerCase('tr')).not.toMatch(PASSWORD);
  });
});
