import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { PageHeading } from '@/components/PageHeading';
import { ProjectList } from '@/components/ProjectList';
import { pageMetadata } from '@/lib/metadata';
import { projects } from '@/lib/content/projects';
import { collectionPageJsonLd } from '@/lib/structured-data';

const page = {
  name: 'Work',
  description: 'Mobile apps, backends and websites I have designed and built: payments, education, smart devices, finance and more.',
  path: '/work',
  language: 'en',
} as const;

export const metadata: Metadata = pageMetadata({ title: page.name, description: page.description, path: page.path, image: 'work' });

export default function WorkPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <JsonLd data={collectionPageJsonLd(page, projects.map((project) => ({ name: project.title, path: project.generalLink })))} />
      <PageHeading title="My Projects" subtitle="Take a look at some of my recent projects!" />
      <ProjectList projects={projects} headingLevel={2} />
    </div>
  );
}
