/**
 * The parts of the README and docs/REFERENCE.md that say what content/ holds —
 * the owner's name in the README's title, the production build's variables,
 * every app page, every form's call and its words — written from the content,
 * so neither can drift from the site. `npm run docs` rewrites them (with the
 * owner checklist); the build and a test fail while a committed file differs.
 */
import { readFileSync } from 'node:fs';
import { fortunePage } from '@/content/fortune';
import { site } from '@/content/site';
import { BACKEND_NAMES, backendVariable } from '@/lib/backends';
import { appIn, appPages, forms, INFORMATION_NOTICE } from '@/lib/content/apps';
import { sitePages } from '@/lib/content/pages';
import { type FormEntry, grantRule } from '@/lib/content/forms';
import type { Wording } from '@/lib/forms/types';
import { type Language, otherLanguage, prefixed } from '@/lib/i18n/languages';

export const REFERENCE_FILE = 'docs/REFERENCE.md';
/** Every document with generated parts, each between `<!-- generated: <part> -->` and `<!-- end generated -->`. */
export const GENERATED_FILES = ['README.md', REFERENCE_FILE, 'docs/PERFORMANCE.md'] as const;

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

/** Every page an app owns, in its language, with its version in the other language where it has one; and the fortune page. */
function pagesBlock(): string {
  const rows = appPages.map((page) => {
    const what =
      page.kind === 'landing'
        ? `${page.app.name} landing page`
        : page.kind === 'document'
          ? page.document.file === INFORMATION_NOTICE.file
            ? `${page.app.name}: ${page.document.label}, the information notice under KVKK Article 10 in Turkish, printed from the app's legal record (\`${INFORMATION_NOTICE.file}\`)`
            : `${page.app.name}: ${page.document.label}`
          : page.kind === 'form'
            ? `${page.form.page.title} (${page.app.name}); interactive: the form`
            : page.kind === 'support'
              ? `${page.app.name} support: its support e-mail and documents, for an app without a landing page (the App Store's Support URL); no JavaScript`
              : `${page.request.page.title} (${page.app.name}): a deletion request by e-mail, with what is deleted and kept; no JavaScript`;
    return [code(page.path), what, page.language, page.counterpart ? code(page.counterpart) : '—'];
  });
  rows.push([code(fortunePage.path), `${fortunePage.title}: fortune questions by category (content/fortune.ts), the category switch radio buttons and CSS, without JavaScript; no header or footer`, 'tr', '—']);
  return table(['path', 'page', 'language', 'in the other language'], rows);
}

function payload(form: FormEntry): string {
  const names = form.fields.map((field) => field.name);
  return form.call.send === 'query' ? `query ${names.map(code).join(', ')}, no body` : `JSON ${code(`{ ${names.map((name) => `"${name}"`).join(', ')} }`)}`;
}

function demoAccounts(form: FormEntry): string {
  return form.demo.accounts.map((account) => code(typeof account === 'string' ? account : Object.values(account).join(' / '))).join(', ');
}

/** Each form's call, its build variable and the development backend's demo accounts. */
function callsBlock(): string {
  return table(
    ['page', 'method and path', 'payload', 'base URL', 'demo accounts (development backend)'],
    forms.map(({ form }) => [code(form.page.path), code(`${form.call.method} ${form.call.path}`), payload(form), code(backendVariable(form.backend)), demoAccounts(form)]),
  );
}

const wording = ({ read, otherwise }: Wording) => [...read.map(code), code(otherwise)].join(', else ');

function fieldLine(field: FormEntry['fields'][number]): string {
  const rule = field.length ? `keeps at most ${field.length} characters` : field.required ? 'required' : 'optional';
  return [code(field.label), field.placeholder ? `placeholder ${code(field.placeholder)}` : '', field.hint ? `hint ${code(field.hint)}` : '', rule, field.clearOnSuccess ? 'cleared after a success' : '']
    .filter(Boolean)
    .join('; ');
}

/** A form's words in one language, row by row. */
function formWords(form: FormEntry, language: Language): [string, string][] {
  const rule = grantRule(form, language);
  return [
    ['title', code(form.page.title)],
    ['fields', form.fields.map(fieldLine).join('<br>')],
    ['incomplete', [form.incomplete.disableButton ? 'button disabled until complete' : '', form.incomplete.message ? code(form.incomplete.message) : ''].filter(Boolean).join('; ')],
    ...(form.warning ? [['warning', `**${form.warning.label}** ${code(form.warning.text)}`] as [string, string]] : []),
    ['button / busy', `${code(form.button.label)} / ${code(form.button.busy)}`],
    ['success', wording(form.answers.success)],
    ...Object.entries(form.answers.failure.byStatus ?? {}).map(([status, wordingOf]) => [`HTTP ${status}`, wording(wordingOf)] as [string, string]),
    ['failure', wording(form.answers.failure)],
    ['no answer', `${code(form.answers.failure.otherwise)} + ${code(form.answers.noAnswerHint)}`],
    ...(rule ? [['rule stated', code(rule)] as [string, string]] : []),
  ];
}

/** Each form's words in both languages, exactly as its entry gives them: at its path in the app's language, and under /tr or /en in the other. */
function catalogueBlock(): string {
  return forms
    .map(({ app, form }) => {
      const other = otherLanguage(app.language);
      const translated = appIn(app, other).forms[app.forms.indexOf(form)]!;
      const own = formWords(form, app.language);
      const theirs = formWords(translated, other);
      const rows = own.map(([what, words], index) => [what, words, theirs[index]![1]]);
      rows.push(['colours', form.messageColour === 'red' ? 'every message red, success included' : 'success green, failure red', '']);
      const head = ['', `${app.language}, ${code(form.page.path)}`, `${other}, ${code(prefixed(form.page.path, other))}`];
      return [`### ${code(form.page.path)} (${app.name})`, '', table(head, rows)].join('\n');
    })
    .join('\n\n');
}

/** The README's title: whose site it is. */
function titleBlock(): string {
  return `# ${site.owner.name} — portfolio, apps and account pages`;
}

/** A production build's command with every variable it requires: the site's origin (productionUrl of content/site.ts, the only one it accepts) and each form's backend. */
function productionBuildBlock(): string {
  const variables = [`NEXT_PUBLIC_SITE_URL=${site.productionUrl.value}`, ...BACKEND_NAMES.map((name) => `${backendVariable(name)}=https://api.${name}.example`)];
  return ['```sh', ...variables.map((variable) => `${variable} \\`), 'npm run build', '```'].join('\n');
}

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const count = (amount: number, noun: string) => `${NUMBERS[amount] ?? amount} ${noun}${amount === 1 ? '' : 's'}`;

/** docs/PERFORMANCE.md's opening: how many pages load JavaScript, counted from the forms of content/apps/, each page in both languages. */
function islandsBlock(): string {
  return [
    "Pages with nothing to hydrate ship no JavaScript at all: after `next build`, `scripts/post-export.ts` removes Next.js's scripts and",
    `the inlined React Server Components payload from every page. Only ${count(2 * (forms.length + 1), 'page')} load JavaScript — the home page (its`,
    `featured projects' reveal) and ${forms.length === 1 ? 'the one form' : `the ${count(forms.length, 'form')}`}, each in English and in Turkish — and each loads one bundle, React hydrating its island`,
    "(`components/islands/Island.tsx`) and nothing of Next.js's client runtime.",
  ].join('\n');
}

const BLOCKS: Record<string, () => string> = { title: titleBlock, 'production-build': productionBuildBlock, pages: pagesBlock, calls: callsBlock, catalogue: catalogueBlock, islands: islandsBlock };

/** The site's pages (content/pages.ts) that docs/REFERENCE.md's route table, written by hand, has no row for. */
export function missingRouteRows(reference: string = readFileSync(REFERENCE_FILE, 'utf8')): string[] {
  return sitePages.map((page) => page.path).filter((path) => !reference.includes(`| \`${path}\` |`));
}

const MARKER = /<!-- generated: ([\w-]+) -->\n[\s\S]*?<!-- end generated -->/g;

/** Why a document with generated parts is out of date, or nothing when they all say what content/ holds. */
export function referenceProblem(read: (file: string) => string = (file) => readFileSync(file, 'utf8')): string | null {
  const stale = GENERATED_FILES.filter((file) => read(file) !== generatedDocument(file, read(file)));
  const rows = missingRouteRows(read(REFERENCE_FILE));
  if (rows.length) {
    return `${REFERENCE_FILE} has no row for ${rows.map((path) => `\`${path}\``).join(', ')} of content/pages.ts in its route table ("1. Routes"): add one saying what the page is, as docs/OWNER-GUIDE.md's "A page of the site" says.`;
  }
  return stale.length ? `${stale.join(' and ')} ${stale.length > 1 ? 'do' : 'does'} not say what content/ holds (the owner, the backends, the pages, forms and calls): run \`npm run docs\` and commit the files.` : null;
}

/** A document with every generated part written anew from content/. */
export function generatedDocument(file: string, current: string = readFileSync(file, 'utf8')): string {
  return current.replace(MARKER, (_whole, name: string) => {
    const block = BLOCKS[name];
    if (!block) throw new Error(`${file}: no generated part named "${name}"`);
    return `<!-- generated: ${name} -->\n${block()}\n<!-- end generated -->`;
  });
}

/** docs/REFERENCE.md with its generated parts written anew. */
export function referenceDocument(current: string = readFileSync(REFERENCE_FILE, 'utf8')): string {
  return generatedDocument(REFERENCE_FILE, current);
}
