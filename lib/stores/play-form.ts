/**
 * Play's Data safety CSV of one app, answered from its legal record's data inventory, and the URLs
 * it gives: every row of the questionnaire in Play's order, a row answered only where the console
 * asks it (lib/stores/play-questionnaire.ts).
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { type App, deletionPage, documentPath } from '@/lib/content/apps';
import type { LegalRecord } from '@/lib/legal/facts';
import { legalFile, tableOfContents } from '@/lib/legal/documents';
import { hasAccounts } from '@/lib/legal/records';
import { type StoreAnswer, storeAnswers } from '@/lib/legal/inventory';
import { csvCell, PLAY_HEADER, PLAY_TEMPLATE, type PlayRow, playTemplate } from '@/lib/stores/play-csv';
import { isAsked } from '@/lib/stores/play-questionnaire';
import { ACCOUNT_CREATION, DATA_TYPES, PURPOSES } from '@/lib/stores/taxonomy';

/** The production site's pages a store links to, on its origin. */
export function on(origin: string, page: string): string {
  return new URL(page, origin).href;
}

/**
 * Play's "Delete data URL": the page where a user asks for some or all of their data to be deleted
 * without deleting an account (Play Console › App content › Data safety, beside the separate "Delete
 * account URL"). An app without accounts: its deletion page, or its policy's section on deleting your
 * data. An app with accounts: its policy's section on deleting data alone ("Deleting Your Data",
 * "Verilerinizi Silme") where it has one, or else its section on your rights ("Your Rights",
 * "Haklarınız"), which gives the right to have data erased by a request that leaves the account;
 * never the account deletion page.
 */
export function dataDeletionPath(app: App, record: Pick<LegalRecord, 'retention'>): string {
  const page = deletionPage(app);
  if (page && !hasAccounts(record)) return page.path;
  const source = matter(readFileSync(legalFile(app.slug, 'privacy-policy'), 'utf8')).content;
  const sections = tableOfContents(source);
  const found = hasAccounts(record)
    ? (sections.find((entry) => /^(Deleting Your Data|Verilerinizi Silme)/.test(entry.title)) ?? sections.find((entry) => /^(Your Rights|Haklarınız)$/.test(entry.title)))
    : sections.find((entry) => /^(Deleting Your|Hesabınızı Silme|Verilerinizi Silme)/.test(entry.title));
  if (!found) {
    throw new Error(
      hasAccounts(record)
        ? `${legalFile(app.slug, 'privacy-policy')}: no section where a user asks for data to be deleted without deleting the account ("## Deleting Your Data", or "## Your Rights" with the right to erasure) for Play's Delete data URL`
        : `${legalFile(app.slug, 'privacy-policy')}: no section on deleting your data ("## Deleting Your Account", "## Deleting Your Data") for Play's data deletion URL`,
    );
  }
  return `${documentPath(app, 'privacy-policy')}#${found.id}`;
}

const USAGE = 'PSL_DATA_USAGE_RESPONSES:';

/**
 * The answer of one row of Play's questionnaire: `true`/`false` for a choice, the text of a URL or a
 * "specify" row, empty where the question does not apply to the app.
 */
function playAnswer(row: PlayRow, app: App, record: LegalRecord, origin: string, answers: Map<string, StoreAnswer>): string {
  const inventory = record.inventory.value;
  const accounts = hasAccounts(record);
  const bool = (value: boolean) => (value ? 'true' : 'false');
  const chosen = (value: boolean) => (value ? 'true' : '');
  if (row.question.startsWith(USAGE)) {
    const [id, question] = row.question.slice(USAGE.length).split(':') as [string, string];
    const answer = [...answers.values()].find((entry) => DATA_TYPES[entry.type].play.id === id);
    if (!answer) return '';
    switch (question) {
      case 'PSL_DATA_USAGE_COLLECTION_AND_SHARING':
        if (row.response === 'PSL_DATA_USAGE_ONLY_COLLECTED') return 'true';
        if (row.response === 'PSL_DATA_USAGE_ONLY_SHARED') return chosen(answer.sharedFor.length > 0);
        return '';
      case 'PSL_DATA_USAGE_EPHEMERAL':
        return bool(answer.ephemeral);
      case 'DATA_USAGE_USER_CONTROL':
        if (row.response === 'PSL_DATA_USAGE_USER_CONTROL_REQUIRED') return chosen(answer.required);
        if (row.response === 'PSL_DATA_USAGE_USER_CONTROL_OPTIONAL') return chosen(!answer.required);
        return '';
      case 'DATA_USAGE_COLLECTION_PURPOSE':
        return chosen(answer.purposes.some((purpose) => PURPOSES[purpose].play === row.response));
      case 'DATA_USAGE_SHARING_PURPOSE':
        return chosen(answer.sharedFor.some((purpose) => PURPOSES[purpose].play === row.response));
      default:
        return '';
    }
  }
  if (row.question.startsWith('PSL_DATA_TYPES_')) {
    return chosen([...answers.values()].some((entry) => DATA_TYPES[entry.type].play.id === row.response && DATA_TYPES[entry.type].play.question === row.question));
  }
  switch (row.question) {
    case 'PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA':
      return bool(inventory.types.length > 0);
    case 'PSL_DATA_COLLECTION_ENCRYPTED_IN_TRANSIT':
      return bool(inventory.encryptedInTransit);
    case 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS':
      if (row.response === 'PSL_ACM_NONE') return chosen(!accounts);
      return chosen(Boolean(inventory.accountCreation?.some((method) => ACCOUNT_CREATION[method] === row.response)));
    case 'PSL_ACM_SPECIFY':
      return inventory.otherCreation ?? '';
    case 'PSL_HAS_OUTSIDE_APP_ACCOUNTS':
      // Asked only of an app without accounts of its own: none of these apps lets users sign in with an account made elsewhere.
      return 'false';
    case 'PSL_ACCOUNT_DELETION_URL':
      return accounts ? on(origin, deletionPage(app)!.path) : '';
    case 'PSL_SUPPORT_DATA_DELETION_BY_USER':
      return chosen(row.response === 'DATA_DELETION_YES');
    case 'PSL_DATA_DELETION_URL':
      return on(origin, dataDeletionPath(app, record));
    default:
      return '';
  }
}

/** Play's Data safety CSV of an app: every row of the questionnaire, answered from its inventory. */
export function playDataSafetyCsv(app: App, record: LegalRecord, origin: string, template: PlayRow[] = playTemplate()): string {
  const answers = new Map(storeAnswers(record).map((answer) => [answer.type, answer]));
  for (const answer of answers.values()) {
    const { id, question } = DATA_TYPES[answer.type].play;
    if (!template.some((row) => row.question === question && row.response === id)) throw new Error(`${PLAY_TEMPLATE}: Play's questionnaire has no data type ${id} (${answer.type})`);
  }
  // Row by row, as the console asks: a question is answered only when the answers above it ask it.
  const answered: PlayRow[] = [];
  for (const row of template) answered.push({ ...row, value: isAsked(row, answered) ? playAnswer(row, app, record, origin, answers) : '' });
  const lines = answered.map((row) => [row.question, row.response, row.value, row.requirement, row.label].map(csvCell).join(','));
  // As Play Console writes it: CRLF between lines, none after the last.
  return [PLAY_HEADER, ...lines].join('\r\n');
}

