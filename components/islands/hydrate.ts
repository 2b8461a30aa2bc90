import { type ComponentType, createElement, startTransition } from 'react';
import { IslandRoot } from '@/components/islands/IslandRoot';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@/lib/islands';

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own: with `scheduler.yield()` where the browser
 * has it (the continuation runs ahead of other queued work), else after a
 * zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * What an island's bundle runs: React hydrates every element of the page that
 * holds this island, with the props written beside it. A page whose HTML is
 * not shaped that way is a build defect; it throws, so the console says so.
 *
 * The work is spread over tasks, so that no one of them keeps the browser
 * from painting or answering input for long: running the bundle, then
 * starting React DOM (its module is the bundle's largest; esbuild starts it
 * where it is imported, here), then hydrating. React hydrates in a
 * transition, a few milliseconds at a time, yielding to the browser in
 * between; whatever a person types into or clicks before it is done, React
 * hydrates at once; the account form keeps what was typed even earlier
 * (components/islands/roots/AccountForm.tsx).
 */
export async function hydrateIslands<P extends object>(name: string, Root: ComponentType<P>): Promise<void> {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)].map((container) => {
    const propsScript = container.previousElementSibling;
    if (!propsScript || propsScript.getAttribute(ISLAND_PROPS_ATTRIBUTE) !== name) {
      throw new Error(`Island ${name}: its props are not right before its element.`);
    }
    return { container, props: JSON.parse(propsScript.textContent || '{}') as P };
  });
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  startTransition(() => {
    for (const { container, props } of islands) {
      hydrateRoot(container, createElement(IslandRoot, { container }, createElement(Root, props)));
    }
  });
}
