import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { StatusMessage } from '@/lib/forms/outcome';

/**
 * A labelled input. It has no `name`: the forms send what React holds, so
 * even a form the browser submitted on its own would carry nothing typed.
 */
export function Field({
  id,
  label,
  hint,
  type = 'text',
  inputRef,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { id: string; label: string; hint?: ReactNode; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
        className="mt-2 block w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const buttonTones = {
  primary: 'bg-indigo-600 hover:bg-indigo-700 dark:bg-indigo-400 dark:hover:bg-indigo-300',
  danger: 'bg-red-700 hover:bg-red-800 dark:bg-red-400 dark:hover:bg-red-300',
} as const;

export function SubmitButton({ tone = 'primary', children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof buttonTones }) {
  return (
    <button
      type="submit"
      {...rest}
      className={`inline-flex min-h-12 w-full items-center justify-center rounded-lg px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors dark:text-slate-950 disabled:cursor-not-allowed disabled:opacity-50 ${buttonTones[tone]}`}
    >
      {children}
    </button>
  );
}

/**
 * The status line: always in the page so screen readers announce each new
 * message. `forceTone` keeps every message in one colour where the
 * form asks for it (a form whose `messageColour` is `red` shows every message, success included, in red).
 * A hint (the request may have reached the server) follows the message. A
 * message in the backend's words is marked with their language where it is
 * not the page's (`status.lang`).
 */
export function StatusLine({ status, forceTone }: { status: StatusMessage | null; forceTone?: StatusMessage['tone'] }) {
  const tone = forceTone ?? status?.tone;
  return (
    <div aria-live="polite" aria-atomic="true" className="min-h-6">
      {status ? (
        <p
          lang={status.lang}
          data-tone={status.tone}
          className={`text-base font-medium ${tone === 'success' ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
        >
          {status.text}
        </p>
      ) : null}
      {status?.hint ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {status.hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Shown until the form works. Without JavaScript, the noscript note says so at
 * once; with JavaScript that is slow or blocked, the loading note appears after
 * a few seconds (globals.css, "Forms before their JavaScript"), so a fast page
 * never flashes it.
 */
export function NotReadyNotice({ words, email }: { words: { noScript: string; loading: string }; email: string }) {
  const text = words;
  const mail = (
    <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
      {email}
    </a>
  );
  const className = 'rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100';
  return (
    <>
      <noscript>
        <p className={className}>
          {text.noScript} {mail}.
        </p>
      </noscript>
      <p className={`form-loading ${className}`}>
        {text.loading} {mail}.
      </p>
    </>
  );
}
