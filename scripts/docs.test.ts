/**
 * @jest-environment node
 *
 * The README and the guides in docs/ as a newcomer reads them: the README fits
 * on a few screens, every link between them reaches a file, every command
 * they name is one package.json has, and what content/ says (an app, a project,
 * the owner, a backend) is named only in their generated parts, which
 * `npm run docs` rewrites, so that no change to content/ leaves them stale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { site } from '@/content/site';
import { BACKEND_NAMES, backendVariable } from '@/lib/backends';
import { fortunePage } from '@/content/fortune';
import { appPages, apps } from '@/lib/content/apps';
import { projects } from '@/lib/content/projects';

const root = path.resolve(__dirname, '..');
const guides = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** A guide without its generated parts (lib/build/reference.ts): what a person wrote. */
const handWritten = (text: string) => text.replace(/<!-- generated: [\w-]+ -->\n[\s\S]*?<!-- end generated -->/g, '');
/**
 * The apps the guides make up as examples, from their own `npm run new-app` commands ("--slug studio
 * --name Studio"): a guide writes an example's name, pages and backend variable by hand, and an owner
 * may well call an app the same. What an example names is the guide's, not content's.
 */
const examples = guides.flatMap((file) => [...read(file).matchAll(/npm run new-app -- --slug ([a-z0-9-]+) --name "?([^"\n]+?)"?(?= --| *#|\n)/g)].map((match) => ({ slug: match[1]!, name: match[2]!.trim() })));
/** An example's name, its pages (at its address, or in the other language under `/en` or `/tr`) and its backend's variable. */
const isExample = (name: string) =>
  examples.some(({ slug, name: example }) => name === example || [`/${slug}`, `/en/${slug}`, `/tr/${slug}`].some((page) => name === page || name.startsWith(`${page}/`)) || name === backendVariable(slug));
/** What content/ names, which a guide may only print from it: each app's name, header label and paths, each project's title and page, the owner, each backend's variable. */
const contentNames = [
  ...apps.flatMap((app) => [app.name, app.nav?.label, `/${app.slug}`]),
  ...appPages.map((page) => page.path),
  fortunePage.path,
  ...projects.flatMap((project) => [project.title, project.name]),
  site.owner.name,
  site.email,
  ...BACKEND_NAMES.map(backendVariable),
].filter((name): name is string => Boolean(name) && !isExample(name!));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

  it.each(guides)('%s names no app, project, owner or backend of content/ outside its generated parts', (file) => {
    const text = handWritten(read(file));
    const named = contentNames.filter((name) => new RegExp(`(?<![\\p{L}\\p{N}_-])${escape(name)}(?![\\p{L}\\p{N}_-])`, 'u').test(text));
    expect(named).toEqual([]);
  });

  it.each(guides)('%s names only commands package.json has', (file) => {
    const named = [...read(file).matchAll(/npm run ([a-z][a-z0-9:-]*)/g)].map((match) => match[1]!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
