'use client';

import { useRef, useState } from 'react';
import type { StatusMessage } from '@/lib/api/request';

/**
 * Busy state and status message of a form. A submission that starts while
 * another is in flight is ignored, so a double click or a second Enter sends
 * nothing.
 */
export function useSubmission() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);

  async function run(task: () => Promise<StatusMessage>): Promise<StatusMessage | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await task();
      setStatus(result);
      return result;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, status, setStatus, run };
}
