/**
 * @jest-environment node
 *
 * The README and the guides in docs/ as a newcomer reads them: the README fits
 * on a few screens, every link between them reaches a file, and every command
 * they name is one package.json has.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const guides = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

describe('the README and the guides', () => {
  it('the README is at most 200 lines and links every guide of docs/', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    for (const guide of guides.filter((file) => file.startsWith('docs/'))) expect(readme).toContain(`](${guide})`);
  });

  it.each(guides)('%s links only to files that exist', (file) => {
    const links = [...read(file).matchAll(/\]\((?!https?:|mailto:|#)([^)#\s]+)/g)].map((match) => match[1]!);
    const missing = links.filter((link) => !link.startsWith('/') && !existsSync(path.join(root, path.dirname(file), link)));
    expect(missing).toEqual([]);
  });

  it.each(guides)('%s names only commands package.json has', (file) => {
    const named = [...read(file).matchAll(/npm run ([a-z][a-z0-9:-]*)/g)].map((match) => match[1]!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
