import { z } from 'zod';
import { aboutPage as written } from '@/content/about';
import { projects } from '@/lib/content/projects';
import { parseContent } from '@/lib/content/validate';
import type { Language } from '@/lib/i18n/languages';
import { fill, localized, type Resolved, resolve } from '@/lib/i18n/localized';
import { ownerAddress } from '@/lib/content/site';

type AboutPage = { describes: readonly string[] };

/**
 * The about page's words (content/about.ts), once every project its story describes is still a
 * project of content/projects.ts: a removed project would otherwise live on in the story.
 */
export function checkAbout<T extends AboutPage>(page: T, projectNames: readonly string[]): T {
  const gone = page.describes.filter((name) => !projectNames.includes(name));
  if (gone.length) {
    const names = gone.map((name) => `"${name}"`).join(', ');
    throw new Error(`content/about.ts: the story describes ${names}, which content/projects.ts no longer lists: rewrite the story without ${gone.length > 1 ? 'them' : 'it'} and take ${names} out of "describes"`);
  }
  return page;
}

const text = (min: number) => localized(z.string().min(min));

/** Every text in both languages; the story's `{apps}` in the same paragraph of each. */
const aboutSchema = z
  .object({
    description: localized(z.string().min(50).max(180)),
    story: z.array(text(40)).min(1),
    describes: z.array(z.string()),
    howIWork: z.object({ heading: text(3), body: text(40) }).strict(),
    contact: z.object({ heading: text(3), before: text(10), after: text(3) }).strict(),
    services: z.array(z.object({ title: text(3), body: text(20) }).strict()),
  })
  .strict();

export const aboutPage = checkAbout(parseContent(aboutSchema, written, 'content/about.ts'), projects.map((project) => project.name));

/** The about page's words in one language, the owner's city filled in. */
export function aboutPageIn(language: Language): Resolved<typeof aboutPage> {
  const page = resolve(aboutPage, language);
  return { ...page, description: fill(page.description, { city: ownerAddress.city }) };
}
