import { FeaturedProjects } from '@/components/FeaturedProjects';
import { FortuneQuestions } from '@/components/FortuneQuestions';
import { FunoDeleteForm } from '@/components/forms/FunoDeleteForm';
import { MeriastroDeleteForm } from '@/components/forms/MeriastroDeleteForm';
import { ProfileIdForm } from '@/components/forms/ProfileIdForm';
import { RevoaiDeleteForm } from '@/components/forms/RevoaiDeleteForm';
import type { IslandName } from '@/lib/islands';

/**
 * The root component of each island (lib/islands.ts names the same ones by
 * file, for the bundles). Pages render them through <Island>; the post-export
 * step renders each island's HTML again from the same root the browser hydrates.
 */
export const ISLAND_ROOTS = {
  'featured-projects': FeaturedProjects,
  'fortune-questions': FortuneQuestions,
  'profile-id-form': ProfileIdForm,
  'meriastro-delete-form': MeriastroDeleteForm,
  'funo-delete-form': FunoDeleteForm,
  'revoai-delete-form': RevoaiDeleteForm,
} as const satisfies Record<IslandName, unknown>;

type RootProps<C> = C extends (props: infer P) => unknown ? (unknown extends P ? Record<string, never> : P) : never;

/** What each root takes; a root without props takes `{}`. */
export type IslandProps<N extends IslandName> = RootProps<(typeof ISLAND_ROOTS)[N]>;
