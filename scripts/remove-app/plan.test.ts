/**
 * @jest-environment node
 *
 * What `npm run remove-app` takes away, planned on the real content for every
 * published app the command accepts: what is left of content/ and public/
 * (the files it deletes gone, content/apps/index.ts as it rewrites it) names
 * the app nowhere and keeps none of its pictures, so nothing of it is built
 * or published any more.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { apps } from '@/lib/content/apps';
import { escapeRegExp } from '@/lib/text';
import { Refusal } from '../new-app/scaffold';
import { planRemoval, referencesTo, type Removal } from './plan';

const root = path.resolve(__dirname, '..', '..');

/** Every file of content/ and public/, relative to the repository. */
function files(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = path.join(dir, name);
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else found.push(file);
    }
  };
  for (const dir of ['content', 'public']) walk(dir);
  return found;
}

/** The files the removal leaves, each with its content after the removal. */
function leftAfter(removal: Removal): Map<string, string> {
  const deleted = (file: string) => removal.deleted.some((gone) => file === gone || file.startsWith(`${gone}${path.sep}`));
  const rewritten = new Map(removal.rewritten.map(({ file, content }) => [file, content]));
  return new Map(
    files()
      .filter((file) => !deleted(file))
      .map((file) => [file, rewritten.get(file) ?? readFileSync(path.join(root, file), 'utf8')]),
  );
}

/** The published apps the command removes; it refuses an app whose pages other content links to. */
const removable = apps.filter((app) => {
  if (app.draft) return false;
  try {
    planRemoval(root, app.slug);
    return true;
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
});

it('accepts every published app whose pages no other content links to or publishes', () => {
  const unlinked = apps.filter((app) => !app.draft && referencesTo(root, app.slug).length === 0);
  expect(removable.map((app) => app.slug)).toEqual(unlinked.map((app) => app.slug));
});

for (const app of removable) {
  it(`npm run remove-app -- --slug ${app.slug} leaves no file of content/ or public/ that names the app or is one of its pictures`, () => {
    const slug = new RegExp(`(?<![a-z0-9-])${escapeRegExp(app.slug)}(?![a-z0-9-])`);
    const pictures = [app.icon, app.hero].filter((picture): picture is string => Boolean(picture));
    const left = leftAfter(planRemoval(root, app.slug));
    const remaining = [...left].flatMap(([file, content]) => [
      ...(slug.test(file) ? [`${file}: its name is the app's slug`] : []),
      ...pictures.filter((picture) => file === path.join('public', picture)).map((picture) => `${file}: the app's picture ${picture}`),
      ...(slug.test(content) ? [`${file}: names ${app.slug}`] : []),
      ...pictures.filter((picture) => content.includes(picture)).map((picture) => `${file}: shows ${picture}`),
    ]);
    expect(remaining).toEqual([]);
  });
}
