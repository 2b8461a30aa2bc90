import type { Metadata } from 'next';
import { DocumentLink } from '@/components/DocumentLink';
import { JsonLd } from '@/components/JsonLd';
import { PageHeading } from '@/components/PageHeading';
import { pathOf } from '@/components/pages/site-paths';
import { SiteLayout } from '@/components/SiteLayout';
import { site } from '@/content/site';
import { appDocuments, appIn, apps, deletionPage, documentLinks } from '@/lib/content/apps';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { hubDescription, hubSubtitle } from '@/lib/legal/hub';
import { hasAccounts, legalRecord } from '@/lib/legal/records';
import { siteNoticePaths, sitePrivacyFacts } from '@/lib/legal/site-privacy';
import { pageMetadata } from '@/lib/metadata';
import { linkTo } from '@/lib/routes';
import { webPageJsonLd } from '@/lib/structured-data';

/** The apps as the hub lists them: their documents (an English app's information notice among them), and whether their users have accounts. */
const listed = apps.map((app) => ({ ...app, documents: appDocuments(app), hasAccounts: hasAccounts(legalRecord(app.slug)) }));

function hubFacts(language: Language) {
  return {
    name: textsIn(language).hub.title,
    description: hubDescription(listed, apps.some((app) => deletionPage(app)), site.owner.name, language),
    path: pathOf('/privacy-policy', language),
    language,
  };
}

export function legalHubMetadata(language: Language): Metadata {
  const page = hubFacts(language);
  return pageMetadata({ title: page.name, description: page.description, path: page.path, language });
}

/** What the hub exists for: every app's documents and deletion page, then the website's own notice, in the order it lists them, each in the hub's language where it has a version in it. */
function hubLinks(language: Language): string[] {
  return [
    ...apps.flatMap((app) => [
      ...documentLinks(app, language).map((link) => link.href),
      ...(deletionPage(app) ? [linkTo(deletionPage(app)!.path, language).href] : []),
    ]),
    ...siteNoticePaths,
  ];
}

/** The legal hub, in English at /privacy-policy and in Turkish at /tr/privacy-policy. */
export function LegalHubPage({ language }: { language: Language }) {
  const page = hubFacts(language);
  const words = textsIn(language).hub;
  return (
    <SiteLayout lang={language} path={page.path}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <JsonLd data={webPageJsonLd(page, { about: apps, links: hubLinks(language) })} />
        <PageHeading title={words.title} subtitle={`${hubSubtitle(listed, language)} ${fill(words.questions, { email: site.email })}`} />
        <ul className="grid gap-6 md:grid-cols-2">
          {apps.map((app) => {
            const local = appIn(app, language);
            const deletion = deletionPage(app);
            return (
              <li key={app.slug} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                <h2 className="text-xl font-bold text-slate-900 dark:text-white">
                  {app.hasLanding ? (
                    <a {...linkTo(`/${app.slug}`, language)} className="hover:underline">
                      {app.name}
                    </a>
                  ) : (
                    app.name
                  )}
                </h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{local.tagline}</p>
                <ul className="mt-4 space-y-2">
                  {documentLinks(app, language).map((link) => (
                    <li key={link.slug}>
                      <DocumentLink link={link} language={language} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300" />
                    </li>
                  ))}
                  {deletion ? (
                    <li>
                      <a {...linkTo(deletion.path, language)} className="font-medium text-red-700 hover:underline dark:text-red-300">
                        {words.deleteAccount}
                      </a>
                    </li>
                  ) : (
                    <li className="text-sm text-slate-600 dark:text-slate-400">
                      <InAppDeletion text={words.deleteInApp} path={legalRecord(app.slug).deletion.inApp.value.join(' › ')} pathLanguage={app.language === language ? undefined : app.language} email={app.supportEmail} />
                    </li>
                  )}
                </ul>
              </li>
            );
          })}
        </ul>
        <section aria-labelledby="this-website" className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="this-website" className="text-xl font-bold text-slate-900 dark:text-white">
            {words.website}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{words.websiteSummary}</p>
          <ul className="mt-4 space-y-2">
            {(['en', 'tr'] as const).map((notice) => (
              <li key={notice} lang={notice === language ? undefined : notice}>
                <a href={sitePrivacyFacts.pages[notice].path} hrefLang={notice === language ? undefined : notice} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                  {sitePrivacyFacts.pages[notice].title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </SiteLayout>
  );
}

/** "Delete your data in the app under <the app's menu>, or by e-mail to <address>.", the menu in the app's own words. */
function InAppDeletion({ text, path, pathLanguage, email }: { text: string; path: string; pathLanguage?: Language; email: string }) {
  const [beforePath, rest = ''] = text.split('{path}');
  const [between, after = ''] = rest.split('{email}');
  return (
    <>
      {beforePath}
      <strong lang={pathLanguage}>{path}</strong>
      {between}
      <a href={`mailto:${email}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
        {email}
      </a>
      {after}
    </>
  );
}

