'use client';

import '@/app/globals.css';
import { ErrorView } from '@/components/ErrorView';

/** Replaces the root layout when the layout itself fails. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <ErrorView error={error} />
      </body>
    </html>
  );
}
