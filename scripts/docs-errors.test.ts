/**
 * @jest-environment node
 *
 * `npm run docs` fed an owner's mistakes, in a copy of the repository: each is printed as one block
 * naming the file and the field, saying what to write, with no stack trace, exit code 1, and
 * nothing written. The apps are taken from content/ by what their records hold.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appFolders } from '@/content/apps';
import { DATA_TYPE_KEYS, DATA_TYPES } from '@/lib/stores/taxonomy';

jest.setTimeout(180_000);

const repo = path.resolve(__dirname, '..');
const COPIED = ['content', 'lib', 'scripts', 'docs', 'tsconfig.json', 'package.json', 'OWNER-CHECKLIST.md', 'README.md'];
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docs-errors-'));
  for (const entry of COPIED) cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Runs npm run docs in the copy with one file of content/ changed, then puts the file back. */
function docsWith(file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  const original = readFileSync(full, 'utf8');
  const changed = change(original);
  expect(changed).not.toBe(original);
  writeFileSync(full, changed);
  const checklist = readFileSync(path.join(root, 'OWNER-CHECKLIST.md'), 'utf8');
  try {
    const result = spawnSync(path.join(repo, 'node_modules', '.bin', 'tsx'), ['scripts/docs.ts'], { cwd: root, encoding: 'utf8' });
    // Nothing written while content/ is wrong.
    expect(readFileSync(path.join(root, 'OWNER-CHECKLIST.md'), 'utf8')).toBe(checklist);
    return result;
  } finally {
    writeFileSync(full, original);
  }
}

function expectBlock(result: ReturnType<typeof docsWith>, block: string) {
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n\n')).toContain(block);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr).not.toMatch(/TypeError/);
}

describe('npm run docs, given a record an entry’s landing copy reads', () => {
  // An app whose inventory keeps types for the crash-report period; first one whose entry's landing copy reads that period, if any does.
  const keeping = appFolders.filter(({ legal }) => (legal.retention as Record<string, unknown>).crashReports && legal.inventory.value.types.some((entry) => entry.retention === 'crashReports'));
  const reads = ({ app }: (typeof keeping)[number]) => readFileSync(path.join(repo, 'content', 'apps', app.slug, 'app.ts'), 'utf8').includes('retention.crashReports');
  const folder = keeping.find(reads) ?? keeping[0];

  it('names the record’s field, not the landing copy’s TypeError, when a retention entry is removed', () => {
    const { slug } = folder!.app;
    const result = docsWith(`content/apps/${slug}/legal.ts`, (text) => text.replace(/\n {4}crashReports: [\s\S]*?\n(?= {4}\w+: )/, '\n'));
    const first = folder!.legal.inventory.value.types.findIndex((entry) => entry.retention === 'crashReports');
    expect(result.stderr).toContain('npm run docs wrote nothing: content/ has');
    expectBlock(result, `content/apps/${slug}/legal.ts: field "inventory.types.${first}.retention": "crashReports" has no entry in "retention", which says how long ${DATA_TYPES[folder!.legal.inventory.value.types[first]!.type].name.en} is kept`);
  });
});

describe('npm run docs, given a mistyped record', () => {
  const folder = appFolders.find(({ legal }) => legal.inventory.value.types.some((entry) => entry.type === 'device-ids'))!;
  const { slug } = folder.app;

  it('names the nearest data type for a mistyped one', () => {
    const index = folder.legal.inventory.value.types.findIndex((entry) => entry.type === 'device-ids');
    let seen = -1;
    const result = docsWith(`content/apps/${slug}/legal.ts`, (text) => text.replace(/type: 'device-ids'/g, (whole) => (++seen === 0 ? "type: 'device-id'" : whole)));
    expectBlock(result, `content/apps/${slug}/legal.ts: field "inventory.types.${index}.type": "device-id" is not a value it takes; write "device-ids", the nearest of its ${DATA_TYPE_KEYS.length} values.`);
  });

  it('says to add a provider missing from PROVIDERS there', () => {
    const processor = folder.legal.processors.findIndex((fact) => fact.value.kind === 'analytics');
    let seen = -1;
    const result = docsWith(`content/apps/${slug}/legal.ts`, (text) => text.replace(/\.\.\.PROVIDERS\.(\w+),/g, (whole, name: string) => (++seen === processor ? `...(PROVIDERS as Record<string, never>).${name}Typo,` : whole)));
    expectBlock(
      result,
      `content/apps/${slug}/legal.ts: field "processors.${processor}" (${folder.legal.processors[processor]!.value.name}) has no kind and no policyUrl: the provider it spreads is not in PROVIDERS; add it to PROVIDERS in content/legal/shared.ts with its kind (ai, hosting, analytics, crash-reports, payments, email) and the address of its privacy policy, then spread it here (...PROVIDERS.<name>).`,
    );
  });
});

describe('npm run docs, given a text in one language', () => {
  it('names the field of content/texts.ts whose Turkish words are missing', () => {
    const result = docsWith('content/texts.ts', (text) => text.replace(/skipLink: \{ en: '([^']+)', tr: '[^']+' \}/, "skipLink: { en: '$1' }"));
    expectBlock(result, 'content/texts.ts: field "layout.skipLink.tr" is missing: write the Turkish words beside the English ones.');
  });

  it('names the entry’s field when a document declared in the other language has no text', () => {
    const folder = appFolders.find(({ app }) => app.documents.some((document) => document.slug === 'terms-and-conditions' && !('translated' in document)))!;
    const { slug, language } = folder.app;
    const index = folder.app.documents.findIndex((document) => document.slug === 'terms-and-conditions');
    const other = language === 'en' ? 'tr' : 'en';
    const result = docsWith(`content/apps/${slug}/app.ts`, (text) => text.replace(/(\{ slug: 'terms-and-conditions', label: \{[^}]*\})/, '$1, translated: true'));
    expectBlock(
      result,
      `content/apps/${slug}/app.ts: field "documents.${index}.translated" says terms-and-conditions is published in ${other === 'tr' ? 'Turkish' : 'English'} too, but content/apps/${slug}/terms-and-conditions.${other}.mdx is missing: write it beside content/apps/${slug}/terms-and-conditions.mdx (docs/OWNER-GUIDE.md, "A document in the other language"), or take "translated" out until it is written`,
    );
  });
});
