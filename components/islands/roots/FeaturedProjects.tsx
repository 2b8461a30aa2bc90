'use client';

import { ProjectList, type ProjectListWords, type ProjectSummary } from '@/components/ProjectList';
import { RevealItem } from '@/components/islands/RevealItem';

/** The home page's featured projects, fading in as they scroll into view (its island). */
export function FeaturedProjects({ projects, words }: { projects: readonly ProjectSummary[]; words: ProjectListWords }) {
  return <ProjectList projects={projects} words={words} Item={RevealItem} />;
}
