import { StaticImage } from '@/components/StaticImage';
import { JsonLd } from '@/components/JsonLd';
import { site } from '@/content/site';
import { StoreBadges } from '@/components/StoreBadges';
import { type App, deletionPage, documentPath, informationNotice, publishedStores } from '@/lib/content/apps';
import { ARTWORK } from '@/lib/content/artwork';
import { softwareApplicationJsonLd } from '@/lib/structured-data';

/**
 * What users agree to (the terms and the EULA), and, apart from it, the notice that tells them how
 * the app handles their data: a privacy policy is read, never accepted, so consent stays its own act.
 */
const TEXT = {
  en: {
    agree: (name: string) => `By downloading or using ${name}, you agree to its`,
    privacy: (name: string) => `How ${name} handles your personal data is explained in its`,
    and: 'and',
    support: 'Support',
    supportBody: 'Questions, feedback or a problem with the app? Write to',
    delete: 'Delete your account',
    rights: 'All rights reserved.',
  },
  tr: {
    agree: (name: string) => `${name} uygulamasını indirerek veya kullanarak şu belgeleri kabul etmiş olursun:`,
    privacy: (name: string) => `${name} uygulamasında kişisel verilerinin nasıl işlendiğini şu belge açıklar:`,
    and: 've',
    support: 'Destek',
    supportBody: 'Soruların, önerilerin ya da uygulamayla ilgili bir sorunun mu var? Bize yaz:',
    delete: 'Hesabını sil',
    rights: 'Tüm hakları saklıdır.',
  },
} as const;

/** The landing page of an app, built from its entry (content/apps/<app>/app.ts). */
export function AppLanding({ app }: { app: App }) {
  const { cta } = app;
  const deletion = deletionPage(app);
  const notice = informationNotice(app);
  const text = TEXT[app.language];
  const privacyPolicy = app.documents.find((document) => document.slug === 'privacy-policy')!;
  const agreed = app.documents.filter((document) => document !== privacyPolicy);
  return (
    <>
      <JsonLd data={softwareApplicationJsonLd(app)} />
      <section className="relative overflow-hidden bg-linear-to-b from-indigo-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <p className="flex items-center gap-3 text-lg font-bold text-slate-900 dark:text-white">
              <StaticImage src={app.icon} alt="" width={56} height={56} className="rounded-2xl shadow-md" priority />
              {app.name}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
              {app.headline}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl dark:text-slate-300">{app.tagline}</p>
            <div className="mt-8">
              <StoreBadges stores={publishedStores(app)} app={app} />
            </div>
            {cta ? (
              <p className="mt-6">
                <a href={cta.href} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                  {cta.label} →
                </a>
              </p>
            ) : null}
          </div>
          {app.hero ? (
            <StaticImage
              src={app.hero}
              alt={app.heroAlt ?? ''}
              width={ARTWORK.appHero.width}
              height={ARTWORK.appHero.height}
              priority
              className="mx-auto h-auto w-full max-w-sm rounded-3xl shadow-xl md:max-w-md"
            />
          ) : null}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {app.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <h2 className="mt-14 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{app.featuresHeading}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {app.features.map((feature, index) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/50">
              <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-indigo-600 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2">
          <div className="space-y-3 leading-relaxed text-slate-700 dark:text-slate-300">
            {agreed.length ? (
              <p>
                {text.agree(app.name)} <LegalLinks app={app} documents={agreed} />.
              </p>
            ) : null}
            <p>
              {text.privacy(app.name)} <LegalLinks app={app} documents={[privacyPolicy]} />.
            </p>
          </div>
          <div className="text-slate-700 dark:text-slate-300">
            <h2 className="font-bold text-slate-900 dark:text-white">{text.support}</h2>
            <p className="mt-2">
              {text.supportBody}{' '}
              <a href={`mailto:${app.supportEmail}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                {app.supportEmail}
              </a>
            </p>
            {deletion ? (
              <p className="mt-2">
                <a href={deletion.path} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                  {text.delete}
                </a>
              </p>
            ) : null}
            {notice ? (
              <p className="mt-2" lang={notice.language}>
                <a href={documentPath(app, notice.slug)} hrefLang={notice.language} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                  {notice.label}
                </a>
              </p>
            ) : null}
          </div>
        </div>
        <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {/* The app is the owner's work, as its terms and EULA say: the notice names the owner. */}
          {`${app.name} © ${app.copyrightYear} ${site.owner.name}. ${text.rights}`}
        </p>
      </section>
    </>
  );
}

function LegalLinks({ app, documents }: { app: App; documents: App['documents'] }) {
  const text = TEXT[app.language];
  const links = documents.map((document) => (
    <a key={document.slug} href={documentPath(app, document.slug)} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
      {document.label}
    </a>
  ));
  return (
    <>
      {links.map((link, index) => (
        <span key={link.key}>
          {index > 0 ? (index === links.length - 1 ? ` ${text.and} ` : ', ') : null}
          {link}
        </span>
      ))}
    </>
  );
}
