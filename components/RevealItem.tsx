'use client';

import { m } from 'framer-motion';
import type { ReactNode } from 'react';

/** A list item that fades in (0.8 s) when it scrolls into view. Needs <MotionProvider> above it. */
export function RevealItem({ children }: { children: ReactNode }) {
  return (
    <m.li
      data-reveal=""
      initial={{ opacity: 0, y: 24 }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, amount: 0.2 }}
      transition={{ duration: 0.8, ease: 'easeOut' }}
    >
      {children}
    </m.li>
  );
}
