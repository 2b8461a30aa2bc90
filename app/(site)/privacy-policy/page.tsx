import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { PageHeading } from '@/components/PageHeading';
import { site } from '@/content/site';
import { appDocuments, apps, deletionPage, documentPath } from '@/lib/content/apps';
import { hubDescription, hubSubtitle } from '@/lib/legal/hub';
import { hasAccounts, legalRecord } from '@/lib/legal/records';
import { siteNoticePaths, sitePrivacyFacts } from '@/lib/legal/site-privacy';
import { pageMetadata } from '@/lib/metadata';
import { webPageJsonLd } from '@/lib/structured-data';

/** The apps as the hub lists them: their documents (an English app's information notice among them), and whether their users have accounts. */
const listed = apps.map((app) => ({ ...app, documents: appDocuments(app), hasAccounts: hasAccounts(legalRecord(app.slug)) }));

const page = {
  name: 'Privacy & legal',
  description: hubDescription(listed, apps.some((app) => deletionPage(app)), site.owner.name),
  path: '/privacy-policy',
  language: 'en',
} as const;

export const metadata: Metadata = pageMetadata({ title: page.name, description: page.description, path: page.path });

/** What the hub exists for: every app's documents and deletion page, then the website's own notice, in the order it lists them. */
const links = [...apps.flatMap((app) => [...appDocuments(app).map((document) => documentPath(app, document.slug)), ...(deletionPage(app) ? [deletionPage(app)!.path] : [])]), ...siteNoticePaths];

export default function LegalHubPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <JsonLd data={webPageJsonLd(page, { about: apps, links })} />
      <PageHeading
        title="Privacy & legal"
        subtitle={`${hubSubtitle(listed)} Questions go to ${site.email}.`}
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {apps.map((app) => {
          const deletion = deletionPage(app);
          return (
          <li key={app.slug} lang={app.language} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <h2 className="text-xl font-bold text-slate-900 dark:text-white">
              {app.hasLanding ? (
                <a href={`/${app.slug}`} className="hover:underline">
                  {app.name}
                </a>
              ) : (
                app.name
              )}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{app.tagline}</p>
            <ul className="mt-4 space-y-2">
              {appDocuments(app).map((document) => (
                <li key={document.slug} lang={document.language === app.language ? undefined : document.language}>
                  <a
                    href={documentPath(app, document.slug)}
                    hrefLang={document.language === app.language ? undefined : document.language}
                    className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {document.label}
                  </a>
                </li>
              ))}
              {deletion ? (
                <li>
                  <a href={deletion.path} className="font-medium text-red-700 hover:underline dark:text-red-300">
                    {app.language === 'tr' ? 'Hesap silme' : 'Delete your account'}
                  </a>
                </li>
              ) : (
                // The hub is English, in a Turkish app's card too; the menu path is the app's own words.
                <li lang="en" className="text-sm text-slate-600 dark:text-slate-400">
                  Delete your data in the app under <strong lang={app.language}>{legalRecord(app.slug).deletion.inApp.value.join(' › ')}</strong>, or by e-mail to{' '}
                  <a href={`mailto:${app.supportEmail}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                    {app.supportEmail}
                  </a>
                  .
                </li>
              )}
            </ul>
          </li>
          );
        })}
      </ul>
      <section aria-labelledby="this-website" className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 id="this-website" className="text-xl font-bold text-slate-900 dark:text-white">
          This website
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">What the site and its host process when you visit: server logs, no cookies, no analytics.</p>
        <ul className="mt-4 space-y-2">
          {(['en', 'tr'] as const).map((language) => (
            <li key={language} lang={language === 'en' ? undefined : language}>
              <a href={sitePrivacyFacts.pages[language].path} hrefLang={language === 'en' ? undefined : language} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                {sitePrivacyFacts.pages[language].title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
