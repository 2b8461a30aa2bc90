/** @jest-environment node */
/**
 * An app's pages side by side, as a store reviewer reads them: landing copy,
 * privacy policy, terms, EULA and deletion lists. Facts come from the app's
 * record (content/apps/<app>/legal.ts); these tests check that every document
 * takes them from there instead of restating them, so that one page cannot
 * drift from another. The rendered text is checked in e2e/legal-facts.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { apps, type App, deletionForm, hasDocument } from '@/lib/content/apps';
import { getDeletionInfo } from '@/lib/legal/deletion';
import { fortuneCategories } from '@/lib/content/fortune';
import { keptAfterDeletion, type LegalRecord, numberWords, type Period, retentionEntries } from '@/lib/legal/facts';
import { carveOutNames } from '@/lib/legal/liability';
import { legalRecord } from '@/lib/legal/records';

const source = (app: App, document: string) =>
  matter(readFileSync(path.join(__dirname, '..', '..', 'content', 'apps', app.slug, `${document}.mdx`), 'utf8')).content;
const sells = (record: LegalRecord) => record.processors.some((fact) => fact.value.kind === 'payments');
const rulings = apps.filter((app) => hasDocument(app, 'terms-and-conditions') && hasDocument(app, 'eula'));
const landingCopy = (app: App) => [app.headline, app.tagline, app.summary, ...app.intro, ...app.features.flatMap((feature) => [feature.title, feature.body])].join(' ');

describe.each(rulings.map((app) => [app.slug, app] as const))('%s: terms and EULA', (_slug, app) => {
  const record = legalRecord(app.slug);

  it('print the one liability rule and the one list of carve-outs of the record', () => {
    for (const document of ['terms-and-conditions', 'eula'] as const) {
      const text = source(app, document);
      expect(text.match(/<LiabilityCap( block)? \/>/g)).toHaveLength(1);
      expect(text.match(/<LiabilityCarveOuts( block)? \/>/g)).toHaveLength(1);
      // Alone on its line, a component gets no paragraph from MDX: it must bring its own.
      expect(text).not.toMatch(/^<Liability(Cap|CarveOuts) \/>$/m);
      // A carve-out written by hand would be a second list, free to disagree with the record's.
      for (const name of carveOutNames(record.liability.value, app.language)) {
        expect(text.toLocaleLowerCase(app.language)).not.toMatch(new RegExp(`(?<!\\p{L})${name.toLocaleLowerCase(app.language)}(?!\\p{L})`, 'u'));
      }
    }
  });

  it('both state the minimum age of the record', () => {
    for (const document of ['terms-and-conditions', 'eula'] as const) expect(source(app, document)).toMatch(/(at least|under) <MinimumAge \/>|<MinimumAge \/> yaşından/);
  });

  it('exclude no liability that the record carves out', () => {
    for (const document of ['terms-and-conditions', 'eula'] as const) {
      if (record.liability.value.carveOuts.includes('death-personal-injury')) {
        expect(source(app, document)).not.toMatch(/liable for (any )?personal injury|bedensel zarar/i);
      }
    }
  });
});

describe.each(apps.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  const record = legalRecord(app.slug);
  const policy = source(app, 'privacy-policy');

  it('an app that sells keeps purchase records under the tax law and its policy says so in the table and the deletion lists', () => {
    const kept = record.retention.purchaseRecords?.value;
    expect(Boolean(kept)).toBe(sells(record));
    if (!kept) return;
    expect(kept.period).toEqual({ amount: 5, unit: 'year' });
    expect(kept.reason).toMatch(/253/);
    expect(policy).toContain('<RetentionTable />');
    expect(policy).toContain('<KeptAfterDeletion />');
    if (deletionForm(app)) expect(getDeletionInfo(app).kept).toEqual(expect.arrayContaining(keptAfterDeletion(record, app.language)));
  });

  it('no summary promises a shorter period than the retention entries', () => {
    for (const { slug: document } of app.documents) {
      const text = source(app, document);
      // "Kept for up to one month" written by hand would leave out what is kept longer: <RetentionSummary /> lists it.
      expect(text).not.toMatch(/(up to|no longer than|at most) <DeletionDeadline \/>/i);
      expect(text).not.toMatch(/everything else is erased/i);
      expect(text).not.toMatch(/erased within <DeletionDeadline \/>\.(?! )/);
    }
    for (const note of record.deletion.notes) expect(note).not.toMatch(/everything else|her şey/i);
  });

  it('the policy lists the rights of Article 11 of the KVKK from the one list', () => {
    expect(policy).toContain('<KvkkRights />');
  });

  it('every permission the app asks for can be withdrawn in the app, and the policy says where', () => {
    for (const { value: consent } of record.consents) {
      expect(consent.withdrawInApp.length).toBeGreaterThanOrEqual(2);
      expect(policy).toContain(`<WithdrawConsent of="${consent.of}" />`);
    }
    // Withdrawing by e-mail only would make it harder than giving the permission in the app.
    expect(policy).not.toMatch(/withdraw your permission at any time by writing|yazarak dilediğiniz zaman geri alabilirsiniz/i);
  });

  it('the landing page promises nothing the policy does not collect', () => {
    const copy = landingCopy(app);
    const collected = record.collects?.value ?? [];
    for (const claim of DATA_NEEDED) {
      if (claim.pattern.test(copy)) for (const kind of claim.needs) expect(collected).toContain(kind);
    }
    if (hasDocument(app, 'terms-and-conditions') && /no guarantee of uniqueness|unique/i.test(source(app, 'terms-and-conditions'))) {
      expect(copy).not.toMatch(/nobody else|no one else|one of a kind|unique|only yours/i);
    }
  });

  it('a landing that tells how long data is kept tells it for every kind the record keeps', () => {
    const copy = landingCopy(app);
    const periods = retentionEntries(record).flatMap((retention) => (retention.period === 'while-active' ? [] : [retention.period]));
    const stated = (period: Period) => {
      const units = app.language === 'en' ? { day: 'days?', month: 'months?', year: 'years?' } : { day: 'gün', month: 'ay', year: 'yıl' };
      return new RegExp(`(?<!\\p{L})(${period.amount}|${numberWords(period.amount, app.language)}) ${units[period.unit]}(?!\\p{L})`, 'iu').test(copy);
    };
    // A summary of some periods (the crash reports' 90 days) reads as the whole story: it must not leave out the longer ones.
    if (periods.some(stated)) for (const period of periods) expect(stated(period) ? period : `${JSON.stringify(period)} missing`).toEqual(period);
  });

  it('no Turkish suffix is cut from its word by a link (the plain-text EULA writes the URL between them)', () => {
    for (const { slug: document } of app.documents) {
      expect(source(app, document)).not.toMatch(/\]\([^)\s]+\)['’]?[a-zçğıöşü]/);
    }
  });
});

describe.each(apps.map((app) => [app.slug, app] as const))('%s: passwords', (_slug, app) => {
  it('are described as hashed, never as encrypted (a hash cannot be decrypted; encryption can)', () => {
    const texts = [...app.documents.map(({ slug: document }) => source(app, document)), JSON.stringify(legalRecord(app.slug))];
    for (const text of texts) {
      for (const sentence of text.split(/(?<=[.;:])\s+/)) {
        if (/\bpasswords?\b|(?<!\p{L})(şifre(n|niz|nizi|nizin|ler|leriniz)?|parola(nız|nızı|nızın)?)(?!\p{L})/iu.test(sentence)) {
          expect(sentence).not.toMatch(/encrypt|şifrelenmiş|şifreli(?!\p{L})/iu);
        }
      }
    }
  });
});

/** Features a landing may promise only when the app collects the data they need (the record's `collects`). */
const DATA_NEEDED = [
  { feature: 'a rising sign', pattern: /yükselen|rising sign|ascendant/i, needs: ['birth-time', 'birth-place'] },
  { feature: 'a birth chart', pattern: /doğum haritası|birth chart|natal chart/i, needs: ['birth-time', 'birth-place'] },
  { feature: 'something near you', pattern: /near you|yakınında|konumuna göre/i, needs: ['precise-location'] },
] as const;

describe('Meriastro', () => {
  const app = apps.find((candidate) => candidate.slug === 'meriastro')!;
  const record = legalRecord('meriastro');

  it('calls the password hashed, never encrypted', () => {
    const texts = [...app.documents.map(({ slug: document }) => source(app, document)), JSON.stringify(record)];
    for (const text of texts) {
      for (const sentence of text.split(/(?<=[.;:])\s+/)) {
        if (/\bşifren(iz|izin)?\b|\bşifre\b/i.test(sentence)) expect(sentence).not.toMatch(/şifrelenmiş/);
      }
    }
  });

  it('asks explicit consent for questions of the health category the fortune page offers, and the policy treats them', () => {
    const health = fortuneCategories.some((category) => /sağlık/i.test(category.categoryName));
    expect(health).toBe(true);
    expect(record.consents.map((consent) => consent.value.of)).toContain('health');
    const policy = source(app, 'privacy-policy');
    expect(policy).toContain('<WithdrawConsent of="health" />');
    // Since Law No. 7499 (2024) explicit consent for special-category data is KVKK Art. 6(3)(a).
    expect(policy).toMatch(/Açık rıza \(m\. 6\/3-a\)/);
    expect(policy).not.toMatch(/m\. 6\/2\)/);
    // Withdrawing it deletes the health questions already stored (KVKK Art. 7).
    expect(record.consents.find((consent) => consent.value.of === 'health')?.value.deletedOnWithdrawal?.law).toBe('KVKK m. 7');
    // Regular transfers abroad rest on appropriate safeguards, not on the consent.
    expect(policy).not.toMatch(/açık rızanız bu yurt dışına aktarımı/);
  });
});
