/**
 * `npm run docs`: rewrites what content/ decides in the repository's own
 * documents — OWNER-CHECKLIST.md (every fact marked invented, and the open
 * questions), the generated parts of README.md and docs/REFERENCE.md, and
 * each app's store forms in docs/stores/<app>/. The build stops while the
 * checklist is stale, and a test while any of them is.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checklistDocument, OWNER_CHECKLIST_FILE, ownerChecklist } from '../lib/build/owner-checklist';
import { GENERATED_FILES, generatedDocument } from '../lib/build/reference';
import { STORES_FOLDER, storeFiles } from '../lib/stores/files';

writeFileSync(OWNER_CHECKLIST_FILE, checklistDocument());
for (const file of GENERATED_FILES) writeFileSync(file, generatedDocument(file));
// The stores' forms of every app, and nothing of an app that is gone.
const stores = storeFiles();
const kept = new Set(stores.map(({ file }) => path.dirname(file)));
for (const folder of readdirSync(STORES_FOLDER, { withFileTypes: true })) {
  if (folder.isDirectory() && !kept.has(path.join(STORES_FOLDER, folder.name))) rmSync(path.join(STORES_FOLDER, folder.name), { recursive: true });
}
for (const { file, content } of stores) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
console.log(`${OWNER_CHECKLIST_FILE}: ${ownerChecklist().length} facts to confirm. ${GENERATED_FILES.join(', ')}: generated parts rewritten from content/. ${STORES_FOLDER}/: the stores' forms of ${kept.size} apps.`);
