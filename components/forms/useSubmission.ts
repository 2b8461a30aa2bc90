import { useEffect, useRef, useState } from 'react';
import type { StatusMessage } from '@/lib/forms/outcome';

/**
 * Busy state and status message of a form. A submission that starts while
 * another is in flight is ignored, so a double click or a second Enter sends
 * nothing.
 *
 * The submit button is disabled while the request runs, and a browser moves
 * the focus of a disabled button to the page itself. When the answer is in,
 * focus goes back where a keyboard user left it: the button, or the first
 * field when the button stays disabled (a finished deletion clears its ID).
 * Attach `form` to the <form>.
 */
export function useSubmission() {
  const form = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const focusWasInForm = useRef(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);

  useEffect(() => {
    if (busy || !focusWasInForm.current) return;
    focusWasInForm.current = false;
    // Only focus the browser dropped; a person who has moved on keeps their place.
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = form.current?.querySelector<HTMLElement>('button[type="submit"]:not(:disabled)') ?? form.current?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [busy]);

  async function run(task: () => Promise<StatusMessage>): Promise<StatusMessage | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    focusWasInForm.current = Boolean(form.current?.contains(document.activeElement));
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

  return { form, busy, status, setStatus, run };
}
