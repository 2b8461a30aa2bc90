/**
 * The owner checklist (lib/owner-checklist.ts): with --write, writes
 * OWNER-CHECKLIST.md; otherwise, as the last step of the build, stops when that
 * file and the content disagree, and says how many facts await the owner.
 */
import './build-env';
import { readFileSync, writeFileSync } from 'node:fs';
import { checklistDocument, OWNER_CHECKLIST_FILE, ownerChecklist } from '../lib/owner-checklist';

const facts = ownerChecklist();
const document = checklistDocument(facts);
if (process.argv.includes('--write')) {
  writeFileSync(OWNER_CHECKLIST_FILE, document);
  console.log(`${OWNER_CHECKLIST_FILE}: ${facts.length} facts to confirm.`);
} else {
  let written = '';
  try {
    written = readFileSync(OWNER_CHECKLIST_FILE, 'utf8');
  } catch {
    // A missing file is out of date like any other.
  }
  if (written !== document) {
    console.error(`${OWNER_CHECKLIST_FILE} does not list what content/ marks invented(...): run \`npm run checklist\` and commit the file.`);
    process.exit(1);
  }
  if (facts.length) console.warn(`⚠ ${facts.length} facts on the site await the owner's confirmation: see ${OWNER_CHECKLIST_FILE}.`);
}
