import GithubSlugger from 'github-slugger';
import { z } from 'zod';
import { parseContent } from '@/lib/content/validate';
import { LOCALES } from '@/lib/i18n/languages';

export const frontMatterSchema = z
  .object({
    title: z.string().min(3),
    description: z.string().min(50).max(170),
  })
  .strict();

export type LegalFrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * Where a document of an app is written: content/apps/<app>/<document>.mdx in the app's language, and
 * its version in the other language, where the entry declares one, beside it as <document>.<language>.mdx.
 */
export function legalFile(appSlug: string, document: string, translation?: 'en' | 'tr'): string {
  return `content/apps/${appSlug}/${document}${translation ? `.${translation}` : ''}.mdx`;
}

/** Checks a document's front matter; a missing or wrong field fails the build naming the file (`file`, when the document is not one of the app's folder). */
export function parseFrontMatter(value: unknown, appSlug: string, document: string, file = legalFile(appSlug, document)): LegalFrontMatter {
  return parseContent(frontMatterSchema, value ?? {}, `the front matter of ${file}`);
}

export type TocEntry = { id: string; title: string };

/**
 * The level-2 headings of an MDX source with the ids rehype-slug gives them,
 * so the table of contents links to stable anchors such as #data-retention.
 */
export function tableOfContents(source: string): TocEntry[] {
  const slugger = new GithubSlugger();
  const body = source.replace(/^---[\s\S]*?\n---\n/, '');
  const entries: TocEntry[] = [];
  for (const line of body.split('\n')) {
    const match = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    const title = match[1]
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .trim();
    entries.push({ id: slugger.slug(title), title });
  }
  return entries;
}

export function formatDate(isoDay: string, language: 'en' | 'tr'): string {
  const locale = LOCALES[language];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}
