'use client';

import { ProjectList, type ProjectSummary } from '@/components/ProjectList';
import { RevealItem } from '@/components/islands/RevealItem';

/** The home page's featured projects, fading in as they scroll into view (its island). */
export function FeaturedProjects({ projects }: { projects: readonly ProjectSummary[] }) {
  return <ProjectList projects={projects} Item={RevealItem} />;
}
