import { AccountForm } from '@/components/islands/roots/AccountForm';
import { FeaturedProjects } from '@/components/islands/roots/FeaturedProjects';
import type { IslandName } from '@/lib/islands';

/**
 * The root component of each island: components/islands/roots/<Name>.tsx,
 * exporting <Name>. Pages place them through <Island>; the post-export step
 * renders each island's HTML again from the same root, and bundles it
 * (lib/build/export/island-bundles.ts) for the browser to hydrate.
 */
export const ISLAND_ROOTS = {
  AccountForm,
  FeaturedProjects,
} as const satisfies Record<IslandName, unknown>;

type RootProps<C> = C extends (props: infer P) => unknown ? (unknown extends P ? Record<string, never> : P) : never;

/** What each root takes; a root without props takes `{}`. */
export type IslandProps<N extends IslandName> = RootProps<(typeof ISLAND_ROOTS)[N]>;
