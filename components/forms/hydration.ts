import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the static HTML and while React takes the page over, true from then
 * on. Until then a form cannot be sent: no submit handler is attached yet, and
 * the browser must not send the form on its own (its fields would land in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
