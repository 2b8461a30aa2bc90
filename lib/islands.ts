/**
 * The islands: the only client components of the site, each a file
 * components/islands/roots/<Name>.tsx exporting <Name> (ESLint allows
 * 'use client' there and nowhere else). A page places one with <Island>
 * (components/islands/Island.tsx), which writes the root's props beside it as
 * JSON; a page whose HTML holds an island is interactive, and loads that
 * island's bundle (built by lib/build/export/island-bundles.ts, hydrated by
 * React with `hydrateRoot`). Every other page ships no JavaScript.
 *
 * Each island states why it needs JavaScript and its budget: the gzip kB
 * (1 kB = 1000 B) of all the JavaScript a page holding it loads, measured in a
 * real browser by e2e/budgets.spec.ts.
 */
export const ISLANDS = {
  AccountForm: {
    reason: 'A form: its fields, its one request and the words for each outcome, inert until it can send.',
    budgetKb: 80,
  },
  FeaturedProjects: {
    reason: 'The home page’s featured projects fade in as they scroll into view (framer-motion: useInView and the mini useAnimate, on the browser’s Web Animations).',
    budgetKb: 80,
  },
} as const satisfies Record<string, { reason: string; budgetKb: number }>;

export type IslandName = keyof typeof ISLANDS;

export const ISLAND_NAMES = /* @__PURE__ */ Object.keys(ISLANDS) as IslandName[];

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/** The file of an island's root, relative to the repository. */
export function islandModule(name: IslandName): string {
  return `components/islands/roots/${name}.tsx`;
}

/** The island's element: `<div data-island="Name">`, its content rendered by the root. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The root's props, as JSON, in `<script type="application/json" data-island-props="Name">` right before the element. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on the island's element once React has hydrated it and its effects have run. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks an inline script a page writes on purpose (the 404 page's console note): the export keeps it. */
export const KEEP_SCRIPT_ATTRIBUTE = 'data-keep-script';

/** Props as the text of a JSON script: `<` is escaped so no value can close the element. */
export function serializeIslandProps(props: unknown): string {
  return JSON.stringify(props ?? {})
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
