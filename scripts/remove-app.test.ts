/**
 * @jest-environment node
 *
 * `npm run remove-app`, run as the owner runs it, in a copy of the repository:
 * a published app is removed only once the owner has seen what goes and said
 * so (y in a terminal, or --yes); without a terminal and without --yes the
 * command refuses and changes nothing; a draft of npm run new-app goes at once.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps } from '@/lib/content/apps';
import { referencesTo } from './remove-app/plan';

const repo = path.resolve(__dirname, '..');
const COPIED = ['content', 'public', 'lib', 'scripts', 'app', 'docs', 'tsconfig.json', 'package.json', 'OWNER-CHECKLIST.md', 'README.md'];
const TSX = path.join(repo, 'node_modules', '.bin', 'tsx');
/** A published app other content does not link to, which remove-app may take away. */
const published = apps.find((app) => !app.draft && !referencesTo(repo, app.slug).length)!;

let root: string;

/** Every file the command may change, with its content. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = path.join(dir, name);
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else files.set(file, readFileSync(path.join(root, file), 'utf8'));
    }
  };
  for (const dir of ['content', 'public']) walk(dir);
  for (const file of ['OWNER-CHECKLIST.md', 'docs/REFERENCE.md']) files.set(file, readFileSync(path.join(root, file), 'utf8'));
  return files;
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
}

/** The command with its standard input a pipe, as in CI or a script: no terminal. */
function removeApp(...args: string[]) {
  return spawnSync(TSX, ['scripts/remove-app.ts', ...args], { cwd: root, encoding: 'utf8', input: '', timeout: 120_000 });
}

/** The command in a terminal (a pseudo-terminal of script(1)), answering `answer` to its question. */
function removeAppInTerminal(answer: string, ...args: string[]) {
  const command = [TSX, 'scripts/remove-app.ts', ...args].map((word) => `'${word}'`).join(' ');
  return spawnSync('script', ['-qec', command, '/dev/null'], { cwd: root, encoding: 'utf8', input: `${answer}\n`, timeout: 120_000 });
}

/** The copy as the repository is, whatever an earlier test removed from it. */
function copyRepository() {
  for (const entry of COPIED) {
    rmSync(path.join(root, entry), { recursive: true, force: true });
    cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  }
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'remove-app-'));
  copyRepository();
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run remove-app on a published app', () => {
  it('without a terminal and without --yes, says what it would remove and changes nothing', () => {
    const before = snapshot();
    const result = removeApp('--slug', published.slug);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`remove-app: ${published.name} (/${published.slug}) is published, not a draft`);
    expect(result.stdout).toContain(`  delete content/apps/${published.slug}/`);
    expect(result.stdout).toContain('  rewrite content/apps/index.ts');
    expect(result.stderr).toContain(`nothing was changed. Run it again with --yes to remove ${published.name}: npm run remove-app -- --slug ${published.slug} --yes`);
    expect(changed(before, snapshot())).toEqual([]);
  }, 120_000);

  it('in a terminal, asks first, and keeps the app unless the answer is yes', () => {
    const before = snapshot();
    const declined = removeAppInTerminal('n', '--slug', published.slug);
    expect(declined.stdout).toContain(`  delete content/apps/${published.slug}/`);
    expect(declined.stdout).toContain(`Remove ${published.name}? [y/N]`);
    expect(declined.stdout).toContain('nothing was changed');
    expect(declined.status).toBe(1);
    expect(changed(before, snapshot())).toEqual([]);

    const accepted = removeAppInTerminal('y', '--slug', published.slug);
    expect(accepted.stdout).toContain(`remove-app: ${published.name} (/${published.slug}) removed:`);
    expect(accepted.status).toBe(0);
    expect(existsSync(path.join(root, 'content', 'apps', published.slug))).toBe(false);
    expect(readFileSync(path.join(root, 'content', 'apps', 'index.ts'), 'utf8')).not.toContain(`./${published.slug}/`);
  }, 240_000);

  it('with --yes, goes without a question', () => {
    copyRepository();
    const result = removeApp('--slug', published.slug, '--yes');
    expect(result.stdout).not.toContain('[y/N]');
    expect(result.stdout).toContain(`remove-app: ${published.name} (/${published.slug}) removed:`);
    expect(result.status).toBe(0);
    expect(existsSync(path.join(root, 'content', 'apps', published.slug))).toBe(false);
    // Its store forms go with it, and no generated document names it any more.
    expect(existsSync(path.join(root, 'docs', 'stores', published.slug))).toBe(false);
    for (const file of ['OWNER-CHECKLIST.md', 'README.md', 'docs/REFERENCE.md']) expect({ file, names: readFileSync(path.join(root, file), 'utf8').includes(`/${published.slug}`) }).toEqual({ file, names: false });
  }, 120_000);
});

describe('npm run remove-app on a draft', () => {
  it('removes what npm run new-app wrote without asking, leaving the repository as it was', () => {
    const before = snapshot();
    const scaffolded = spawnSync(TSX, ['scripts/new-app.ts', '--slug', 'example-leftover', '--name', 'Example Leftover'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(scaffolded.status).toBe(0);
    const result = removeApp('--slug', 'example-leftover');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('remove-app: Example Leftover (/example-leftover) removed:');
    expect(changed(before, snapshot())).toEqual([]);
  }, 240_000);

});
