/**
 * `npm run new-app -- --slug <slug> --name <Name> [--language en|tr] [--accounts] [--ai <provider,…>]`:
 * writes a new app (scripts/new-app/scaffold.ts), as it is: with `--accounts` its
 * users have accounts (account data in its record, a deletion page that writes
 * the request by e-mail, the policy's ways to delete), with `--ai` it sends what they
 * give it to those AI providers (their section and record entries); without
 * either, an app with no account and no AI provider. Its folder in content/apps/ from
 * the templates of scripts/new-app/templates/<language>/, placeholder artwork
 * in public/images/apps/, the app last in content/apps/index.ts, and
 * OWNER-CHECKLIST.md, README.md, docs/REFERENCE.md and the stores' forms in docs/stores/ rewritten (npm run docs). A refused command, or one
 * whose result fails the build's checks (scripts/new-app/check.ts), leaves
 * every file as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GENERATED_FILES } from '../lib/build/reference';
import { storeFolder } from '../lib/stores/forms';
import { checkOptions, GUIDE_SECTION, planNewApp, Refusal } from './new-app/scaffold';

const root = process.cwd();

function refuse(message: string): never {
  console.error(`new-app: ${message}`);
  process.exit(1);
}

let options;
try {
  const { values } = parseArgs({
    options: { slug: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' }, accounts: { type: 'boolean' }, ai: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  options = checkOptions(values);
} catch (error) {
  refuse(error instanceof Refusal ? error.message : `${(error as Error).message} (usage: npm run new-app -- --slug <slug> --name <Name> [--language en|tr] [--accounts] [--ai <provider,…>])`);
}

let planned;
try {
  planned = planNewApp(root, options);
} catch (error) {
  if (error instanceof Refusal) refuse(error.message);
  throw error;
}

// Written in order; on failure each file goes back to what it was (or away).
const DOCS = ['OWNER-CHECKLIST.md', ...GENERATED_FILES];
const before = new Map([...planned.map(({ file }) => file), ...DOCS].map((file) => [file, existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : null]));
const folder = path.join(root, 'content', 'apps', options.slug);
const stores = path.join(root, storeFolder(options.slug));
function restore() {
  for (const [file, content] of before) {
    if (content === null) rmSync(path.join(root, file), { force: true });
    else writeFileSync(path.join(root, file), content);
  }
  rmSync(folder, { recursive: true, force: true });
  rmSync(stores, { recursive: true, force: true });
}

mkdirSync(folder);
for (const { file, content } of planned) writeFileSync(path.join(root, file), content);

// The build's checks, the owner checklist and the reference, in a process of its own: this one loaded content/apps/index.ts as it was.
const checked = spawnSync(process.execPath, [...process.execArgv, path.join('scripts', 'new-app', 'check.ts'), options.slug], { cwd: root, encoding: 'utf8' });
if (checked.status !== 0) {
  restore();
  console.error(checked.stderr || checked.stdout);
  refuse(`the new app did not pass the build's checks, so nothing was written (a fault of scripts/new-app/templates/${options.language}/)`);
}

const what = [options.language === 'en' ? 'English' : 'Turkish', options.accounts ? 'accounts' : 'no accounts', options.ai?.length ? `AI: ${options.ai.join(', ')}` : 'no AI provider'];
console.log(`new-app: ${options.name} (/${options.slug}; ${what.join(', ')}) written as a draft:`);
for (const { file } of planned) console.log(`  ${file}`);
console.log(`  ${checked.stdout.trim()}`);
console.log(`
Next (docs/OWNER-GUIDE.md, "${GUIDE_SECTION}"): replace the draft landing copy of content/apps/${options.slug}/app.ts
and the placeholder artwork (sizes in lib/content/artwork.ts), set the store links, confirm every fact of
legal.ts and the documents against what the app does, delete the entry's "draft" field, then run npm run docs.
A production build refuses the app while it is a draft.`);
