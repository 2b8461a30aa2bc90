/**
 * @jest-environment node
 *
 * The stores' forms as the consoles take them: each app's Data safety CSV answers Play's
 * questionnaire by its own rules, from the app's inventory, with the deletion URLs on the
 * production site; Apple's answers and the listing sheet name only what the record holds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { apps, appPages, deletionPage } from '@/lib/content/apps';
import { hasAccounts, legalRecord, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { appPrivacyDocument, listingDocument, parsePlayCsv, PLAY_HEADER, playDataSafetyCsv, type PlayRow, playTemplate } from '@/lib/stores/forms';
import { STORES_FOLDER, storeFiles } from '@/lib/stores/files';
import { DATA_TYPES, PURPOSES } from '@/lib/stores/taxonomy';

const ORIGIN = site.productionUrl.value;
const template = playTemplate();
const USAGE = /^PSL_DATA_USAGE_RESPONSES:([A-Z_]+):([A-Z_]+)$/;
/** The rows whose answer is a text of the owner's, not a choice. */
const TEXT_ROWS = ['PSL_ACM_SPECIFY', 'PSL_ACCOUNT_DELETION_URL', 'PSL_DATA_DELETION_URL', 'PSL_OUTSIDE_APP_ACCOUNT_TYPE_SPECIFY'];
const PLAY_PURPOSES = new Set<string>(Object.values(PURPOSES).map((purpose) => purpose.play));

/** Everything Play's questionnaire refuses in an answered CSV, one line each. */
function questionnaireProblems(rows: PlayRow[]): string[] {
  const problems: string[] = [];
  const where = (row: PlayRow) => `${row.question} ${row.response}`.trim();
  // The questionnaire itself: the same rows in the same order, only their values filled in.
  if (rows.length !== template.length) problems.push(`${rows.length} rows for the questionnaire's ${template.length}`);
  rows.forEach((row, index) => {
    const own = template[index];
    if (!own || own.question !== row.question || own.response !== row.response || own.requirement !== row.requirement || own.label !== row.label) problems.push(`row ${index + 2} is not the questionnaire's`);
    if (!TEXT_ROWS.includes(row.question) && !['true', 'false', ''].includes(row.value)) problems.push(`${where(row)}: "${row.value}" is not true, false or empty`);
  });
  const value = (question: string, response = '') => rows.find((row) => row.question === question && row.response === response)?.value ?? '';
  const chosen = (question: string) => rows.filter((row) => row.question === question && row.value === 'true');
  // A single-choice question is answered once.
  for (const question of new Set(rows.filter((row) => row.requirement === 'SINGLE_CHOICE' && !USAGE.test(row.question)).map((row) => row.question))) {
    if (chosen(question).length !== 1) problems.push(`${question}: ${chosen(question).length} answers to a single-choice question`);
  }
  const selected = new Set(rows.filter((row) => row.question.startsWith('PSL_DATA_TYPES_') && row.value === 'true').map((row) => row.response));
  if (value('PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA') !== (selected.size ? 'true' : 'false')) problems.push('PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA does not say whether a data type is selected');
  for (const row of rows) {
    const usage = USAGE.exec(row.question);
    if (!usage) continue;
    const [, type, question] = usage as unknown as [string, string, string];
    if (!selected.has(type)) {
      if (row.value) problems.push(`${where(row)}: answered for ${type}, which is not selected`);
      continue;
    }
    if (question.endsWith('_PURPOSE') && row.value === 'true' && !PLAY_PURPOSES.has(row.response)) problems.push(`${where(row)}: not a purpose of Play's list`);
  }
  // A selected type has every usage question answered.
  for (const type of selected) {
    const prefix = `PSL_DATA_USAGE_RESPONSES:${type}:`;
    const collected = value(`${prefix}PSL_DATA_USAGE_COLLECTION_AND_SHARING`, 'PSL_DATA_USAGE_ONLY_COLLECTED') === 'true';
    const shared = value(`${prefix}PSL_DATA_USAGE_COLLECTION_AND_SHARING`, 'PSL_DATA_USAGE_ONLY_SHARED') === 'true';
    if (!collected && !shared) problems.push(`${type}: neither collected nor shared`);
    if (collected && !['true', 'false'].includes(value(`${prefix}PSL_DATA_USAGE_EPHEMERAL`))) problems.push(`${type}: no answer on ephemeral processing`);
    if (collected && chosen(`${prefix}DATA_USAGE_USER_CONTROL`).length !== 1) problems.push(`${type}: required or optional is answered ${chosen(`${prefix}DATA_USAGE_USER_CONTROL`).length} times`);
    if (collected && !chosen(`${prefix}DATA_USAGE_COLLECTION_PURPOSE`).length) problems.push(`${type}: collected for no purpose`);
    if (shared !== chosen(`${prefix}DATA_USAGE_SHARING_PURPOSE`).length > 0) problems.push(`${type}: sharing purposes without sharing, or sharing without a purpose`);
  }
  return problems;
}

const csvRows = (csv: string) => parsePlayCsv(csv);
const valueOf = (rows: PlayRow[], question: string, response = '') => rows.find((row) => row.question === question && row.response === response)?.value;

describe('Play’s questionnaire (lib/stores/play-data-safety-template.csv)', () => {
  it('is the console’s export: its header, its rows unanswered, and every data type and purpose the inventory can name', () => {
    expect(template.length).toBeGreaterThan(700);
    expect(template.every((row) => row.value === '')).toBe(true);
    for (const { play } of Object.values(DATA_TYPES)) {
      expect(template.filter((row) => row.question === play.question && row.response === play.id)).toHaveLength(1);
      for (const purpose of PLAY_PURPOSES) expect(template.some((row) => row.question === `PSL_DATA_USAGE_RESPONSES:${play.id}:DATA_USAGE_COLLECTION_PURPOSE` && row.response === purpose)).toBe(true);
    }
  });
});

describe.each(apps.map((app) => [app.slug, app] as const))('%s: the stores’ forms', (_slug, app) => {
  const record = legalRecord(app.slug);
  const csv = playDataSafetyCsv(app, record, ORIGIN);
  const rows = csvRows(csv);

  it('the Data safety CSV answers Play’s questionnaire by its rules', () => {
    expect(csv.split('\r\n')[0]).toBe(PLAY_HEADER);
    expect(questionnaireProblems(rows)).toEqual([]);
  });

  // Which types are selected and how each is answered is tested against the inventory's entries in lib/stores/answers.test.ts.

  it('gives the account deletion URL exactly when the app has accounts, and every URL is a page of the production site', () => {
    const account = valueOf(rows, 'PSL_ACCOUNT_DELETION_URL');
    expect(Boolean(account)).toBe(hasAccounts(record));
    if (account) expect(account).toBe(new URL(deletionPage(app)!.path, ORIGIN).href);
    expect(valueOf(rows, 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', 'PSL_ACM_NONE')).toBe(hasAccounts(record) ? '' : 'true');
    for (const question of ['PSL_ACCOUNT_DELETION_URL', 'PSL_DATA_DELETION_URL']) {
      const url = valueOf(rows, question);
      if (!url) continue;
      expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
      const page = new URL(url).pathname;
      expect(appPages.some((candidate) => candidate.path === page)).toBe(true);
    }
    expect(valueOf(rows, 'PSL_DATA_COLLECTION_ENCRYPTED_IN_TRANSIT')).toBe(String(record.inventory.value.encryptedInTransit));
  });

  it('Apple’s answers name what each entry of the inventory is, and no ID of Play’s questionnaire', () => {
    const document = appPrivacyDocument(app, record, ORIGIN);
    for (const entry of record.inventory.value.types) expect(document).toContain(entry.data);
    expect(document).not.toMatch(/PSL_/);
  });

  it('the listing sheet gives the policy, the deletion pages and the support address on the production site', () => {
    const sheet = listingDocument(app, record, ORIGIN);
    expect(sheet).toContain(`| ${new URL(`/${app.slug}/privacy-policy`, ORIGIN).href} |`);
    expect(sheet).toContain(`| ${app.supportEmail} |`);
    const page = deletionPage(app);
    if (page) expect(sheet).toContain(new URL(page.path, ORIGIN).href);
  });
});

describe.each(apps.map((app) => [app.slug, app] as const))('%s with a record of another shape', (_slug, published) => {
  // The app as one without accounts or a deletion page: Play's data deletion URL is then its policy's deletion section.
  const app = { ...published, forms: [], deletionRequest: undefined };
  it('data given to a third party is answered as shared, with its purposes, and the CSV still follows the rules', () => {
    const value = recordFixture({ accounts: false, payments: true });
    const shared = { ...value, inventory: { ...value.inventory, value: { ...value.inventory.value, types: value.inventory.value.types.map((entry) => (entry.type === 'app-interactions' ? { ...entry, sharedFor: ['analytics' as const] } : entry)) } } };
    const record = parseLegalRecord(shared, FIXTURE_APP, FIXTURE_OWNER);
    const rows = csvRows(playDataSafetyCsv(app, { ...record, app: app.slug }, ORIGIN));
    expect(questionnaireProblems(rows)).toEqual([]);
    expect(valueOf(rows, 'PSL_DATA_USAGE_RESPONSES:PSL_USER_INTERACTION:PSL_DATA_USAGE_COLLECTION_AND_SHARING', 'PSL_DATA_USAGE_ONLY_SHARED')).toBe('true');
    expect(valueOf(rows, 'PSL_DATA_USAGE_RESPONSES:PSL_USER_INTERACTION:DATA_USAGE_SHARING_PURPOSE', 'PSL_ANALYTICS')).toBe('true');
    expect(valueOf(rows, 'PSL_ACCOUNT_DELETION_URL')).toBe('');
    expect(valueOf(rows, 'PSL_DATA_DELETION_URL')).toMatch(new RegExp(`^${ORIGIN}/${app.slug}/privacy-policy#`));
  });
});

describe('docs/stores/', () => {
  it('holds exactly the forms npm run docs writes from content/: run it after a change to an app or its record', () => {
    const root = path.resolve(__dirname, '..', '..');
    const expected = storeFiles();
    for (const { file, content } of expected) expect({ file, upToDate: existsSync(path.join(root, file)) && readFileSync(path.join(root, file), 'utf8') === content }).toEqual({ file, upToDate: true });
    const folders = readdirSync(path.join(root, STORES_FOLDER), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual(apps.map((app) => app.slug).sort());
  });
});
