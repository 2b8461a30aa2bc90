import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MDXContent } from 'mdx/types';
import { legalFile, parseFrontMatter, tableOfContents } from '@/lib/legal/documents';

/** Loads a legal document at build time: its component, checked front matter and contents. */
export async function loadLegalDocument(appSlug: string, document: string) {
  const mdxModule = (await import(`@/content/apps/${appSlug}/${document}.mdx`)) as { default: MDXContent; frontmatter?: unknown };
  const frontMatter = parseFrontMatter(mdxModule.frontmatter, appSlug, document);
  const source = await readFile(path.join(process.cwd(), legalFile(appSlug, document)), 'utf8');
  return { Content: mdxModule.default, frontMatter, toc: tableOfContents(source) };
}
