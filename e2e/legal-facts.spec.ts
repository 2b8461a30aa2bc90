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
        // The way inside the app and the time limit, as the policy states them.
        expect(page).toContain(record.deletion.inApp.value.join(' › '));
        expect(page).toContain(formatPeriod(limit, app.language));
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

test.describe('Sharix AI specifics', () => {
  const app = apps.find((candidate) => candidate.slug === 'sharix-ai')!;
  const record = legalRecord('sharix-ai');
  const lower = (text: string) => text.toLowerCase().replace(/[.;]$/, '');

  test('the policy’s deletion section says what the deletion page says: every item deleted and kept, the in-app path and the time limit', () => {
    const policy = documentText(app, 'privacy-policy');
    const section = policy.slice(policy.indexOf('DELETING YOUR ACCOUNT'), policy.indexOf('CHILDREN'));
    expect(section.length).toBeGreaterThan(100);
    for (const item of [...record.deletion.deleted, ...record.deletion.notes]) expect(section.toLowerCase(), item).toContain(lower(item));
    for (const category of ['analytics', 'crashReports'] as const) {
      expect(section).toContain(retentionPhrase(record.retention[category]!.value, record.deletion.timeLimit.value, 'en'));
    }
    const page = deletionText(app);
    for (const text of [section, page]) {
      expect(text).toContain(record.deletion.inApp.value.join(' › '));
      expect(text).toContain(formatPeriod(record.deletion.timeLimit.value, 'en'));
    }
  });

  test('the deletion page shows the record’s profile-ID warning before the form', () => {
    const html = readOut('sharix-delete-account.html');
    const warning = record.deletion.warning!;
    expect(warning).toMatch(/anyone who knows your profile ID/);
    const at = html.indexOf(warning.slice(0, 60));
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf('<form'));
  });

  test('the policy names the AI providers and says personal data reaches them only with permission asked in the app', () => {
    const policy = documentText(app, 'privacy-policy');
    const ai = record.processors.map((fact) => fact.value).filter((processor) => processor.kind === 'ai');
    expect(ai.length).toBeGreaterThan(0);
    for (const processor of ai) expect(readOut('sharix-ai/privacy-policy.html')).toContain(`href="${processor.policyUrl}"`);
    expect(policy).toMatch(/only with your permission: the app asks for it before you first use an AI feature/i);
  });

  test('the policy lists every change of the record and says how to use the KVKK rights', () => {
    const policy = documentText(app, 'privacy-policy');
    for (const { value } of record.changeLog) expect(policy).toContain(value.change);
    expect(policy).toMatch(/by e-mail to \S+ or by post to/);
    expect(policy).toContain(`${formatPeriod({ amount: 30, unit: 'day' }, 'en')} at the latest`);
  });
});

test.describe('Funo AI specifics', () => {
  const funo = apps.find((candidate) => candidate.slug === 'funo')!;
  const record = legalRecord('funo');

  test('children under 13 are excluded, as the specification says, in every document', () => {
    expect(record.minimumAge.value).toBe(13);
    expect(documentText(funo, 'privacy-policy')).toMatch(/children under 13 may not use Funo AI/i);
    expect(documentText(funo, 'terms-and-conditions')).toMatch(/at least 13 years old/i);
    expect(documentText(funo, 'eula')).toMatch(/may not be used by children under 13/i);
  });

  test('the EULA covers e-mail, password and voice recordings and links to the generic /privacy-policy as well as Funo’s own policy', () => {
    const eula = documentText(funo, 'eula');
    for (const term of [/e-mail/i, /password/i, /voice recordings?/i]) expect(eula).toMatch(term);
    const html = readOut('funo/eula.html');
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toContain('href="/funo/privacy-policy"');
  });

  test('every document names the AI provider and says recordings go there only with permission', () => {
    const ai = record.processors.map((fact) => fact.value).filter((processor) => processor.kind === 'ai');
    expect(ai.length).toBeGreaterThan(0);
    for (const document of funo.legalDocuments) {
      const text = documentText(funo, document);
      for (const processor of ai) expect(text, `${document} names ${processor.name}`).toContain(processor.name);
      expect(text, `${document} states the permission rule`).toMatch(/only with your permission|permission, which the app asks for/i);
    }
  });

  test('the deletion page and the policy agree that analytics, crash reports, support e-mails and purchase records outlive a deletion', () => {
    const page = deletionText(funo);
    const policy = documentText(funo, 'privacy-policy');
    const limit = record.deletion.timeLimit.value;
    for (const category of ['analytics', 'crashReports', 'supportMessages', 'purchaseRecords'] as const) {
      const retention = record.retention[category]!.value;
      expect(retention.afterDeletion, category).toBe('kept');
      const phrase = retentionPhrase(retention, limit, 'en');
      expect(page, category).toContain(phrase);
      expect(policy, category).toContain(phrase);
    }
    for (const text of [page, policy]) {
      expect(text).not.toMatch(/including analytics and crash data linked to your device ID/i);
      expect(text).not.toMatch(/only the minimum transaction records/i);
    }
  });
});

test.describe('RevoAI specifics', () => {
  const app = apps.find((candidate) => candidate.slug === 'revoai')!;
  const record = legalRecord('revoai');

  test('children under 13 are excluded, as the specification says, in every document', () => {
    expect(record.minimumAge.value).toBe(13);
    for (const document of app.legalDocuments) expect(documentText(app, document), document).toMatch(/under (the age of )?13\b/i);
  });

  test('uploads not saved to the gallery are deleted after 30 days, as the specification says', () => {
    const uploads = record.retention.uploads!;
    expect(uploads.verified).toBe(true);
    expect(uploads.value.period).toEqual({ amount: 30, unit: 'day' });
    expect(uploads.value.data).toMatch(/gallery/);
    const phrase = retentionPhrase(uploads.value, record.deletion.timeLimit.value, 'en');
    expect(phrase).toContain('thirty (30) days');
    for (const document of app.legalDocuments) {
      const text = documentText(app, document);
      expect(text, document).toContain(`not save to your personal gallery is kept ${phrase}`);
    }
  });

  test('the AI providers receive data only with the user’s permission, asked before the first design', () => {
    const aiNames = record.processors.map((fact) => fact.value).filter((processor) => processor.kind === 'ai').map((processor) => processor.name);
    expect(aiNames.length).toBeGreaterThan(0);
    for (const document of app.legalDocuments) {
      const text = documentText(app, document);
      for (const name of aiNames) expect(text, `${document} names ${name}`).toContain(name);
      expect(text, document).toMatch(/only (with|after you have given) your permission/);
      expect(text, document).toMatch(/before your first design/);
    }
  });

  test('the policy and the deletion page agree that support e-mails and purchase records outlive a deletion', () => {
    const page = deletionText(app);
    const policy = documentText(app, 'privacy-policy');
    for (const category of ['analytics', 'crashReports', 'supportMessages', 'purchaseRecords'] as const) {
      const retention = record.retention[category]!.value;
      expect(retention.afterDeletion, category).toBe('kept');
      const phrase = retentionPhrase(retention, record.deletion.timeLimit.value, 'en');
      expect(page, category).toContain(phrase);
      expect(policy, category).toContain(phrase);
    }
    const lower = policy.toLowerCase();
    const deletionSection = policy.slice(lower.indexOf('deleting your account'), lower.indexOf("children's privacy"));
    expect(deletionSection.length).toBeGreaterThan(200);
    for (const item of record.deletion.deleted) expect(deletionSection.toLowerCase()).toContain(item.toLowerCase());
    expect(deletionSection).toContain(record.deletion.inApp.value.join(' › '));
    expect(deletionSection).toContain(formatPeriod(record.deletion.timeLimit.value, 'en'));
  });

  test('the EULA gives the postal address under "Developer Name and Address", and ends with a Contact section', () => {
    const eula = documentText(app, 'eula');
    const lower = eula.toLowerCase();
    const section = eula.slice(lower.indexOf('developer name and address'), lower.indexOf('third-party terms of agreement'));
    expect(section.length).toBeGreaterThan(50);
    expect(section).toContain(postalAddress());
    const contact = eula.slice(lower.lastIndexOf('contact'));
    expect(contact).toContain(app.supportEmail);
  });

  test('the policy explains how to apply under KVKK: e-mail or post, answered within thirty days', () => {
    const policy = documentText(app, 'privacy-policy');
    expect(policy).toMatch(new RegExp(`by post to ${postalAddress().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
    expect(policy).toContain('within thirty (30) days at the latest');
    expect(policy).toMatch(/Article 13 of the KVKK/);
  });
});

test.describe('Meriastro specifics', () => {
  const app = apps.find((candidate) => candidate.slug === 'meriastro')!;
  const record = legalRecord('meriastro');

  test('the documents keep account data while the account is active and exclude children under 13', () => {
    expect(record.minimumAge.value).toBe(13);
    const policy = documentText(app, 'privacy-policy');
    expect(policy).toMatch(/hesabınız var olduğu sürece saklanır/);
    for (const document of app.legalDocuments) expect(documentText(app, document), document).toMatch(/13 yaşından küçük/);
    expect(documentText(app, 'eula')).toMatch(/hesabınız var olduğu sürece saklanır/);
  });

  test('the AI provider is named with the permission rule in every document', () => {
    const ai = record.processors.map((fact) => fact.value).filter((processor) => processor.kind === 'ai');
    expect(ai.length).toBeGreaterThan(0);
    for (const document of app.legalDocuments) {
      const text = documentText(app, document);
      for (const processor of ai) expect(text, `${document}: ${processor.name}`).toContain(processor.name);
      expect(text, document).toMatch(/izninizle|izninizi ister/);
    }
  });

  test('the policy gives the postal address for written KVKK applications and the Article 13 time limit', () => {
    const policy = documentText(app, 'privacy-policy');
    expect(policy).toContain(`yazılı başvurunuzu ${postalAddress()} adresine posta yoluyla`);
    expect(policy).toContain(`en geç ${formatPeriod({ amount: 30, unit: 'day' }, 'tr')} içinde ücretsiz`);
    expect(policy).not.toMatch(/posta adresini bu adresten isteyebilirsiniz/);
  });

  test('the deletion page and the policy name the same deleted data and the same deadline', () => {
    const policy = documentText(app, 'privacy-policy');
    const page = deletionText(app);
    expect(policy).toContain(`en geç ${formatPeriod(record.deletion.timeLimit.value, 'tr')} içinde silinir`);
    for (const item of record.deletion.deleted) expect(policy.toLocaleLowerCase('tr'), item).toContain(item.toLocaleLowerCase('tr'));
    expect(page).toContain(`Hesabınızı uygulamanın içinden de silebilirsiniz: ${record.deletion.inApp.value.join(' › ')}.`);
    expect(readOut('meriastro/account-delete.html')).toContain('Hesabınızı nasıl silebilirsiniz?');
  });
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
