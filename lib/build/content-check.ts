import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The checks of content/ that `npm run docs`, the build (scripts/check-content.ts) and the scripts
 * run first, each problem as a block the owner can act on: the file and the field, what is wrong,
 * what to do. Each app's record is checked alone before any entry is loaded, since an entry's
 * landing copy may read its record: a record missing what the copy reads is named as the record's
 * problem, not as a TypeError of the copy. Then the entries and the site's own words (each text in
 * both languages), the documents they say are translated (lib/build/translations.ts), the agreement
 * of the texts with the records (lib/build/agreement.ts), and whether a change to what an app's users
 * are told is dated (lib/build/publication.ts): `npm run docs` gets the files of
 * content/apps/<app>/published.json it may write, the build needs them written.
 */

const APPS = path.join('content', 'apps');

/** An error's message as a block naming the content file it came from; for an error of code reading content, the file and line of content/ it was read from. */
export function problemOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/^content\//.test(message)) return message;
  const frame = error instanceof Error ? error.stack?.split('\n').find((line) => line.includes(`${path.sep}content${path.sep}`)) : undefined;
  const where = frame?.match(/(content[\\/][^\s:()]+:\d+)/)?.[1]?.split(path.sep).join('/');
  return where ? `${where}: ${message}: this line reads a field content/ does not have; give the field, or change the line` : message;
}

type Options = { root?: string; mode?: 'docs' | 'build'; now?: Date };

/** Every problem of content/, one block each; none when the site may be built from it. */
export async function contentProblems(options: Options = {}): Promise<string[]> {
  return (await checkContent(options)).problems;
}

/** The problems of content/, and for `npm run docs` the files of what each app's users are told that it may write. */
export async function checkContent({ root = process.cwd(), mode = 'build', now = new Date() }: Options = {}): Promise<{ problems: string[]; published: { file: string; content: string }[] }> {
  const published: { file: string; content: string }[] = [];
  const { parseLegalRecord } = await import('@/lib/legal/record-rules');
  const problems: string[] = [];
  const folders = readdirSync(path.join(root, APPS), { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(root, APPS, entry.name, 'legal.ts')));
  for (const { name: slug } of folders) {
    try {
      const { legal } = (await import(path.join(root, APPS, slug, 'legal.ts'))) as { legal: unknown };
      // Every rule but the Turkish words, which depend on the entry's language: those follow with the entries.
      parseLegalRecord(legal, slug, { language: 'en', draft: true });
    } catch (error) {
      problems.push(problemOf(error));
    }
  }
  if (problems.length) return { problems, published };
  try {
    const { apps } = await import('@/lib/content/apps');
    const { legalRecord } = await import('@/lib/legal/records');
    const { allAgreementProblems } = await import('@/lib/build/agreement');
    const { translationProblems } = await import('@/lib/build/translations');
    // The site's own words in both languages (content/texts.ts, pages.ts, projects.ts, about.ts, profile.ts): each loader stops on a missing one.
    await Promise.all([import('@/lib/content/texts'), import('@/lib/content/pages'), import('@/lib/content/projects'), import('@/lib/content/about'), import('@/lib/content/profile')]);
    const missing = translationProblems(apps, root);
    problems.push(...missing);
    if (missing.length) return { problems, published };
    problems.push(...allAgreementProblems());
    const { latestDayOnEarth, localDay, publicationProblems, publishedFile } = await import('@/lib/build/publication');
    const today = mode === 'docs' ? localDay(now) : latestDayOnEarth(now);
    for (const app of apps) {
      const file = publishedFile(app.slug);
      const written = existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined;
      const checked = publicationProblems({ app, record: legalRecord(app.slug), written, today, mode });
      problems.push(...checked.problems);
      if (checked.write !== undefined) published.push({ file, content: checked.write });
    }
  } catch (error) {
    problems.push(problemOf(error));
  }
  return { problems, published };
}

/** The problems as the owner reads them in a terminal: a heading, then one block each (a message of several problems is split into its lines of content/). */
export function describeProblems(problems: readonly string[], stopped: string): string {
  const blocks = problems.flatMap((problem) => problem.split(/\n(?=content\/)/));
  return [`${stopped}: content/ has ${blocks.length === 1 ? 'a problem' : `${blocks.length} problems`} to fix first.`, ...blocks].join('\n\n');
}
