/**
 * `npm run remove-app -- --slug <slug>`: retires an app. It deletes the app's
 * folder in content/apps/ (entry, legal record, documents) and the pictures
 * its entry names, takes it out of content/apps/index.ts, and rewrites
 * OWNER-CHECKLIST.md, README.md and docs/REFERENCE.md (npm run docs). It refuses, changing
 * nothing, an unknown slug or an app whose pages other content links to; a
 * result that fails the build's checks (scripts/remove-app/check.ts) puts
 * every file back.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GENERATED_FILES } from '../lib/build/reference';
import { Refusal } from './new-app/scaffold';
import { planRemoval } from './remove-app/plan';

const root = process.cwd();
const USAGE = 'usage: npm run remove-app -- --slug <slug>';

function refuse(message: string): never {
  console.error(`remove-app: ${message}`);
  process.exit(1);
}

let removal;
try {
  const { values } = parseArgs({ options: { slug: { type: 'string' } }, strict: true, allowPositionals: false });
  removal = planRemoval(root, values.slug);
} catch (error) {
  refuse(error instanceof Refusal ? error.message : `${(error as Error).message} (${USAGE})`);
}

// Kept aside until the checks pass, so that a failure puts every file back as it was.
const DOCS = ['OWNER-CHECKLIST.md', ...GENERATED_FILES];
const backup = mkdtempSync(path.join(os.tmpdir(), 'remove-app-'));
const saved = [...removal.deleted, ...removal.rewritten.map(({ file }) => file), ...DOCS].filter((file) => existsSync(path.join(root, file)));
for (const file of saved) cpSync(path.join(root, file), path.join(backup, file), { recursive: true });
function restore() {
  for (const file of saved) {
    rmSync(path.join(root, file), { recursive: true, force: true });
    cpSync(path.join(backup, file), path.join(root, file), { recursive: true });
  }
}

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

