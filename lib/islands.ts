/**
 * The islands: the only client components of the site. Each is hydrated on its
 * own by React (`hydrateRoot` on the island's element), from a small bundle
 * the post-export step builds with esbuild, instead of by Next.js's client
 * runtime. A page places one with <Island> (components/islands/Island.tsx),
 * which writes the root's props beside it as JSON.
 *
 * `module` and `exportName` name the root component: the bundle imports it from
 * there, and the build checks that every client component a page renders is
 * one of these roots.
 */
export const ISLANDS = {
  'featured-projects': { module: 'components/FeaturedProjects.tsx', exportName: 'FeaturedProjects' },
  'fortune-questions': { module: 'components/FortuneQuestions.tsx', exportName: 'FortuneQuestions' },
  'profile-id-form': { module: 'components/forms/ProfileIdForm.tsx', exportName: 'ProfileIdForm' },
  'meriastro-delete-form': { module: 'components/forms/MeriastroDeleteForm.tsx', exportName: 'MeriastroDeleteForm' },
  'funo-delete-form': { module: 'components/forms/FunoDeleteForm.tsx', exportName: 'FunoDeleteForm' },
  'revoai-delete-form': { module: 'components/forms/RevoaiDeleteForm.tsx', exportName: 'RevoaiDeleteForm' },
} as const satisfies Record<string, { module: string; exportName: string }>;

export type IslandName = keyof typeof ISLANDS;

export const ISLAND_NAMES = /* @__PURE__ */ Object.keys(ISLANDS) as IslandName[];

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/** The island's element: `<div data-island="name">`, its content rendered by the root. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The root's props, as JSON, in `<script type="application/json" data-island-props="name">` right before the element. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on the island's element once React has hydrated it and its effects have run. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Props as the text of a JSON script: `<` is escaped so no value can close the element. */
export function serializeIslandProps(props: unknown): string {
  return JSON.stringify(props ?? {})
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
