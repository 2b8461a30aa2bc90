/**
 * @jest-environment node
 *
 * `npm run new-app`, run as the owner runs it, in a copy of the repository:
 * what it writes passes the checks the build applies to every app, the app
 * comes last in content/apps/index.ts and in the owner checklist, and a
 * refused command changes nothing. The pages themselves are built and
 * browsed only by hand, with a scaffolded app (README, "Adding a project, an
 * app, a form").
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { imageSize } from 'image-size';
import { ARTWORK } from '@/lib/content/artwork';
import { type App, parseApps } from '@/lib/content/apps';
import { unverifiedFacts } from '@/lib/content/facts';
import { parseFrontMatter, tableOfContents } from '@/lib/legal/documents';
import { parseLegalRecord } from '@/lib/legal/records';
import { checkFree, checkOptions, Refusal } from './new-app/scaffold';

const repo = path.resolve(__dirname, '..');
const COPIED = ['content', 'public', 'lib', 'scripts', 'app', 'docs', 'tsconfig.json', 'package.json', 'OWNER-CHECKLIST.md'];

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
  for (const file of ['OWNER-CHECKLIST.md', 'docs/REFERENCE.md']) files.set(file, readFileSync(path.join(root, file), 'utf8'));
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
  { slug: 'example-notes', name: 'Example Notes and Weekly Plans', language: 'en' },
  { slug: 'ornek-defter', name: 'Örnek Günlük Notlar ve Planlar', language: 'tr' },
] as const;

const written: Record<string, { status: number | null; stdout: string; stderr: string; files: string[] }> = {};

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'new-app-'));
  for (const entry of COPIED) cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const { slug, name, language } of RUNS) {
    const before = snapshot();
    const result = newApp('--slug', slug, '--name', name, '--language', language);
    written[slug] = { status: result.status, stdout: result.stdout, stderr: result.stderr, files: changed(before, snapshot()) };
  }
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.each(RUNS)('npm run new-app -- --slug $slug --language $language', ({ slug, name, language }) => {
  it('writes the app’s folder, its two pictures, the list of apps, the owner checklist and the reference, and nothing else', () => {
    expect(written[slug]!.stderr).toBe('');
    expect(written[slug]!.status).toBe(0);
    expect(written[slug]!.files).toEqual(
      [
        `content/apps/${slug}/app.ts`,
        `content/apps/${slug}/eula.mdx`,
        `content/apps/${slug}/legal.ts`,
        `content/apps/${slug}/privacy-policy.mdx`,
        `content/apps/${slug}/terms-and-conditions.mdx`,
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
    expect(app.stores.appStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(app.stores.googlePlay).toMatch(/^https:\/\/play\.google\.com\//);
    const others = apps.slice(0, index - RUNS.length).map((other) => other.accent);
    expect(others).not.toContain(app.accent);
    const record = parseLegalRecord(folders.at(index - RUNS.length)!.legal, slug, app);
    expect(record.processors.map((processor) => processor.value.kind)).not.toContain('ai');
    // Every fact of the record, and the entry's draft copy and store links, wait for the owner.
    const facts = unverifiedFacts(folders.at(index - RUNS.length)!.app, `apps.${slug}`).map((fact) => fact.where);
    expect(facts).toEqual([`apps.${slug}.draft`, `apps.${slug}.stores.googlePlay`, `apps.${slug}.stores.appStore`]);
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

describe('npm run new-app refuses, with one line and without writing anything', () => {
  it('a slug that is taken, when run again', () => {
    const before = snapshot();
    const result = newApp('--slug', 'example-notes', '--name', 'Example Notes');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('new-app: the slug "example-notes" is taken: /example-notes belongs to the app Example Notes and Weekly Plans\n');
    expect(changed(before, snapshot())).toEqual([]);
  }, 30_000);

  it.each([
    [{ name: 'Atlas' }, /^give the app’s slug with --slug/],
    [{ slug: 'Atlas_Notes', name: 'Atlas' }, /^"Atlas_Notes" is not a slug/],
    [{ slug: 'atlas--notes', name: 'Atlas' }, /is not a slug/],
    [{ slug: 'atlas' }, /^give the app’s name with --name/],
    [{ slug: 'atlas', name: '  ' }, /^give the app’s name/],
    [{ slug: 'atlas', name: 'A <b>' }, /^the name "A <b>" must be/],
    [{ slug: 'atlas', name: 'A name longer than thirty characters' }, /must be 2 to 30 characters/],
    [{ slug: 'atlas', name: 'Atlas', language: 'de' }, /^--language is en or tr, not "de"/],
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
