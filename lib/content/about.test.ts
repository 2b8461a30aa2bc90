import { aboutPage, checkAbout } from '@/lib/content/about';
import { projects } from '@/lib/content/projects';

describe('the about page (content/about.ts)', () => {
  it('describes only projects content/projects.ts lists', () => {
    for (const name of aboutPage.describes) expect(projects.map((project) => project.name)).toContain(name);
  });

  it('stops the build, naming the file and the project, once a project its story describes is removed', () => {
    const [removed, ...left] = projects.map((project) => project.name);
    const page = { describes: [removed!] };
    expect(() => checkAbout(page, left)).toThrow(`content/about.ts: the story describes "${removed}", which content/projects.ts no longer lists: rewrite the story without it and take "${removed}" out of "describes"`);
    expect(checkAbout(page, [removed!, ...left])).toBe(page);
  });
});
