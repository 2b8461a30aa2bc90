import type { ProjectListWords } from '@/components/ProjectList';
import { sitePagePath, sitePages } from '@/lib/content/pages';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';

/** A page of content/pages.ts in a language: `pathOf('/work', 'tr')` is /tr/work. */
export function pathOf(route: string, language: Language): string {
  const page = sitePages.find((candidate) => candidate.path === route);
  if (!page) throw new Error(`content/pages.ts has no page ${route}`);
  return sitePagePath(page, language);
}

/** What the project list says around each project, in the page's language (the home page's island gets only these words). */
export function projectListWords(language: Language): ProjectListWords {
  const { techStack, techStackOf, moreDetails } = textsIn(language).projects;
  return { language, techStack, techStackOf, moreDetails };
}
