/**
 * The stores' forms of one app, printed from its legal record's data inventory: Google Play's
 * Data safety CSV (the file Play Console imports under App content › Data safety › Import from
 * CSV), Apple's App Privacy answers as App Store Connect asks them, and the sheet of URLs and
 * addresses both consoles ask for. `npm run docs` writes them to docs/stores/<app>/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { type App, appDocuments, deletionPage, documentPath } from '@/lib/content/apps';
import type { LegalRecord } from '@/lib/legal/facts';
import { legalFile, tableOfContents } from '@/lib/legal/documents';
import { hasAccounts } from '@/lib/legal/records';
import { type StoreAnswer, storeAnswers } from '@/lib/legal/inventory';
import { ACCOUNT_CREATION, APPLE_CATEGORIES, APPLE_PURPOSES, type AppleType, DATA_TYPES, PURPOSES } from '@/lib/stores/taxonomy';

/** Where `npm run docs` writes the stores' forms, relative to the repository: a folder per app. */
export const STORES_FOLDER = 'docs/stores';

export function storeFolder(slug: string): string {
  return path.join(STORES_FOLDER, slug);
}

export const STORE_FILES = { play: 'data-safety.csv', apple: 'app-privacy.md', listing: 'listing.md' } as const;

/**
 * Every row of Play's Data safety questionnaire, as Play Console exports it (the columns of
 * PLAY_HEADER, its values empty): the rows and their IDs are Play's, never this repository's.
 * Where the file comes from is written in docs/stores/README.md.
 */
export const PLAY_TEMPLATE = path.join(__dirname, 'play-data-safety-template.csv');
export const PLAY_HEADER = 'Question ID (machine readable),Response ID (machine readable),Response value,Answer requirement,Human-friendly question label';

export type PlayRow = { question: string; response: string; value: string; requirement: string; label: string };

/** A CSV line split into its cells (RFC 4180: a quoted cell may hold commas and doubled quotes). */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The rows of a Data safety CSV (its header checked), in order. */
export function parsePlayCsv(text: string, file = 'a Data safety CSV'): PlayRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.length);
  if (lines[0] !== PLAY_HEADER) throw new Error(`${file}: the first line is not Play's header row "${PLAY_HEADER}"`);
  return lines.slice(1).map((line, index) => {
    const cells = csvCells(line);
    if (cells.length !== 5) throw new Error(`${file}, line ${index + 2}: ${cells.length} cells, not 5`);
    const [question, response, value, requirement, label] = cells as [string, string, string, string, string];
    return { question, response, value, requirement, label };
  });
}

export function playTemplate(): PlayRow[] {
  return parsePlayCsv(readFileSync(PLAY_TEMPLATE, 'utf8'), path.relative(process.cwd(), PLAY_TEMPLATE));
}

/** The production site's pages a store links to, on its origin. */
function on(origin: string, page: string): string {
  return new URL(page, origin).href;
}

/** The page a user asks for the deletion of their data on: the app's deletion page, or the deletion section of its policy. */
export function dataDeletionPath(app: App): string {
  const page = deletionPage(app);
  if (page) return page.path;
  const source = matter(readFileSync(legalFile(app.slug, 'privacy-policy'), 'utf8')).content;
  const section = tableOfContents(source).find((entry) => /^(Deleting Your|Hesabınızı Silme|Verilerinizi Silme)/.test(entry.title));
  if (!section) throw new Error(`${legalFile(app.slug, 'privacy-policy')}: no section on deleting your data ("## Deleting Your Account", "## Deleting Your Data") for Play's data deletion URL`);
  return `${documentPath(app, 'privacy-policy')}#${section.id}`;
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
      return accounts ? 'false' : '';
    case 'PSL_ACCOUNT_DELETION_URL':
      return accounts ? on(origin, deletionPage(app)!.path) : '';
    case 'PSL_SUPPORT_DATA_DELETION_BY_USER':
      return chosen(row.response === 'DATA_DELETION_YES');
    case 'PSL_DATA_DELETION_URL':
      return on(origin, dataDeletionPath(app));
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
  const lines = template.map((row) => [row.question, row.response, playAnswer(row, app, record, origin, answers), row.requirement, row.label].map(csvCell).join(','));
  // As Play Console writes it: CRLF between lines, none after the last.
  return [PLAY_HEADER, ...lines].join('\r\n');
}

/** Apple's answers by data type: App Privacy asks them per type, with the Play types that make it. */
export type AppleAnswer = { type: AppleType; category: string; from: StoreAnswer[]; linked: boolean; tracking: boolean; purposes: string[] };

export function appleAnswers(record: Pick<LegalRecord, 'inventory'>): AppleAnswer[] {
  const answers = storeAnswers(record);
  // Support mail (SUPPORT_MAIL_DATA of content/legal/shared.ts) is an e-mail address and a message:
  // Apple's Email Address, and its Customer Support ("data generated by the user during a customer support request").
  const inventory = record.inventory.value;
  const support = storeAnswers({ inventory: { ...record.inventory, value: { ...inventory, types: inventory.types.filter((entry) => typeof entry.use === 'object' && 'when' in entry.use && entry.use.when === 'support') } } });
  return APPLE_CATEGORIES.flatMap(({ name, types }) =>
    types.flatMap((type) => {
      const from = type === 'Customer Support' ? support : answers.filter((answer) => DATA_TYPES[answer.type].apple === type);
      if (!from.length) return [];
      const purposes = new Set<string>(from.flatMap((answer) => answer.purposes.map((purpose) => PURPOSES[purpose].apple)));
      return [{ type, category: name, from, linked: from.some((answer) => answer.linked), tracking: from.some((answer) => answer.tracking), purposes: APPLE_PURPOSES.filter((purpose) => purposes.has(purpose)) }];
    }),
  );
}

const GENERATED = (what: string) =>
  `<!-- Generated by npm run docs from content/apps/<app>/legal.ts (${what}): edit the record, never this file. -->`;

/** Apple's App Privacy answers of an app, in App Store Connect's words, in the order the console asks them. */
export function appPrivacyDocument(app: App, record: LegalRecord, origin: string): string {
  const answers = appleAnswers(record);
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  const lines = [
    GENERATED('its data inventory').replace('<app>', app.slug),
    '',
    `# ${app.name}: App Privacy answers`,
    '',
    `In App Store Connect, open ${app.name} › App Privacy › Get Started (or Edit), and answer as below. Every answer comes from the app's data inventory, the record its [privacy policy](${on(origin, documentPath(app, 'privacy-policy'))}) prints in its Data safety summary.`,
    '',
    '1. **Privacy Policy URL:** ' + on(origin, documentPath(app, 'privacy-policy')),
    `2. **Do you or your third-party partners collect data from this app?** ${yesNo(answers.length > 0)}, we collect data from this app.`,
    '3. **Data types.** Select exactly these, and no other:',
    '',
    ...APPLE_CATEGORIES.flatMap(({ name, types }) => {
      const selected = types.filter((type) => answers.some((answer) => answer.type === type));
      return selected.length ? [`   - ${name}: ${selected.join(', ')}`] : [];
    }),
    '',
    '4. **For each data type**, answer its three questions:',
    '',
    '| Data type | What it is in the app | Purposes | Linked to the user’s identity? | Used for tracking? |',
    '| --- | --- | --- | --- | --- |',
    ...answers.map(
      (answer) =>
        `| ${answer.category} › ${answer.type} | ${answer.from.flatMap((from) => from.entries.map((entry) => entry.data)).join('; ')} | ${answer.purposes.join(', ')} | ${yesNo(answer.linked)} | ${yesNo(answer.tracking)} |`,
    ),
    '',
    `5. **Publish.** The product page then shows ${answers.some((answer) => answer.tracking) ? '"Data Used to Track You", ' : ''}${answers.some((answer) => answer.linked) ? '"Data Linked to You"' : ''}${answers.some((answer) => answer.linked) && answers.some((answer) => !answer.linked) ? ' and ' : ''}${answers.some((answer) => !answer.linked) ? '"Data Not Linked to You"' : ''}.`,
    '',
  ];
  return lines.join('\n');
}

/** Every URL and address the two consoles ask for, on the production origin. */
export function listingDocument(app: App, record: LegalRecord, origin: string): string {
  const documents = appDocuments(app);
  const url = (slug: string) => (documents.some((document) => document.slug === slug) ? on(origin, documentPath(app, slug)) : undefined);
  const page = deletionPage(app);
  const rows: [string, string, string | undefined][] = [
    ['Marketing page', 'Play: Store settings › Website; App Store: Marketing URL', app.hasLanding ? on(origin, `/${app.slug}`) : undefined],
    ['Privacy policy', 'Play: App content › Privacy policy; App Store: App Privacy › Privacy Policy URL', url('privacy-policy')],
    ['Terms and conditions', 'App Store: the app description or the EULA field links to them', url('terms-and-conditions')],
    ['EULA', 'App Store: App Information › License Agreement (paste the plain text)', url('eula')],
    ['EULA as plain text', 'App Store: App Information › License Agreement', url('eula') ? on(origin, `/${app.slug}/eula-plain-text.txt`) : undefined],
    ['Account deletion', 'Play: App content › Data safety › Delete account URL', hasAccounts(record) && page ? on(origin, page.path) : undefined],
    ['Data deletion', 'Play: App content › Data safety › Delete data URL', on(origin, dataDeletionPath(app))],
    ['Support e-mail', 'Play: Store settings › Contact details › Email; App Store: Support URL or e-mail', app.supportEmail],
    ['Support URL', 'App Store: Version Information › Support URL', app.hasLanding ? on(origin, `/${app.slug}`) : undefined],
  ];
  return [
    GENERATED('its entry and documents').replace('<app>', app.slug),
    '',
    `# ${app.name}: store listing sheet`,
    '',
    `What Google Play Console and App Store Connect ask for ${app.name}, on the production site (${origin}).`,
    '',
    '| What | Where the console asks for it | Value |',
    '| --- | --- | --- |',
    ...rows.filter((row): row is [string, string, string] => Boolean(row[2])).map(([what, where, value]) => `| ${what} | ${where} | ${value} |`),
    '',
    `Play's Data safety answers: [${STORE_FILES.play}](${STORE_FILES.play}) (App content › Data safety › Import from CSV). Apple's App Privacy answers: [${STORE_FILES.apple}](${STORE_FILES.apple}).`,
    '',
  ].join('\n');
}

/** The files of docs/stores/<app>/ with their content. */
export function storeDocuments(app: App, record: LegalRecord, origin: string): { file: string; content: string }[] {
  const folder = storeFolder(app.slug);
  return [
    { file: path.join(folder, STORE_FILES.play), content: playDataSafetyCsv(app, record, origin) },
    { file: path.join(folder, STORE_FILES.apple), content: appPrivacyDocument(app, record, origin) },
    { file: path.join(folder, STORE_FILES.listing), content: listingDocument(app, record, origin) },
  ];
}
