import type { ReactNode } from 'react';

export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-12 max-w-3xl">
      <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
        {title}
      </h1>
      {subtitle ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
    </header>
  );
}
