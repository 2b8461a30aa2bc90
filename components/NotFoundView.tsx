import { ButtonLink } from '@/components/ButtonLink';
import { MissedPathNote } from '@/components/MissedPathNote';

export const NOT_FOUND_HEADING = 'You found the doorway to the great nothing';

export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase dark:text-indigo-300">404 · Page not found</p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
        {NOT_FOUND_HEADING}
      </h1>
      <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">
        The page you were looking for is not here. It may have moved, or the address may have a typo.
      </p>
      <ButtonLink href="/" className="mt-10">
        Take me home!
      </ButtonLink>
      <MissedPathNote />
    </section>
  );
}
