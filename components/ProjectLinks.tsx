import { ButtonLink } from '@/components/ButtonLink';
import { ExternalIcon } from '@/components/icons';
import type { Project } from '@/lib/content/projects';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';

type LinkField = 'appStore' | 'playStore' | 'githubLink' | 'webLink';

/** The link buttons of a project, in display order. */
const LINK_FIELDS: readonly LinkField[] = ['appStore', 'playStore', 'githubLink', 'webLink'];

/** The link buttons of a project, in display order, with their visible labels in a language. */
export function projectLinkLabels(language: Language): ReadonlyArray<readonly [LinkField, string]> {
  const labels = textsIn(language).projects.links;
  return LINK_FIELDS.map((field) => [field, labels[field]] as const);
}

/** Only the links the project has; each opens in a new tab. */
export function projectLinks(project: Project, language: Language = 'en'): { label: string; href: string }[] {
  return projectLinkLabels(language).flatMap(([field, label]) => (project[field] ? [{ label, href: project[field] }] : []));
}

export function ProjectLinks({ project, language = 'en' }: { project: Project; language?: Language }) {
  const links = projectLinks(project, language);
  if (links.length === 0) return null;
  return (
    <ul className="mt-8 flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.label}>
          <ButtonLink href={link.href} external variant="secondary">
            {link.label}
            <ExternalIcon />
            <span className="sr-only">{textsIn(language).layout.newTab}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
