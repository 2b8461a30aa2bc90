import { m, useInView } from 'framer-motion';
import { type ReactNode, useRef } from 'react';

/**
 * A list item that fades in (0.8 s) when it scrolls into view. Needs
 * <MotionProvider> above it. useInView rather than `whileInView`: the home
 * page then needs only framer-motion's animation features (domMin), not its
 * hover, tap and focus gestures.
 */
export function RevealItem({ children }: { children: ReactNode }) {
  const item = useRef<HTMLLIElement>(null);
  const inView = useInView(item, { once: true, amount: 0.2 });
  return (
    <m.li
      ref={item}
      data-reveal=""
      initial={{ opacity: 0, y: 24 }}
      animate={inView ? { opacity: 1, y: 0 } : undefined}
      transition={{ duration: 0.8, ease: 'easeOut' }}
    >
      {children}
    </m.li>
  );
}
