import { findProject, parseProjects, projects, selectFeatured } from '@/lib/content/projects';

/** A project as content/projects.ts writes it: without the page path the schema derives. */
const entry = (): Record<string, unknown> => {
  const written: Record<string, unknown> = { ...projects[0]! };
  delete written.generalLink;
  return written;
};

describe('projects content', () => {
  it('gives each project its own page, /work/{name}', () => {
    for (const project of projects) expect(project.generalLink).toBe(`/work/${project.name}`);
    expect(new Set(projects.map((project) => project.name)).size).toBe(projects.length);
  });

  it('fails with the project and the field named when a field is missing or wrong', () => {
    const broken: Record<string, unknown> = { ...entry(), name: 'broken' };
    delete broken.photo2;
    expect(() => parseProjects([broken])).toThrow(/project "broken"[\s\S]*field "photo2"/);
    expect(() => parseProjects([{ ...entry(), imageStyle: 'tilted' }])).toThrow(/field "imageStyle"/);
    expect(() => parseProjects([{ ...entry(), year: 1999 }])).toThrow(/field "year"/);
  });

  it('shows a project in the standard style unless its entry chooses the alternate one', () => {
    expect(parseProjects([{ ...entry(), imageStyle: undefined }])[0]!.imageStyle).toBe('standard');
    expect(parseProjects([{ ...entry(), imageStyle: 'alternate' }])[0]!.imageStyle).toBe('alternate');
  });

  it('features only projects of the list', () => {
    expect(() => selectFeatured(projects, ['nope'])).toThrow(/featured project "nope" is not in the project list/);
  });

  it('finds a project by slug and returns nothing for an unknown one', () => {
    expect(findProject(projects, projects[0]!.name)).toBe(projects[0]);
    expect(findProject(projects, 'nope')).toBeUndefined();
  });
});
