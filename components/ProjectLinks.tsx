import { ButtonLink } from '@/components/ButtonLink';
import { ExternalIcon } from '@/components/icons';
import type { Project } from '@/lib/content/projects';

type LinkField = 'appStore' | 'playStore' | 'githubLink' | 'webLink';

/** The link buttons of a project, in display order, with their visible labels. */
export const PROJECT_LINK_LABELS: ReadonlyArray<readonly [LinkField, string]> = [
  ['appStore', 'App Store'],
  ['playStore', 'Play Store'],
  ['githubLink', 'Github'],
  ['webLink', 'Web Sitesi'],
];

/** Only the links the project has; each opens in a new tab. */
export function projectLinks(project: Project): { label: string; href: string }[] {
  return PROJECT_LINK_LABELS.flatMap(([field, label]) => (project[field] ? [{ label, href: project[field] }] : []));
}

export function ProjectLinks({ project }: { project: Project }) {
  const links = projectLinks(project);
  if (links.length === 0) return null;
  return (
    <ul className="mt-8 flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.label}>
          <ButtonLink href={link.href} external variant="secondary">
            {link.label}
            <ExternalIcon />
            <span className="sr-only">(opens in a new tab)</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
