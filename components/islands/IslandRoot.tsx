import { type ReactNode, useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/lib/islands';

/**
 * Around every island's root, in the HTML the export renders and in the tree
 * the browser hydrates alike (it renders no element of its own, so both trees
 * are the same). Once React has hydrated the island and run its effects, it
 * marks the island's element, for anyone who needs to know (the browser tests).
 */
export function IslandRoot({ container, children }: { container?: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    container?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [container]);
  return children;
}
