/**
 * `npm run docs`: rewrites what content/ decides in the repository's own
 * documents — OWNER-CHECKLIST.md (every fact marked invented, and the open
 * questions), the generated parts of README.md and docs/REFERENCE.md, and
 * each app's store forms in docs/stores/<app>/, and what each app's users are
 * told (content/apps/<app>/published.json, lib/build/publication.ts). The build
 * stops while the checklist or a published.json is stale, and a test while any of
 * them is. It checks content/ first (lib/build/content-check.ts) and writes
 * nothing while a record is wrong, or what an app tells its users changed
 * without a new lastUpdated and change-log line.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkContent, describeProblems } from '../lib/build/content-check';

/** Writes every generated document; content/ is loaded only once its checks pass. */
async function writeDocs(): Promise<void> {
  const { problems, published } = await checkContent({ mode: 'docs' });
  if (problems.length) {
    console.error(describeProblems(problems, 'npm run docs wrote nothing'));
    process.exitCode = 1;
    return;
  }
  const { checklistDocument, OWNER_CHECKLIST_FILE, ownerChecklist } = await import('../lib/build/owner-checklist');
  const { GENERATED_FILES, generatedDocument } = await import('../lib/build/reference');
  const { STORES_FOLDER, storeFiles } = await import('../lib/stores/files');
  writeFileSync(OWNER_CHECKLIST_FILE, checklistDocument());
  for (const file of GENERATED_FILES) writeFileSync(file, generatedDocument(file));
  // The stores' forms of every app, and nothing of an app that is gone.
  const stores = storeFiles();
  const kept = new Set(stores.map(({ file }) => path.dirname(file)));
  for (const folder of readdirSync(STORES_FOLDER, { withFileTypes: true })) {
    if (folder.isDirectory() && !kept.has(path.join(STORES_FOLDER, folder.name))) rmSync(path.join(STORES_FOLDER, folder.name), { recursive: true });
  }
  for (const { file, content } of [...stores, ...published]) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  console.log(`${OWNER_CHECKLIST_FILE}: ${ownerChecklist().length} facts to confirm. ${GENERATED_FILES.join(', ')}: generated parts rewritten from content/. ${STORES_FOLDER}/: the stores' forms of ${kept.size} apps.${published.length ? ` ${published.map(({ file }) => file).join(', ')}: what the app's users are told, recorded.` : ''}`);
}

export const written = writeDocs();
