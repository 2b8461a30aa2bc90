import { DocumentLink } from '@/components/DocumentLink';
import { JsonLd } from '@/components/JsonLd';
import { type App, appIn, deletionPage, documentLinks, supportPath } from '@/lib/content/apps';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { linkTo } from '@/lib/routes';
import { webPageJsonLd } from '@/lib/structured-data';

/** The title and description of an app's support page, in a language (the app's by default). */
export function supportWords(app: App, language: Language = app.language): { title: string; description: string } {
  const words = textsIn(language).support;
  return { title: fill(words.title, { name: app.name }), description: fill(words.description, { name: app.name }) };
}

/**
 * The support page of an app without a landing page: the page the App Store's Support URL points to,
 * with the app's support e-mail and links to its documents, all from its entry in content/apps/, in
 * the app's language at /<app>/support and in the other under /tr or /en.
 */
export function AppSupport({ app, language = app.language }: { app: App; language?: Language }) {
  const words = textsIn(language).support;
  const { title, description } = supportWords(app, language);
  const deletion = deletionPage(app);
  const path = linkTo(supportPath(app), language).href;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd data={webPageJsonLd({ name: title, description, path, language }, { about: [app] })} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{appIn(app, language).summary}</p>
      <p className="mt-6 text-slate-700 dark:text-slate-300">
        {words.write}{' '}
        <a className="font-medium text-sky-700 underline underline-offset-2 dark:text-sky-300" href={`mailto:${app.supportEmail}`}>
          {app.supportEmail}
        </a>
        . {words.answer}
      </p>
      <h2 className="mt-10 text-xl font-semibold text-slate-900 dark:text-slate-100">{words.documents}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
        {documentLinks(app, language).map((link) => (
          <li key={link.slug}>
            <DocumentLink link={link} language={language} className="text-sky-700 underline underline-offset-2 dark:text-sky-300" />
          </li>
        ))}
        {deletion ? (
          <li>
            <a className="text-sky-700 underline underline-offset-2 dark:text-sky-300" {...linkTo(deletion.path, language)}>
              {words.deleteAccount}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
