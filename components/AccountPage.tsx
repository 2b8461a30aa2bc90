import type { ReactNode } from 'react';
import { StaticImage } from '@/components/StaticImage';
import { DeletionRequestCard } from '@/components/DeletionRequestCard';
import { InlineText } from '@/components/InlineText';
import { Island } from '@/components/islands/Island';
import { JsonLd } from '@/components/JsonLd';
import { site } from '@/content/site';
import { endpointOf } from '@/lib/config';
import { type App, type DeletionRequest, documentPath } from '@/lib/content/apps';
import { clientForm, type FormEntry, grantRule } from '@/lib/content/forms';
import { type DeletionInfo, getDeletionInfo } from '@/lib/legal/deletion';
import { breadcrumbJsonLd, webPageJsonLd } from '@/lib/structured-data';

const TEXT = {
  en: {
    by: 'by',
    steps: 'How to delete your account',
    deleted: 'What is deleted',
    kept: 'What is kept, and for how long',
    policy: (name: string) => `Read the ${name} Privacy Policy`,
    help: 'Need help? E-mail',
    newTo: (name: string) => `New to ${name}?`,
    getApp: 'Get the app',
  },
  tr: {
    by: 'geliştirici:',
    steps: 'Hesabınızı nasıl silebilirsiniz?',
    deleted: 'Neler silinir?',
    kept: 'Neler, ne kadar süre saklanır?',
    policy: (name: string) => `${name} Gizlilik Politikası ve KVKK Aydınlatma Metni`,
    help: 'Yardıma mı ihtiyacınız var? Bize yazın:',
    newTo: (name: string) => `${name} uygulamasını yeni mi keşfediyorsunuz?`,
    getApp: 'Uygulamayı edinin',
  },
} as const;

/**
 * A form's page, from its entry in content/apps/<app>/app.ts: the form (the
 * only client-side part, an island) beside what the stores require such a
 * page to say. An app's deletion page also says what deletion removes and
 * keeps, from the app's legal record; a faucet states its rule.
 */
export function AccountPage({ app, form }: { app: App; form: FormEntry }) {
  const info = form.purpose === 'account-deletion' ? getDeletionInfo(app) : undefined;
  return (
    // The form's words are the product's English ones on every page (its entry gives them).
    <AccountLayout app={app} page={form.page} titleLanguage="en" steps={{ heading: form.steps.heading, items: info ? info.steps : form.steps.items }} rule={grantRule(form)} info={info}>
      <Island name="AccountForm" props={{ form: clientForm(form), endpoint: endpointOf(form), pageLanguage: app.language, email: site.email }} />
    </AccountLayout>
  );
}

/**
 * The deletion page of an app whose backend cannot delete yet: the request by
 * e-mail, prepared for the person, beside the same lists a deletion form's
 * page shows. It ships no JavaScript.
 */
export function DeletionRequestPage({ app, request }: { app: App; request: DeletionRequest }) {
  const info = getDeletionInfo(app);
  return (
    <AccountLayout app={app} page={request.page} titleLanguage={app.language} steps={{ heading: request.steps.heading, items: info.steps }} info={info}>
      <DeletionRequestCard app={app} request={request} />
    </AccountLayout>
  );
}

type LayoutProps = {
  app: App;
  page: { title: string; path: string; intro: string; description: string };
  titleLanguage: App['language'];
  steps: { heading?: string; items: readonly string[] };
  rule?: string;
  info?: DeletionInfo;
  children: ReactNode;
};

function AccountLayout({ app, page, titleLanguage, steps, rule, info, children }: LayoutProps) {
  const text = TEXT[app.language];
  const { title, path, intro, description } = page;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <JsonLd data={webPageJsonLd({ name: title, description, path, language: app.language }, { about: [app] })} />
      {app.hasLanding ? (
        <JsonLd
          data={breadcrumbJsonLd([
            { name: app.name, path: `/${app.slug}` },
            { name: title, path },
          ])}
        />
      ) : null}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,28rem)_1fr] lg:gap-16">
        <section aria-labelledby="page-title">
          <p className="flex items-center gap-3 text-sm font-semibold text-slate-700 dark:text-slate-300">
            <StaticImage src={app.icon} alt="" width={40} height={40} className="rounded-xl" />
            <span>
              {app.name} <span className="font-normal text-slate-600 dark:text-slate-400">{text.by}</span> {site.owner.name}
            </span>
          </p>
          <h1
            id="page-title"
            lang={titleLanguage === app.language && titleLanguage !== 'en' ? undefined : titleLanguage}
            className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            {title}
          </h1>
          <div className="mt-3 text-slate-600 dark:text-slate-300">
            <p>{intro}</p>
          </div>
          {info?.warning ? (
            <p className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
              <InlineText text={info.warning} />
            </p>
          ) : null}
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/60">{children}</div>
        </section>
        <div className="space-y-8 text-slate-700 dark:text-slate-300">
          <section>
            <h2 className="text-xl font-bold text-slate-900 dark:text-white">{steps.heading ?? text.steps}</h2>
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
                    {text.newTo(app.name)}{' '}
                    <a href={`/${app.slug}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                      {text.getApp}
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
                <h2 className="text-xl font-bold text-slate-900 dark:text-white">{text.deleted}</h2>
                <ul className="mt-3 list-disc space-y-2 pl-5">
                  {info.deleted.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
              <section>
                <h2 className="text-xl font-bold text-slate-900 dark:text-white">{text.kept}</h2>
                <ul className="mt-3 list-disc space-y-2 pl-5">
                  {info.kept.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            </>
          ) : null}
          <p className="border-t border-slate-200 pt-6 dark:border-slate-800">
            <a href={documentPath(app, 'privacy-policy')} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
              {text.policy(app.name)}
            </a>
            <br />
            {text.help}{' '}
            <a href={`mailto:${app.supportEmail}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
              {app.supportEmail}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
