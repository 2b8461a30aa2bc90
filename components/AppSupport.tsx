import { JsonLd } from '@/components/JsonLd';
import { type App, appDocuments, deletionPage, documentPath, supportPath } from '@/lib/content/apps';
import { webPageJsonLd } from '@/lib/structured-data';

const WORDS = {
  en: {
    title: (name: string) => `${name} support`,
    description: (name: string) => `Help with ${name}: write to support, and read its privacy policy, terms and other documents.`,
    write: 'Write to us at',
    answer: 'Tell us what you tried and what happened; we answer by e-mail.',
    documents: 'Documents',
    deletion: 'Delete your account',
  },
  tr: {
    title: (name: string) => `${name} destek`,
    description: (name: string) => `${name} için yardım: desteğe yazın, gizlilik politikasını, koşulları ve diğer belgeleri okuyun.`,
    write: 'Bize şu adresten yazın:',
    answer: 'Ne denediğinizi ve ne olduğunu anlatın; e-postayla yanıt veririz.',
    documents: 'Belgeler',
    deletion: 'Hesabınızı silin',
  },
} as const;

/** The title and description of an app's support page, in the app's language. */
export function supportWords(app: App): { title: string; description: string } {
  const words = WORDS[app.language];
  return { title: words.title(app.name), description: words.description(app.name) };
}

/**
 * The support page of an app without a landing page: the page the App Store's Support URL points to,
 * with the app's support e-mail and links to its documents, all from its entry in content/apps/.
 */
export function AppSupport({ app }: { app: App }) {
  const words = WORDS[app.language];
  const { title, description } = supportWords(app);
  const deletion = deletionPage(app);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd data={webPageJsonLd({ name: title, description, path: supportPath(app), language: app.language }, { about: [app] })} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{app.summary}</p>
      <p className="mt-6 text-slate-700 dark:text-slate-300">
        {words.write}{' '}
        <a className="font-medium text-sky-700 underline underline-offset-2 dark:text-sky-300" href={`mailto:${app.supportEmail}`}>
          {app.supportEmail}
        </a>
        . {words.answer}
      </p>
      <h2 className="mt-10 text-xl font-semibold text-slate-900 dark:text-slate-100">{words.documents}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
        {appDocuments(app).map((document) => (
          <li key={document.slug}>
            <a className="text-sky-700 underline underline-offset-2 dark:text-sky-300" href={documentPath(app, document.slug)} lang={document.language === app.language ? undefined : document.language}>
              {document.label}
            </a>
          </li>
        ))}
        {deletion ? (
          <li>
            <a className="text-sky-700 underline underline-offset-2 dark:text-sky-300" href={deletion.path}>
              {words.deletion}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
