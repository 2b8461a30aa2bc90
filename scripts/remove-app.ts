/**
 * `npm run remove-app -- --slug <slug>`: retires an app. It deletes the app's
 * folder in content/apps/ (entry, legal record, documents) and the pictures
 * its entry names, takes it out of content/apps/index.ts, and rewrites
 * OWNER-CHECKLIST.md, README.md and docs/REFERENCE.md (npm run docs). It refuses, changing
 * nothing, an unknown slug or an app whose pages other content links to; a
 * result that fails the build's checks (scripts/remove-app/check.ts) puts
 * every file back.
 *
 * A published app (one that is not a draft of npm run new-app) has public pages
 * its users and the stores rely on: the command first says what it will remove,
 * then asks in a terminal (y/N), or goes on only with --yes. Without a terminal
 * and without --yes it refuses, changing nothing.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { GENERATED_FILES } from '../lib/build/reference';
import { Refusal } from './new-app/scaffold';
import { planRemoval, type Removal } from './remove-app/plan';

const root = process.cwd();
const USAGE = 'usage: npm run remove-app -- --slug <slug> [--yes]';
/** What the command writes again besides the removal's own files. */
const DOCS = ['OWNER-CHECKLIST.md', ...GENERATED_FILES];

function refuse(message: string): never {
  console.error(`remove-app: ${message}`);
  process.exit(1);
}

let removal: Removal;
let confirmed: boolean;
try {
  const { values } = parseArgs({ options: { slug: { type: 'string' }, yes: { type: 'boolean', default: false } }, strict: true, allowPositionals: false });
  removal = planRemoval(root, values.slug);
  confirmed = values.yes;
} catch (error) {
  refuse(error instanceof Refusal ? error.message : `${(error as Error).message} (${USAGE})`);
}

if (removal.draft || confirmed) remove(removal);
else {
  console.log(`remove-app: ${removal.name} (/${removal.slug}) is published, not a draft: its pages, documents and forms will be gone from the next build. This removes:`);
  for (const file of removal.deleted) console.log(`  delete ${file}${file.endsWith('.svg') ? '' : '/'}`);
  for (const file of [...removal.rewritten.map(({ file }) => file), ...DOCS]) console.log(`  rewrite ${file}`);
  if (!process.stdin.isTTY) refuse(`nothing was changed. Run it again with --yes to remove ${removal.name}: npm run remove-app -- --slug ${removal.slug} --yes`);
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  terminal.question(`Remove ${removal.name}? [y/N] `, (answer) => {
    terminal.close();
    if (/^y(es)?$/i.test(answer.trim())) remove(removal);
    else refuse('nothing was changed.');
  });
}

function remove(removal: Removal) {
  // Kept aside until the checks pass, so that a failure puts every file back as it was.
  const backup = mkdtempSync(path.join(os.tmpdir(), 'remove-app-'));
  const saved = [...removal.deleted, ...removal.rewritten.map(({ file }) => file), ...DOCS].filter((file) => existsSync(path.join(root, file)));
  for (const file of saved) cpSync(path.join(root, file), path.join(backup, file), { recursive: true });
  const restore = () => {
    for (const file of saved) {
      rmSync(path.join(root, file), { recursive: true, force: true });
      cpSync(path.join(backup, file), path.join(root, file), { recursive: true });
    }
  };

  for (const file of removal.deleted) rmSync(path.join(root, file), { recursive: true, force: true });
  for (const { file, content } of removal.rewritten) writeFileSync(path.join(root, file), content);

  const checked = spawnSync(process.execPath, [...process.execArgv, path.join('scripts', 'remove-app', 'check.ts')], { cwd: root, encoding: 'utf8' });
  if (checked.status !== 0) {
    restore();
    rmSync(backup, { recursive: true, force: true });
    console.error(checked.stderr || checked.stdout);
    refuse(`without ${removal.name} the site fails the build's checks (above), so nothing was changed`);
  }
  rmSync(backup, { recursive: true, force: true });

  console.log(`remove-app: ${removal.name} (/${removal.slug}) removed:`);
  for (const file of removal.deleted) console.log(`  deleted ${file}${file.endsWith('.svg') ? '' : '/'}`);
  for (const { file } of removal.rewritten) console.log(`  rewritten ${file}`);
  console.log(`  ${checked.stdout.trim()}`);
  console.log(`
Its pages, documents and forms are no longer built, and the header, the footer, the legal hub and the
sitemap no longer list it. Where its URLs were public (store listings, App Store Connect), point them
elsewhere or keep a copy of its documents for as long as the stores or the law require.`);
}

