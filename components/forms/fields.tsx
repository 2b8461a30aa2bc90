import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import type { StatusMessage } from '@/lib/api/request';

export function Field({ id, label, hint, type = 'text', ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
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
  primary: 'bg-indigo-600 hover:bg-indigo-700 dark:bg-indigo-500 dark:hover:bg-indigo-400',
  danger: 'bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500',
} as const;

export function SubmitButton({ tone = 'primary', children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof buttonTones }) {
  return (
    <button
      type="submit"
      {...rest}
      className={`inline-flex min-h-12 w-full items-center justify-center rounded-lg px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${buttonTones[tone]}`}
    >
      {children}
    </button>
  );
}

/**
 * The status line: always in the page so screen readers announce each new
 * message. `forceTone` keeps every message in one colour where the
 * specification asks for it (the faucet and Sharix pages show all in red).
 */
export function StatusLine({ status, forceTone }: { status: StatusMessage | null; forceTone?: StatusMessage['tone'] }) {
  const tone = forceTone ?? status?.tone;
  return (
    <div aria-live="polite" aria-atomic="true" className="min-h-6">
      {status ? (
        <p
          data-tone={status.tone}
          className={`text-base font-medium ${tone === 'success' ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
