/**
 * `npm run docs`: rewrites what content/ decides in the repository's own
 * documents — OWNER-CHECKLIST.md (every fact marked invented, and the open
 * questions) and the generated parts of README.md and docs/REFERENCE.md. The build stops
 * while the checklist is stale, and a test while either is.
 */
import { writeFileSync } from 'node:fs';
import { checklistDocument, OWNER_CHECKLIST_FILE, ownerChecklist } from '../lib/build/owner-checklist';
import { GENERATED_FILES, generatedDocument } from '../lib/build/reference';

writeFileSync(OWNER_CHECKLIST_FILE, checklistDocument());
for (const file of GENERATED_FILES) writeFileSync(file, generatedDocument(file));
console.log(`${OWNER_CHECKLIST_FILE}: ${ownerChecklist().length} facts to confirm. ${GENERATED_FILES.join(', ')}: generated parts rewritten from content/.`);
