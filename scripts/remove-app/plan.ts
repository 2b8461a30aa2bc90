/**
 * What `npm run remove-app` takes away: an app's folder in content/apps/, the
 * pictures its entry names, and its entry in content/apps/index.ts. Everything
 * is decided before anything changes, so a refused command leaves the
 * repository as it was.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { appFolders } from '../../content/apps';
import { apps } from '../../lib/content/apps';
import { storeFolder } from '../../lib/stores/forms';
import { escapeRegExp } from '../../lib/text';
import { appsIndex, Refusal } from '../new-app/scaffold';

export type Removal = {
  slug: string;
  name: string;
  /** Whether the app is still a draft of npm run new-app, never published: its removal needs no confirmation. */
  draft: boolean;
  /** Files and folders deleted, relative to the repository. */
  deleted: string[];
  /** Files written again, with their new content. */
  rewritten: { file: string; content: string }[];
};

/** Files of content/ (and the route folders of app/) that are not the app's own and name one of its pages. */
export function referencesTo(root: string, slug: string): string[] {
  const own = path.join('content', 'apps', slug);
  const link = new RegExp(`(['"\`(/]|\\]\\()/${escapeRegExp(slug)}(?![a-z0-9-])`);
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const name of readdirSync(path.join(root, dir))) {
      const file = path.join(dir, name);
      if (file === own) continue;
      if (statSync(path.join(root, file)).isDirectory()) {
        walk(file);
        continue;
      }
      if (!/\.(ts|tsx|mdx)$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (link.test(line)) found.push(`${file}:${index + 1}`);
        });
    }
  };
  walk('content');
  // A route folder of app/ at the app's path (outside the app's own catch-all) is a page of the app that content/ does not describe.
  const routes = (dir: string): void => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (/^\(.*\)$/.test(entry.name)) routes(path.join(dir, entry.name));
      else if (entry.name === slug) found.push(`${path.join(dir, entry.name)}/`);
    }
  };
  routes('app');
  return found;
}

export function planRemoval(root: string, slug: string | undefined): Removal {
  const known = appFolders.map((folder) => folder.app.slug);
  if (!slug) throw new Refusal('give the slug of the app to remove with --slug, such as --slug my-app');
  const app = apps.find((candidate) => candidate.slug === slug);
  if (!app) throw new Refusal(`there is no app "${slug}" in content/apps/index.ts; the apps are ${known.join(', ')}`);
  const references = referencesTo(root, slug);
  if (references.length) {
    throw new Refusal(`content outside content/apps/${slug}/ uses /${slug}: ${references.join(', ')}. Change or remove what links to ${app.name} or publishes its pages first, then run the command again`);
  }
  const pictures = [app.icon, app.hero]
    .filter((file): file is string => Boolean(file))
    .map((file) => path.join('public', file))
    .filter((file) => existsSync(path.join(root, file)));
  const indexFile = path.join('content', 'apps', 'index.ts');
  return {
    slug,
    name: app.name,
    draft: Boolean(app.draft),
    // The stores' forms of the app (npm run docs wrote them) go with it.
    deleted: [path.join('content', 'apps', slug), ...pictures, ...[storeFolder(slug)].filter((folder) => existsSync(path.join(root, folder)))],
    rewritten: [
      {
        file: indexFile,
        content: appsIndex(
          readFileSync(path.join(root, indexFile), 'utf8'),
          known.filter((other) => other !== slug),
        ),
      },
    ],
  };
}
