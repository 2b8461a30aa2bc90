/**
 * The legal facts as a reader sees them: the exported documents and deletion
 * pages are read from out/ and compared with each other and with the apps'
 * records in content/legal/. A policy and its deletion page cannot disagree,
 * terms and EULA state one liability rule, no document promises a retention
 * shorter than a provider it names can meet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { convert } from 'html-to-text';
import { legalRecord } from '../content/legal';
import { KVKK_RIGHTS, postalAddress } from '../components/legal/facts';
import { apps, type App, type LegalDocumentSlug } from '../lib/apps';
import { getDeletionInfo } from '../lib/deletion';
import { formatPeriod, liabilitySentence, type Period, retentionPhrase, RETENTION_CATEGORIES } from '../lib/legal-facts';
import { plainTextEulaPath } from '../lib/plain-text';
import { OUT, readOut } from './out-files';

/** The visible text of a page's main content, one space between words. */
function pageText(file: string, selector: 'article' | 'main' = 'article'): string {
  const html = readOut(file);
  const part = new RegExp(`<${selector}\\b[^>]*>([\\s\\S]*?)</${selector}>`).exec(html)?.[1];
  if (!part) throw new Error(`${file} has no <${selector}>`);
  return convert(part, { wordwrap: false, selectors: [{ selector: 'a', options: { ignoreHref: true } }] }).replace(/\s+/g, ' ');
}

const documentText = (app: App, document: LegalDocumentSlug) => pageText(`${app.slug}/${document}.html`);
const deletionText = (app: App) => pageText(`${app.deletionPath!.slice(1)}.html`, 'main');

const UNIT_DAYS = { day: 1, month: 30, year: 365 } as const;
const days = (period: Period) => period.amount * UNIT_DAYS[period.unit];

/** Every "N (N) unit" period a text states, in days. */
function statedPeriods(text: string): { phrase: string; days: number }[] {
  const pattern = /\((\d+)\)\s+(days?|months?|years?|gün|ay|yıl)/g;
  const unitOf = (word: string): Period['unit'] => (/^(day|gün)/.test(word) ? 'day' : /^(month|ay)/.test(word) ? 'month' : 'year');
  return [...text.matchAll(pattern)].map((match) => ({ phrase: match[0], days: days({ amount: Number(match[1]), unit: unitOf(match[2]!) }) }));
}

for (const app of apps) {
  test.describe(`${app.name}: legal facts`, () => {
    const record = legalRecord(app.slug);
    const limit = record.deletion.timeLimit.value;

    test('the privacy policy states every retention period of the record, the in-app deletion path and the postal address', () => {
      const policy = documentText(app, 'privacy-policy');
      for (const category of RETENTION_CATEGORIES) {
        const retention = record.retention[category]?.value;
        if (retention) expect(policy, `retention of ${category}`).toContain(retentionPhrase(retention, limit, app.language));
      }
      expect(policy).toContain(record.deletion.inApp.value.join(' › '));
      expect(policy).toContain(postalAddress());
      expect(policy).toContain(formatPeriod(limit, app.language));
    });

    test('every document names each AI provider, and no document promises less than a provider it names keeps', () => {
      const aiNames = record.processors.map((fact) => fact.value).filter((processor) => processor.kind === 'ai').map((processor) => processor.name);
      expect(documentText(app, 'privacy-policy')).toContain(aiNames[0] ?? '');
      for (const name of aiNames) expect(documentText(app, 'privacy-policy'), name).toContain(name);
      for (const fact of record.processors) {
        const processor = fact.value;
        if (!processor.minimumRetention) continue;
        const category = processor.kind === 'analytics' ? 'analytics' : processor.kind === 'crash-reports' ? 'crashReports' : undefined;
        const retention = category ? record.retention[category]?.value : undefined;
        if (retention && retention.period !== 'while-active') {
          expect(days(retention.period), `${processor.name}: the record keeps ${category} shorter than the provider can`).toBeGreaterThanOrEqual(
            days(processor.minimumRetention),
          );
        }
        for (const document of app.legalDocuments) {
          const sentences = documentText(app, document).split(/(?<=[.;:])\s+/);
          for (const sentence of sentences.filter((candidate) => candidate.includes(processor.name))) {
            for (const stated of statedPeriods(sentence)) {
              expect(stated.days, `${document}: "${sentence}" promises less than ${processor.name} keeps`).toBeGreaterThanOrEqual(
                days(processor.minimumRetention),
              );
            }
          }
        }
      }
    });

    if (app.language === 'en') {
      test('the English privacy policy lists every right of Article 11 of the KVKK', () => {
        const policy = documentText(app, 'privacy-policy');
        for (const right of KVKK_RIGHTS.en) expect(policy).toContain(right.replace(/;$| and$|; and$/, '').replace(/[;.]$/, ''));
      });
    }

    const rulings = app.legalDocuments.filter((document) => document !== 'privacy-policy');
    if (rulings.length) {
      test('terms and EULA state the one liability rule of the record, and no other amount', () => {
        const sentence = liabilitySentence(record.liability.value, app.language);
        for (const document of rulings) {
          const text = documentText(app, document);
          expect(text, document).toContain(sentence);
          const amounts = new Set([...text.matchAll(/(?:[€$₺]\s?\d[\d.,]*|\d[\d.,]*\s?(?:TL|EUR|USD|euros?|dollars?)\b)/g)].map((match) => match[0]));
          const floor = sentence.match(/[€$₺]\s?\d[\d.,]*|\d[\d.,]*\s?(?:TL|₺)/)?.[0];
          expect([...amounts].filter((amount) => amount !== floor), `${document} states another amount`).toEqual([]);
        }
      });
    }

    if (app.legalDocuments.includes('eula')) {
      test('the EULA gives the developer’s postal address, and its plain text is published and linked', () => {
        const eula = documentText(app, 'eula');
        expect(eula).toContain(postalAddress());
        const file = path.join(OUT, plainTextEulaPath(app));
        expect(existsSync(file)).toBe(true);
        const plain = readOut(plainTextEulaPath(app));
        expect(plain).not.toMatch(/<[a-z][^>]*>/i);
        expect(plain).toContain(postalAddress());
        expect(plain).toContain(liabilitySentence(record.liability.value, app.language));
        expect(readOut(`${app.slug}/eula.html`)).toContain(`href="/${plainTextEulaPath(app)}"`);
      });
    }

    if (app.deletionPath) {
      test('the deletion page lists what the record deletes and keeps, with the periods of the privacy policy', () => {
        const page = deletionText(app);
        const policy = documentText(app, 'privacy-policy');
        const info = getDeletionInfo(app.slug);
        for (const item of [...info.deleted, ...info.kept]) expect(page).toContain(item);
        for (const stated of statedPeriods(page)) expect(policy, `the policy states ${stated.phrase}`).toContain(stated.phrase);
        expect(info.kept.length).toBeGreaterThan(0);
        if (record.retention.supportMessages) {
          const support = record.retention.supportMessages.value;
          const listed = support.afterDeletion === 'kept' ? info.kept.join(' ') : info.deleted.join(' ');
          expect(listed.toLowerCase(), 'support messages are in the deletion lists').toMatch(/support|destek/);
        }
      });
    }
  });
}

test('the music, video and sharing apps keep personal data for up to one month, as the specification says', () => {
  for (const slug of ['sonora-ai', 'vloader', 'sharix-ai']) {
    const app = apps.find((candidate) => candidate.slug === slug)!;
    expect(formatPeriod(legalRecord(slug).deletion.timeLimit.value, 'en')).toBe('one (1) month');
    expect(documentText(app, 'privacy-policy')).toContain('one (1) month');
  }
});

test('the astrology app keeps data while the account is active', () => {
  const app = apps.find((candidate) => candidate.slug === 'meriastro')!;
  expect(legalRecord('meriastro').retention.account?.value.period).toBe('while-active');
  expect(documentText(app, 'privacy-policy')).toMatch(/hesabınız var olduğu sürece/);
});

test('Sharix warns that the profile ID shared with friends is all it takes to delete the account', () => {
  const app = apps.find((candidate) => candidate.slug === 'sharix-ai')!;
  for (const text of [documentText(app, 'privacy-policy'), deletionText(app)]) {
    expect(text).toMatch(/friends/i);
    expect(text).toMatch(/anyone who (knows|has) (your|the) profile ID/i);
  }
});

test('the Meriastro deletion page speaks the formal register of its documents', () => {
  const app = apps.find((candidate) => candidate.slug === 'meriastro')!;
  const page = deletionText(app);
  expect(page).not.toMatch(/(?<![\p{L}])(hesabın|hesabını|şifreni|şifren|adresini|aboneliğini|yaz|bas|gir|kullan|silersin)(?![\p{L}])/iu);
  expect(page).toMatch(/(?<![\p{L}])(hesabınız|şifreniz)/u);
});

test.describe('Sonora AI specifics', () => {
  const app = apps.find((candidate) => candidate.slug === 'sonora-ai')!;
  const record = legalRecord('sonora-ai');
  const aiNames = record.processors.map((fact) => fact.value).filter((processor) => processor.kind === 'ai').map((processor) => processor.name);

  test('the data safety summary lists the device and installation identifiers the policy says it collects', () => {
    const policy = documentText(app, 'privacy-policy');
    expect(policy).toMatch(/Data collected:[^.]*device or other IDs \(a random installation identifier and a random app-instance identifier\)/);
    expect(policy).toMatch(/random installation identifier/);
    expect(policy).toMatch(/random app-instance identifier/);
  });

  test('every document names the AI providers and says prompts go to them only with the user’s permission', () => {
    for (const document of app.legalDocuments) {
      const text = documentText(app, document);
      for (const name of aiNames) expect(text, `${document}: ${name}`).toContain(name);
      expect(text, document).toMatch(/only with your permission/);
      expect(text, document).toMatch(/before your first generation/i);
    }
  });

  test('the terms state the faucet rule of the record', () => {
    const terms = documentText(app, 'terms-and-conditions');
    expect(terms).toContain(`${record.extra.faucetCredits!.value} credits`);
    expect(terms).toContain(formatPeriod(record.extra.faucetClaimEvery!.value as Period, 'en'));
  });
});

test.describe('Vloader specifics', () => {
  const app = apps.find((candidate) => candidate.slug === 'vloader')!;
  const record = legalRecord('vloader');

  test('Vloader names no AI provider, and its policy says it sends data to none', () => {
    expect(record.processors.filter((fact) => fact.value.kind === 'ai')).toEqual([]);
    expect(documentText(app, 'privacy-policy')).toMatch(/does not use artificial intelligence and sends your data to no AI provider/);
  });

  test('the landing page promises no shorter retention of diagnostics than the record', () => {
    const crash = record.retention.crashReports!.value.period as Period;
    const analytics = record.retention.analytics!.value.period as Period;
    const landing = pageText('vloader.html', 'main');
    expect(landing).not.toMatch(/no longer than one month/);
    expect(landing).toContain(`Crash reports are deleted after ${crash.amount} ${crash.unit}s`);
    expect(landing).toContain(`usage analytics after ${formatPeriod(analytics, 'en').replace(/ \(\d+\)/, '')}`);
  });

  test('the policy’s deletion section lists what the record keeps after a deletion, with its periods', () => {
    const policy = documentText(app, 'privacy-policy');
    const kept = policy.slice(policy.indexOf('What is kept:'));
    const limit = record.deletion.timeLimit.value;
    for (const category of ['analytics', 'crashReports', 'purchaseRecords'] as const) {
      const retention = record.retention[category]!.value;
      expect(retention.afterDeletion).toBe('kept');
      expect(kept).toContain(retentionPhrase(retention, limit, 'en'));
    }
    expect(policy.slice(policy.indexOf('What is deleted:'))).toMatch(/support messages/i);
  });
});
