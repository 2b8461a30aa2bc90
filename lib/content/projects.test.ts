import { featuredProjects, findProject, parseProjects, projects, usesAlternateImageStyle } from '@/lib/content/projects';

describe('projects content', () => {
  it('has the nine projects, each with a detail path', () => {
    expect(projects.map((project) => project.name)).toEqual([
      'vocan',
      'turkiye-genclik-odulleri',
      'playland-mobile',
      'funlord-mobile',
      'aybu-mobile',
      'noor-tech',
      'e-servis',
      'finrend',
      'filminn',
    ]);
    for (const project of projects) expect(project.generalLink).toBe(`/work/${project.name}`);
  });

  it('features seven projects on the home page', () => {
    expect(featuredProjects.map((project) => project.title)).toEqual([
      'Vocan',
      'Türkiye Gençlik Ödülleri',
      'Playland Mobil',
      'Funlord Mobil',
      'AYBU Mobile',
      'Noor Technology',
      'E-Servis',
    ]);
  });

  it('fails with the project and the field named when a field is missing', () => {
    const broken = { ...projects[0], name: 'broken' } as Record<string, unknown>;
    delete broken.photo2;
    expect(() => parseProjects([broken])).toThrow(/project "broken"[\s\S]*field "photo2"/);
  });

  it('rejects a generalLink that does not match the slug', () => {
    expect(() => parseProjects([{ ...projects[0], generalLink: '/work/other' }])).toThrow(/field "generalLink": must be \/work\/\{name\}/);
  });

  it('finds a project by slug and returns nothing for an unknown one', () => {
    expect(findProject(projects, 'finrend')?.title).toBe('Finrend');
    expect(findProject(projects, 'nope')).toBeUndefined();
  });

  it('marks the alternate image indices listed in docs/REFERENCE.md', () => {
    const marked = Array.from({ length: 20 }, (_, index) => index).filter(usesAlternateImageStyle);
    expect(marked).toEqual([0, 2, 9, 10, 12, 13, 14]);
  });
});
