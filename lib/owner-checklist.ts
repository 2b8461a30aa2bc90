import { legalRecords } from '@/content/legal';
import { site } from '@/content/site';
import { appEntries } from '@/content/apps';
import { projectEntries } from '@/content/projects';
import { describeFact, unverifiedFacts, type UnverifiedFact } from '@/lib/facts';

/**
 * Everything the site states that this repository invented and the owner has
 * not confirmed: legal facts, the postal address, outward links. The build
 * prints it; the README's owner checklist is this list (a test keeps the two
 * equal).
 */
export function ownerChecklist(): UnverifiedFact[] {
  return [
    ...unverifiedFacts(site.owner, 'site.owner'),
    ...unverifiedFacts(site.social, 'site.social'),
    ...unverifiedFacts(site.resumeUrl, 'site.resumeUrl'),
    // Links are read from the content as written: the parsed lists keep only the URL.
    ...appEntries.flatMap((app) => unverifiedFacts(app, `apps.${app.slug}`)),
    ...projectEntries.flatMap((project) => unverifiedFacts(project, `projects.${project.name}`)),
    ...legalRecords.flatMap((record) => unverifiedFacts(record, `legal.${record.app}`)),
  ];
}

export const CHECKLIST_START = '<!-- owner-checklist:start (npm run checklist writes this list) -->';
export const CHECKLIST_END = '<!-- owner-checklist:end -->';

/** The README block: one line per fact. */
export function checklistMarkdown(facts: UnverifiedFact[] = ownerChecklist()): string {
  return [CHECKLIST_START, ...facts.map((fact) => `- [ ] ${describeFact(fact).replace(/^([^:]+):/, '`$1`:')}`), CHECKLIST_END].join('\n');
}

/** The warning the build prints, or nothing when every fact is confirmed. */
export function checklistWarning(facts: UnverifiedFact[] = ownerChecklist()): string | null {
  if (!facts.length) return null;
  return [
    `\n⚠ ${facts.length} facts on the site are unverified: the owner must confirm or replace them (README, "Owner checklist"):`,
    ...facts.map((fact) => `  - ${describeFact(fact)}`),
    '',
  ].join('\n');
}
