/**
 * `npm run checklist`: writes OWNER-CHECKLIST.md, the facts content/ marks
 * invented(...) (lib/build/owner-checklist.ts). The build stops when the file and
 * the content disagree (scripts/post-export.ts).
 */
import { writeFileSync } from 'node:fs';
import { checklistDocument, OWNER_CHECKLIST_FILE, ownerChecklist } from '../lib/build/owner-checklist';

const facts = ownerChecklist();
writeFileSync(OWNER_CHECKLIST_FILE, checklistDocument(facts));
console.log(`${OWNER_CHECKLIST_FILE}: ${facts.length} facts to confirm.`);
