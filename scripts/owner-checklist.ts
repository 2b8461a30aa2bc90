/**
 * Prints what the site states that the owner has not confirmed (a warning,
 * not a failure). With --write, puts the same list into the README's owner
 * checklist.
 */
import './build-env';
import { readFileSync, writeFileSync } from 'node:fs';
import { CHECKLIST_END, CHECKLIST_START, checklistMarkdown, checklistWarning, ownerChecklist } from '../lib/owner-checklist';

const facts = ownerChecklist();
if (process.argv.includes('--write')) {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf(CHECKLIST_START);
  const end = readme.indexOf(CHECKLIST_END);
  if (start < 0 || end < start) throw new Error(`README.md has no owner checklist block (${CHECKLIST_START} … ${CHECKLIST_END})`);
  writeFileSync('README.md', readme.slice(0, start) + checklistMarkdown(facts) + readme.slice(end + CHECKLIST_END.length));
  console.log(`README.md: owner checklist updated (${facts.length} facts).`);
} else {
  const warning = checklistWarning(facts);
  if (warning) console.warn(warning);
}
