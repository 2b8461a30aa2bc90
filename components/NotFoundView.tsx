import { ButtonLink } from '@/components/ButtonLink';
import { MissedPathNote } from '@/components/MissedPathNote';
import { prefixed } from '@/lib/i18n/languages';
import { textsIn } from '@/lib/content/texts';

export const NOT_FOUND_HEADING = 'You found the doorway to the great nothing';

export function NotFoundView() {
  const english = textsIn('en').notFound;
  const turkish = textsIn('tr').notFound;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase dark:text-indigo-300">404 · Page not found</p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
        {NOT_FOUND_HEADING}
      </h1>
      <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{english.message}</p>
      <ButtonLink href="/" className="mt-10">
        {english.home}
      </ButtonLink>
      <div lang="tr" className="mt-12 w-full max-w-xl border-t border-slate-200 pt-8 dark:border-slate-800">
        <p className="text-slate-600 dark:text-slate-300">{turkish.message}</p>
        <a href={prefixed('/', 'tr')} hrefLang="tr" className="mt-3 inline-block font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200">
          {turkish.home}
        </a>
      </div>
      <MissedPathNote />
    </section>
  );
}
