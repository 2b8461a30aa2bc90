/**
 * Checks, when the site is built, that every picture the content names has
 * the size of its kind (lib/content/artwork.ts), so that a replaced
 * screenshot never stretches or shifts the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { ARTWORK, type ArtworkKind } from '@/lib/content/artwork';
import { apps } from '@/lib/content/apps';
import { projects } from '@/lib/content/projects';

/** Every picture the content names, with its kind and where it is named. */
export function artworkInUse(): { file: string; kind: ArtworkKind; where: string }[] {
  return [
    ...projects.flatMap((project) => [
      { file: project.image, kind: 'projectImage' as const, where: `content/projects.ts, project "${project.name}", image` },
      { file: project.photo1, kind: 'projectPhoto' as const, where: `content/projects.ts, project "${project.name}", photo1` },
      { file: project.photo2, kind: 'projectPhoto' as const, where: `content/projects.ts, project "${project.name}", photo2` },
    ]),
    ...apps.flatMap((app) => [
      { file: app.icon, kind: 'appIcon' as const, where: `content/apps/${app.slug}/app.ts, icon` },
      ...(app.hero ? [{ file: app.hero, kind: 'appHero' as const, where: `content/apps/${app.slug}/app.ts, hero` }] : []),
    ]),
  ];
}

/** What is wrong with the pictures in `publicDir`: one line per missing file or wrong size. */
export function artworkProblems(publicDir = path.resolve('public')): string[] {
  return artworkInUse().flatMap(({ file, kind, where }) => {
    const expected = ARTWORK[kind];
    let size: { width?: number; height?: number };
    try {
      size = imageSize(readFileSync(path.join(publicDir, file)));
    } catch (error) {
      return [`${where}: ${file} cannot be read (${(error as Error).message})`];
    }
    return size.width === expected.width && size.height === expected.height
      ? []
      : [`${where}: ${file} is ${size.width} × ${size.height} px; a ${kind} is ${expected.width} × ${expected.height} px (lib/content/artwork.ts)`];
  });
}
