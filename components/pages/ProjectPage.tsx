import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { pathOf } from '@/components/pages/site-paths';
import { ProjectLinks } from '@/components/ProjectLinks';
import { ProjectTitle } from '@/components/ProjectList';
import { SiteLayout } from '@/components/SiteLayout';
import { StaticImage } from '@/components/StaticImage';
import { ARTWORK } from '@/lib/content/artwork';
import type { Project } from '@/lib/content/projects';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export function projectMetadata(project: Project, language: Language): Metadata {
  return pageMetadata({
    title: project.title,
    description: project.description.length > 160 ? `${project.description.slice(0, 157).trimEnd()}…` : project.description,
    path: project.generalLink,
    image: 'work',
    type: 'article',
    language,
  });
}

/** A project's page, in English at /work/{name} and in Turkish at /tr/work/{name}. */
export function ProjectPage({ project, language }: { project: Project; language: Language }) {
  const texts = textsIn(language);
  const work = pathOf('/work', language);
  return (
    <SiteLayout lang={language} path={project.generalLink}>
      <article className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <JsonLd
          data={breadcrumbJsonLd([
            { name: texts.work.title, path: work },
            { name: project.title, path: project.generalLink },
          ])}
        />
        <nav aria-label={texts.layout.breadcrumb} className="mb-6 text-sm text-slate-600 dark:text-slate-400">
          <ol className="flex gap-2">
            <li>
              <a href={work} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                {texts.work.title}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">
              <ProjectTitle project={project} language={language} />
            </li>
          </ol>
        </nav>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          <ProjectTitle project={project} language={language} />
        </h1>
        <p className="mt-3 text-sm font-medium text-slate-600 dark:text-slate-400">
          <time dateTime={String(project.year)}>{project.year}</time>
        </p>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">{project.description}</p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={texts.projects.techStackList}>
          {project.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {tag}
            </li>
          ))}
        </ul>
        <ProjectLinks project={project} language={language} />
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          {[project.photo1, project.photo2].map((photo, index) => (
            <figure key={photo} className="rounded-3xl bg-slate-100 p-6 dark:bg-slate-900">
              <StaticImage
                src={photo}
                alt={fill(texts.projects.screenshot, { title: project.title, number: index + 1 })}
                width={ARTWORK.projectPhoto.width}
                height={ARTWORK.projectPhoto.height}
                priority={index === 0}
                className="mx-auto h-auto w-full max-w-xs"
              />
            </figure>
          ))}
        </div>
      </article>
    </SiteLayout>
  );
}
