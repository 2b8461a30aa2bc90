/** @jest-environment node */
import { agreementProblems, allAgreementProblems, hasAccounts } from '@/lib/build/agreement';
import { type App, apps, deletionPage } from '@/lib/content/apps';
import { DELETION_HEADINGS } from '@/lib/legal/deletion';
import { legalRecord, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

/** An app of content/apps/ with a deletion page, renamed as the fixture record's app, with documents of the test's own. */
const base = apps.find((app) => deletionPage(app))!;
const app: App = { ...base, slug: FIXTURE_APP, documents: [{ slug: 'privacy-policy', label: 'Privacy Policy' }, { slug: 'terms-and-conditions', label: 'Terms' }] };
const path = deletionPage(app)!.path;
/** The fixture's record, its first data type carrying every field the app's forms ask for. */
function carrying(shape: { accounts: boolean }, fields = app.forms.flatMap((form) => form.fields.map((field) => field.name))) {
  const value = recordFixture(shape);
  const [first, ...rest] = value.inventory.value.types;
  return parseLegalRecord({ ...value, inventory: { ...value.inventory, value: { ...value.inventory.value, types: [{ ...first!, fields }, ...rest] } } }, FIXTURE_APP, FIXTURE_OWNER);
}
const withAccounts = carrying({ accounts: true });
const withoutAccounts = carrying({ accounts: false });
const texts = (policy: string, terms = 'You may stop using the app at any time.') => (document: string) => (document === 'privacy-policy' ? policy : terms);
const heading = `## ${DELETION_HEADINGS[app.language].account}`;
const linking = `${heading}\n\nDelete it in any of these ways:\n\n<DeletionRoutes />\n\n<DeletionWithoutApp block />\n\n## Your Rights\n`;
/** The same app with its deletion page as a form, and as a request by e-mail. */
const page = deletionPage(app)!;
const asForm: App | undefined = page.form ? app : undefined;
const asRequest: App = page.request
  ? app
  : { ...app, forms: app.forms.filter((form) => form !== page.form), deletionRequest: { page: page.form!.page, steps: page.form!.steps, email: { subject: 'Delete my account', lines: ['Identifier:'] } } };

describe('an app’s texts agree with its entry and record', () => {
  it('every app of content/apps/ agrees', () => {
    expect(allAgreementProblems()).toEqual([]);
    for (const candidate of apps) expect({ app: candidate.slug, accounts: hasAccounts(legalRecord(candidate.slug)), page: Boolean(deletionPage(candidate)) }).toEqual({ app: candidate.slug, accounts: Boolean(deletionPage(candidate)), page: Boolean(deletionPage(candidate)) });
  });

  it('an app with accounts, a deletion page and a policy that links to it', () => {
    expect(agreementProblems(app, withAccounts, texts(linking))).toEqual([]);
  });

  it('refuses a deletion page on an app whose record keeps no account', () => {
    expect(agreementProblems(app, withoutAccounts, texts(linking))).toEqual([expect.stringMatching(new RegExp(`app\\.ts: ${path} deletes an account, but content/apps/${FIXTURE_APP}/legal\\.ts keeps no account data`))]);
  });

  it('refuses an app with accounts and no deletion page', () => {
    const pageless: App = { ...app, forms: app.forms.filter((form) => form.purpose !== 'account-deletion'), deletionRequest: undefined };
    expect(agreementProblems(pageless, withAccounts, texts(''))).toEqual([expect.stringContaining('keeps account data ("retention.account"), but content/apps/fixture-app/app.ts has no deletion page')]);
  });

  it('refuses a policy that does not print the ways to delete under the heading the checks read, which links the deletion page', () => {
    const expected = [expect.stringContaining(`privacy-policy.mdx does not print the ways to delete the account under “${heading}”: write <DeletionRoutes /> there, which links the deletion page ${path}`)];
    expect(agreementProblems(app, withAccounts, texts('Write to us to delete your account.'))).toEqual(expected);
    expect(agreementProblems(app, withAccounts, texts(linking.replace(heading, '## Deleting Your Stuff')))).toEqual(expected);
    expect(agreementProblems(app, withAccounts, texts(linking.replace('<DeletionRoutes />', `Delete it on the [deletion page](${path}).`)))).toEqual(expected);
  });

  it('refuses a form field that no data type of the inventory carries, naming the field and the page', () => {
    const form = app.forms.find((candidate) => candidate.fields.length);
    if (!form) return;
    const field = form.fields[0]!;
    const others = app.forms.flatMap((candidate) => candidate.fields.map((entry) => entry.name)).filter((name) => name !== field.name);
    expect(agreementProblems(app, carrying({ accounts: true }, others), texts(linking))).toEqual([
      expect.stringContaining(`the form of ${form.page.path} asks for "${field.name}" (${field.label}), which no type of "inventory.types"`),
    ]);
  });

  it.each([
    'On the web: the [deletion page](/x) writes the request for you; send it from the e-mail address of your account.',
    'Web’de: hesap silme sayfası talebi sizin için yazar.',
  ])('refuses a text that says the deletion page writes an e-mail request where the entry has a form: %s', (sentence) => {
    const formApp = asForm ?? { ...app, deletionRequest: undefined, forms: [...app.forms, { ...apps.flatMap((other) => other.forms).find((form) => form.purpose === 'account-deletion')!, page: page.request!.page }] };
    const problems = agreementProblems(formApp, withAccounts, texts(`${linking}\n${sentence}\n`));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/privacy-policy\.mdx says “.+”, but content\/apps\/fixture-app\/app\.ts has a deletion form, not a deletion request by e-mail: print the ways to delete with <DeletionRoutes \/>/);
    expect(agreementProblems(asRequest, withAccounts, texts(`${linking}\n${sentence}\n`))).toEqual([]);
  });

  it.each(['Enter your username in the form on the deletion page and select Delete Account.', 'E-posta adresinizi ve şifrenizi bu sayfadaki forma yazın.'])(
    'refuses a text that describes a deletion form where the entry has a request by e-mail: %s',
    (sentence) => {
      const problems = agreementProblems(asRequest, withAccounts, texts(linking, sentence));
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem).toMatch(/terms-and-conditions\.mdx says “.+”, but content\/apps\/fixture-app\/app\.ts has a deletion request by e-mail, not a deletion form/);
    },
  );

  it.each([
    'Because the app has no accounts, include details that help us find your data.',
    'The app does not require registration, so there is no account.',
    'Uygulama hesap gerektirmez.',
    'Uygulamayı kullanmak için hesap oluşturmanız veya adınızı vermeniz gerekmez.',
  ])('refuses a text that says there is no account beside a page that deletes one: %s', (sentence) => {
    const problems = agreementProblems(app, withAccounts, texts(linking, sentence));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/terms-and-conditions\.mdx says “.+”, but content\/apps\/fixture-app\/legal\.ts keeps account data/);
  });
});

describe('a contract in both languages says in each version which one prevails, and only such a contract', () => {
  const policy = texts(linking);
  const clause = '## Language of These Terms\n\n<LanguageVersions />\n';
  /** The app's terms, declared in the other language or not, each version's text given by the test. */
  const terms = (translated: boolean) => ({ ...app, documents: app.documents.map((document) => (document.slug === 'terms-and-conditions' && translated ? { ...document, translated: true as const } : document)) });
  const reading = (versions: Record<string, string>) => (document: string) => versions[document] ?? policy(document);
  const other = app.language === 'en' ? 'tr' : 'en';

  it('accepts the clause in both versions of a translated contract, and its absence from a contract in one language', () => {
    expect(agreementProblems(terms(true), withAccounts, reading({ 'terms-and-conditions': clause, [`terms-and-conditions.${other}`]: clause }))).toEqual([]);
    expect(agreementProblems(terms(false), withAccounts, reading({ 'terms-and-conditions': 'You may stop using the app at any time.' }))).toEqual([]);
  });

  it('refuses a version of a translated contract that does not print it, naming the file', () => {
    expect(agreementProblems(terms(true), withAccounts, reading({ 'terms-and-conditions': clause, [`terms-and-conditions.${other}`]: 'No clause here.' }))).toEqual([
      expect.stringContaining(`content/apps/${FIXTURE_APP}/terms-and-conditions.${other}.mdx is published in both languages`),
    ]);
  });

  it('refuses the clause in a contract its entry publishes in one language', () => {
    expect(agreementProblems(terms(false), withAccounts, reading({ 'terms-and-conditions': clause }))).toEqual([expect.stringContaining(`content/apps/${FIXTURE_APP}/terms-and-conditions.mdx prints <LanguageVersions />, but`)]);
  });
});
