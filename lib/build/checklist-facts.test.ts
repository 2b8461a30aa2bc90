/**
 * @jest-environment node
 *
 * OWNER-CHECKLIST.md, as committed, asks the owner to confirm every fact content/ marks invented:
 * the facts are found here by walking content/ itself (a fact is `{ value, verified: false }`),
 * never by the code that writes the checklist, so a group of facts that drops off the list, and
 * off the committed file after `npm run docs`, is seen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appFolders } from '@/content/apps';
import { LIABILITY_FLOOR, RETENTION_RULES, TERMS, TRANSFERS } from '@/content/legal/shared';
import { sitePrivacy } from '@/content/legal/site-privacy';
import { site } from '@/content/site';

const checklist = readFileSync(path.resolve(__dirname, '..', '..', 'OWNER-CHECKLIST.md'), 'utf8');
const listed = new Set([...checklist.matchAll(/^- \[ \] `([^`]+)`:/gm)].map((match) => match[1]!));

/** Where each invented fact of a piece of content is, as the checklist names it, in the path style of every message: `prefix.key`, `prefix.list.0`. */
function invented(content: unknown, where: string): string[] {
  if (Array.isArray(content)) return content.flatMap((item, index) => invented(item, `${where}.${index}`));
  if (typeof content !== 'object' || content === null) return [];
  const fact = content as { value?: unknown; verified?: unknown };
  if (typeof fact.verified === 'boolean' && 'value' in fact) return [...(fact.verified ? [] : [where]), ...invented(fact.value, where)];
  return Object.entries(content).flatMap(([key, value]) => invented(value, `${where}.${key}`));
}

const GROUPS: [string, string[]][] = [
  ['the website’s privacy notice (content/legal/site-privacy.ts)', invented(sitePrivacy, 'legal.site')],
  ['the owner (content/site.ts)', invented(site.owner, 'site.owner')],
  ['the shared clauses (content/legal/shared.ts)', [...invented(TRANSFERS, 'legal.shared.transfers'), ...invented(TERMS, 'legal.shared.terms'), ...invented(RETENTION_RULES, 'legal.shared.retentionRules'), ...invented({ liabilityFloor: LIABILITY_FLOOR }, 'legal.shared')]],
  ...appFolders.map(({ app, legal }) => [`the record of ${app.slug} (content/apps/${app.slug}/legal.ts)`, invented(legal, `legal.${app.slug}`)] as [string, string[]]),
];

describe('OWNER-CHECKLIST.md', () => {
  it('the test finds a made-up invented fact wherever it is nested, and no confirmed one', () => {
    const content = { host: { value: { region: { value: 'Made-up region', verified: false } }, verified: true }, logs: [{ value: 1, verified: false }], name: 'Plain text' };
    expect(invented(content, 'legal.site')).toEqual(['legal.site.host.region', 'legal.site.logs.0']);
  });

  it.each(GROUPS)('asks for every invented fact of %s', (_group, facts) => {
    expect(facts.filter((where) => !listed.has(where))).toEqual([]);
  });
});
