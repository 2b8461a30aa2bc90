import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type App, apps } from '@/lib/content/apps';
import { LANGUAGES, otherLanguage } from '@/lib/i18n/languages';
import { legalFile } from '@/lib/legal/documents';

/**
 * Whether every document an app's entry says it publishes in the other language (`translated: true`
 * in `documents` of content/apps/<app>/app.ts) has its text beside it, <document>.<language>.mdx,
 * and every such text is declared: the build stops (scripts/check-content.ts, through
 * lib/build/content-check.ts) with one block per problem, naming the file and the field.
 */
const LANGUAGE_NAMES = { en: 'English', tr: 'Turkish' } as const;

export function translationProblems(list: readonly App[] = apps, root: string = process.cwd()): string[] {
  const problems: string[] = [];
  for (const app of list) {
    const entry = `content/apps/${app.slug}/app.ts`;
    const other = otherLanguage(app.language);
    app.documents.forEach((document, index) => {
      const file = legalFile(app.slug, document.slug, other);
      if (document.translated && !existsSync(path.join(root, file))) {
        problems.push(
          `${entry}: field "documents.${index}.translated" says ${document.slug} is published in ${LANGUAGE_NAMES[other]} too, but ${file} is missing: write it beside ${legalFile(app.slug, document.slug)} (docs/OWNER-GUIDE.md, "A document in the other language"), or take "translated" out until it is written`,
        );
      }
    });
    const folder = path.join(root, 'content', 'apps', app.slug);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      const match = /^(.+)\.([a-z]{2})\.mdx$/.exec(name);
      if (!match) continue;
      const [, slug, language] = match as unknown as [string, string, string];
      const file = `content/apps/${app.slug}/${name}`;
      const index = app.documents.findIndex((document) => document.slug === slug);
      if (!(LANGUAGES as readonly string[]).includes(language) || language === app.language) {
        problems.push(`${file}: ${app.name} is written in ${LANGUAGE_NAMES[app.language]}, so a document's version beside it is in ${LANGUAGE_NAMES[other]}: name it ${slug}.${other}.mdx, or remove it`);
      } else if (index < 0) {
        problems.push(`${file}: ${entry} lists no document "${slug}": list it in "documents", or remove the file`);
      } else if (!app.documents[index]!.translated) {
        problems.push(`${file} is not published: add translated: true to the entry of "${slug}" in "documents" of ${entry} (field "documents.${index}")`);
      }
    }
  }
  return problems;
}
