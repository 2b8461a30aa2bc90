/**
 * The size, in pixels, of each kind of artwork in public/images/: the pages
 * reserve exactly this room for it, and the build checks every file against
 * it (lib/build/artwork.ts). Replace a picture with one of the same size.
 */
export const ARTWORK = {
  /** A project's picture in the project list. */
  projectImage: { width: 640, height: 480 },
  /** A project's two screenshots on its page. */
  projectPhoto: { width: 400, height: 800 },
  /** An app's icon. */
  appIcon: { width: 256, height: 256 },
  /** The phone picture on an app's landing page. */
  appHero: { width: 600, height: 700 },
} as const;

export type ArtworkKind = keyof typeof ARTWORK;
