import type { ReactNode } from 'react';
import { StaticImage } from '@/components/StaticImage';
import { DeletionRequestCard } from '@/components/DeletionRequestCard';
import { DocumentLink } from '@/components/DocumentLink';
import { InlineText } from '@/components/InlineText';
import { Island } from '@/components/islands/Island';
import { JsonLd } from '@/components/JsonLd';
import { site } from '@/content/site';
import { endpointOf } from '@/lib/config';
import { type App, type DeletionRequest, documentLinks } from '@/lib/content/apps';
import { clientForm, type FormEntry, grantRule } from '@/lib/content/forms';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { type DeletionInfo, getDeletionInfo } from '@/lib/legal/deletion';
import { linkTo } from '@/lib/routes';
import { breadcrumbJsonLd, webPageJsonLd } from '@/lib/structured-data';

/**
 * A form's page, from its entry in content/apps/<app>/app.ts, in the page's language (the app's at
 * its path, the other under /tr or /en): the form (the only client-side part, an island) beside what
 * the stores require such a page to say. An app's deletion page also says what deletion removes and
 * keeps, from the app's legal record; a faucet states its rule.
 */
export function AccountPage({ app, form, language, path }: { app: App; form: FormEntry; language: Language; path: string }) {
  const info = form.purpose === 'account-deletion' ? getDeletionInfo(app, language) : undefined;
  const notReady = textsIn(language).forms;
  return (
    <AccountLayout app={app} page={{ ...form.page, path }} language={language} steps={{ heading: form.steps.heading, items: info ? info.steps : form.steps.items }} rule={grantRule(form, language)} info={info}>
      <Island
        name="AccountForm"
        props={{ form: clientForm(form, language), endpoint: endpointOf(form), email: site.email, notReady: { noScript: notReady.noScript, loading: notReady.loading } }}
      />
    </AccountLayout>
  );
}

/**
 * The deletion page of an app whose backend cannot delete yet: the request by
 * e-mail, prepared for the person, beside the same lists a deletion form's
 * page shows. It ships no JavaScript.
 */
export function DeletionRequestPage({ app, request, language, path }: { app: App; request: DeletionRequest; language: Language; path: string }) {
  const info = getDeletionInfo(app, language);
  return (
    <AccountLayout app={app} page={{ ...request.page, path }} language={language} steps={{ heading: request.steps.heading, items: info.steps }} info={info}>
      <DeletionRequestCard app={app} request={request} language={language} />
    </AccountLayout>
  );
}

type LayoutProps = {
  app: App;
  page: { title: string; path: string; intro: string; description: string };
  language: Language;
  steps: { heading?: string; items: readonly string[] };
  rule?: string;
  info?: DeletionInfo;
  children: ReactNode;
};

function AccountLayout({ app, page, language, steps, rule, info, children }: LayoutProps) {
  const words = textsIn(language).accountPage;
  const { title, path, intro, description } = page;
  const landing = linkTo(`/${app.slug}`, language).href;
  // The privacy text in the page's language where the app has one (an English app's Turkish notice), else its policy.
  const links = documentLinks(app, language);
  const policy = links.find((link) => (link.slug === 'privacy-policy' || link.slug === 'aydinlatma-metni') && !link.hrefLang) ?? links.find((link) => link.slug === 'privacy-policy')!;
  const listLanguage = info && info.recordLanguage !== language ? info.recordLanguage : undefined;
  const appName = app.language === language ? app.name : <span lang={app.language}>{app.name}</span>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <JsonLd data={webPageJsonLd({ name: title, description, path, language }, { about: [app] })} />
      {app.hasLanding ? (
        <JsonLd
          data={breadcrumbJsonLd([
            { name: app.name, path: landing },
            { name: title, path },
          ])}
        />
      ) : null}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,28rem)_1fr] lg:gap-16">
        <section aria-labelledby="page-title">
          <p className="flex items-center gap-3 text-sm font-semibold text-slate-700 dark:text-slate-300">
            <StaticImage src={app.icon} alt="" width={40} height={40} className="rounded-xl" />
            <span>
              {appName} <span className="font-normal text-slate-600 dark:text-slate-400">{words.by}</span> {site.owner.name}
            </span>
          </p>
          <h1 id="page-title" className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          <div className="mt-3 text-slate-600 dark:text-slate-300">
            <p>{intro}</p>
          </div>
          {info?.warning ? (
            <p lang={listLanguage} className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
              <InlineText text={info.warning} />
            </p>
          ) : null}
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/60">{children}</div>
        </section>
        <div className="space-y-8 text-slate-700 dark:text-slate-300">
          {listLanguage ? <p className="text-sm text-slate-600 dark:text-slate-400">{fill(words.recordLanguage, { name: app.name })}</p> : null}
          <section>
            <h2 className="text-xl font-bold text-slate-900 dark:text-white">{steps.heading ?? words.steps}</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              {steps.items.map((step) => (
                <li key={step}>
                  <InlineText text={step} />
                </li>
              ))}
            </ol>
            {rule ? (
              <p className="mt-4">
                {rule}
                {app.hasLanding ? (
                  <>
                    {' '}
                    {fill(words.newTo, { name: app.name })}{' '}
                    <a href={landing} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                      {words.getApp}
                    </a>
                    .
                  </>
                ) : null}
              </p>
            ) : null}
          </section>
          {info ? (
            <>
              <section>
                <h2 className="text-xl font-bold text-slate-900 dark:text-white">{words.deleted}</h2>
                <ul lang={listLanguage} className="mt-3 list-disc space-y-2 pl-5">
                  {info.deleted.map((item) => (
                    <li key={item}>
                      <InlineText text={item} />
                    </li>
                  ))}
                </ul>
              </section>
              <section>
                <h2 className="text-xl font-bold text-slate-900 dark:text-white">{words.kept}</h2>
                <ul lang={listLanguage} className="mt-3 list-disc space-y-2 pl-5">
                  {info.kept.map((item) => (
                    <li key={item}>
                      <InlineText text={item} />
                    </li>
                  ))}
                </ul>
              </section>
            </>
          ) : null}
          <p className="border-t border-slate-200 pt-6 dark:border-slate-800">
            <DocumentLink
              link={{ ...policy, label: fill(words.policy, { name: app.name, document: policy.label }) }}
              language={language}
              className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
            />
            <br />
            {words.help}{' '}
            <a href={`mailto:${app.supportEmail}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
              {app.supportEmail}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
