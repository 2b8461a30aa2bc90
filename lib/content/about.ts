import { aboutPage as written } from '@/content/about';
import { projects } from '@/lib/content/projects';

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

export const aboutPage = checkAbout(written, projects.map((project) => project.name));
