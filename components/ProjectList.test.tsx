import { render, screen, within } from '@testing-library/react';
import { ProjectList } from '@/components/ProjectList';
import { parseProjects, type Project } from '@/lib/content/projects';

/** The list's words, made up so that the test sees what it prints. */
const words = { language: 'en' as const, techStack: 'Stack (made up):', techStackOf: '{title} stack (made up)', moreDetails: 'Made-up details link' };

function makeProjects(count: number): Project[] {
  return parseProjects(
    Array.from({ length: count }, (_, index) => ({
      name: `project-${index}`,
      title: `Project ${index}`,
      description: { en: `A description of project number ${index} that is long enough to be real.`, tr: `Gerçek olacak kadar uzun, ${index} numaralı projenin açıklaması.` },
      tags: index % 2 ? ['Flutter'] : ['React Native', 'Node.JS'],
      playStore: '',
      appStore: '',
      webLink: '',
      githubLink: '',
      image: `/images/p${index}.svg`,
      imageAlt: { en: `Screenshot of project ${index}`, tr: `${index} numaralı projenin ekran görüntüsü` },
      photo1: `/images/p${index}-1.svg`,
      photo2: `/images/p${index}-2.svg`,
      year: 2020 + index,
      ...(index % 3 === 0 ? { imageStyle: 'alternate' } : {}),
    })),
  );
}

describe('ProjectList', () => {
  it('numbers items from 1 and shows title, description, tech stack and details link', () => {
    render(<ProjectList projects={makeProjects(3)} words={words} />);
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(3);
    const second = items[1]!;
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent(/^2\s*\/\s*—?\s*Project 1$/);
    expect(within(second).getByText(/description of project number 1/)).toBeInTheDocument();
    expect(within(second).getByText(words.techStack)).toBeInTheDocument();
    expect(within(within(second).getByRole('list')).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Flutter']);
    expect(within(second).getByRole('link', { name: 'Made-up details link : Project 1' })).toHaveAttribute('href', '/work/project-1');
  });

  it('gives one tag per tech stack entry', () => {
    render(<ProjectList projects={makeProjects(1)} words={words} />);
    expect(screen.getByRole('list', { name: 'Project 0 stack (made up)' }).children).toHaveLength(2);
  });

  it('shows each project’s image in the style its entry chooses', () => {
    render(<ProjectList projects={makeProjects(7)} words={words} />);
    const alternate = screen
      .getAllByRole('article')
      .flatMap((item, index) => (item.dataset.imageStyle === 'alternate' ? [index] : []));
    expect(alternate).toEqual([0, 3, 6]);
  });

  it('shows the image with its description only from medium screens up', () => {
    render(<ProjectList projects={makeProjects(1)} words={words} />);
    const image = screen.getByRole('img', { name: 'Screenshot of project 0', hidden: true });
    expect(image).not.toBeVisible();
    expect(image.parentElement).toHaveClass('hidden', 'md:block');
  });
});
