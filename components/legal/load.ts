import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MDXContent } from 'mdx/types';
import { type App, type AppDocument, INFORMATION_NOTICE } from '@/lib/content/apps';
import { parseFrontMatter, tableOfContents } from '@/lib/legal/documents';

type MdxModule = { default: MDXContent; frontmatter?: unknown };

/**
 * Loads a legal document at build time: its component, checked front matter and contents. An
 * app's own documents are files of its folder, their versions in the other language beside them
 * (<document>.<language>.mdx); the information notice is one file for every English app, which
 * prints the record of the app it is rendered for.
 */
export async function loadLegalDocument(app: Pick<App, 'slug' | 'language'>, document: AppDocument) {
  // One pattern for both: a version in the other language is <document>.<language>.mdx in the same folder.
  const name = document.language === app.language ? document.slug : `${document.slug}.${document.language}`;
  const mdxModule = (document.file === INFORMATION_NOTICE.file ? await import('@/content/legal/aydinlatma-metni.mdx') : await import(`@/content/apps/${app.slug}/${name}.mdx`)) as MdxModule;
  const frontMatter = parseFrontMatter(mdxModule.frontmatter, app.slug, document.slug, document.file);
  const source = await readFile(path.join(process.cwd(), document.file), 'utf8');
  return { Content: mdxModule.default, frontMatter, toc: tableOfContents(source) };
}
