import type { App, DeletionRequest } from '@/lib/content/apps';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';

/** The `mailto:` address of the request, with its subject and the lines to complete (RFC 6068: line breaks as CRLF). */
export function requestMailto(app: Pick<App, 'supportEmail'>, request: DeletionRequest): string {
  const query = [`subject=${encodeURIComponent(request.email.subject)}`, `body=${encodeURIComponent(`${request.email.lines.join('\r\n')}\r\n`)}`];
  return `mailto:${app.supportEmail}?${query.join('&')}`;
}

/** The card that takes a deletion form's place on the page of a request by e-mail: a link that writes the e-mail, and what it says, in the page's language. */
export function DeletionRequestCard({ app, request, language = app.language }: { app: App; request: DeletionRequest; language?: Language }) {
  const text = textsIn(language).deletionRequest;
  return (
    <div>
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{text.heading}</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text.how}</p>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">{text.subject}</dt>
          <dd>{request.email.subject}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">{text.lines}</dt>
          {request.email.lines.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
      </dl>
      <a
        href={requestMailto(app, request)}
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-red-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-red-800 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300"
      >
        {text.button}
      </a>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {fill(text.fallback, { subject: request.email.subject })}{' '}
        <a href={`mailto:${app.supportEmail}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
          {app.supportEmail}
        </a>
      </p>
    </div>
  );
}
