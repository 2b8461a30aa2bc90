import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { PageHeading } from '@/components/PageHeading';
import { pathOf, projectListWords } from '@/components/pages/site-paths';
import { ProjectList } from '@/components/ProjectList';
import { SiteLayout } from '@/components/SiteLayout';
import { projectsIn } from '@/lib/content/projects';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/metadata';
import { collectionPageJsonLd } from '@/lib/structured-data';

function workPage(language: Language) {
  const words = textsIn(language).work;
  return { name: words.title, description: words.description, path: pathOf('/work', language), language };
}

export function workMetadata(language: Language): Metadata {
  const page = workPage(language);
  return pageMetadata({ title: page.name, description: page.description, path: page.path, image: 'work', language });
}

/** Every project, in English at /work and in Turkish at /tr/work. */
export function WorkPage({ language }: { language: Language }) {
  const page = workPage(language);
  const words = textsIn(language).work;
  const projects = projectsIn(language);
  return (
    <SiteLayout lang={language} path={page.path}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <JsonLd data={collectionPageJsonLd(page, projects.map((project) => ({ name: project.title, path: project.generalLink })))} />
        <PageHeading title={words.heading} subtitle={words.subtitle} />
        <ProjectList projects={projects} words={projectListWords(language)} headingLevel={2} />
      </div>
    </SiteLayout>
  );
}
