import { existsSync, readFileSync } from 'node:fs';
import { legalRecords } from '@/lib/legal/records';
import { site } from '@/content/site';
import { ESTABLISHMENT, KVKK_APPLICATIONS, LIABILITY_FLOOR, OPEN_QUESTIONS, RETENTION_RULES, TERMS, TRANSFERS } from '@/content/legal/shared';
import { KEPT_RECORDS } from '@/content/legal/kept-records';
import { sitePrivacy } from '@/content/legal/site-privacy';
import { appFolders } from '@/content/apps';
import { projectEntries } from '@/content/projects';
import { BACKEND_NAMES, BACKENDS, backendVariable } from '@/lib/backends';
import { describeFact, unverifiedFacts, type UnverifiedFact } from '@/lib/content/facts';
import { STORE_FILES, storeFolder } from '@/lib/stores/forms';
import type { LegalRecord } from '@/lib/legal/facts';

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
    return `- [ ] ${app.name}: import \`${folder}/${STORE_FILES.play}\` in Play Console (App content › Data safety › Import from CSV), answer App Privacy as \`${folder}/${STORE_FILES.apple}\` says (or upload \`${folder}/${STORE_FILES.fastlane}\` with fastlane), use \`${folder}/${STORE_FILES.manifest}\` as the app target's one privacy manifest, make the app project match \`${folder}/${STORE_FILES.settings}\` (permissions, Firebase settings, the Analytics property), and fill in the URLs of \`${folder}/${STORE_FILES.listing}\``;
  });
}

/** Where data goes abroad: a processor of a record, or the website's host, whose region is not the country the controller is established in. */
export type Recipient = { name: string; region: string; policyUrl: string; of: string };

/** Every recipient abroad: each processor of every record whose region does not name the controller's country, and the website's host. */
export function recipientsAbroad(
  records: readonly LegalRecord[] = legalRecords,
  host: { name: string; region: string; policyUrl: string } = sitePrivacy.host.value,
  country: string = ESTABLISHMENT.value.country,
): Recipient[] {
  const names = new Map<string, string>(appFolders.map(({ app }) => [app.slug, app.name]));
  const recipients: Recipient[] = [
    ...records.flatMap((record) => record.processors.map(({ value }) => ({ name: value.name, region: value.region, policyUrl: value.policyUrl, of: names.get(record.app) ?? record.app }))),
    { ...host, of: 'the website' },
  ];
  return recipients.filter((recipient) => !recipient.region.includes(country));
}

/** The company a recipient belongs to, by the domain of its privacy policy (firebase.google.com and policies.google.com are one company). */
const companyOf = (policyUrl: string) => new URL(policyUrl).hostname.split('.').slice(-2).join('.');

/**
 * KVKK Art. 9(4)(c) and 9(5): a transfer abroad on the Board's standard contract is lawful only once the
 * contract is signed with the company and notified to the Authority within five business days of
 * signing. One line per company, naming its services as the records do, so a processor added to a
 * record adds its line or its name.
 */
export function transferLines(recipients: readonly Recipient[] = recipientsAbroad()): string[] {
  const byCompany = new Map<string, { names: string[]; of: string[] }>();
  for (const recipient of recipients) {
    const entry = byCompany.get(companyOf(recipient.policyUrl)) ?? { names: [], of: [] };
    if (!entry.names.includes(recipient.name)) entry.names.push(recipient.name);
    if (!entry.of.includes(recipient.of)) entry.of.push(recipient.of);
    byCompany.set(companyOf(recipient.policyUrl), entry);
  }
  return [...byCompany].map(
    ([company, { names, of }]) =>
      `- [ ] ${names.join(', ')} (the company of ${company}), for ${of.join(', ')}: sign the Personal Data Protection Board's standard contract with it before any data goes there, and notify the signed contract to the Personal Data Protection Authority within five business days of signing (KVKK Art. 9(5))`,
  );
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
    '## Transfers abroad (KVKK Art. 9; docs/OWNER-GUIDE.md, "A provider that is not an AI")',
    '',
    `Every policy says each transfer abroad rests on the Board's standard contract, signed with the company and notified to the Authority. Each company outside ${ESTABLISHMENT.value.country} that the records and the website's notice name, with what sends it data (a processor added to a record adds its line here); keep a copy of each contract for users who ask:`,
    '',
    ...transferLines(),
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
