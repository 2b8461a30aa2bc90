'use client';

import { useEffect } from 'react';

/** Records the address that matched no page, for whoever is looking at the console. */
export function LogMissedPath() {
  useEffect(() => {
    console.warn(`404 Not Found: no page matches ${window.location.pathname}`);
  }, []);
  return null;
}
