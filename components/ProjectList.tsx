import { StaticImage } from '@/components/StaticImage';
import type { ComponentType, ReactNode } from 'react';
import { ARTWORK } from '@/lib/content/artwork';
import type { Project } from '@/lib/content/projects';

/** What the list shows of a project (the home page's island gets exactly this as props). */
export type ProjectSummary = Pick<Project, 'name' | 'title' | 'titleLanguage' | 'description' | 'tags' | 'generalLink' | 'image' | 'imageAlt' | 'imageStyle'>;

export function projectSummary({ name, title, titleLanguage, description, tags, generalLink, image, imageAlt, imageStyle }: ProjectSummary): ProjectSummary {
  return { name, title, titleLanguage, description, tags, generalLink, image, imageAlt, imageStyle };
}

/** What the list says around each project, in the page's language: "Tech Stack:", "<title> tech stack" and the link's words. */
export type ProjectListWords = { language: 'en' | 'tr'; techStack: string; techStackOf: string; moreDetails: string };

/** A list item fading in with CSS as the page loads. */
function FadeInItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/**
 * Numbered project list. The home page passes framer-motion's reveal-on-scroll
 * item; this file does not import it, so other pages never load framer-motion.
 */
export function ProjectList({
  projects,
  words,
  Item = FadeInItem,
  headingLevel = 3,
}: {
  projects: readonly ProjectSummary[];
  words: ProjectListWords;
  Item?: ComponentType<{ children: ReactNode }>;
  /** 2 when the list sits right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ol className="space-y-10 md:space-y-14">
      {projects.map((project, index) => (
        <Item key={project.name}>
          <ProjectListItem project={project} index={index} headingLevel={headingLevel} words={words} />
        </Item>
      ))}
    </ol>
  );
}

function ProjectListItem({ project, index, headingLevel, words }: { project: ProjectSummary; index: number; headingLevel: 2 | 3; words: ProjectListWords }): ReactNode {
  const alternate = project.imageStyle === 'alternate';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-image-style={alternate ? 'alternate' : 'default'}
      className={`flex flex-col gap-6 rounded-2xl border border-slate-200 p-6 md:items-center md:gap-10 md:p-8 dark:border-slate-800 ${
        alternate ? 'bg-indigo-50/70 md:flex-row-reverse dark:bg-indigo-950/30' : 'bg-white md:flex-row dark:bg-slate-900/40'
      }`}
    >
      <div className="flex-1 space-y-4">
        <Heading className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          <span className="text-indigo-600 dark:text-indigo-400">{index + 1}</span>
          <span aria-hidden="true" className="text-slate-400"> / </span>
          <span className="sr-only"> — </span>
          <ProjectTitle project={project} language={words.language} />
        </Heading>
        <p className="leading-relaxed text-slate-600 dark:text-slate-300">{project.description}</p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-900 dark:text-white">{words.techStack}</span>
          <ul className="flex flex-wrap gap-2" aria-label={words.techStackOf.replace('{title}', project.title)}>
            {project.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {tag}
              </li>
            ))}
          </ul>
        </div>
        <a
          href={project.generalLink}
          className="inline-flex items-center gap-1 font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
        >
          {words.moreDetails}
          <span className="sr-only">
            : <ProjectTitle project={project} language={words.language} />
          </span>
          <span aria-hidden="true">→</span>
        </a>
      </div>
      <div className={`hidden shrink-0 md:block ${alternate ? 'md:w-80 md:-rotate-2' : 'md:w-96'}`}>
        <StaticImage
          src={project.image}
          alt={project.imageAlt}
          width={ARTWORK.projectImage.width}
          height={ARTWORK.projectImage.height}
          className={`h-auto w-full ${alternate ? 'rounded-3xl shadow-xl ring-4 ring-white dark:ring-slate-800' : 'rounded-xl shadow-md'}`}
        />
      </div>
    </article>
  );
}

/** A project's name, marked with its language when that is not the page's. */
export function ProjectTitle({ project, language = 'en' }: { project: Pick<Project, 'title' | 'titleLanguage'>; language?: 'en' | 'tr' }) {
  return project.titleLanguage === language ? <>{project.title}</> : <span lang={project.titleLanguage}>{project.title}</span>;
}
