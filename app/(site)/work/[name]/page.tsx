import type { Metadata } from 'next';
import { StaticImage } from '@/components/StaticImage';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/JsonLd';
import { ProjectLinks } from '@/components/ProjectLinks';
import { ProjectTitle } from '@/components/ProjectList';
import { pageMetadata } from '@/lib/metadata';
import { ARTWORK } from '@/lib/content/artwork';
import { findProject, projects } from '@/lib/content/projects';
import { breadcrumbJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ name: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ name: project.name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = findProject(projects, (await params).name);
  if (!project) return {};
  return pageMetadata({
    title: project.title,
    description: project.description.length > 160 ? `${project.description.slice(0, 157).trimEnd()}…` : project.description,
    path: project.generalLink,
    image: 'work',
    type: 'article',
  });
}

export default async function ProjectPage({ params }: Props) {
  const project = findProject(projects, (await params).name);
  if (!project) notFound();

  return (
    <article className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Work', path: '/work' },
          { name: project.title, path: project.generalLink },
        ])}
      />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex gap-2">
          <li>
            <a href="/work" className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
              Work
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">
            <ProjectTitle project={project} />
          </li>
        </ol>
      </nav>
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        <ProjectTitle project={project} />
      </h1>
      <p className="mt-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        <time dateTime={String(project.year)}>{project.year}</time>
      </p>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">{project.description}</p>
      <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tech stack">
        {project.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {tag}
          </li>
        ))}
      </ul>
      <ProjectLinks project={project} />
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        {[project.photo1, project.photo2].map((photo, index) => (
          <figure key={photo} className="rounded-3xl bg-slate-100 p-6 dark:bg-slate-900">
            <StaticImage
              src={photo}
              alt={`${project.title} screenshot ${index + 1} of 2`}
              width={ARTWORK.projectPhoto.width}
              height={ARTWORK.projectPhoto.height}
              priority={index === 0}
              className="mx-auto h-auto w-full max-w-xs"
            />
          </figure>
        ))}
      </div>
    </article>
  );
}
