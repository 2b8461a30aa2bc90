'use client';

import { type RefObject, useEffect, useSyncExternalStore } from 'react';

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

/**
 * What a visitor typed before the page's JavaScript ran is in the input but
 * not in React's state: take it over once, so nothing typed is lost.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, adopt: (value: string) => void): void {
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) adopt(typed);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
