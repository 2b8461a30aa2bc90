/**
 * Run by `npm run new-app` in a process of its own, once the files are
 * written (the command's own process loaded content/apps/index.ts as it
 * was): the checks the build applies to the new app — its entry, its legal
 * record, its documents' front matter and contents, its pictures, the agreement
 * of its texts with what it is (accounts, deletion page) — then the
 * owner checklist and the reference, as `npm run docs` writes them. A failure exits non-zero
 * and the command puts every file back.
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { agreementProblems } from '../../lib/build/agreement';
import { artworkProblems } from '../../lib/build/artwork';
import { describeProblems, problemOf } from '../../lib/build/content-check';
import { getApp } from '../../lib/content/apps';
import { legalFile, parseFrontMatter, tableOfContents } from '../../lib/legal/documents';
import { legalRecord } from '../../lib/legal/records';

const slug = process.argv[2]!;

async function check(): Promise<void> {
  try {
    const app = getApp(slug);
    legalRecord(slug);
    for (const { slug: document } of app.documents) {
      const source = readFileSync(legalFile(slug, document), 'utf8');
      parseFrontMatter(matter(source).data, slug, document);
      if (tableOfContents(source).length < 8) throw new Error(`${legalFile(slug, document)}: a document has at least eight sections`);
    }
    const pictures = artworkProblems().filter((problem) => problem.includes(`content/apps/${slug}/`));
    if (pictures.length) throw new Error(pictures.join('\n'));
    const disagreements = agreementProblems(app);
    if (disagreements.length) throw new Error(disagreements.join('\n'));
    // npm run docs checks content/ as a whole, then writes; it sets the exit code on a problem.
    await (await import('../docs')).written;
  } catch (error) {
    // One block per problem, without a stack trace: the templates' fault, which new-app names.
    console.error(describeProblems([problemOf(error)], 'The new app did not pass the checks'));
    process.exitCode = 1;
  }
}

void check();
