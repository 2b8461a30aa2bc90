/**
 * Google Play's Data safety questionnaire as the console asks it: which question is asked only after
 * which answer, and what an asked question needs. Play refuses an imported CSV that answers a question
 * it did not ask ("You cannot answer PSL_HAS_OUTSIDE_APP_ACCOUNTS") or leaves an asked one unanswered.
 * The generator (lib/stores/forms.ts) answers a row only when its question is asked, and
 * `questionnaireProblems` checks a whole CSV against the same rules.
 *
 * Where the rules come from (docs/stores/README.md lists the files): Play Console's own exports
 * (`data_safety_export.csv`) published in public repositories, read row by row — an export of an app
 * without accounts (evrenhaznedaroglu2024-ops/sigarasizim: "My app does not allow users to create an
 * account", PSL_HAS_OUTSIDE_APP_ACCOUNTS `false`, no account deletion URL), of apps with accounts
 * (alionour/dr_copilot: OAuth, the account deletion URL, PSL_HAS_OUTSIDE_APP_ACCOUNTS empty; and
 * M66B/FairEmail, sanlalex/OpenSVPN), of an app that collects nothing (Pooh1017/todolist-app: every
 * other row empty); and public release scripts that record what Play's import refused:
 * "You cannot answer PSL_HAS_OUTSIDE_APP_ACCOUNTS" for apps that create accounts, and "You cannot answer
 * PSL_ACCOUNT_DELETION_URL" for an app answering "My app does not allow users to create an account".
 */
import type { PlayRow } from '@/lib/stores/play-csv';

/** An answer a question waits for: the row `question`/`response` holds `is` ('' for unanswered). */
export type Gate = { question: string; response?: string; is: 'true' | 'false' | '' };

/**
 * What an asked question needs: `yes-or-no` one row answered `true` or `false`; `one` exactly one of
 * its responses `true`; `at-least-one` one or more `true`; `text` and `url` a text (a URL on https);
 * `optional` nothing, or `true`/`false`.
 */
export type Need = 'yes-or-no' | 'one' | 'at-least-one' | 'text' | 'url' | 'optional';

export type QuestionRule = {
  /** The question's ID; `*` stands for any text, `{type}` for the data type a usage question is about. */
  question: string;
  /** Asked only when every gate holds; the gates name earlier rows, as the console asks top-down. */
  askedWhen: Gate[];
  needs: Need;
  /** A response that excludes every other response of the question. */
  exclusive?: string;
  source: string;
};

const COLLECTS: Gate = { question: 'PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA', is: 'true' };
const SELECTED: Gate = { question: 'PSL_DATA_TYPES_*', response: '{type}', is: 'true' };
const COLLECTED: Gate = { question: 'PSL_DATA_USAGE_RESPONSES:{type}:PSL_DATA_USAGE_COLLECTION_AND_SHARING', response: 'PSL_DATA_USAGE_ONLY_COLLECTED', is: 'true' };
const SHARED: Gate = { question: 'PSL_DATA_USAGE_RESPONSES:{type}:PSL_DATA_USAGE_COLLECTION_AND_SHARING', response: 'PSL_DATA_USAGE_ONLY_SHARED', is: 'true' };
const NO_ACCOUNTS = { question: 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', response: 'PSL_ACM_NONE' } as const;

const EXPORTS = 'every public export: Pooh1017/todolist-app answers nothing else when it collects nothing';

/** The questionnaire, in the order of its rows. */
export const PLAY_QUESTIONNAIRE: readonly QuestionRule[] = [
  { question: 'PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA', askedWhen: [], needs: 'yes-or-no', source: 'REQUIRED in every export' },
  { question: 'PSL_DATA_COLLECTION_ENCRYPTED_IN_TRANSIT', askedWhen: [COLLECTS], needs: 'yes-or-no', source: EXPORTS },
  { question: 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', askedWhen: [COLLECTS], needs: 'at-least-one', exclusive: 'PSL_ACM_NONE', source: `${EXPORTS}; "My app does not allow users to create an account" is never chosen beside a method` },
  { question: 'PSL_ACM_SPECIFY', askedWhen: [COLLECTS, { question: 'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS', response: 'PSL_ACM_OTHER', is: 'true' }], needs: 'text', source: 'its label ("Describe the method") follows "Other"; exports with other methods leave it empty' },
  { question: 'PSL_ACCOUNT_DELETION_URL', askedWhen: [COLLECTS, { ...NO_ACCOUNTS, is: '' }], needs: 'url', source: 'alionour/dr_copilot answers it with OAuth; sigarasizim leaves it empty without accounts; Play refuses it after "no account" ("You cannot answer PSL_ACCOUNT_DELETION_URL")' },
  { question: 'PSL_SUPPORT_DATA_DELETION_BY_USER', askedWhen: [COLLECTS], needs: 'one', source: 'SINGLE_CHOICE in every export' },
  { question: 'PSL_DATA_DELETION_URL', askedWhen: [COLLECTS, { question: 'PSL_SUPPORT_DATA_DELETION_BY_USER', response: 'DATA_DELETION_YES', is: 'true' }], needs: 'url', source: 'dr_copilot and sigarasizim answer "No" and leave it empty' },
  { question: 'PSL_DATA_COLLECTION_COMPLIES_FAMILY_POLICY', askedWhen: [], needs: 'optional', source: 'OPTIONAL: only for apps whose target age group includes children' },
  { question: 'PSL_INDEPENDENTLY_VALIDATED', askedWhen: [], needs: 'optional', source: 'OPTIONAL: only after an independent (MASA) security review' },
  { question: 'PSL_UPI_BADGE_OPT_IN', askedWhen: [], needs: 'optional', source: 'OPTIONAL in every export' },
  { question: 'PSL_HAS_OUTSIDE_APP_ACCOUNTS', askedWhen: [COLLECTS, { ...NO_ACCOUNTS, is: 'true' }], needs: 'yes-or-no', source: 'sigarasizim answers it `false` after "no account"; dr_copilot leaves it empty with OAuth; Play refuses it from apps with accounts ("You cannot answer PSL_HAS_OUTSIDE_APP_ACCOUNTS")' },
  { question: 'PSL_OUTSIDE_APP_ACCOUNT_TYPES', askedWhen: [{ question: 'PSL_HAS_OUTSIDE_APP_ACCOUNTS', is: 'true' }], needs: 'at-least-one', source: 'its label ("How are these accounts created?") follows a "yes"' },
  { question: 'PSL_OUTSIDE_APP_ACCOUNT_TYPE_SPECIFY', askedWhen: [{ question: 'PSL_OUTSIDE_APP_ACCOUNT_TYPES', response: 'PSL_OUTSIDE_APP_ACCOUNT_TYPE_OTHER', is: 'true' }], needs: 'text', source: 'its label ("Describe how these accounts are created") follows "Other"' },
  { question: 'PSL_DATA_TYPES_*', askedWhen: [COLLECTS], needs: 'at-least-one', source: `${EXPORTS}; an app that collects selects a type` },
  { question: 'PSL_DATA_USAGE_RESPONSES:{type}:PSL_DATA_USAGE_COLLECTION_AND_SHARING', askedWhen: [SELECTED], needs: 'at-least-one', source: 'every export answers the usage rows of selected types only' },
  { question: 'PSL_DATA_USAGE_RESPONSES:{type}:PSL_DATA_USAGE_EPHEMERAL', askedWhen: [SELECTED, COLLECTED], needs: 'yes-or-no', source: 'Google\'s Data safety help: "processed ephemerally" is asked of collected data' },
  { question: 'PSL_DATA_USAGE_RESPONSES:{type}:DATA_USAGE_USER_CONTROL', askedWhen: [SELECTED, COLLECTED], needs: 'one', source: 'SINGLE_CHOICE; answered once for every collected type in every export' },
  { question: 'PSL_DATA_USAGE_RESPONSES:{type}:DATA_USAGE_COLLECTION_PURPOSE', askedWhen: [SELECTED, COLLECTED], needs: 'at-least-one', source: '"Why is this user data collected? Select all that apply."' },
  { question: 'PSL_DATA_USAGE_RESPONSES:{type}:DATA_USAGE_SHARING_PURPOSE', askedWhen: [SELECTED, SHARED], needs: 'at-least-one', source: '"Why is this user data shared?": asked only of shared data' },
];

const TYPE = /^PSL_DATA_USAGE_RESPONSES:([A-Z_]+):/;
const pattern = (question: string) => new RegExp(`^${question.replace(/\{type\}/g, '[A-Z_]+').replace(/\*/g, '.*')}$`);

/** The rule of a row and the data type it is about, if it is a usage question. */
export function ruleOf(row: Pick<PlayRow, 'question'>): { rule: QuestionRule; type: string } | undefined {
  const rule = PLAY_QUESTIONNAIRE.find((candidate) => pattern(candidate.question).test(row.question));
  return rule && { rule, type: TYPE.exec(row.question)?.[1] ?? '' };
}

/** Whether the console asks the question of a row, given the answers of the rows before it. */
export function isAsked(row: Pick<PlayRow, 'question'>, answered: readonly Pick<PlayRow, 'question' | 'response' | 'value'>[]): boolean {
  const found = ruleOf(row);
  if (!found) return false;
  return found.rule.askedWhen.every((gate) => {
    const question = pattern(gate.question.replace(/\{type\}/g, found.type));
    const response = (gate.response ?? '').replace(/\{type\}/g, found.type);
    const value = answered.find((candidate) => question.test(candidate.question) && candidate.response === response)?.value ?? '';
    return value === gate.is;
  });
}

const FORMS: Record<Need, (value: string) => boolean> = {
  'yes-or-no': (value) => value === 'true' || value === 'false',
  one: (value) => value === 'true' || value === '',
  'at-least-one': (value) => value === 'true' || value === '',
  text: (value) => value.trim().length > 0,
  url: (value) => /^https:\/\/[^\s]+$/.test(value),
  optional: (value) => ['', 'true', 'false'].includes(value),
};

const EXPECTED: Record<Need, string> = { 'yes-or-no': 'true or false', one: 'true or empty', 'at-least-one': 'true or empty', text: 'a text', url: 'an https URL', optional: 'true, false or empty' };

/** Everything Play's import refuses in an answered questionnaire, one line each; nothing when it follows the rules. */
export function questionnaireProblems(rows: readonly PlayRow[]): string[] {
  const problems: string[] = [];
  const groups = new Map<string, { rule: QuestionRule; rows: PlayRow[] }>();
  for (const row of rows) {
    const where = `${row.question}${row.response ? ` ${row.response}` : ''}`;
    const found = ruleOf(row);
    if (!found) {
      problems.push(`${where}: not a question of Play's questionnaire`);
      continue;
    }
    if (!isAsked(row, rows)) {
      if (row.value !== '') problems.push(`${where}: answered "${row.value}", but Play does not ask it here (You cannot answer ${row.question})`);
      continue;
    }
    if (!FORMS[found.rule.needs](row.value)) problems.push(`${where}: asked, and "${row.value}" is not ${EXPECTED[found.rule.needs]}`);
    const key = `${found.rule.question}|${found.type}`;
    const group = groups.get(key) ?? { rule: found.rule, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  for (const [key, { rule, rows: asked }] of groups) {
    const chosen = asked.filter((row) => row.value === 'true').map((row) => row.response);
    const name = key.replace('|', ' ').replace(/\{type\}/g, key.split('|')[1] ?? '').trim();
    if (rule.needs === 'one' && chosen.length !== 1) problems.push(`${name}: ${chosen.length} answers to a single-choice question`);
    if (rule.needs === 'at-least-one' && !chosen.length) problems.push(`${name}: asked, and nothing is chosen`);
    if (rule.exclusive && chosen.includes(rule.exclusive) && chosen.length > 1) problems.push(`${name}: ${rule.exclusive} is chosen beside another answer`);
  }
  return problems;
}
