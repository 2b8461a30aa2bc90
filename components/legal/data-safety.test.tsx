import { render, screen, within } from '@testing-library/react';
import { site } from '@/content/site';
import { DataSafetySummary } from '@/components/legal/data-safety';
import { TEXT } from '@/components/legal/words';
import { apps, type App, deletionPage } from '@/lib/content/apps';
import type { LegalRecord } from '@/lib/legal/facts';
import { legalRecord } from '@/lib/legal/records';
import { parsePlayCsv, playDataSafetyCsv } from '@/lib/stores/forms';
import { DATA_TYPE_KEYS, DATA_TYPES } from '@/lib/stores/taxonomy';

const summary = (app: App, record: LegalRecord) =>
  render(<DataSafetySummary app={app} record={record} language={app.language} sharing="No." providers={TEXT[app.language].dataSafetyProviders('')} />);
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe.each(apps.map((app) => [app.slug, app] as const))('%s: the Data safety summary of the policy', (_slug, app) => {
  const record = legalRecord(app.slug);

  /**
   * A report of child sexual abuse material carries the profile ID, device data and connection data of
   * the account that shared it, and the material, to bodies that are no providers of ours: the summary
   * and the stores' forms declare that as sharing, and say when it happens.
   */
  it('names the reports of child sexual abuse material among what is shared, with what they carry', () => {
    const REPORTS = 'Only when we report child sexual abuse material to the bodies named under Who Receives Your Data, in Türkiye and abroad';
    summary(app, record);
    const shared = screen.getAllByRole('listitem').find((item) => /^Shared with third parties:|^Üçüncü kişilerle paylaşılıyor mu:/.test(item.textContent ?? ''))!.textContent ?? '';
    if (!record.childSafety) {
      expect(shared).not.toContain(REPORTS);
      return;
    }
    expect(shared).toContain(REPORTS);
    // Still why the service providers are not sharing, without the answer "No".
    expect(shared).toMatch(/Our service providers[^.]* process data only on our behalf/);
    expect(shared).not.toMatch(/No\. Our service providers/);
    const types = record.inventory.value.types;
    const carried = [types.find((entry) => entry.type === 'user-ids'), types.find((entry) => entry.retention === 'connectionLogs'), types.find((entry) => entry.type === 'device-ids' && entry.linked && entry.retention === 'account')];
    for (const entry of carried) {
      expect(entry?.sharedFor).toContain('fraud-prevention');
      expect(shared).toContain(entry!.data);
    }
  });

  it('has a row for every type of the inventory, in the policy’s words under the store’s name of the type, never an ID of the questionnaire', () => {
    summary(app, record);
    const rows = rowsOf(screen.getByRole('table'));
    expect(rows).toHaveLength(record.inventory.value.types.length);
    record.inventory.value.types.forEach((entry, index) => {
      const header = within(rows[index]!).getByRole('rowheader');
      expect(within(header).getByText(DATA_TYPES[entry.type].name[app.language])).toBeInTheDocument();
      expect(header).toHaveTextContent(entry.data);
    });
    expect(document.body.textContent).not.toMatch(/PSL_|[a-z]+-[a-z]+-ids|user-ids/);
  });

  it('says how to ask for deletion: in the app, on the deletion page where the app has one, and by e-mail', () => {
    summary(app, record);
    const page = deletionPage(app);
    if (page) expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(page.path);
    expect(screen.getByRole('link', { name: app.supportEmail })).toHaveAttribute('href', `mailto:${app.supportEmail}`);
    expect(document.body).toHaveTextContent(record.deletion.inApp.value.join(' › '));
  });
});

describe.each(apps.map((app) => [app.slug, app] as const))('%s: one change to the inventory', (_slug, app) => {
  const record = legalRecord(app.slug);
  // A type the app does not collect yet, so that the change is one a reader and the store can see.
  const type = DATA_TYPE_KEYS.find((key) => !record.inventory.value.types.some((entry) => entry.type === key))!;
  const { play } = DATA_TYPES[type];
  const added = { ...record.inventory.value.types[0]!, type, data: 'What you choose to attach to a request', fields: [] };
  const changed: LegalRecord = { ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, types: [...record.inventory.value.types, added] } } };

  it('changes the policy’s summary and Play’s CSV together', () => {
    const selected = (rows: ReturnType<typeof parsePlayCsv>) => rows.find((row) => row.question === play.question && row.response === play.id)?.value;
    expect(selected(parsePlayCsv(playDataSafetyCsv(app, record, site.productionUrl.value)))).toBe('');
    expect(selected(parsePlayCsv(playDataSafetyCsv(app, changed, site.productionUrl.value)))).toBe('true');

    summary(app, changed);
    const row = screen.getByRole('row', { name: new RegExp(added.data) });
    expect(within(row).getByRole('rowheader')).toHaveTextContent(DATA_TYPES[type].name[app.language]);
  });
});

// The categories of the Turkish notice are tested against the Registry's own table in components/legal/stated-facts.test.tsx.
