import type { ComponentType } from 'react';
import { type IslandProps, ISLAND_ROOTS } from '@/components/islands/registry';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName, serializeIslandProps } from '@/lib/islands';

/**
 * Places an island: its props as JSON, then its element with the root rendered
 * inside. The props come first so that the element's last-child styling is
 * what it would be without them. After the export, the island's bundle
 * hydrates the element with `hydrateRoot` and these props (lib/islands.ts).
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Root = ISLAND_ROOTS[name] as ComponentType<IslandProps<N>>;
  return (
    <>
      <script type="application/json" {...{ [ISLAND_PROPS_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />
      <div {...{ [ISLAND_ATTRIBUTE]: name }}>
        <Root {...props} />
      </div>
    </>
  );
}
