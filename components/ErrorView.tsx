'use client';

import { useEffect } from 'react';
import { describeChunkLoadError } from '@/lib/errors';

export const ERROR_HEADING = 'Unexpected Application Error!';

/** The error boundary's screen: a failed chunk load gets its own message and a reload. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset?: () => void }) {
  const chunkMessage = describeChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">{ERROR_HEADING}</h1>
      <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">
        {chunkMessage ?? 'Something broke while showing this page. Reloading usually fixes it.'}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => (chunkMessage || !reset ? window.location.reload() : reset())}
          className="inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700"
        >
          {chunkMessage ? 'Reload the page' : 'Try again'}
        </button>
        <a href="/" className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold dark:border-slate-700">
          Take me home!
        </a>
      </div>
    </section>
  );
}
