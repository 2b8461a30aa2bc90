/**
 * What the legal pages state, against an answer of the test's own: the law's table written here (the
 * categories of personal data of the Data Controllers' Registry, VERBİS), the answer computed from
 * the record's entries, or the words a reader must find, never the table or the function the page
 * itself reads.
 */
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { DataCategories, DataSafetySummary } from '@/components/legal/data-safety';
import { contractComponents } from '@/components/legal/contract';
import { siteNoticeComponents } from '@/components/legal/site-notice';
import { type App, apps } from '@/lib/content/apps';
import type { LegalRecord } from '@/lib/legal/facts';
import { legalRecord, legalRecordIn, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { sitePrivacyFacts } from '@/lib/legal/site-privacy';
import { DATA_TYPE_KEYS, type DataTypeKey, KVKK_CATEGORIES } from '@/lib/stores/taxonomy';
import { VERBIS } from '@/lib/legal/verbis-table';

type Language = App['language'];
const show = (components: MDXComponents, name: string) => {
  const Component = components[name] as ComponentType;
  return render(
    <article>
      <Component />
    </article>,
  );
};
const fixture = (shape: Parameters<typeof recordFixture>[0], change: (value: ReturnType<typeof recordFixture>) => unknown = (value) => value) =>
  parseLegalRecord(change(recordFixture(shape)), FIXTURE_APP, FIXTURE_OWNER);
/** The fixture's own app: an app of content/apps/ in the language asked, under the fixture's name. */
const appIn = (language: Language): App => ({ ...(apps.find((app) => app.language === language) ?? apps.find((app) => app.documents.length))!, slug: FIXTURE_APP, language });

describe('the Data safety summary’s answer on tracking', () => {
  const TRACKING = { en: ['Used to track you across other companies’ apps and websites:', 'Yes.', 'No.'], tr: ['Başka şirketlerin uygulama ve web sitelerinde sizi izlemek için kullanılıyor mu:', 'Evet.', 'Hayır.'] } as const;
  const answer = (app: App, record: LegalRecord, language: Language) => {
    const { container } = render(<DataSafetySummary app={app} record={record} language={language} sharing="No." />);
    const item = [...container.querySelectorAll('li')].find((li) => li.textContent!.startsWith(TRACKING[language][0]));
    return item?.textContent!.slice(TRACKING[language][0].length).trim();
  };

  it.each(apps.map((app) => [app.slug, app] as const))('%s: “Yes” only when an entry of its inventory tracks, as Apple’s answers say', (_slug, app) => {
    const record = legalRecord(app.slug);
    const [, yes, no] = TRACKING[app.language];
    expect(answer(app, record, app.language)).toBe(record.inventory.value.types.some((entry) => entry.tracking) ? yes : no);
  });

  it.each(['en', 'tr'] as const)('in %s: “No” for the fixture that tracks nothing, “Yes” once an entry tracks', (language) => {
    const app = appIn(language);
    const quiet = fixture({});
    const tracking = fixture({}, (value) => ({
      ...value,
      inventory: { ...value.inventory, value: { ...value.inventory.value, types: value.inventory.value.types.map((entry) => (entry.type === 'app-interactions' ? { ...entry, tracking: true, linked: true } : entry)) } },
    }));
    expect([answer(app, quiet, language), answer(app, tracking, language)]).toEqual([TRACKING[language][2], TRACKING[language][1]]);
  });
});

/** The notice's list: each category with the data it names. */
function categories(record: LegalRecord): Map<string, string> {
  render(<DataCategories record={record} />);
  return new Map(screen.getAllByRole('listitem').map((item) => [item.textContent!.split(':')[0]!, item.textContent!.toLocaleLowerCase('tr')]));
}

describe('the categories of personal data of the Turkish information notices (VERBİS)', () => {
  it('the test’s table names every data type of the stores', () => {
    expect(Object.keys(VERBIS).sort()).toEqual([...DATA_TYPE_KEYS].sort());
  });

  it.each(apps.filter((app) => app.language === 'en').map((app) => [app.slug, app] as const))('%s: each type of the inventory under its category of the Registry', (_slug, app) => {
    const record = legalRecordIn(app, 'tr');
    const listed = categories(record);
    for (const entry of record.inventory.value.types) {
      expect({ type: entry.type, listed: listed.get(entry.kvkk ? KVKK_CATEGORIES[entry.kvkk] : VERBIS[entry.type])?.includes(entry.data.toLocaleLowerCase('tr')) }).toEqual({ type: entry.type, listed: true });
    }
    expect([...listed.keys()].sort()).toEqual([...new Set(record.inventory.value.types.map((entry) => (entry.kvkk ? KVKK_CATEGORIES[entry.kvkk] : VERBIS[entry.type])))].sort());
  });

  it.each(apps.map((app) => [app.slug, app] as const))('%s: the IP address of the connection logs under İşlem Güvenliği, where the Registry puts IP addresses and logs, never under Lokasyon', (_slug, app) => {
    const record = legalRecordIn(app, 'tr');
    const listed = categories(record);
    const logs = record.inventory.value.types.filter((entry) => entry.retention === 'connectionLogs');
    for (const entry of logs) {
      expect(listed.get('İşlem Güvenliği')).toContain(entry.data.toLocaleLowerCase('tr'));
      expect(listed.get('Lokasyon') ?? '').not.toContain(entry.data.toLocaleLowerCase('tr'));
    }
  });

  it('an e-mail address, a phone number and a name, each under its own category', () => {
    const added = (type: DataTypeKey, data: string) => ({ ...recordFixture().inventory.value.types.find((entry) => entry.type === 'other-user-content')!, type, data, tr: { data } });
    const record = fixture({}, (value) => ({
      ...value,
      inventory: { ...value.inventory, value: { ...value.inventory.value, types: [...value.inventory.value.types, added('email', 'E-posta adresiniz'), added('phone', 'Telefon numaranız'), added('name', 'Adınız ve soyadınız')] } },
    }));
    const listed = categories(record);
    expect(listed.get('İletişim')).toContain('e-posta adresiniz');
    expect(listed.get('İletişim')).toContain('telefon numaranız');
    expect(listed.get('Kimlik')).toContain('adınız ve soyadınız');
    expect(listed.get('Kimlik')).not.toContain('e-posta');
  });
});

describe('the website’s Turkish information notice', () => {
  it('names its host’s region in Turkish, the English notice in English', () => {
    const { region, tr } = sitePrivacyFacts.host.value;
    const turkish = show(siteNoticeComponents('tr'), 'Host');
    expect(turkish.container).toHaveTextContent(`(sunucuları: ${tr.region})`);
    if (region !== tr.region) expect(turkish.container).not.toHaveTextContent(region);
    turkish.unmount();
    expect(show(siteNoticeComponents('en'), 'Host').container).toHaveTextContent(`(servers in ${region})`);
  });
});

describe('ending the contract over a change to the terms', () => {
  // How a user ends it: an account is deleted, an app without one is uninstalled.
  const END = { en: { account: 'by deleting your account', none: 'by uninstalling the app' }, tr: { account: 'hesabınızı silerek', none: 'uygulamayı kaldırarak' } } as const;

  it.each([
    ['en', true],
    ['en', false],
    ['tr', true],
    ['tr', false],
  ] as const)('in %s, an app with accounts %s', (language, accounts) => {
    const record = fixture({ accounts });
    for (const document of ['terms-and-conditions', 'eula']) {
      const { container, unmount } = show(contractComponents(appIn(language), record, document, language), 'Changes');
      expect(container).toHaveTextContent(accounts ? END[language].account : END[language].none);
      expect(container).not.toHaveTextContent(accounts ? END[language].none : END[language].account);
      unmount();
    }
  });

  it.each(apps.filter((app) => app.documents.some((document) => document.slug === 'terms-and-conditions')).map((app) => [app.slug, app] as const))('%s: its terms end it as its record has accounts or not', (_slug, app) => {
    const record = legalRecordIn(app, app.language);
    const accounts = record.retention.account !== undefined;
    const { container } = show(contractComponents(app, record, 'terms-and-conditions', app.language), 'Changes');
    expect(container).toHaveTextContent(accounts ? END[app.language].account : END[app.language].none);
  });
});
