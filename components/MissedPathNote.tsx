import { KEEP_SCRIPT_ATTRIBUTE } from '@/lib/islands';

const NOTE = 'console.warn("404 Not Found: no page matches " + location.pathname)';

/**
 * Records the address that matched no page, for whoever is looking at the
 * console: a broken link somewhere is worth a log line. One inline line instead of a client
 * component, so the 404 page loads no JavaScript file; the page's
 * Content-Security-Policy allows it by its hash.
 */
export function MissedPathNote() {
  return <script {...{ [KEEP_SCRIPT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: NOTE }} />;
}
