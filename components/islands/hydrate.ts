import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '@/components/islands/IslandRoot';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@/lib/islands';

/**
 * What an island's bundle runs: React hydrates every element of the page that
 * holds this island, with the props written beside it. A page whose HTML is
 * not shaped that way is a build defect; it throws, so the console says so.
 */
export function hydrateIslands<P extends object>(name: string, Root: ComponentType<P>): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
    const propsScript = container.previousElementSibling;
    if (!propsScript || propsScript.getAttribute(ISLAND_PROPS_ATTRIBUTE) !== name) {
      throw new Error(`Island ${name}: its props are not right before its element.`);
    }
    const props = JSON.parse(propsScript.textContent || '{}') as P;
    hydrateRoot(container, createElement(IslandRoot, { container }, createElement(Root, props)));
  }
}
