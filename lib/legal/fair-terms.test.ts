/** @jest-environment node */
/**
 * What every app's terms, EULA and policy promise where a consumer lawyer looks first: a refund of
 * what is paid and unused when we end the service or the user refuses a change, a licence ended
 * only for a serious or repeated breach, a privacy policy that is information and not a contract,
 * a breach told to everyone it affects, and one value for what the apps share. Each document is
 * read as written (content/apps/<app>/, its version in the other language where the entry declares
 * one, and the templates of `npm run new-app`), so that a clause written by hand again, a translation
 * or a template left behind, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LIABILITY_FLOOR, RETENTION_RULES, TRANSFERS } from '@/content/legal/shared';
import { apps, documentTranslation, hasDocument } from '@/lib/content/apps';
import { changesClause, creditsOnDeletion, creditsOnTermination, discontinuationClause, indemnityClause, licenceTerminationClause, sells } from '@/lib/legal/consumer';
import { legalRecord, legalRecords, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { policyClauses } from '@/components/legal/clauses';

const root = path.join(__dirname, '..', '..');
const TEMPLATES = path.join(root, 'scripts', 'new-app', 'templates');
/**
 * Every copy of a document: each app's, its version in the other language where the entry declares
 * one, and each language's template with the versions an app of that language publishes from the
 * start, with where it is written.
 */
function copies(document: string): { where: string; text: string }[] {
  const own = apps
    .filter((app) => hasDocument(app, document))
    .flatMap((app) => [path.join('content', 'apps', app.slug, `${document}.mdx`), ...(documentTranslation(app, document) ? [documentTranslation(app, document)!.file] : [])]);
  const templates = readdirSync(TEMPLATES).flatMap((language) => readdirSync(path.join(TEMPLATES, language)).filter((file) => file === `${document}.mdx` || file.startsWith(`${document}.`) && file.endsWith('.mdx')).map((file) => path.join('scripts', 'new-app', 'templates', language, file)));
  return [...own, ...templates].map((where) => ({ where, text: matter(readFileSync(path.join(root, where), 'utf8')).content }));
}
/** Whether a copy is written in Turkish: a Turkish template, or a version in Turkish beside an English document. */
const inTurkish = (where: string) => where.includes(`${path.sep}tr${path.sep}`) || where.endsWith('.tr.mdx');
/** Sentences, split where a full stop ends one. */
const sentences = (text: string) => text.split(/(?<=\.)\s+/);

describe('ending the contract through no breach of the user’s refunds what was paid and not used', () => {
  const selling = recordFixture({ payments: true, credits: 'credit' });
  const free = recordFixture({ payments: false });

  it('discontinuing the service refunds unused credits, subscription time and one-time purchases, ourselves where the store does not', () => {
    const en = discontinuationClause(selling, 'en');
    expect(en).toMatch(/^If we discontinue the Service for a reason other than your breach, we give you reasonable notice and refund the price/);
    for (const item of ['of the paid credits you have not used', 'of the subscription time you have paid for and not used', 'of the unused part of any one-time purchase', 'and otherwise ourselves']) expect(en).toContain(item);
    const tr = discontinuationClause(selling, 'tr');
    for (const item of ['kullanmadığınız satın alınmış creditlerinizin', 'abonelik süresinin', 'tek seferlik satın almaların kullanılmayan kısmının', 'yapmıyorsa doğrudan kendimiz', 'iade ederiz']) expect(tr).toContain(item);
    // An app that sells nothing promises notice, and no refund it could not make.
    expect(discontinuationClause(free, 'en')).toBe('If we discontinue the Service for a reason other than your breach, we give you reasonable notice.');
  });

  it('refusing a change refunds the unused part of any purchase, one-time purchases included', () => {
    for (const document of ['terms-and-conditions', 'eula'] as const) {
      expect(changesClause(selling, document, 'en').join(' ')).toContain('of the unused part of any one-time purchase: through the App Store or Google Play where the store makes the refund, and otherwise ourselves');
      expect(changesClause(selling, document, 'tr').join(' ')).toContain('tek seferlik satın almaların kullanılmayan kısmının bedelini');
    }
  });

  it.each(copies('terms-and-conditions').map(({ where, text }) => [where, text] as const))('%s prints the one discontinuation clause and leaves no refund to the store alone', (_where, text) => {
    expect(text.match(/<Discontinuation( block)? \/>/g)).toHaveLength(1);
    for (const stale of [/refunds? will follow the (store'?s )?rules/i, /ask the store for a refund of unused/i, /iadeler mağaza kurallarına ve mevzuata göre yapılır/, /mevzuatın ve mağaza kurallarının öngördüğü iade haklarınız saklı kalır/]) expect(text).not.toMatch(stale);
  });
});

describe('a deletion erases the credits not used, except those owed a refund, in Turkish by the vowel harmony of their word', () => {
  // The possessive plural of the second person and the particle "da/de" follow the word's last vowel (TDK): puan → puanlarınız da, kredi → kredileriniz de.
  it.each([
    ['puan', 'kullanılmamış puanlarınız da silinir', 'kullanmadığınız puanların bedelini'],
    ['kredi', 'kullanılmamış kredileriniz de silinir', 'kullanmadığınız kredilerin bedelini'],
  ])('%s', (word, deleted, refunded) => {
    const clause = creditsOnDeletion(recordFixture({ payments: true, credits: word }), 'tr');
    expect(clause).toContain(deleted);
    expect(clause).toContain(refunded);
  });
});

/**
 * How each contract names itself, the contract's own name: the terms are "these Terms" ("bu
 * Koşullar"), the EULA "this EULA" ("bu Sözleşme", the Turkish EULA's defined name). A clause of
 * one contract that names the other would bind the user to the wrong text.
 */
const OWN_NAME = {
  en: { 'terms-and-conditions': /(?<!\p{L})these Terms(?!\p{L})/u, eula: /(?<!\p{L})this EULA(?!\p{L})/u },
  tr: { 'terms-and-conditions': /(?<!\p{L})[Bb]u Koşullar/u, eula: /(?<!\p{L})[Bb]u Sözleşme/u },
} as const;
const OTHER = { 'terms-and-conditions': 'eula', eula: 'terms-and-conditions' } as const;

describe('each clause a contract prints names that contract, never the other', () => {
  const record = parseLegalRecord(recordFixture({ payments: true, credits: 'credit' }), FIXTURE_APP, FIXTURE_OWNER);
  const clauses = (document: 'terms-and-conditions' | 'eula', language: 'en' | 'tr') => ({
    'the refund of credits when we end it': creditsOnTermination(record, document, language),
    'the indemnity': indemnityClause(document, language),
    'its changes': changesClause(record, document, language).join(' '),
  });
  const cases = (['en', 'tr'] as const).flatMap((language) => (['terms-and-conditions', 'eula'] as const).flatMap((document) => Object.entries(clauses(document, language)).map(([clause, text]) => [language, document, clause, text] as const)));

  it.each(cases)('%s %s: %s', (language, document, _clause, text) => {
    expect(text).toMatch(OWN_NAME[language][document]);
    expect(text).not.toMatch(OWN_NAME[language][OTHER[document]]);
  });
});

describe('the EULAs end the licence only for a serious or repeated breach, as the terms say', () => {
  it('the clause says so in both languages', () => {
    expect(licenceTerminationClause('en', 'Made-up App')).toMatch(/^We may end this EULA, and your right to use Made-up App, only if you seriously or repeatedly break it/);
    expect(licenceTerminationClause('tr', 'Made-up App')).toMatch(/yalnızca Sözleşme'yi veya Kullanım Koşullarını ciddi biçimde ya da tekrar tekrar ihlal etmeniz/);
  });

  it.each(copies('eula').map(({ where, text }) => [where, text] as const))('%s ends the licence for no lesser breach, without notice', (_where, text) => {
    expect(text).not.toMatch(/automatically, without notice|terminate automatically|end automatically/i);
    expect(text).not.toMatch(/herhangi bir hükmüne uymamanız|bildirimine gerek kalmaksızın sona erer/);
    // An EULA of an app whose users share posts may say it in its own words (and its Turkish version in Turkish), which the terms of its shared posts need; every other prints the clause.
    const ownWords = /may end it, and close your account, if you seriously or repeatedly break|ciddi biçimde ya da tekrar tekrar ihlal etmeniz hâlinde Sözleşme'yi sona erdirebilir ve hesabınızı kapatabilir/;
    expect(/<LicenceTermination( block)? \/>/.test(text) || ownWords.test(text)).toBe(true);
  });
});

describe('no terms make the user agree to the Privacy Policy, which informs and binds no one', () => {
  it.each(copies('terms-and-conditions').map(({ where, text }) => [where, text] as const))('%s', (where, text) => {
    // A Turkish text accepts ("kabul") what it links; the privacy information is the notice, the policy or its page.
    const agreeing = inTurkish(where)
      ? sentences(text).filter((sentence) => /kabul/.test(sentence) && /privacy-policy\)|<InformationNoticeLink|<PolicyLink/.test(sentence))
      : sentences(text).filter((sentence) => /\bagree(s|d|ing)?\b/i.test(sentence) && /privacy-policy\)/.test(sentence));
    expect(agreeing).toEqual([]);
  });
});

describe('a breach of personal data is told to everyone it affects, whatever the risk (KVKK Art. 12(5))', () => {
  it.each(legalRecords.map((record) => [record.app, record] as const))('%s', (slug, record) => {
    const app = apps.find((candidate) => candidate.slug === slug)!;
    const clause = policyClauses(record, app.language).breachNotice;
    expect(clause).toMatch(/whatever the risk|riskten bağımsız olarak/);
    expect(clause).not.toMatch(/likely to|high risk|riskli olması hâlinde/i);
    const policy = copies('privacy-policy').find(({ where }) => where.includes(`${path.sep}${slug}${path.sep}`))!.text;
    expect(policy.match(/<BreachNotice( block)? \/>/g)).toHaveLength(1);
    expect(policy).not.toMatch(/breach is likely to put your rights at risk/);
  });

  it('the templates print it too', () => {
    for (const { where, text } of copies('privacy-policy').filter((copy) => copy.where.startsWith('scripts'))) expect({ where, prints: /<BreachNotice( block)? \/>/.test(text) }).toEqual({ where, prints: true });
  });
});

describe('KVKK Art. 9(5): the standard contract is notified to the Authority within five business days, and the stores’ transfers are accounted for', () => {
  it('in both languages, never to the Board', () => {
    expect(TRANSFERS.kvkkSafeguard.value.en).toContain('notify to the Personal Data Protection Authority within five business days of signing');
    expect(TRANSFERS.kvkkSafeguard.value.tr).toContain('beş iş günü içinde Kişisel Verileri Koruma Kurumuna bildiririz');
    expect(TRANSFERS.kvkkSafeguard.value.en).not.toMatch(/notify (it )?to the Board/);
    expect(TRANSFERS.kvkkSafeguard.value.tr).not.toMatch(/Kurula bildir/);
  });

  it('the App Store and Google Play are independent controllers under their own terms, not providers of ours', () => {
    expect(TRANSFERS.stores.value.en).toMatch(/not our service providers: Apple and Google take the payment for a purchase as independent controllers, under the terms you accept with them/);
    expect(TRANSFERS.stores.value.tr).toMatch(/hizmet sağlayıcımız değildir: Apple ve Google.*bağımsız veri sorumlusu olarak/);
  });

  it('no text claims a standard contract signed with the stores, which do not countersign it: the confirmations rest on the contract with the user', () => {
    expect(TRANSFERS.stores.value.en).not.toMatch(/signed with Apple|with Apple and with Google/);
    expect(TRANSFERS.stores.value.tr).not.toMatch(/Apple ve Google ile imzala/);
    expect(TRANSFERS.stores.value.en).toContain('necessary for the performance of our contract with you (Art. 9(6)(b))');
    expect(TRANSFERS.stores.value.tr).toContain('sizinle yaptığımız sözleşmenin ifasıyla ilgili olarak zorunludur (m. 9/6-b)');
  });
});

describe('what the apps share has one value, in content/legal/shared.ts', () => {
  it.each(legalRecords.map((record) => [record.app, record] as const))('%s: the deletion deadline, the support e-mails’ period and the liability floor', (_slug, record) => {
    expect(record.deletion.timeLimit.value).toEqual(RETENTION_RULES.deletionTimeLimit.value);
    // One floor for every consumer, whatever the app's language.
    expect(record.liability.value.floor).toEqual(LIABILITY_FLOOR.value);
    const support = record.retention.supportMessages?.value;
    if (support) expect({ period: support.period, from: support.from, afterDeletion: support.afterDeletion }).toEqual({ period: RETENTION_RULES.supportMessages.value, from: 'last-contact', afterDeletion: 'deleted' });
  });

  it('a record that keeps support e-mails longer, or after a deletion under the contract that ended, fails naming the field', () => {
    type Support = { retention: { supportMessages: { value: Record<string, unknown> } } };
    const longer = structuredClone(recordFixture()) as unknown as Support;
    longer.retention.supportMessages.value.period = { amount: 12, unit: 'month' };
    expect(() => parseLegalRecord(longer, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "retention\.supportMessages": support e-mails are kept as supportMessages\(\)/);
    const kept = structuredClone(recordFixture()) as unknown as Support;
    Object.assign(kept.retention.supportMessages.value, { afterDeletion: 'kept', reason: 'To show how we answered you.', tr: { data: 'Destek e-postaları', reason: 'Size nasıl yanıt verdiğimizi gösterebilmek için.' } });
    expect(() => parseLegalRecord(kept, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "retention\.supportMessages": support e-mails are kept as supportMessages\(\)/);
  });

  it('copyright notices from rights holders rest on legitimate interests, never on a contract with them', () => {
    const record = recordFixture();
    record.lawfulBases.push({ of: 'copyright-notices', basis: 'contract', activity: 'Answering copyright notices', tr: { activity: 'Telif hakkı bildirimlerinin yanıtlanması' } });
    expect(() => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/copyright notices come from rights holders/);
    record.lawfulBases.at(-1)!.basis = 'legitimate-interests';
    expect(() => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
  });
});

describe('an app with a special category asks explicit consent for it only from users of the age of majority', () => {
  const special = legalRecords.filter((record) => record.lawfulBases.some((entry) => entry.basis === 'explicit-consent'));

  it.each(special.map((record) => [record.app] as const))('%s: policy and terms both say so', (slug) => {
    for (const document of ['privacy-policy', 'terms-and-conditions']) {
      const text = copies(document).find(({ where }) => where.includes(`${path.sep}${slug}${path.sep}`))!.text;
      const rule = sentences(text).filter((sentence) => sentence.includes('<Law of="ageOfMajority" />') && /açık rıza|explicit consent/.test(sentence));
      expect({ document, rule: rule.length > 0 }).toEqual({ document, rule: true });
    }
  });

  it('the payments an app takes are what the refund clauses cover', () => {
    for (const record of legalRecords) expect(discontinuationClause(record, 'en').includes('refund')).toBe(sells(legalRecord(record.app)));
  });
});
