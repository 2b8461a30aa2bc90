import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { contractComponents } from '@/components/legal/contract';
import { documentComponents } from '@/components/legal/facts';
import { apps, hasDocument } from '@/lib/content/apps';
import { legalRecord, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

/**
 * Google Play's AI-Generated Content policy: an app that generates content with AI lets its users
 * report or flag offensive output without leaving the app. Each AI app's terms, EULA and policy name
 * the menu that does it, and the policy accounts for the reports as it does for any data.
 */
const aiApps = apps.filter((app) => legalRecord(app.slug).processors.some(({ value }) => value.kind === 'ai'));
const DOCUMENTS = ['terms-and-conditions', 'eula', 'privacy-policy'] as const;
/** What the store's policy asks, in the words a reader of each language looks for. */
const IN_APP = { en: /without leaving the app/i, tr: /uygulamadan çıkmadan/i } as const;
const SEPARATOR = ' › ';

const source = (slug: string, document: string) => readFileSync(path.join(__dirname, '..', '..', 'content', 'apps', slug, `${document}.mdx`), 'utf8');

function renderReports(app: (typeof apps)[number], document: string) {
  const Reports = documentComponents(app, document).AiReports as ComponentType;
  return render(<Reports />).container.textContent ?? '';
}

describe('reporting AI output', () => {
  it('there is an AI app to check', () => {
    expect(aiApps.length).toBeGreaterThan(0);
  });

  describe.each(aiApps.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
    const record = legalRecord(app.slug);
    const documents = DOCUMENTS.filter((document) => hasDocument(app, document));

    it.each(documents)('its %s prints the report path, in the app, in its own language', (document) => {
      expect(source(app.slug, document)).toContain('<AiReports />');
      const text = renderReports(app, document);
      // One path per kind of AI output: a list of steps, or a list of such lists.
      const value = record.aiReportInApp!.value;
      const paths = (Array.isArray(value[0]) ? value : [value]) as string[][];
      for (const path of paths) expect(text).toContain(path.join(SEPARATOR));
      expect(text).toMatch(IN_APP[app.language]);
    });

    it('its policy says what a report holds and for how long, in the period of the record', () => {
      const kept = record.retention.aiReports!.value;
      if (kept.period === 'while-active') throw new Error('reports of AI output have a period');
      const text = renderReports(app, 'privacy-policy');
      expect(text).toContain(`(${kept.period.amount})`);
      expect(text).toMatch(app.language === 'en' ? /the output, what produced it, the reason you give and the time/ : /çıktıyı, onu üreten girdiyi, belirttiğiniz gerekçeyi ve zamanı/);
    });

    it('the reports are a data type of the inventory, optional, with a legal basis of legitimate interests', () => {
      const types = record.inventory.value.types.filter((entry) => entry.retention === 'aiReports');
      expect(types).not.toHaveLength(0);
      for (const entry of types) expect(entry.use).toEqual({ when: 'report' });
      expect(record.lawfulBases.find((entry) => entry.of === 'ai-reports')?.basis).toBe('legitimate-interests');
    });
  });

  it('a record with an AI provider and no report path is refused, naming the field', () => {
    const fixture = recordFixture({ ai: true });
    expect(() => parseLegalRecord(fixture, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
    expect(() => parseLegalRecord({ ...fixture, aiReportInApp: undefined }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "aiReportInApp"/);
    expect(() => parseLegalRecord({ ...fixture, retention: { ...fixture.retention, aiReports: undefined } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "retention.aiReports"/);
    expect(() => parseLegalRecord({ ...fixture, lawfulBases: fixture.lawfulBases.filter((entry) => entry.of !== 'ai-reports') }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/"ai-reports"/);
  });

  /** An app whose AI makes several kinds of output (readings and answers, say) has a report path for each, and every document names each. */
  it.each(['en', 'tr'] as const)('a record with a path for each kind of AI output prints every path, in %s', (language) => {
    const app = { ...apps.find((each) => each.language === language)!, slug: FIXTURE_APP };
    const paths = [
      ['Readings', 'Reading', 'Report reading'],
      ['Answers', 'Answer', 'Report answer'],
    ];
    const fixture = recordFixture({ ai: true });
    const record = parseLegalRecord({ ...fixture, aiReportInApp: { ...fixture.aiReportInApp, value: paths } }, FIXTURE_APP, FIXTURE_OWNER);
    const Reports = contractComponents(app, record, 'terms-and-conditions', language).AiReports as ComponentType;
    const text = render(<Reports />).container.textContent ?? '';
    expect(text).toContain(`${paths[0]!.join(SEPARATOR)}${language === 'en' ? ' or at ' : ' veya '}${paths[1]!.join(SEPARATOR)}`);
  });

  it('a record without an AI provider has no report path for AI output', () => {
    const fixture = { ...recordFixture(), aiReportInApp: recordFixture({ ai: true }).aiReportInApp };
    expect(() => parseLegalRecord(fixture, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/only an app with an AI provider/);
  });
});
