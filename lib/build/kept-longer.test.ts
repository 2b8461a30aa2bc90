/** @jest-environment node */
import { keptLongerProblems } from '@/lib/build/agreement';
import type { App } from '@/lib/content/apps';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { formatPeriod, periodDays } from '@/lib/legal/wording';
import { RETENTION_CATEGORIES } from '@/lib/legal/facts';

/**
 * A policy names each kind of data kept longer than the deletion time limit, which `npm run docs` and
 * the build check on the policy's source (the browser test of e2e/legal-facts.spec.ts reads the same on
 * the page, eighteen minutes later): the fixture's record, with an AI provider whose reports are kept
 * longer than the limit and erased with the account, against policies of the test's own.
 */
const app: Pick<App, 'slug' | 'documents'> = { slug: FIXTURE_APP, documents: [{ slug: 'privacy-policy', label: 'Privacy Policy' }] };
const record = parseLegalRecord(recordFixture({ ai: true }), FIXTURE_APP, FIXTURE_OWNER);
const POLICY = `content/apps/${FIXTURE_APP}/privacy-policy.mdx`;
const limit = record.deletion.timeLimit.value;
/** The entries kept longer than the limit, worked out here from the record: key and whether they outlive a deletion. */
const longer = RETENTION_CATEGORIES.flatMap((key) => {
  const entry = record.retention[key]?.value;
  return entry && entry.period !== 'while-active' && periodDays(entry.period) > periodDays(limit) ? [{ key, entry }] : [];
});
const problems = (policy: string) => keptLongerProblems(app, record, () => policy);
const message = (key: string, data: string) =>
  `${POLICY}: “${data}” ("retention.${key}" of content/apps/${FIXTURE_APP}/legal.ts) is kept longer than the deletion time limit (${formatPeriod(limit, 'en')}), and the policy does not say so: write <KeptItem of="${key}" /> in the list of what is kept, or <RetentionSummary />, which lists every such entry`;

describe('what a policy keeps longer than the deletion time limit', () => {
  it('is named, each entry with its file and its key, when the policy says none of it', () => {
    expect(longer.length).toBeGreaterThan(1);
    expect(problems('## Data Retention\n\n<RetentionTable />\n')).toEqual(longer.map(({ key, entry }) => message(key, entry.data)));
  });

  it('is said by <KeptAfterDeletion /> for what outlives a deletion, and by <KeptItem of="…" /> for the rest', () => {
    const erased = longer.filter(({ entry }) => entry.afterDeletion === 'deleted');
    expect(erased.length).toBeGreaterThan(0);
    expect(problems('<KeptAfterDeletion />')).toEqual(erased.map(({ key, entry }) => message(key, entry.data)));
    expect(problems(['<KeptAfterDeletion />', ...erased.map(({ key }) => `- <KeptItem of="${key}" />`)].join('\n'))).toEqual([]);
  });

  it('is said at once by <RetentionSummary />', () => {
    expect(problems('<RetentionSummary />')).toEqual([]);
  });
});
