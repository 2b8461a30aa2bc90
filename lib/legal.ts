import GithubSlugger from 'github-slugger';
import { z } from 'zod';
import { type App, LEGAL_DOCUMENTS, type LegalDocumentSlug } from '@/lib/apps';
import { parseContent } from '@/lib/validate';

export const frontMatterSchema = z
  .object({
    title: z.string().min(3),
    description: z.string().min(50).max(170),
    app: z.string().min(2),
  })
  .strict();

export type LegalFrontMatter = z.infer<typeof frontMatterSchema>;

export function legalFile(appSlug: string, document: LegalDocumentSlug): string {
  return `content/apps/${appSlug}/${document}.mdx`;
}

/** Checks a document's front matter; a missing or wrong field fails the build naming the file. */
export function parseFrontMatter(value: unknown, appSlug: string, document: LegalDocumentSlug): LegalFrontMatter {
  const file = legalFile(appSlug, document);
  const frontMatter = parseContent(frontMatterSchema, value ?? {}, `the front matter of ${file}`);
  if (frontMatter.app !== appSlug) {
    throw new Error(`Invalid content in the front matter of ${file}:\n  - field "app": must be "${appSlug}", got "${frontMatter.app}"`);
  }
  return frontMatter;
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

export function formatDate(isoDay: string, language: App['language']): string {
  const locale = language === 'tr' ? 'tr-TR' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

export function isLegalDocument(value: string): value is LegalDocumentSlug {
  return (LEGAL_DOCUMENTS as readonly string[]).includes(value);
}
