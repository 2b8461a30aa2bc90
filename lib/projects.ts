import { z } from 'zod';
import { featuredProjectNames, projectEntries } from '@/content/projects';
import { optionalLink, parseContent, publicPath } from '@/lib/validate';

export const projectSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug'),
    image: publicPath,
    title: z.string().min(1),
    /** The language of the title when it is not English, so screen readers pronounce it right. */
    titleLanguage: z.enum(['en', 'tr']).default('en'),
    description: z.string().min(40, 'must be a real description of at least 40 characters'),
    tags: z.array(z.string().min(1)).min(1),
    playStore: optionalLink,
    appStore: optionalLink,
    webLink: optionalLink,
    githubLink: optionalLink,
    generalLink: z.string(),
    photo1: publicPath,
    photo2: publicPath,
    imageAlt: z.string().min(10),
  })
  .strict()
  .refine((project) => project.generalLink === `/work/${project.name}`, {
    message: 'must be /work/{name}',
    path: ['generalLink'],
  });

export type Project = z.infer<typeof projectSchema>;

export function parseProjects(entries: readonly unknown[], file = 'content/projects.ts'): Project[] {
  return entries.map((entry, index) => {
    const name = (entry as { name?: unknown })?.name;
    const label = typeof name === 'string' ? `project "${name}"` : `project #${index + 1}`;
    return parseContent(projectSchema, entry, `${file}, ${label}`);
  });
}

/** All projects, checked when the module loads (that is, at build time). */
export const projects: Project[] = parseProjects(projectEntries);

export function findProject(list: readonly Project[], name: string): Project | undefined {
  return list.find((project) => project.name === name);
}

export function selectFeatured(list: readonly Project[], names: readonly string[]): Project[] {
  return names.map((name) => {
    const project = findProject(list, name);
    if (!project) throw new Error(`content/projects.ts: featured project "${name}" is not in the project list`);
    return project;
  });
}

export const featuredProjects: Project[] = selectFeatured(projects, featuredProjectNames);

export { ALTERNATE_IMAGE_INDICES, usesAlternateImageStyle } from '@/lib/project-style';
