/** @jest-environment node */
/**
 * An app's pages side by side, as a store reviewer reads them: landing copy,
 * privacy policy, terms, EULA and deletion lists. Facts come from the app's
 * record (content/apps/<app>/legal.ts); these tests check that every document
 * takes them from there instead of restating them, so that one page cannot
 * drift from another. The rendered text is checked in e2e/legal-facts.spec.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ownerAddress } from '@/lib/content/site';
import { fortunePage } from '@/content/fortune';
import { appDocuments, appIn, apps, type App, deletionPage, hasDocument, INFORMATION_NOTICE } from '@/lib/content/apps';
import { DELETION_HEADINGS, getDeletionInfo } from '@/lib/legal/deletion';
import { type LegalRecord, type Period } from '@/lib/legal/facts';
import { BASIS_LABELS, keptAfterDeletion, numberWords, retentionEntries } from '@/lib/legal/wording';
import { carveOutNames } from '@/lib/legal/liability';
import { tableOfContents } from '@/lib/legal/documents';
import { legalRecord, legalRecords } from '@/lib/legal/records';
import { analyticsOnConsent } from '@/components/legal/clauses';
import { inlineParts, plainText } from '@/lib/content/inline';
import { escapeRegExp } from '@/lib/text';

const root = path.join(__dirname, '..', '..');
const source = (app: App, document: string) => matter(readFileSync(path.join(root, 'content', 'apps', app.slug, `${document}.mdx`), 'utf8')).content;
/** A document's source with the record's text facts written in, as a reader gets them. */
const expanded = (app: App, document: string) => {
  const { extra } = legalRecord(app.slug);
  return source(app, document).replace(/<Fact of="(\w+)" \/>/g, (tag, of: string) => {
    const value = extra[of]?.value;
    if (typeof value === 'object' && 'text' in value) return value.text;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : tag;
  });
};
/** A level-2 section of a document's source, from its heading to the next one ('' when there is none). */
function section(text: string, heading: RegExp, level = 2): string {
  const lines = text.split('\n');
  const isHeading = (line: string) => new RegExp(`^#{2,${level}} `).test(line);
  const start = lines.findIndex((line) => isHeading(line) && heading.test(line));
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && isHeading(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}
const COLLECTED = /^## (Data We Collect|Topladığımız Veriler)/;
/** Sentences, split where a full stop ends one (a semicolon joins the halves of one statement). */
const sentences = (text: string) => text.split(/(?<=\.)\s+/);
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

/** The documents of an app that bind its user: terms and EULA, whichever it has. */
const rulingsOf = (app: App) => (['terms-and-conditions', 'eula'] as const).filter((document) => hasDocument(app, document));
/** A sentence that makes continuing to use the app, or not objecting, count as accepting a change. */
const CONTINUED_USE = [/\bcontinu\w*\s+(to\s+)?us(e|ing)\b[^.]*\b(accept|agree)/i, /\b(accept|agree)\w*[^.]*\bby continuing\b/i, /kullanmaya devam\p{L}*[^.]*(kabul|onay)/iu];
/** A sentence about the right of withdrawal that says how it is lost: only <Withdrawal /> may, with the consent it needs. */
const WITHDRAWAL = /right of withdrawal|right to withdraw|cayma hakk/iu;
const LOSING = /\blos[es]|\blost\b|no longer|does not apply|start (immediately|at once)|kullanılamaz|kullanılamayabilir|kaybed|sona erer/iu;
/** An indemnity or a promise to compensate us, which only <Indemnity /> may give. */
const INDEMNITY = /indemnif|hold (us )?harmless|compensate us|tazmin|karşılamayı kabul/iu;
/** A user answering for use of the account that is no fault of theirs, or a consent deemed given. */
const NO_FAULT = /kusurumuz olmaksızın|bilginiz dışında[^.]*sorumlu|without (any )?fault (of|on the part of) (us|ours)|even if [^.]*without your (knowledge|permission)[^.]*responsible|\bresponsible for[:]?\s+(-\s+)?(all |any )?(the )?activit(y|ies)\b|^-?\s*(all |any )activit(y|ies) (that )?(takes? place|happens?)/imu;
const DEEMED = /deemed to (have )?(accept|agree)|(kabul etmiş|onay vermiş|izin vermiş) sayılır/iu;
/** Users sharing content with each other: an app in a social category, or one whose record says how its shared content is moderated. */
const sharesContent = (app: App) => app.category === 'SocialNetworkingApplication' || legalRecord(app.slug).userContent !== undefined;

describe.each(apps.map((app) => [app.slug, app] as const))('%s: consumer law in terms and EULA', (_slug, app) => {
  const record = legalRecord(app.slug);
  const rulings = rulingsOf(app);

  it('an app whose users share content with each other has terms and a EULA that forbid objectionable content and say how to report a post, block a user and how soon a report is acted on', () => {
    if (!sharesContent(app)) return;
    expect(record.userContent).toBeDefined();
    expect(rulings).toEqual(['terms-and-conditions', 'eula']);
    const terms = source(app, 'terms-and-conditions');
    const objectionable = section(terms, /^## Objectionable Content$/);
    expect(objectionable).toMatch(/no tolerance for objectionable content or abusive users/);
    // What counts: the kinds Apple 1.1 and 1.2 and Google Play's user-generated-content policy name.
    for (const kind of [/sexual/, /minors/, /violence/, /self-harm/, /harass/, /religion/, /without their consent/, /unlawful/]) expect(objectionable).toMatch(kind);
    for (const document of rulings) {
      const text = source(app, document);
      expect(text).toMatch(/no tolerance for objectionable content or abusive users/);
      for (const fact of ['<ReportInApp />', '<BlockInApp />', '<ReportResponse />']) expect({ document, fact, printed: text.includes(fact) }).toEqual({ document, fact, printed: true });
      // Acting on a report means removing the content, and the account only for a serious or repeated breach (the terms print <AccountClosure />).
      if (document === 'terms-and-conditions') expect(text).toContain('<AccountClosure');
      else {
        expect(text).toMatch(/remov\w* content that breaks/i);
        expect(text).toMatch(/suspend\w* or clos\w* an account only for a serious or repeated breach/i);
      }
    }
  });

  it('a document with a later effective date of its own is a document the app publishes', () => {
    for (const document of Object.keys(record.effectiveFrom)) expect(appDocuments(app).map((entry) => entry.slug)).toContain(document);
  });

  it('terms and EULA print the one clause on their own changes, and none says that continuing to use the app accepts a change', () => {
    for (const document of rulings) {
      const text = source(app, document);
      expect({ document, changes: text.match(/<Changes \/>/g)?.length ?? 0 }).toEqual({ document, changes: 1 });
      for (const sentence of sentences(expanded(app, document))) {
        for (const pattern of CONTINUED_USE) expect({ document, sentence, continuedUse: pattern.test(sentence) }).toEqual({ document, sentence, continuedUse: false });
      }
    }
  });

  it('an app that sells has terms, and its terms and EULA state the right of withdrawal with the consent its loss needs; no document says by hand how it is lost', () => {
    if (sells(record)) {
      expect(rulings).toContain('terms-and-conditions');
      for (const document of rulings) expect({ document, withdrawal: source(app, document).match(/<Withdrawal \/>/g)?.length ?? 0 }).toEqual({ document, withdrawal: 1 });
    }
    for (const { slug: document } of app.documents) {
      for (const sentence of sentences(expanded(app, document)).filter((candidate) => WITHDRAWAL.test(candidate))) {
        expect({ document, sentence, saysHowItIsLost: LOSING.test(sentence) }).toEqual({ document, sentence, saysHowItIsLost: false });
      }
    }
  });

  it('an indemnity is only the one clause: for a breach of the terms or the law, to the extent of the user’s fault', () => {
    for (const document of rulings) {
      const text = source(app, document);
      const section = text.split('\n## ').find((candidate) => /^(Indemnity|Tazmin)/.test(candidate));
      if (section) expect(section.trim()).toMatch(/^(Indemnity|Tazmin\p{L}*)\n\n<Indemnity \/>$/u);
      for (const sentence of sentences(expanded(app, document))) {
        expect({ document, sentence, indemnity: INDEMNITY.test(sentence) }).toEqual({ document, sentence, indemnity: false });
      }
    }
  });

  it('no user answers for use of the account that is not their fault, and no one is deemed to accept: a parent’s consent is given', () => {
    for (const { slug: document } of app.documents) {
      for (const sentence of sentences(expanded(app, document))) {
        expect({ document, sentence, noFault: NO_FAULT.test(sentence) }).toEqual({ document, sentence, noFault: false });
        // Apple's minimum terms deem Apple to accept its right as a third-party beneficiary; nobody else is deemed to accept anything.
        if (!/Apple/.test(sentence)) expect({ document, sentence, deemed: DEEMED.test(sentence) }).toEqual({ document, sentence, deemed: false });
      }
    }
  });

  it('no sentence joins two negated auxiliaries before one verb ("does not and may not be used")', () => {
    for (const { slug: document } of app.documents) {
      expect(source(app, document)).not.toMatch(/\b(does|do|is|are|can|will) not and (may|must|can|should|will) not\b/i);
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
    if (deletionPage(app)) expect(getDeletionInfo(app).kept).toEqual(expect.arrayContaining(keptAfterDeletion(record, app.language)));
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
      const units = app.language === 'en' ? { hour: 'hours?', day: 'days?', month: 'months?', year: 'years?' } : { hour: 'saat', day: 'gün', month: 'ay', year: 'yıl' };
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
    // The record's texts, not its field names ("encryptedInTransit" says nothing of a password).
    const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(strings) : []);
    const texts = [...app.documents.map(({ slug: document }) => source(app, document)), ...strings(legalRecord(app.slug))];
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

describe.each(apps.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  it('calls the password hashed in Turkish, never encrypted', () => {
    const texts = [...app.documents.map(({ slug: document }) => source(app, document)), JSON.stringify(legalRecord(app.slug))];
    for (const text of texts) {
      for (const sentence of text.split(/(?<=[.;:])\s+/)) {
        // JavaScript's \b is ASCII-only and never matches before "ş": the word boundaries are Unicode letters and digits.
        if (/(?<![\p{L}\p{N}])şifre(n|niz|nizi|nizin|nize|nin|yi|ye|ler|leri|leriniz)?(?![\p{L}\p{N}])/iu.test(sentence)) {
          // "şifrelenmiş", "şifrelenir", "şifrelenerek" call it encrypted, unless the sentence says it is not ("şifrelenerek değil").
          expect(sentence).not.toMatch(/şifrelen\p{L}*(?!\p{L})(?!\s+değil)/u);
        }
      }
    }
  });
});

describe('the app of the fortune page (content/fortune.ts)', () => {
  const app = apps.find((candidate) => candidate.slug === fortunePage.app)!;
  const record = legalRecord(app.slug);

  it('asks explicit consent for the questions of the categories the page opens to adults only (health), and the policy treats them', () => {
    const health = fortunePage.adultsOnly.categories.length > 0;
    expect(record.consents.some((consent) => consent.value.of === 'health')).toBe(health);
    if (!health) return;
    const policy = source(app, 'privacy-policy');
    expect(policy).toContain('<WithdrawConsent of="health" />');
    // Since Law No. 7499 (2024) explicit consent for special-category data is KVKK Art. 6(3)(a); the table prints it from the record.
    expect(record.lawfulBases.find((entry) => entry.of === 'health')?.basis).toBe('explicit-consent');
    expect(BASIS_LABELS.tr['explicit-consent'].kvkk).toBe('Açık rıza (m. 6/3-a)');
    // Withdrawing it deletes the health questions already stored (KVKK Art. 7).
    expect(record.consents.find((consent) => consent.value.of === 'health')?.value.deletedOnWithdrawal?.law).toBe('KVKK m. 7');
    // A transfer abroad needs a condition of KVKK Art. 5 or 6 (for health questions, the explicit consent) and a safeguard (Art. 9).
    expect(policy).toMatch(/hem açık rızanıza hem de [^.]*uygun güvenceye/);
    expect(policy).not.toMatch(/açık rızanıza değil|açık rızaya değil/);
  });

  it('the terms say every answer of the page is written with AI, as the policy sends every question to the AI provider', () => {
    const terms = source(app, 'terms-and-conditions');
    expect(terms).toMatch(new RegExp(`${escapeRegExp(fortunePage.title)} yanıtları yapay zekâ desteğiyle üretilir`));
    expect(terms).not.toMatch(/bazı fal yanıtları/i);
  });

  it('the fortune page, which shows what each question costs, leads to the terms on points', () => {
    const document = fortunePage.points.document;
    expect(tableOfContents(source(app, document)).map((entry) => entry.id)).toContain(fortunePage.points.section);
    expect(source(app, document)).toMatch(/^## Puanlar$/m);
  });
});

/** Citations of a legal basis ("Art. 6(1)(a)", "m. 5/2-c", "9(2)(a)"): only <LegalBases /> may print them, from the record. */
const BASIS_CITATION = /6\s*\(1\)\s*\([a-f]\)|9\s*\(2\)\s*\([a-j]\)|5\s*\(2\)\s*\(\p{L}\)|m\.\s*[56]\/\d|m\.\s*9\/2/u;

/** What a data safety summary names, and how the collection section says it collects the same. */
/** Kinds of data a policy's body says it collects, each with the store's type the inventory gives it. */
const SUMMARY_CATEGORIES = [
  { type: 'purchase-history', collected: /purchase/i },
  { type: 'email', collected: /e-mail address/i },
  { type: 'crash-logs', collected: /crash/i },
  { type: 'app-interactions', collected: /analytics/i },
  { type: 'device-ids', collected: /identifier|device ID/i },
  { type: 'approximate-location', collected: /approximate (country|location)/i },
] as const;

describe.each(apps.map((app) => [app.slug, app] as const))('%s: the same fact on every page', (_slug, app) => {
  const record = legalRecord(app.slug);
  const policy = source(app, 'privacy-policy');
  const rulings = rulingsOf(app);

  it('terms and EULA print the one dispute clause, with the consumer’s own courts and arbitration bodies, and state none by hand', () => {
    for (const document of rulings) {
      const text = source(app, document);
      expect(text.match(/<Disputes \/>/g)).toHaveLength(1);
      expect(text).not.toMatch(/<(Courts|GoverningLaw) \/>/);
      expect(text).not.toMatch(/have jurisdiction|jurisdiction (of|over)|yetkilidir|arbitration|hakem heyet|consumer court|tüketici mahkeme/i);
    }
  });

  it('the policy states the legal basis of each processing once, from the record, and no document cites one by hand', () => {
    expect(policy.match(/<LegalBases \/>/g)).toHaveLength(1);
    for (const { slug: document } of app.documents) {
      for (const line of source(app, document).split('\n')) expect(line).not.toMatch(BASIS_CITATION);
    }
    // Analytics that runs on consent is not also "legitimate interests" anywhere else.
    if (record.lawfulBases.find((entry) => entry.of === 'analytics')?.basis === 'consent') {
      for (const sentence of app.documents.flatMap(({ slug: document }) => sentences(source(app, document)))) {
        if (/analytics|analiz/i.test(sentence)) expect(sentence).not.toMatch(/legitimate interest|meşru menfaat/i);
      }
    }
  });

  it('the policy names the representatives in the EU and the UK, and says how transfers abroad are protected and how to get a copy', () => {
    expect(policy.match(/<Representatives \/>/g)).toHaveLength(1);
    expect(policy.match(/<TransferSafeguards \/>/g)).toHaveLength(1);
    // A second description of the safeguards, written by hand, could say otherwise ("approved by the Board").
    for (const { slug: document } of app.documents) {
      expect(source(app, document)).not.toMatch(/Standard Contractual Clauses|Standart Sözleşme|Data Privacy Framework|Veri Gizliliği Çerçevesi|approved by the Personal Data Protection Board|Kurulca onaylanan/);
    }
  });

  it('the policy prints what a deletion erases and how to delete without the app from the record, as the deletion page does', () => {
    expect(policy.match(/<DeletedOnDeletion \/>/g)).toHaveLength(1);
    expect(policy.match(/<DeletionWithoutApp block \/>/g)).toHaveLength(1);
    if (deletionPage(app)) expect(getDeletionInfo(app).steps).toContain(record.deletion.withoutApp.value);
    // "If you can no longer open the app, find your profile ID" asks the impossible: the ID is shown only in the app.
    for (const { slug: document } of app.documents) expect(source(app, document)).not.toMatch(/(can no longer|cannot) (open|use) the app, (find|copy|note)/i);
  });

  it('every kind of data the inventory names is collected in the body, and the purchases and support e-mails the body collects are in the inventory', () => {
    const collected = section(policy, COLLECTED);
    expect(collected).not.toBe('');
    if (app.language !== 'en') return;
    const types = new Set(record.inventory.value.types.map((entry) => entry.type));
    for (const category of SUMMARY_CATEGORIES) {
      expect({ type: category.type, inInventory: types.has(category.type) }).toEqual({ type: category.type, inInventory: category.collected.test(collected) });
    }
  });

  it('every field of a kept purchase record is among the purchase data the policy says it collects', () => {
    const kept = record.retention.purchaseRecords?.value.data;
    if (!kept) return;
    const collected = section(policy, COLLECTED);
    const fields = /\(([^)]*)\)/.exec(kept)?.[1] ?? '';
    const words = fields.split(/[\s,]+/).filter((word) => word.length > 2 && !['and', 'the', 'ile'].includes(word) && !/^(ve|its)$/.test(word));
    expect(words.length).toBeGreaterThan(2);
    for (const word of words) expect({ word, collected: new RegExp(`(?<!\\p{L})${word}`, 'iu').test(collected) }).toEqual({ word, collected: true });
  });

  it('a period the policy states comes from the retention entries, never from a fact outside the table', () => {
    for (const [, of] of policy.matchAll(/<Fact of="(\w+)" \/>/g)) {
      const value = record.extra[of!]?.value;
      expect({ of, isPeriod: typeof value === 'object' && 'unit' in value }).toEqual({ of, isPeriod: false });
    }
  });

  it('an app with points or credits says in its terms how they are bought, that they do not expire and how refunds work, and its policy collects the balance', () => {
    const credits = record.credits?.value;
    if (!credits) return;
    const name = new RegExp(`(?<!\\p{L})${credits.name}`, 'iu');
    const terms = source(app, 'terms-and-conditions');
    const rules = section(terms, name);
    expect(rules).not.toBe('');
    expect(rules).toMatch(/App Store/);
    expect(rules).toMatch(/do not expire|süresi yoktur/);
    expect(rules).toMatch(/refund|iade/i);
    expect(section(policy, COLLECTED)).toMatch(name);
    if (hasDocument(app, 'eula')) expect(source(app, 'eula')).toMatch(name);
  });

  it('no document says uninstalling deletes downloads without saying what the photo library keeps', () => {
    const texts = [...app.documents.map(({ slug: document }) => expanded(app, document)), ...record.deletion.notes];
    if (!texts.some((text) => /photo library/i.test(text))) return;
    for (const sentence of texts.flatMap(sentences)) {
      if (/uninstall/i.test(sentence) && /delete|remove/i.test(sentence) && /download|video/i.test(sentence)) expect(sentence).toMatch(/photo library/i);
    }
  });

  it('every format the landing promises to share in is named in the policy and the terms', () => {
    const formats = [...landingCopy(app).matchAll(/\bas (?:a |an )?(video|audio|image|photo|gif)s?\b/gi)].map((match) => match[1]!.toLowerCase());
    for (const format of formats) {
      for (const { slug: document } of app.documents.filter((candidate) => candidate.slug !== 'eula')) {
        expect({ document, format, named: new RegExp(`\\b${format}`, 'i').test(expanded(app, document)) }).toEqual({ document, format, named: true });
      }
    }
  });
});

describe('the owner’s address', () => {
  /** Files that state legal facts: the place they name must come from content/site.ts. */
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : /\.(ts|tsx|mdx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
    });

  it('is written once, in content/site.ts: no record, document, component or page repeats its city, district, postcode or street', () => {
    const written = ['content/apps', 'content/legal', 'components', 'lib', 'app'].flatMap((dir) => files(path.join(root, dir)));
    expect(written.length).toBeGreaterThan(20);
    const { street, district, postalCode, city } = ownerAddress;
    const parts = [street, district, postalCode, city].filter((part): part is string => Boolean(part));
    for (const file of written) {
      const text = readFileSync(file, 'utf8');
      expect({ file: path.relative(root, file), repeats: parts.filter((part) => text.includes(part)) }).toEqual({ file: path.relative(root, file), repeats: [] });
    }
  });
});

/** A policy's sentences that state something by hand which a component prints from the record or the law. */
const BY_HAND = {
  'the scope of the GDPR': /similar laws|Switzerland|İsviçre|Avrupa Birliği'nde(ki)? (bulunan )?kullanıcılar/i,
  'automated decisions': /automated decision|otomatik karar/i,
  'the time to answer or to complain': /<Law of="(gdprAnswer|gdprAnswerExtension|kvkkAnswer|kvkkComplaintAfterAnswer|kvkkComplaintAfterApplication)" \/>/,
  'a fee': /free of charge|do not charge|\bfees?\b|ücretsiz|(?<!\p{L})ücret(?!\p{L})|tarife/iu,
  'an identity number': /identity number|passport|kimlik numara|pasaport/i,
} as const;

describe.each(apps.map((app) => [app.slug, app] as const))('%s: what the privacy policy must tell (GDPR Art. 8, 13; KVKK Art. 10, 13, 14)', (_slug, app) => {
  const record = legalRecord(app.slug);
  const policy = source(app, 'privacy-policy');
  const once = (tag: RegExp) => expect({ tag: tag.source, times: policy.match(new RegExp(tag.source, 'g'))?.length ?? 0 }).toEqual({ tag: tag.source, times: 1 });

  it('prints, from the record and the law, under which law the table applies, that no decision is automated, and whether the data is required and what follows without it', () => {
    once(/<LawsThatApply( block)? \/>/);
    once(/<AutomatedDecisions( block)? \/>/);
    once(/<DataNeeded \/>/);
    expect(record.dataNeeded).toBeDefined();
  });

  it('says, where analytics rests on consent, that below the age of digital consent a parent or guardian gives it', () => {
    if (!analyticsOnConsent(record)) return;
    once(/<ConsentAge( block)? \/>/);
  });

  it('prints the answer times, the one rule on fees and the time limits of a complaint to the Board, and what a KVKK application contains, once', () => {
    once(/<RequestAnswers \/>/);
    once(/<KvkkApplicationContents \/>/);
  });

  it('states none of these by hand', () => {
    for (const [what, pattern] of Object.entries(BY_HAND)) {
      for (const line of policy.split('\n')) expect({ what, line: pattern.test(line) ? line : '' }).toEqual({ what, line: '' });
    }
  });

  it('prints its Data safety summary from the data inventory, once, with nothing of it typed by hand', () => {
    const summary = section(policy, /^## (Data Safety Summary|Veri Güvenliği Özeti)/);
    expect(summary.replace(/^##.*$/m, '').trim()).toBe('<DataSafetySummary />');
    once(/<DataSafetySummary \/>/);
    // Google Analytics for Firebase derives a country or region from the IP address: the stores count it as approximate location.
    if (record.processors.some((fact) => fact.value.kind === 'analytics')) expect(record.inventory.value.types.map((entry) => entry.type)).toContain('approximate-location');
  });
});

describe.each(apps.filter((app) => deletionPage(app)?.form).map((app) => [app.slug, app] as const))('%s: the deletion form and the policy', (_slug, app) => {
  const record = legalRecord(app.slug);
  const form = deletionPage(app)!.form!;
  const policy = source(app, 'privacy-policy');
  const deletion = section(policy, new RegExp(`^## ${DELETION_HEADINGS[app.language].account}$`));

  it('a form that asks only for an identifier warns who can delete the account with it, and the policy repeats the warning from the record', () => {
    if (form.fields.some((field) => field.kind === 'password')) return;
    expect(record.deletion.warning).toBeDefined();
    expect(policy.match(/<DeletionWarning( block)? \/>/g)).toHaveLength(1);
    expect(policy).not.toContain(record.deletion.warning!.slice(0, 40));
  });

  it('leave the way by e-mail to the record, which both print with the check before a deletion, so that the page and the policy promise the same', () => {
    // A step of the form's own may name the e-mail address the form asks for, never a request sent by e-mail.
    const request = /\be-?mail (us|it)\b|write to us|send us|(bize|adresine) (yazın|gönderin)/i;
    for (const step of form.steps.items) expect({ step, email: request.test(step) }).toEqual({ step, email: false });
    // "E-mail us your profile ID" promises a deletion on the ID alone.
    const identifiers = form.fields.filter((field) => field.kind === 'identifier').map((field) => field.label.toLowerCase());
    for (const sentence of sentences(deletion)) {
      if (!sentence.includes('<SupportEmail />')) continue;
      for (const identifier of identifiers) expect({ sentence, names: sentence.toLowerCase().includes(identifier) ? identifier : '' }).toEqual({ sentence, names: '' });
    }
    expect(deletion).toContain('<DeletionWithoutApp block />');
    expect(record.deletion.withoutApp.value).toMatch(/before we delete, we check that the request comes from the account’s owner|doğruladıktan sonra/i);
  });

  it('each language’s deletion page names the form’s button in its own words, and no label or button of the other language unmarked', () => {
    const unmarked = (step: string) => inlineParts(step).filter((part) => !part.lang).map((part) => part.text).join(' ');
    for (const language of ['en', 'tr'] as const) {
      const other = language === 'en' ? 'tr' : 'en';
      const own = appIn(app, language).forms[app.forms.indexOf(form)]!;
      const theirs = appIn(app, other).forms[app.forms.indexOf(form)]!;
      const steps = getDeletionInfo(app, language).steps;
      expect({ language, names: steps.some((step) => plainText(step).includes(own.button.label)) }).toEqual({ language, names: true });
      for (const word of [theirs.button.label, ...theirs.fields.map((field) => field.label)]) {
        for (const step of steps) expect({ language, step: plainText(step), unmarked: unmarked(step).includes(word) ? word : '' }).toEqual({ language, step: plainText(step), unmarked: '' });
      }
    }
  });
});

describe('the records side by side', () => {
  it('give each app store the same regions in every record of a language', () => {
    for (const language of ['en', 'tr'] as const) {
      const stores = new Map<string, Set<string>>();
      for (const record of legalRecords.filter((candidate) => apps.find((app) => app.slug === candidate.app)?.language === language)) {
        for (const { value: processor } of record.processors.filter((fact) => fact.value.kind === 'payments')) {
          stores.set(processor.policyUrl, (stores.get(processor.policyUrl) ?? new Set()).add(processor.region));
        }
      }
      for (const [store, regions] of stores) expect({ language, store, regions: [...regions] }).toEqual({ language, store, regions: [...regions].slice(0, 1) });
    }
  });

  it('keep usage analytics for the shortest period the provider allows, or say why longer', () => {
    for (const record of legalRecords) {
      const kept = record.retention.analytics?.value;
      const provider = record.processors.find((fact) => fact.value.kind === 'analytics')?.value.minimumRetention;
      if (!kept || !provider || kept.period === 'while-active') continue;
      expect({ app: record.app, period: kept.period }).toEqual({ app: record.app, period: provider });
    }
  });

  it('write each change of a change log for the reader, in a sentence or two', () => {
    for (const record of legalRecords) {
      for (const { value: entry } of record.changeLog) {
        expect({ app: record.app, date: entry.date, sentences: sentences(entry.change).length <= 2 }).toEqual({ app: record.app, date: entry.date, sentences: true });
      }
    }
  });
});

describe('the information notice (KVKK Art. 10) every English app publishes in Turkish', () => {
  const notice = matter(readFileSync(path.join(root, INFORMATION_NOTICE.file), 'utf8')).content;

  it('prints each element of Article 10 and of the Communiqué from the record or the law, once', () => {
    const elements: [string, RegExp][] = [
      ['the controller, its address and e-mail', /<Owner \/>[\s\S]*<OwnerAddress \/>[\s\S]*<SupportEmail \/>/],
      ['the representatives the policies name', /<Representatives \/>/],
      ['the purposes, each with its legal basis', /<LegalBases \/>/],
      ['to whom and why data is transferred, and where', /<Processors \/>/],
      ['how transfers abroad are protected', /<TransferSafeguards \/>/],
      ['the method of collection and its legal reason', /<CollectionChannels \/>/],
      ['how long each kind of data is kept', /<RetentionTable \/>/],
      ['the rights of Article 11', /<KvkkRights \/>/],
      ['under which law the table applies', /<LawsThatApply( block)? \/>/],
      ['what an application contains', /<KvkkApplicationContents \/>/],
      ['the time limit of Article 13, the one rule on fees and the complaint limits of Article 14', /<RequestAnswers \/>/],
      ['the full policy', /<PolicyLink>/],
    ];
    for (const [element, pattern] of elements) expect({ element, printed: pattern.test(notice) }).toEqual({ element, printed: true });
    for (const component of ['LegalBases', 'Processors', 'TransferSafeguards', 'RetentionTable', 'KvkkRights', 'Representatives', 'KvkkApplicationContents', 'RequestAnswers']) {
      expect({ component, times: notice.match(new RegExp(`<${component} />`, 'g'))?.length }).toEqual({ component, times: 1 });
    }
  });

  it('states by hand none of what a policy prints from the record or the law', () => {
    for (const [what, pattern] of Object.entries(BY_HAND)) {
      for (const line of notice.split('\n')) expect({ what, line: pattern.test(line) ? line : '' }).toEqual({ what, line: '' });
    }
  });

  it('cites no legal basis, names no provider and describes no safeguard by hand', () => {
    for (const line of notice.split('\n')) expect(line).not.toMatch(BASIS_CITATION);
    expect(notice).not.toMatch(/Standart Sözleşme|Veri Gizliliği Çerçevesi|Kurulca onaylanan/);
    const names = apps.flatMap((app) => legalRecord(app.slug).processors.map((fact) => fact.value.name));
    for (const name of new Set(names)) expect({ name, written: notice.includes(name) }).toEqual({ name, written: false });
  });
});
