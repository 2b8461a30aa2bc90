import type { App, DeletionRequest } from '@/lib/content/apps';

const TEXT = {
  en: {
    heading: 'Request the deletion by e-mail',
    how: 'The button opens your e-mail app with the request written out. Complete it and send it from an address where we can answer you:',
    subject: 'Subject',
    lines: 'In the message',
    button: 'Write the deletion request',
    fallback: (subject: string) => `No e-mail app on this device? Send an e-mail with the subject “${subject}” and the lines above to`,
  },
  tr: {
    heading: 'Silme talebinizi e-postayla iletin',
    how: 'Düğme, talebin yazılı olduğu bir e-postayı e-posta uygulamanızda açar. Eksik bilgileri tamamlayıp size yanıt verebileceğimiz bir adresten gönderin:',
    subject: 'Konu',
    lines: 'Mesajda',
    button: 'Silme talebini yazın',
    fallback: (subject: string) => `Bu cihazda e-posta uygulaması yok mu? “${subject}” konulu ve yukarıdaki satırları içeren bir e-postayı şu adrese gönderin:`,
  },
} as const;

/** The `mailto:` address of the request, with its subject and the lines to complete (RFC 6068: line breaks as CRLF). */
export function requestMailto(app: Pick<App, 'supportEmail'>, request: DeletionRequest): string {
  const query = [`subject=${encodeURIComponent(request.email.subject)}`, `body=${encodeURIComponent(`${request.email.lines.join('\r\n')}\r\n`)}`];
  return `mailto:${app.supportEmail}?${query.join('&')}`;
}

/** The card that takes a deletion form's place on the page of a request by e-mail: a link that writes the e-mail, and what it says. */
export function DeletionRequestCard({ app, request }: { app: App; request: DeletionRequest }) {
  const text = TEXT[app.language];
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
        {text.fallback(request.email.subject)}{' '}
        <a href={`mailto:${app.supportEmail}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
          {app.supportEmail}
        </a>
      </p>
    </div>
  );
}
