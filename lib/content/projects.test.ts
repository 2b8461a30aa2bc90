import { projectEntries } from '@/content/projects';
import { findProject, parseProjects, projects, projectsIn, selectFeatured } from '@/lib/content/projects';

/** A project as content/projects.ts writes it, each text in both languages. */
const entry = (): Record<string, unknown> => JSON.parse(JSON.stringify(projectEntries[0])) as Record<string, unknown>;

describe('projects content', () => {
  it('gives each project its own page, /work/{name}, and its Turkish page, /tr/work/{name}', () => {
    for (const project of projects) expect(project.generalLink).toBe(`/work/${project.name}`);
    for (const project of projectsIn('tr')) expect(project.generalLink).toBe(`/tr/work/${project.name}`);
    expect(new Set(projects.map((project) => project.name)).size).toBe(projects.length);
  });

  it('reads each project in both languages: a description or a picture’s description in one language only stops the build, naming the project and the field', () => {
    const written = projectEntries[0];
    expect(projects[0]!.description).toBe(written.description.en);
    expect(projectsIn('tr')[0]!.description).toBe(written.description.tr);
    expect(projectsIn('tr')[0]!.imageAlt).toBe(written.imageAlt.tr);
    const broken = { ...entry(), name: 'broken', description: { en: written.description.en } };
    expect(() => parseProjects([broken])).toThrow('content/projects.ts, project "broken": field "description.tr" is missing: write the Turkish words beside the English ones.');
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
