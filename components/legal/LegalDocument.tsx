import { DocumentLink } from '@/components/DocumentLink';
import { JsonLd } from '@/components/JsonLd';
import { loadLegalDocument } from '@/components/legal/load';
import { effectiveDateOf, legalRecord } from '@/lib/legal/records';
import { documentComponents } from '@/components/legal/facts';
import { type App, type AppDocument, deletionPage, documentLinks, plainTextEulaPath } from '@/lib/content/apps';
import { textsIn } from '@/lib/content/texts';
import { formatDate, type TocEntry } from '@/lib/legal/documents';
import { linkTo } from '@/lib/routes';

import { breadcrumbJsonLd } from '@/lib/structured-data';

/**
 * One of an app's documents, in its own language: the app's, Turkish for an English app's
 * information notice, or the other language for a version its entry declares (at `path`, under /tr
 * or /en). The page's links lead to the pages in its language where there are some.
 */
export async function LegalDocument({ app, document, path }: { app: App; document: AppDocument; path: string }) {
  const { Content, frontMatter, toc } = await loadLegalDocument(app, document);
  const { language } = document;
  const text = textsIn(language).document;
  const record = legalRecord(app.slug);
  const effectiveDate = effectiveDateOf(record, document.slug);
  const { lastUpdated } = record;
  const others = documentLinks(app, language).filter((other) => other.slug !== document.slug && other.href !== path);
  const deletion = deletionPage(app);
  const hub = linkTo('/privacy-policy', language).href;
  const landing = linkTo(`/${app.slug}`, language);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: text.legal, path: hub },
          ...(app.hasLanding ? [{ name: app.name, path: landing.href }] : []),
          { name: frontMatter.title, path },
        ])}
      />
      <nav aria-label={textsIn(language).layout.breadcrumb} className="no-print mb-6 text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex flex-wrap gap-2">
          <li>
            <a href={hub} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
              {text.legal}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            {app.hasLanding ? (
              <a {...landing} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                {app.name}
              </a>
            ) : (
              app.name
            )}
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{frontMatter.title}</li>
        </ol>
      </nav>
      <header className="max-w-3xl border-b border-slate-200 pb-6 dark:border-slate-800">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{app.name}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {frontMatter.title}
        </h1>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <div className="flex gap-1">
            <dt>{text.effective}:</dt>
            <dd>
              <time dateTime={effectiveDate}>{formatDate(effectiveDate, language)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{text.updated}:</dt>
            <dd>
              <time dateTime={lastUpdated.value}>{formatDate(lastUpdated.value, language)}</time>
            </dd>
          </div>
        </dl>
      </header>
      {toc.length > 3 ? (
        <details className="no-print mt-6 rounded-xl border border-slate-200 px-4 py-3 text-sm lg:hidden dark:border-slate-800">
          <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">{text.contents}</summary>
          <TableOfContents toc={toc} />
        </details>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="prose prose-slate max-w-3xl prose-headings:scroll-mt-24 prose-a:text-indigo-700 prose-table:text-sm dark:prose-invert dark:prose-a:text-indigo-300">
          <Content components={documentComponents(app, document.slug, language)} />
        </article>
        <aside className="no-print space-y-8 text-sm lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          {toc.length > 3 ? (
            <nav aria-label={text.contents} className="hidden lg:block">
              <h2 className="font-semibold text-slate-900 dark:text-white">{text.contents}</h2>
              <TableOfContents toc={toc} />
            </nav>
          ) : null}
          <div>
            <h2 className="font-semibold text-slate-900 dark:text-white">{others.length ? text.more : text.questions}</h2>
            <ul className="mt-3 space-y-1.5">
              {others.map((other) => (
                <li key={other.slug}>
                  <DocumentLink link={other} language={language} className="text-indigo-700 hover:underline dark:text-indigo-300" />
                </li>
              ))}
              {/* App Store Connect takes one licence text, in the app's language: its version in the other language has no plain text. */}
              {document.slug === 'eula' && language === app.language ? (
                <li>
                  <a href={`/${plainTextEulaPath(app)}`} type="text/plain" className="text-indigo-700 hover:underline dark:text-indigo-300">
                    {text.plainText}
                  </a>
                </li>
              ) : null}
              {deletion ? (
                <li>
                  <a {...linkTo(deletion.path, language)} className="text-indigo-700 hover:underline dark:text-indigo-300">
                    {text.deleteAccount}
                  </a>
                </li>
              ) : null}
              <li>
                <a href={`mailto:${app.supportEmail}`} className="text-indigo-700 hover:underline dark:text-indigo-300">
                  {app.supportEmail}
                </a>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}

function TableOfContents({ toc }: { toc: TocEntry[] }) {
  return (
    <ol className="mt-3 space-y-1.5 border-l border-slate-200 dark:border-slate-800">
      {toc.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="-ml-px block border-l border-transparent py-0.5 pl-3 text-slate-600 hover:border-indigo-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
}
