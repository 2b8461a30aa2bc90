/**
 * `npm run docs`: rewrites what content/ decides in the repository's own
 * documents — OWNER-CHECKLIST.md (every fact marked invented, and the open
 * questions) and the generated parts of docs/REFERENCE.md. The build stops
 * while the checklist is stale, and a test while either is.
 */
import { writeFileSync } from 'node:fs';
import { checklistDocument, OWNER_CHECKLIST_FILE, ownerChecklist } from '../lib/build/owner-checklist';
import { REFERENCE_FILE, referenceDocument } from '../lib/build/reference';

writeFileSync(OWNER_CHECKLIST_FILE, checklistDocument());
writeFileSync(REFERENCE_FILE, referenceDocument());
console.log(`${OWNER_CHECKLIST_FILE}: ${ownerChecklist().length} facts to confirm. ${REFERENCE_FILE}: generated parts rewritten from content/.`);
