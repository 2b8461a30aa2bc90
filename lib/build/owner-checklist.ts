import { existsSync, readFileSync } from 'node:fs';
import { legalRecords } from '@/lib/legal/records';
import { site } from '@/content/site';
import { KVKK_APPLICATIONS, LIABILITY_FLOOR, OPEN_QUESTIONS, RETENTION_RULES, TERMS, TRANSFERS } from '@/content/legal/shared';
import { KEPT_RECORDS } from '@/content/legal/kept-records';
import { sitePrivacy } from '@/content/legal/site-privacy';
import { appFolders } from '@/content/apps';
import { projectEntries } from '@/content/projects';
import { BACKEND_NAMES, BACKENDS, backendVariable } from '@/lib/backends';
import { describeFact, unverifiedFacts, type UnverifiedFact } from '@/lib/content/facts';
import { STORE_FILES, storeFolder } from '@/lib/stores/forms';

/**
 * Everything the site states that this repository invented and the owner has
 * not confirmed: legal facts, the postal address, outward links. The build
 * checks that OWNER-CHECKLIST.md is this list; `npm run checklist` writes it.
 */
export function ownerChecklist(): UnverifiedFact[] {
  return [
    ...unverifiedFacts(site.owner, 'site.owner'),
    ...unverifiedFacts(site.social, 'site.social'),
    ...unverifiedFacts(site.resumeUrl, 'site.resumeUrl'),
    ...unverifiedFacts(site.footerYear, 'site.footerYear'),
    // Links are read from the content as written: the parsed lists keep only the URL.
    ...appFolders.flatMap(({ app }) => unverifiedFacts(app, `apps.${app.slug}`)),
    ...projectEntries.flatMap((project) => unverifiedFacts(project, `projects.${project.name}`)),
    ...legalRecords.flatMap((record) => unverifiedFacts(record, `legal.${record.app}`)),
    ...unverifiedFacts(TRANSFERS, 'legal.shared.transfers'),
    ...unverifiedFacts(TERMS, 'legal.shared.terms'),
    ...unverifiedFacts(KVKK_APPLICATIONS, 'legal.shared.kvkkApplications'),
    ...unverifiedFacts(RETENTION_RULES, 'legal.shared.retentionRules'),
    ...unverifiedFacts(KEPT_RECORDS, 'legal.keptRecords'),
    ...unverifiedFacts({ liabilityFloor: LIABILITY_FLOOR }, 'legal.shared'),
    ...unverifiedFacts(sitePrivacy, 'legal.site'),
  ];
}

/** What only the owner can settle, as "app: question": for every app (content/legal/shared.ts), then from each app's record (`openQuestions`). */
export function openQuestions(): string[] {
  return [...OPEN_QUESTIONS.map((question) => `every app: ${question}`), ...legalRecords.flatMap((record) => record.openQuestions.map((question) => `${record.app}: ${question}`))];
}

/** The file `npm run checklist` writes and the build checks. */
export const OWNER_CHECKLIST_FILE = 'OWNER-CHECKLIST.md';

const INTRODUCTION = `# Owner checklist

Facts on the site that were written for this repository and that the owner must confirm before
the apps go to the stores: legal facts in \`content/apps/<app>/legal.ts\` (providers, periods,
liability rules, dates), the transfer safeguard and the notice of changes to the terms in
\`content/legal/shared.ts\`, the website's host and its logs in \`content/legal/site-privacy.ts\`, the postal address and the EU and UK representatives in
\`content/site.ts\`, and outward links (store pages, GitHub, the resume). Each is marked
\`invented(...)\` where it is written. Once checked, write \`confirmed(...)\` there instead and
run \`npm run checklist\`, which rewrites this file; \`npm run build\` stops when this file and
the content disagree. Before the facts come the questions the site cannot settle: what the apps
and their backends do.

This file is generated: edit the content, not this list.
`;

/** Before the first production build: every backend of lib/backends.ts needs its https: URL. */
function backendLines(): string[] {
  return [
    '- [ ] `NEXT_PUBLIC_SITE_URL`: the site\'s own https: origin',
    ...BACKEND_NAMES.map((name) => {
      const { method, path, page } = BACKENDS[name]!;
      return `- [ ] \`${backendVariable(name)}\`: the https: base URL of the backend that answers \`${method} ${path}\` for \`${page}\``;
    }),
    // html-to-text writes every link of a EULA out in full, with the origin of the build it came from.
    '- [ ] Paste into App Store Connect only the plain-text EULAs (`out/<app>/eula-plain-text.txt`) of a production build: those of a local build link to `http://localhost:3000` and must never be uploaded',
  ];
}

/** Before each release to the stores: what each app's store folder asks of the consoles and of the app project. */
function storeLines(): string[] {
  return appFolders.map(({ app }) => {
    const folder = storeFolder(app.slug);
    return `- [ ] ${app.name}: import \`${folder}/${STORE_FILES.play}\` in Play Console (App content › Data safety › Import from CSV), answer App Privacy as \`${folder}/${STORE_FILES.apple}\` says, put \`${folder}/${STORE_FILES.manifest}\` in the app's Xcode target with the app's own required-reason API entries, make the app project match \`${folder}/${STORE_FILES.settings}\` (its **To do** lines first), and fill in the URLs of \`${folder}/${STORE_FILES.listing}\``;
  });
}

/** The whole checklist file: an introduction, the build variables to set, then one line per fact. */
export function checklistDocument(facts: UnverifiedFact[] = ownerChecklist(), questions: string[] = openQuestions()): string {
  const lines = facts.map((fact) => `- [ ] ${describeFact(fact).replace(/^([^:]+):/, '`$1`:')}`);
  return [
    INTRODUCTION,
    '## Build variables of a production build (README, "Configuration")',
    '',
    ...backendLines(),
    '',
    '## Before each release to the stores (docs/OWNER-GUIDE.md, "Filling in the stores\' forms")',
    '',
    ...storeLines(),
    '',
    '## Questions only the owner can settle',
    '',
    'Each is written in `openQuestions` of the app\'s `content/apps/<app>/legal.ts`, or, for every app, in `OPEN_QUESTIONS` of `content/legal/shared.ts`; remove it there once it is settled.',
    '',
    ...questions.map((question) => `- [ ] ${question.replace(/^([^:]+):/, '**$1**:')}`),
    '',
    '## Facts to confirm',
    '',
    `${facts.length} facts to confirm.`,
    '',
    ...lines,
    '',
  ].join('\n');
}

/** Why OWNER-CHECKLIST.md is out of date, or nothing when it lists exactly what content/ marks invented. */
export function checklistProblem(written: string | null = readChecklistFile(), facts: UnverifiedFact[] = ownerChecklist(), questions: string[] = openQuestions()): string | null {
  if (written === checklistDocument(facts, questions)) return null;
  return `${OWNER_CHECKLIST_FILE} does not list what content/ marks invented(...): run \`npm run docs\` and commit the file.`;
}

function readChecklistFile(): string | null {
  return existsSync(OWNER_CHECKLIST_FILE) ? readFileSync(OWNER_CHECKLIST_FILE, 'utf8') : null;
}

/** The warning the build prints, or nothing when every fact is confirmed. */
export function checklistWarning(facts: UnverifiedFact[] = ownerChecklist()): string | null {
  if (!facts.length) return null;
  return `⚠ ${facts.length} facts on the site await the owner's confirmation: see ${OWNER_CHECKLIST_FILE}.`;
}
