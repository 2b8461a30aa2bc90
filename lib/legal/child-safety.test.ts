/**
 * An app whose users share content with each other: its moderation is processing the policy
 * accounts for (a purpose, a legal basis and a period for each of its records), it publishes
 * child-safety standards with a named point of contact (Google Play's Child Safety Standards
 * policy), and its texts tell one account of who filters what.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { confirmed } from '@/content/facts';
import { type App, apps, hasDocument } from '@/lib/content/apps';
import { MODERATION_RECORDS } from '@/lib/legal/facts';
import { legalRecord, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

const STANDARDS = 'child-safety-standards';

/** A made-up app whose users share posts, with every moderation fact its record needs. */
function sharingFixture() {
  const base = recordFixture({ ai: true });
  const kept = (data: string) =>
    confirmed({ data, period: { amount: 6, unit: 'month' }, from: 'decision', afterDeletion: 'kept', reason: 'The users concerned may ask for a review.', tr: { data: `${data} (tr)`, reason: 'İlgili kullanıcılar yeniden inceleme isteyebilir.' } });
  return {
    ...base,
    retention: {
      ...base.retention,
      blocks: confirmed({ data: 'The users you blocked', period: 'while-active', afterDeletion: 'deleted', tr: { data: 'Engellediğiniz kullanıcılar' } }),
      filterResults: confirmed({ data: 'What the filters refused', period: { amount: 6, unit: 'month' }, from: 'collection', afterDeletion: 'deleted', tr: { data: 'Filtrelerin reddettikleri' } }),
      reports: kept('Reports of content'),
      suspensions: kept('Suspensions of accounts'),
      bans: kept('The identifier of a closed account'),
    },
    lawfulBases: [...base.lawfulBases, { of: 'moderation', basis: 'legitimate-interests', activity: 'Moderating what users share', tr: { activity: 'Kullanıcıların paylaştıklarının denetlenmesi' } }],
    userContent: { reportInApp: confirmed(['Post', 'Report']), blockInApp: confirmed(['Post', 'Block']), reportResponse: confirmed({ amount: 24, unit: 'hour' }) },
    childSafety: {
      contact: confirmed({ name: 'A. Person', role: 'the developer of the app', email: 'safety@example.com', tr: { role: 'uygulamanın geliştiricisi' } }),
      reportTo: confirmed([{ name: 'a child-protection hotline', region: 'Nowhere', url: 'https://hotline.example', tr: { name: 'bir çocuk koruma ihbar hattı', region: 'Hiçbir yer' } }]),
    },
  };
}

const parse = (value: unknown) => parseLegalRecord(value, FIXTURE_APP, FIXTURE_OWNER);
const file = `content/apps/${FIXTURE_APP}/legal\\.ts`;

describe('the record of an app whose users share content', () => {
  it('is complete with a moderation basis, a period for each moderation record and child-safety standards', () => {
    expect(() => parse(sharingFixture())).not.toThrow();
  });

  it('moderates on legitimate interests: removing lawful but objectionable content is no legal obligation', () => {
    const record = sharingFixture();
    const lawfulBases = record.lawfulBases.map((entry) => (entry.of === 'moderation' ? { ...entry, basis: 'legal-obligation' } : entry));
    expect(() => parse({ ...record, lawfulBases })).toThrow(new RegExp(`${file}: field "lawfulBases".*"moderation"`));
    expect(() => parse({ ...record, lawfulBases: record.lawfulBases.filter((entry) => entry.of !== 'moderation') })).toThrow(/"moderation"/);
  });

  it.each(MODERATION_RECORDS)('says how long it keeps its moderation record "%s"', (category) => {
    const record = sharingFixture();
    const retention = Object.fromEntries(Object.entries(record.retention).filter(([name]) => name !== category));
    expect(() => parse({ ...record, retention })).toThrow(new RegExp(`${file}: field "retention\\.${category}"`));
  });

  it('publishes child-safety standards with a named point of contact', () => {
    const record: Partial<ReturnType<typeof sharingFixture>> = sharingFixture();
    delete record.childSafety;
    expect(() => parse(record)).toThrow(new RegExp(`${file}: field "childSafety"`));
    const nameless = { ...sharingFixture().childSafety, contact: confirmed({ name: '', role: 'the developer of the app', email: 'safety@example.com' }) };
    expect(() => parse({ ...sharingFixture(), childSafety: nameless })).toThrow(/childSafety\.contact/);
  });

  it('an app whose users share nothing has no moderation basis and no child-safety standards', () => {
    const record: Partial<ReturnType<typeof sharingFixture>> = sharingFixture();
    delete record.userContent;
    expect(() => parse(record)).toThrow(new RegExp(`${file}: field "userContent"`));
  });
});

const root = path.join(__dirname, '..', '..');
const source = (app: App, document: string) => matter(readFileSync(path.join(root, 'content', 'apps', app.slug, `${document}.mdx`), 'utf8')).content;
/** Sentences, and each line of a list or a table on its own. */
const sentences = (text: string) => text.split(/(?<=\.)\s+|\n+/);
const sharing = apps.filter((app) => legalRecord(app.slug).userContent);

describe.each(sharing.map((app) => [app.slug, app] as const))('%s: users share content', (_slug, app) => {
  const record = legalRecord(app.slug);

  it('publishes child-safety standards that the terms, the EULA and the policy link to', () => {
    expect(hasDocument(app, STANDARDS)).toBe(true);
    for (const document of ['terms-and-conditions', 'eula', 'privacy-policy']) {
      expect({ document, links: source(app, document).includes(`](/${app.slug}/${STANDARDS})`) }).toEqual({ document, links: true });
    }
  });

  it('the standards say what is prohibited, how to report it, how fast it is reviewed, what follows and who answers for them', () => {
    const text = source(app, STANDARDS);
    // What Google Play's Child Safety Standards policy names.
    for (const prohibited of [/child sexual abuse material \(CSAM\)/, /grooming/i, /sexuali[sz]\w* (of )?minors/i, /sextortion/i, /trafficking/i]) expect(text).toMatch(prohibited);
    // Reported in the app and by e-mail, reviewed within the record's time, removed, the account closed, reported to the record's bodies.
    for (const fact of ['<ReportInApp />', '<ReportResponse />', '<ChildSafetyContact />', '<ChildSafetyContact block />', '<ChildSafetyReportTo />', '<MinimumAge />']) {
      expect({ fact, printed: text.includes(fact) }).toEqual({ fact, printed: true });
    }
    expect(text).toMatch(/remove the content/i);
    expect(text).toMatch(/close the account/i);
    expect(text).toMatch(/^## Compliance With Child Safety Laws$/m);
    expect(record.childSafety!.reportTo.value.some((body) => /NCMEC/.test(body.name))).toBe(true);
  });

  it('tells one account of filtering: our own filters check every post whatever the AI permission; the AI providers’ filters see only what is sent to them', () => {
    for (const { slug: document } of app.documents) {
      for (const sentence of sentences(source(app, document)).filter((candidate) => /filter/i.test(candidate) && /AI provider/i.test(candidate))) {
        // "Automated filters, the safety filters of our AI providers included, check…" said the providers see every post.
        expect({ document, sentence, providersCheckEveryPost: /AI providers?(’|')? (own )?included|filters of (our|the) AI providers included/i.test(sentence) }).toEqual({
          document,
          sentence,
          providersCheckEveryPost: false,
        });
        expect({ document, sentence, saysWhich: /whether or not|only what|only with your permission|with your permission, to create/i.test(sentence) }).toEqual({ document, sentence, saysWhich: true });
      }
    }
    const policy = source(app, 'privacy-policy');
    expect(policy).toMatch(/^## Moderation$/m);
    expect(policy).toMatch(/our own automated filters check[^.]*on our servers, whether or not you let the app use the AI providers\. Nothing is sent to the AI providers/);
  });

  it('moderation rests on legitimate interests, and only reports the law requires on a legal obligation', () => {
    expect(record.lawfulBases.find((entry) => entry.of === 'moderation')?.basis).toBe('legitimate-interests');
    const authorities = record.lawfulBases.find((entry) => entry.of === 'authorities')!;
    expect(authorities.basis).toBe('legal-obligation');
    expect(authorities.activity).toMatch(/where the law requires/);
    for (const category of MODERATION_RECORDS) expect({ category, kept: Boolean(record.retention[category]) }).toEqual({ category, kept: true });
  });
});
