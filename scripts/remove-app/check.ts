/**
 * Run by `npm run remove-app` in a process of its own, once the app is gone
 * (the command's own process loaded content/apps/index.ts as it was): the
 * checks the build applies to what is left — every entry, record, page and
 * picture — then the owner checklist and the reference, as `npm run docs`
 * writes them. A failure exits non-zero and the command puts every file back.
 */
import { artworkProblems } from '../../lib/build/artwork';
import { appPages } from '../../lib/content/apps';
import { fortuneCategories } from '../../lib/content/fortune';
import { legalRecords } from '../../lib/legal/records';
import { indexableRoutes } from '../../lib/routes';

if (!appPages.length || !legalRecords.length || !fortuneCategories.length || !indexableRoutes().length) throw new Error('the content did not load');
const pictures = artworkProblems();
if (pictures.length) throw new Error(pictures.join('\n'));

import('../docs').catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
