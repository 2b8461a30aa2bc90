import { z } from 'zod';
import { featuredProjectNames, projectEntries } from '@/content/projects';
import { factSchema } from '@/lib/content/facts';
import { optionalLink, parseContent, publicPath } from '@/lib/content/validate';
import { type Language, LANGUAGES, prefixed } from '@/lib/i18n/languages';
import { localized, type Resolved, resolve } from '@/lib/i18n/localized';

export const projectSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug'),
    /** The year the project shipped, written as a fact for the owner to confirm (content/facts.ts). */
    year: z.union([z.number().int().min(2000).max(2100), factSchema(z.number().int().min(2000).max(2100)).transform((fact) => fact.value)]),
    /** How the list shows its image: `alternate` tilts and frames it, on a tinted card, on the other side. */
    imageStyle: z.enum(['standard', 'alternate']).default('standard'),
    image: publicPath,
    title: z.string().min(1),
    /** The language of the title when it is not English, so screen readers pronounce it right. */
    titleLanguage: z.enum(['en', 'tr']).default('en'),
    description: localized(z.string().min(40, 'must be a real description of at least 40 characters')),
    tags: z.array(z.string().min(1)).min(1),
    playStore: optionalLink,
    appStore: optionalLink,
    webLink: optionalLink,
    githubLink: optionalLink,
    photo1: publicPath,
    photo2: publicPath,
    imageAlt: localized(z.string().min(10)),
  })
  .strict();

/** A project in one language; `generalLink` is its page in that language: /work/{name}, or /tr/work/{name}. */
export type Project = Resolved<z.infer<typeof projectSchema>> & { generalLink: string };

/** The projects of a list, checked, in each language. */
export function parseProjectsInLanguages(entries: readonly unknown[], file = 'content/projects.ts'): Record<Language, Project[]> {
  const parsed = entries.map((entry, index) => {
    const name = (entry as { name?: unknown })?.name;
    const label = typeof name === 'string' ? `project "${name}"` : `project #${index + 1}`;
    return parseContent(projectSchema, entry, `${file}, ${label}`);
  });
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, parsed.map((project) => ({ ...resolve(project, language), generalLink: projectPath(project.name, language) }))]),
  ) as Record<Language, Project[]>;
}

/** A project's page: /work/{name} in English, /tr/work/{name} in Turkish. */
export function projectPath(name: string, language: Language): string {
  const path = `/work/${name}`;
  return language === 'en' ? path : prefixed(path, language);
}

export function parseProjects(entries: readonly unknown[], file = 'content/projects.ts'): Project[] {
  return parseProjectsInLanguages(entries, file).en;
}

const inLanguages = parseProjectsInLanguages(projectEntries);

/** All projects in English, checked when the module loads (that is, at build time). */
export const projects: Project[] = inLanguages.en;

/** All projects in one language. */
export function projectsIn(language: Language): Project[] {
  return inLanguages[language];
}

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

/** The home page's projects in one language. */
export function featuredProjectsIn(language: Language): Project[] {
  return selectFeatured(projectsIn(language), featuredProjectNames);
}
