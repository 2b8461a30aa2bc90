/**
 * @jest-environment node
 *
 * A scaffold is green: `npm run new-app` in every combination of its options (with or without
 * accounts, with or without AI providers, in English and in Turkish), under any name an owner may
 * give (the guides' own examples, Turkish letters, signs), run in a copy of the repository, gives a
 * tree on which the content checks pass — the records' checks and the agreement of the texts (run
 * by the command itself), `npm run docs`, and the unit tests that read content/ and the guides — and
 * it stays green after the owner's guide's last step of publishing an app: the `draft` field
 * deleted, the files linted. scripts/new-app.test.ts checks what each scaffold holds; the browser
 * tests of a scaffold's pages (their languages, the register of a Turkish deletion page) read the
 * same content through lib/content/names.ts and lib/legal/turkish-register.ts, unit-tested here.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps } from '@/lib/content/apps';
import { AI_PROVIDERS } from './new-app/scaffold';

const repo = path.resolve(__dirname, '..');
const COPIED = ['content', 'public', 'lib', 'scripts', 'app', 'components', 'docs', 'tsconfig.json', 'package.json', 'next.config.ts', 'mdx-components.tsx', 'jest.config.mjs', 'jest.setup.ts', 'eslint.config.mjs', 'OWNER-CHECKLIST.md', 'README.md'];

/**
 * Every combination of new-app's options: accounts or not, AI providers or not (every provider new-app
 * knows, across the runs), each language. The names are any an owner may choose: the guides' own
 * examples (docs/OWNER-GUIDE.md's "Atlas Notes", "Pusula", "Studio"), Turkish letters in an English
 * app's name, and every sign a name may hold (`. & + - ’`).
 */
/** A run's slug and name, numbered where an app of content/apps/ has them already (an owner may have made "Pusula"). */
function untaken<Run extends { slug: string; name: string }>(run: Run): Run {
  const taken = (slug: string, name: string) => existsSync(path.join(repo, 'content', 'apps', slug)) || apps.some((app) => app.slug === slug || app.name === name);
  let number = 1;
  while (taken(number === 1 ? run.slug : `${run.slug}-${number}`, number === 1 ? run.name : `${run.name} ${number}`)) number++;
  return number === 1 ? run : { ...run, slug: `${run.slug}-${number}`, name: `${run.name} ${number}` };
}
const GUIDE_PROVIDERS = ['openai', 'replicate'];
/** The providers the guide's examples leave out, shared between the other two runs with AI. */
const OTHERS = Object.keys(AI_PROVIDERS).filter((provider) => !GUIDE_PROVIDERS.includes(provider));
const RUNS = [
  { slug: 'atlas-notes', name: 'Atlas Notes', language: 'en', accounts: false, ai: [] },
  { slug: 'studio', name: 'Studio', language: 'en', accounts: true, ai: GUIDE_PROVIDERS },
  { slug: 'cicek-lab', name: 'Çiçek Lab & Co.', language: 'en', accounts: false, ai: OTHERS.filter((_provider, index) => index % 2 === 0) },
  { slug: 'sample-account', name: 'Kid’s A+ Notes-2', language: 'en', accounts: true, ai: [] },
  { slug: 'pusula', name: 'Pusula', language: 'tr', accounts: true, ai: ['openai'] },
  { slug: 'ornek-acik', name: 'Örnek Açık', language: 'tr', accounts: false, ai: [] },
  { slug: 'yildiz-haritasi', name: 'Yıldız Haritası', language: 'tr', accounts: false, ai: [...OTHERS.filter((_provider, index) => index % 2 === 1), 'replicate'] },
  { slug: 'gunluk-notlar', name: 'Günlük Notlar', language: 'tr', accounts: true, ai: [] },
]
  .map(untaken)
  .map((run) => ({ ...run, flags: ['--language', run.language, ...(run.accounts ? ['--accounts'] : []), ...(run.ai.length ? ['--ai', run.ai.join(',')] : [])] }));

/**
 * The unit tests that read every app of content/: its records, its documents as rendered, its stores'
 * forms, its generated docs and the guides beside them, the pages its Support URL opens, the names
 * the language checks take from it.
 */
const CONTENT_TESTS = [
  'components/legal',
  'lib/legal',
  'lib/stores',
  'lib/content/apps.test.ts',
  'lib/content/names.test.ts',
  'components/AppSupport.test.tsx',
  'lib/build/agreement.test.ts',
  'lib/build/reference.test.ts',
  'lib/build/owner-checklist.test.ts',
  'scripts/docs.test.ts',
];

const bin = (name: string) => path.join(repo, 'node_modules', '.bin', name);
let root: string;
const results: Record<string, { status: number | null; output: string }> = {};
let unitTests: { status: number | null; output: string };
let lint: { status: number | null; output: string };

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'new-app-content-'));
  for (const entry of COPIED) cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };
  for (const { slug, name, flags } of RUNS) results[slug] = run(bin('tsx'), ['scripts/new-app.ts', '--slug', slug, '--name', name, ...flags]);
  // The guide's last step of publishing: the draft field goes (the landing copy and the pictures may stay as they are for this test).
  for (const { slug } of RUNS) {
    const file = path.join(root, 'content', 'apps', slug, 'app.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n(?: {2}\/\/[^\n]*\n)*  draft: \{\n[\s\S]*?\n {2}\},/, ''));
  }
  lint = run(bin('eslint'), ['--max-warnings', '0', ...RUNS.map(({ slug }) => `content/apps/${slug}`)]);
  results.docs = run(bin('tsx'), ['scripts/docs.ts']);
  unitTests = run(bin('jest'), ['--maxWorkers=1', '--ci', ...CONTENT_TESTS]);
  // Eight runs of the command, npm run docs and the content's unit tests over fourteen apps: twenty minutes on a machine five checkouts share.
}, 1_800_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.each(RUNS)('npm run new-app -- --slug $slug $flags', ({ slug }) => {
  it('writes an app that passes the build’s checks of its record and its texts', () => {
    expect(results[slug]!.output).toContain('written as a draft');
    expect(results[slug]!.status).toBe(0);
  });

  it('leaves no draft field behind once published, and nothing lint refuses', () => {
    expect(readFileSync(path.join(root, 'content', 'apps', slug, 'app.ts'), 'utf8')).not.toMatch(/draft/);
  });
});

describe('the scaffolds, published', () => {
  it('pass ESLint as written', () => {
    expect(lint.output.trim()).toBe('');
    expect(lint.status).toBe(0);
  });

  it('pass npm run docs’s checks', () => {
    expect(results.docs!.status).toBe(0);
    expect(results.docs!.output).toContain(`the stores' forms of`);
  });

  it('pass the unit tests that read every app of content/', () => {
    // The failing tests' names and messages, not only the count, when one fails.
    const failures = unitTests.output.split('\n').filter((line) => /●|✕|Expected|Received/.test(line));
    expect(failures).toEqual([]);
    expect(unitTests.output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    expect(unitTests.status).toBe(0);
  });
});
