/**
 * @jest-environment node
 *
 * Every Data safety CSV Play Console would import: the committed files of docs/stores/ and CSVs of
 * records of other shapes follow the questionnaire's rules (lib/stores/play-questionnaire.ts), and
 * the account rows answer as real exports of the console answer them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { apps } from '@/lib/content/apps';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { parsePlayCsv, type PlayRow, playTemplate } from '@/lib/stores/play-csv';
import { playDataSafetyCsv } from '@/lib/stores/play-form';
import { PLAY_QUESTIONNAIRE, questionnaireProblems } from '@/lib/stores/play-questionnaire';

const ROOT = path.resolve(__dirname, '..', '..');
const STORES = path.join(ROOT, 'docs', 'stores');
const committed = readdirSync(STORES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => [entry.name, parsePlayCsv(readFileSync(path.join(STORES, entry.name, 'data-safety.csv'), 'utf8'))] as const);

const value = (rows: readonly PlayRow[], question: string, response = '') => rows.find((row) => row.question === question && row.response === response)?.value;
const chosen = (rows: readonly PlayRow[], question: string) => rows.filter((row) => row.question === question && row.value === 'true').map((row) => row.response);

/**
 * The account and deletion rows as Play Console's own exports answer them (the files named in
 * docs/stores/README.md), and as Play's import refuses them. Written here by hand, never from the rules module.
 */
const EXPORTED_ACCOUNT_ROWS: { shape: string; when: (rows: readonly PlayRow[]) => boolean; expect: Record<string, string> }[] = [
  {
    // evrenhaznedaroglu2024-ops/sigarasizim; Play refuses the deletion URL here ("You cannot answer PSL_ACCOUNT_DELETION_URL").
    shape: 'without accounts',
    when: (rows) => value(rows, 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', 'PSL_ACM_NONE') === 'true',
    expect: { PSL_HAS_OUTSIDE_APP_ACCOUNTS: 'false', PSL_ACCOUNT_DELETION_URL: '', PSL_ACM_SPECIFY: '' },
  },
  {
    // alionour/dr_copilot; Play refuses the outside-account question here ("You cannot answer PSL_HAS_OUTSIDE_APP_ACCOUNTS").
    shape: 'with accounts',
    when: (rows) => value(rows, 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', 'PSL_ACM_NONE') === '',
    expect: { PSL_HAS_OUTSIDE_APP_ACCOUNTS: '' },
  },
];

function accountRowProblems(rows: readonly PlayRow[]): string[] {
  return EXPORTED_ACCOUNT_ROWS.filter((shape) => shape.when(rows)).flatMap(({ shape, expect: expected }) =>
    Object.entries(expected).flatMap(([question, answer]) => (value(rows, question) === answer ? [] : [`${shape}: ${question} is "${value(rows, question)}", the exports say "${answer}"`])),
  );
}

/** The CSV of the fixture record of a shape, for the published apps' first entry of each kind. */
type Written = ReturnType<typeof recordFixture>;
function fixtureCsv(shape: Parameters<typeof recordFixture>[0], change: (record: Written) => unknown = (record) => record) {
  const app = apps.find((candidate) => candidate.supportEmail)!;
  const record = parseLegalRecord(change(recordFixture(shape)), FIXTURE_APP, FIXTURE_OWNER);
  const published = shape?.accounts === false ? { ...app, forms: [], deletionRequest: undefined } : app;
  return parsePlayCsv(playDataSafetyCsv(published, { ...record, app: app.slug }, site.productionUrl.value));
}

describe('Play’s questionnaire rules (lib/stores/play-questionnaire.ts)', () => {
  it('has a rule, with its source, for every row of the console’s export', () => {
    const rows = playTemplate();
    expect(questionnaireProblems(rows).filter((problem) => problem.includes('not a question'))).toEqual([]);
    for (const rule of PLAY_QUESTIONNAIRE) expect(rule.source.length).toBeGreaterThan(10);
  });

  it('refuses what Play’s import refuses', () => {
    const [, withoutAccounts] = committed.find(([, rows]) => value(rows, 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', 'PSL_ACM_NONE') === 'true') ?? [];
    const [, withAccounts] = committed.find(([, rows]) => value(rows, 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', 'PSL_ACM_NONE') === '') ?? [];
    const set = (rows: readonly PlayRow[], question: string, response: string, to: string) => rows.map((row) => (row.question === question && row.response === response ? { ...row, value: to } : row));
    if (withAccounts) {
      expect(questionnaireProblems(set(withAccounts, 'PSL_HAS_OUTSIDE_APP_ACCOUNTS', '', 'false'))).toEqual([expect.stringContaining('You cannot answer PSL_HAS_OUTSIDE_APP_ACCOUNTS')]);
      expect(questionnaireProblems(set(withAccounts, 'PSL_ACCOUNT_DELETION_URL', '', ''))).toEqual([expect.stringContaining('PSL_ACCOUNT_DELETION_URL')]);
    }
    if (withoutAccounts) {
      expect(questionnaireProblems(set(withoutAccounts, 'PSL_HAS_OUTSIDE_APP_ACCOUNTS', '', ''))).toEqual([expect.stringContaining('PSL_HAS_OUTSIDE_APP_ACCOUNTS')]);
      expect(questionnaireProblems(set(withoutAccounts, 'PSL_ACCOUNT_DELETION_URL', '', 'https://example.org/delete'))).toEqual([expect.stringContaining('You cannot answer PSL_ACCOUNT_DELETION_URL')]);
    }
    const rows = committed[0]![1];
    const type = rows.find((row) => row.question.startsWith('PSL_DATA_TYPES_') && row.value === '')!.response;
    expect(questionnaireProblems(set(rows, `PSL_DATA_USAGE_RESPONSES:${type}:DATA_USAGE_COLLECTION_PURPOSE`, 'PSL_ANALYTICS', 'true'))).toEqual([expect.stringContaining(`You cannot answer PSL_DATA_USAGE_RESPONSES:${type}`)]);
    for (const [, own] of committed) {
      const other = value(own, 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', 'PSL_ACM_OTHER') === 'true';
      expect(questionnaireProblems(set(own, 'PSL_ACM_SPECIFY', '', other ? '' : 'Made up in a test'))).toEqual([expect.stringContaining(other ? 'PSL_ACM_SPECIFY: asked' : 'You cannot answer PSL_ACM_SPECIFY')]);
    }
  });
});

describe.each(committed)('docs/stores/%s/data-safety.csv', (_app, rows) => {
  it('answers only what Play asks, and everything it asks', () => {
    expect(rows.map(({ question, response, requirement, label }) => ({ question, response, requirement, label }))).toEqual(playTemplate().map(({ question, response, requirement, label }) => ({ question, response, requirement, label })));
    expect(questionnaireProblems(rows)).toEqual([]);
  });

  it('answers the account rows as the console’s own exports do', () => {
    expect(accountRowProblems(rows)).toEqual([]);
    const methods = chosen(rows, 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS');
    expect(methods.length).toBeGreaterThan(0);
    if (methods.includes('PSL_ACM_NONE')) expect(methods).toEqual(['PSL_ACM_NONE']);
  });
});

describe('CSVs of records of other shapes', () => {
  const shapes: [string, PlayRow[]][] = [
    ['without accounts', fixtureCsv({ accounts: false })],
    ['with accounts', fixtureCsv({ accounts: true })],
    [
      'with accounts made another way',
      fixtureCsv({ accounts: true }, (record) => ({ ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, accountCreation: ['other'], otherCreation: 'A code sent by the game console the app pairs with' } } })),
    ],
    [
      'with data shared for analytics',
      fixtureCsv({ accounts: false, ai: true }, (record) => ({
        ...record,
        inventory: { ...record.inventory, value: { ...record.inventory.value, types: record.inventory.value.types.map((entry) => (entry.type === 'app-interactions' ? { ...entry, sharedFor: ['analytics' as const] } : entry)) } },
      })),
    ],
  ];

  it.each(shapes)('%s: follows the rules and answers the account rows as the exports do', (shape, rows) => {
    expect(questionnaireProblems(rows)).toEqual([]);
    expect(accountRowProblems(rows)).toEqual([]);
    if (shape === 'with accounts made another way') expect(value(rows, 'PSL_ACM_SPECIFY')).toBe('A code sent by the game console the app pairs with');
    if (shape === 'with data shared for analytics') {
      expect(value(rows, 'PSL_DATA_USAGE_RESPONSES:PSL_USER_INTERACTION:DATA_USAGE_SHARING_PURPOSE', 'PSL_ANALYTICS')).toBe('true');
      const unshared = rows.filter((row) => /:DATA_USAGE_SHARING_PURPOSE$/.test(row.question) && !row.question.includes(':PSL_USER_INTERACTION:'));
      expect(unshared.filter((row) => row.value !== '')).toEqual([]);
    }
  });
});
