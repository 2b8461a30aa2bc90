/**
 * @jest-environment node
 *
 * `npm run remove-app`'s question "[y/N]" answered as people answer it, in a terminal, in a copy of
 * the repository: N is the default, so Enter, "n", "no" and any other word keep the published app,
 * changing nothing; only "y" or "yes", in any case, remove it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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

function copyRepository() {
  for (const entry of COPIED) {
    rmSync(path.join(root, entry), { recursive: true, force: true });
    cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  }
}

/** The command in a terminal (a pseudo-terminal of script(1)), a person typing `answer` and Enter. */
function answering(answer: string) {
  const command = [TSX, 'scripts/remove-app.ts', '--slug', published.slug].map((word) => `'${word}'`).join(' ');
  return spawnSync('script', ['-qec', command, '/dev/null'], { cwd: root, encoding: 'utf8', input: `${answer}\n`, timeout: 120_000 });
}

const folder = () => path.join(root, 'content', 'apps', published.slug);
const index = () => readFileSync(path.join(root, 'content', 'apps', 'index.ts'), 'utf8');

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'remove-app-answers-'));
  copyRepository();
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('remove-app’s [y/N] question', () => {
  it.each([
    ['Enter alone', ''],
    ['n', 'n'],
    ['no', 'no'],
    ['N', 'N'],
    ['another word', 'nope'],
    ['yes with more words', 'yes please'],
  ])('%s keeps the app and changes nothing', (_answer, answer) => {
    const before = index();
    const result = answering(answer);
    expect(result.stdout).toContain(`Remove ${published.name}? [y/N]`);
    expect(result.stdout).toContain('nothing was changed');
    expect(result.status).toBe(1);
    expect(existsSync(folder())).toBe(true);
    expect(index()).toBe(before);
  }, 120_000);

  it.each([
    ['yes', 'yes'],
    ['Y', 'Y'],
  ])('%s removes the app', (_answer, answer) => {
    copyRepository();
    const result = answering(answer);
    expect(result.stdout).toContain(`remove-app: ${published.name} (/${published.slug}) removed:`);
    expect(result.status).toBe(0);
    expect(existsSync(folder())).toBe(false);
    expect(index()).not.toContain(`./${published.slug}/`);
  }, 120_000);
});
