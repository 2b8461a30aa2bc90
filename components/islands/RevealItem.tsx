import { useInView, useReducedMotion } from 'framer-motion';
import { useAnimate } from 'framer-motion/mini';
import { type ReactNode, useEffect } from 'react';

/** Where an item starts, in the static HTML: the page's no-JavaScript style shows it (components/RootDocument.tsx). */
const HIDDEN = { opacity: 0, transform: 'translateY(24px)' } as const;

/**
 * A list item that fades in (0.8 s) when a fifth of it scrolls into view, once.
 * framer-motion's mini `useAnimate` runs the animation on the browser's own
 * Web Animations, which keeps the home page's JavaScript small (no `m`
 * components, no animation features). With reduced motion the item fades in
 * where it stands, without moving.
 */
export function RevealItem({ children }: { children: ReactNode }) {
  const [scope, animate] = useAnimate<HTMLLIElement>();
  const inView = useInView(scope, { once: true, amount: 0.2 });
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const item = scope.current;
    if (!inView || !item) return;
    if (reducedMotion) {
      animate(item, { transform: 'none' }, { duration: 0 });
      animate(item, { opacity: 1 }, { duration: 0.8, ease: 'easeOut' });
    } else {
      animate(item, { opacity: 1, transform: 'none' }, { duration: 0.8, ease: 'easeOut' });
    }
    // Once: the item stays shown whatever changes afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inView]);

  return (
    <li ref={scope} data-reveal="" style={HIDDEN}>
      {children}
    </li>
  );
}
