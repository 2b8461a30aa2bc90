import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectPage, projectMetadata } from '@/components/pages/ProjectPage';
import { findProject, projectsIn } from '@/lib/content/projects';

type Props = { params: Promise<{ name: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return projectsIn('en').map((project) => ({ name: project.name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = findProject(projectsIn('en'), (await params).name);
  return project ? projectMetadata(project, 'en') : {};
}

export default async function Page({ params }: Props) {
  const project = findProject(projectsIn('en'), (await params).name);
  if (!project) notFound();
  return <ProjectPage project={project} language="en" />;
}
