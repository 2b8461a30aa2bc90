import { render, screen } from '@testing-library/react';
import { ProjectLinks } from '@/components/ProjectLinks';
import { parseProjects } from '@/lib/content/projects';

const [base] = parseProjects([
  {
    name: 'sample',
    title: 'Sample',
    description: { en: 'A sample project used to check which link buttons are shown.', tr: 'Hangi bağlantı düğmelerinin gösterildiğini denetleyen örnek bir proje.' },
    tags: ['Flutter'],
    playStore: '',
    appStore: '',
    webLink: '',
    githubLink: '',
    image: '/images/s.svg',
    imageAlt: { en: 'Sample project screen', tr: 'Örnek proje ekranı' },
    photo1: '/images/s1.svg',
    photo2: '/images/s2.svg',
    year: 2024,
  },
]);

describe('ProjectLinks', () => {
  it('shows no buttons for a project without links', () => {
    const { container } = render(<ProjectLinks project={base!} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows only the links the project has, each opening a new tab safely', () => {
    render(<ProjectLinks project={{ ...base!, appStore: 'https://apps.apple.com/app/x/id1', webLink: 'https://example.com' }} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('(opens in a new tab)', '').trim())).toEqual(['App Store', 'Web Sitesi']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.apple.com/app/x/id1');
  });

  it('labels all four kinds of link', () => {
    render(
      <ProjectLinks
        project={{
          ...base!,
          appStore: 'https://apps.apple.com/app/x/id1',
          playStore: 'https://play.google.com/store/apps/details?id=x',
          githubLink: 'https://github.com/x/y',
          webLink: 'https://example.com',
        }}
      />,
    );
    for (const name of ['App Store', 'Play Store', 'Github', 'Web Sitesi']) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });
});
