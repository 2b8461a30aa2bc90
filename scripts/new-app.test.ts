/**
 * @jest-environment node
 *
 * `npm run new-app`, run as the owner runs it, in a copy of the repository,
 * for an app without accounts or AI and for apps with them, in each language:
 * what it writes passes the checks the build applies to every app (its texts
 * agree with what it is), the app comes last in content/apps/index.ts and in
 * the owner checklist, a production build refuses it while it is a draft, and
 * a refused command changes nothing. The draft's pages are checked by
 * components/AppPage.test.tsx; their look is checked by hand with a
 * scaffolded app (docs/OWNER-GUIDE.md).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { imageSize } from 'image-size';
import { ARTWORK } from '@/lib/content/artwork';
import { type App, deletionPage, parseApps } from '@/lib/content/apps';
import { agreementProblems, hasAccounts } from '@/lib/build/agreement';
import { unverifiedFacts } from '@/lib/content/facts';
import { parseFrontMatter, tableOfContents } from '@/lib/legal/documents';
import { hasTurkishTexts, parseLegalRecord } from '@/lib/legal/records';
import { BACKEND_VARIABLES } from '@/lib/env/build-config';
import { AI_PROVIDERS, checkFree, checkOptions, GUIDE_SECTION, Refusal, sections } from './new-app/scaffold';

// Every test runs the command in a process of its own, which tsx compiles first: seconds each on a busy machine.
jest.setTimeout(60_000);

const repo = path.resolve(__dirname, '..');
const COPIED = ['content', 'public', 'lib', 'scripts', 'app', 'docs', 'tsconfig.json', 'package.json', 'next.config.ts', 'OWNER-CHECKLIST.md', 'README.md'];

let root: string;

/** Every file under the folders the command may write, with its content. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = path.join(dir, name);
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else files.set(file, readFileSync(path.join(root, file), 'utf8'));
    }
  };
  for (const dir of ['content', 'public', 'lib', 'scripts', 'app']) walk(dir);
  for (const file of ['OWNER-CHECKLIST.md', 'README.md', 'docs/REFERENCE.md']) files.set(file, readFileSync(path.join(root, file), 'utf8'));
  return files;
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
}

function newApp(...args: string[]) {
  return spawnSync(path.join(repo, 'node_modules', '.bin', 'tsx'), ['scripts/new-app.ts', ...args], { cwd: root, encoding: 'utf8' });
}

/** The apps of the copy, as content/apps/index.ts lists them after the command (a fresh module each time). */
function scaffolded(): { apps: App[]; folders: { app: { slug: string }; legal: unknown }[] } {
  let folders: { app: { slug: string }; legal: unknown }[] = [];
  jest.isolateModules(() => {
    folders = jest.requireActual<{ appFolders: typeof folders }>(path.join(root, 'content', 'apps', 'index.ts')).appFolders;
  });
  return { apps: parseApps(folders.map((folder) => folder.app)), folders };
}

const RUNS = [
  // Names of the longest length allowed: the summary and every description must still fit their limits.
  { slug: 'example-notes', name: 'Example Notes and Weekly Plans', language: 'en', flags: [] as string[], accounts: false, ai: [] as string[] },
  { slug: 'ornek-defter', name: 'Örnek Günlük Notlar ve Planlar', language: 'tr', flags: [], accounts: false, ai: [] },
  { slug: 'example-studio', name: 'Example Studio for Voices & AI', language: 'en', flags: ['--accounts', '--ai', 'openai,elevenlabs'], accounts: true, ai: ['openai', 'elevenlabs'] },
  { slug: 'ornek-hesap', name: 'Örnek Hesaplı Yapay Zekâ', language: 'tr', flags: ['--accounts', '--ai', 'replicate'], accounts: true, ai: ['replicate'] },
  { slug: 'example-account', name: 'Example Account', language: 'en', flags: ['--accounts'], accounts: true, ai: [] },
] as const;

const written: Record<string, { status: number | null; stdout: string; stderr: string; files: string[] }> = {};

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'new-app-'));
  for (const entry of COPIED) cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const { slug, name, language, flags } of RUNS) {
    const before = snapshot();
    const result = newApp('--slug', slug, '--name', name, '--language', language, ...flags);
    written[slug] = { status: result.status, stdout: result.stdout, stderr: result.stderr, files: changed(before, snapshot()) };
  }
  // Five runs of the command, each compiled by tsx and checked as the build checks: minutes on a busy machine.
}, 300_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.each(RUNS)('npm run new-app -- --slug $slug --language $language $flags', ({ slug, name, language, accounts, ai }) => {
  it('writes the app’s folder (with what npm run docs records of the draft), its two pictures, the list of apps, the owner checklist and the reference, and nothing else', () => {
    expect(written[slug]!.stdout).toContain(`written as a draft`);
    expect(written[slug]!.stderr).toBe('');
    expect(written[slug]!.status).toBe(0);
    expect(written[slug]!.files).toEqual(
      [
        `content/apps/${slug}/app.ts`,
        `content/apps/${slug}/eula.mdx`,
        `content/apps/${slug}/legal.ts`,
        `content/apps/${slug}/privacy-policy.mdx`,
        `content/apps/${slug}/published.json`,
        `content/apps/${slug}/terms-and-conditions.mdx`,
        // An English app's terms and EULA bind consumers in Türkiye: it publishes them in Turkish from the start.
        ...(language === 'en' ? [`content/apps/${slug}/terms-and-conditions.tr.mdx`, `content/apps/${slug}/eula.tr.mdx`] : []),
        'content/apps/index.ts',
        `public/images/apps/${slug}-hero.svg`,
        `public/images/apps/${slug}-icon.svg`,
        'OWNER-CHECKLIST.md',
        'docs/REFERENCE.md',
      ].sort(),
    );
  });

  it('lists the app last, as an entry and a legal record that pass their checks', () => {
    const { apps, folders } = scaffolded();
    const index = RUNS.findIndex((run) => run.slug === slug);
    const app = apps.at(index - RUNS.length)!;
    expect(app).toMatchObject({ slug, name, language, hasLanding: true, nav: { label: name } });
    expect(app.features).toHaveLength(4);
    // No made-up store address: the stores give the app its own when it is published.
    expect(app.stores).toEqual({ appStore: '', googlePlay: '' });
    const others = apps.slice(0, index - RUNS.length).map((other) => other.accent);
    expect(others).not.toContain(app.accent);
    const record = parseLegalRecord(folders.at(index - RUNS.length)!.legal, slug, app);
    // What the app is: accounts and a deletion page its policy links to, or neither; the AI providers asked for, and no other.
    expect(record.processors.filter((processor) => processor.value.kind === 'ai').map((processor) => processor.value.name)).toEqual(ai.map((provider) => AI_PROVIDERS[provider as keyof typeof AI_PROVIDERS].name));
    expect(record.consents.some((consent) => consent.value.of === 'ai')).toBe(ai.length > 0);
    expect(hasAccounts(record)).toBe(accounts);
    expect(deletionPage(app)?.path).toBe(accounts ? `/${slug}/account-delete` : undefined);
    // Its data inventory says the same: User IDs and a way to make an account with accounts, what the AI features get where it has them, and its stores' forms written.
    const types = record.inventory.value.types;
    expect(types.some((entry) => entry.type === 'user-ids')).toBe(accounts);
    expect(Boolean(record.inventory.value.accountCreation)).toBe(accounts);
    for (const provider of ai) expect(types.some((entry) => entry.processors.includes(AI_PROVIDERS[provider as keyof typeof AI_PROVIDERS].name))).toBe(true);
    // Apple: what is kept with an account, and the record of what an account holder buys, is "Data Linked to You"; without accounts, the purchases are the store's.
    // (The purchases analytics logs are analytics data, linked to no one.)
    for (const entry of types.filter((candidate) => (candidate.type === 'purchase-history' && candidate.retention === 'purchaseRecords') || candidate.retention === 'account')) expect({ type: entry.type, linked: entry.linked }).toEqual({ type: entry.type, linked: accounts });
    for (const file of ['data-safety.csv', 'app-privacy.md', 'app_privacy_details.json', 'PrivacyInfo.xcprivacy', 'app-settings.md', 'listing.md']) expect(existsSync(path.join(root, 'docs', 'stores', slug, file))).toBe(true);
    expect(agreementProblems(app, record, (document) => readFileSync(path.join(root, 'content', 'apps', slug, `${document}.mdx`), 'utf8'))).toEqual([]);
    // An English app's record gives the Turkish words its information notice prints, so that the notice is there from the first
    // build and the record stays valid once the draft is finished; its policy links the notice. A Turkish app's gives none.
    expect(hasTurkishTexts(record)).toBe(language === 'en');
    expect(() => parseLegalRecord(folders.at(index - RUNS.length)!.legal, slug, { ...app, draft: undefined })).not.toThrow();
    expect(readFileSync(path.join(root, 'content', 'apps', slug, 'privacy-policy.mdx'), 'utf8').includes('<InformationNoticeLink />')).toBe(language === 'en');
    // The entry's draft waits for the owner.
    const facts = unverifiedFacts(folders.at(index - RUNS.length)!.app, `apps.${slug}`).map((fact) => fact.where);
    expect(facts).toEqual([`apps.${slug}.draft`]);
    expect(readFileSync(path.join(root, 'content', 'apps', 'index.ts'), 'utf8')).toMatch(/^\/\*\*\n \* The apps, in the order/);
  });

  it('writes each document with its front matter, a table of contents and the support address, and no placeholder', () => {
    const { apps } = scaffolded();
    const app = apps.find((candidate) => candidate.slug === slug)!;
    expect(app.documents.map((document) => document.slug)).toEqual(['privacy-policy', 'terms-and-conditions', 'eula']);
    for (const { slug: document } of app.documents) {
      const source = readFileSync(path.join(root, 'content', 'apps', slug, `${document}.mdx`), 'utf8');
      expect(() => parseFrontMatter(matter(source).data, slug, document)).not.toThrow();
      expect(tableOfContents(source).length).toBeGreaterThanOrEqual(8);
      expect(source).toContain('<SupportEmail />');
      expect(source).toContain(name);
      expect(source).not.toMatch(/\{\{|\}\}/);
      // Every document of an app with AI providers names them; a deletion page is linked from the documents that say how to delete.
      expect({ document, namesAiProviders: source.includes('<ProcessorNames kind="ai" />'), mentionsAi: /kind="ai"|of="ai"/.test(source) }).toEqual({ document, namesAiProviders: ai.length > 0, mentionsAi: ai.length > 0 });
      // The policy prints its ways to delete from the entry (<DeletionRoutes />, its link to the page included); terms and EULA link the page themselves.
      if (document === 'privacy-policy') expect({ document, printsDeletionRoutes: source.includes('<DeletionRoutes />') }).toEqual({ document, printsDeletionRoutes: accounts });
      else expect({ document, linksDeletionPage: source.includes(`](/${slug}/account-delete)`), mentionsDeletionPage: source.includes('/account-delete') }).toEqual({ document, linksDeletionPage: accounts, mentionsDeletionPage: accounts });
    }
  });

  it('draws the icon and the hero at the sizes of lib/content/artwork.ts', () => {
    const picture = (kind: string) => imageSize(readFileSync(path.join(root, 'public', 'images', 'apps', `${slug}-${kind}.svg`)));
    expect(picture('icon')).toMatchObject(ARTWORK.appIcon);
    expect(picture('hero')).toMatchObject(ARTWORK.appHero);
  });

  it('lists the app’s facts and questions in the owner checklist', () => {
    const checklist = readFileSync(path.join(root, 'OWNER-CHECKLIST.md'), 'utf8');
    expect(checklist).toContain(`- [ ] \`apps.${slug}.draft\`: true (npm run new-app wrote this entry`);
    expect(checklist).toContain(`- [ ] \`legal.${slug}.deletion.withoutApp\``);
    expect(checklist).toContain(`- [ ] **${slug}**: npm run new-app wrote this record`);
  });
});

describe('the closing hint', () => {
  it('names the section of docs/OWNER-GUIDE.md on apps by its title', () => {
    expect(written[RUNS[0].slug]!.stdout).toContain(`Next (docs/OWNER-GUIDE.md, "${GUIDE_SECTION}")`);
    expect(readFileSync(path.join(repo, 'docs', 'OWNER-GUIDE.md'), 'utf8').split('\n')).toContain(`## ${GUIDE_SECTION}`);
  });
});

describe('a draft app', () => {
  it('stops a production build, naming each draft and what to replace, and a wrong variable in the same message, before anything is compiled', () => {
    const plain = Object.values(BACKEND_VARIABLES).at(-1)!;
    const backends = { ...Object.fromEntries(Object.values(BACKEND_VARIABLES).map((variable, index) => [variable, `https://api${index}.example.com`])), [plain]: 'http://api.example.com' };
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([variable]) => variable !== 'NODE_ENV' && !variable.startsWith('NEXT_PUBLIC_') && variable !== 'PRODUCTION_BUILD'));
    const env = { ...inherited, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SITE_URL: 'https://owner.example.com', ...backends } as unknown as NodeJS.ProcessEnv;
    const result = spawnSync(process.execPath, [path.join(repo, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, env, encoding: 'utf8', timeout: 90_000 });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('The production build cannot ship a draft app (written by npm run new-app, not finished):');
    for (const { slug, name } of RUNS) expect(output).toContain(`  - ${name} (content/apps/${slug}/app.ts): replace its landing copy, its pictures (public/images/apps/${slug}-icon.svg and ${slug}-hero.svg), its store links`);
    expect(output).toContain('Or retire it with npm run remove-app -- --slug <slug>.');
    expect(output).toContain(`  - ${plain} must use https: (a production build calls its backends over https: only)`);
  }, 120_000);
});

describe('the templates’ sections', () => {
  it('keep a section of whole lines or a part of a line when its flag says so, and drop the other', () => {
    const template = ['first', '{{#accounts}}', 'with accounts', '{{^ai}}', 'and no AI', '{{/ai}}', '{{/accounts}}', 'a {{#ai}}smart {{/ai}}{{^ai}}plain {{/ai}}app', 'last'].join('\n');
    expect(sections(template, { accounts: true, ai: false }, 'x')).toBe('first\nwith accounts\nand no AI\na plain app\nlast');
    expect(sections(template, { accounts: false, ai: true }, 'x')).toBe('first\na smart app\nlast');
    expect(() => sections('{{#accounts}}\nno end', { accounts: true }, 'x.mdx')).toThrow('x.mdx: the section "accounts" is never closed');
    expect(() => sections('{{#payments}}x{{/payments}}', { accounts: true }, 'x.mdx')).toThrow('x.mdx: the template has a section "payments", which new-app does not know');
  });
});

describe('npm run new-app refuses, with one line and without writing anything', () => {
  it('a slug that is taken, when run again', () => {
    const before = snapshot();
    const result = newApp('--slug', 'example-notes', '--name', 'Example Notes');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('new-app: the slug "example-notes" is taken: /example-notes belongs to the app Example Notes and Weekly Plans\n');
    expect(changed(before, snapshot())).toEqual([]);
  }, 60_000);

  it.each([
    [{ name: 'Atlas' }, /^give the app’s slug with --slug/],
    [{ slug: 'Atlas_Notes', name: 'Atlas' }, /^"Atlas_Notes" is not a slug/],
    [{ slug: 'atlas--notes', name: 'Atlas' }, /is not a slug/],
    [{ slug: 'atlas' }, /^give the app’s name with --name/],
    [{ slug: 'atlas', name: '  ' }, /^give the app’s name/],
    [{ slug: 'atlas', name: 'A <b>' }, /^the name "A <b>" must be/],
    [{ slug: 'atlas', name: 'A name longer than thirty characters' }, /must be 2 to 30 characters/],
    [{ slug: 'atlas', name: 'Atlas', language: 'de' }, /^--language is en or tr, not "de"/],
    [{ slug: 'atlas', name: 'Atlas', ai: 'gemini' }, /^--ai knows the providers openai, stability-ai, elevenlabs, replicate, not "gemini"/],
    [{ slug: 'atlas', name: 'Atlas', ai: ' , ' }, /^--ai names one or more AI providers/],
    [{ slug: 'atlas', name: 'Atlas', ai: 'openai,OpenAI' }, /^--ai names each provider once/],
  ])('options %j', (options, message) => {
    expect(() => checkOptions(options)).toThrow(Refusal);
    expect(() => checkOptions(options)).toThrow(message);
  });

  it.each([
    ['work', /belongs to the page \/work/],
    ['privacy-policy', /belongs to the page \/privacy-policy/],
    ['images', /belongs to public\/images/],
    ['og', /belongs to a route of app\//],
    ['site', /link-preview image/],
    ['404', /a file the static export writes/],
  ])('the slug %s, a path of the site', (slug, message) => {
    expect(() => checkFree(root, { slug, name: 'Anything', language: 'en' })).toThrow(message);
  });

  it('a slug whose folder exists although no list names it', () => {
    mkdirSync(path.join(root, 'content', 'apps', 'zeta'));
    expect(() => checkFree(root, { slug: 'zeta', name: 'Zeta', language: 'en' })).toThrow('content/apps/zeta exists already');
  });
});
