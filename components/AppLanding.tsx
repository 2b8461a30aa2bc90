import { DocumentLink } from '@/components/DocumentLink';
import { InlineText } from '@/components/InlineText';
import { StaticImage } from '@/components/StaticImage';
import { JsonLd } from '@/components/JsonLd';
import { site } from '@/content/site';
import { StoreBadges } from '@/components/StoreBadges';
import { type App, appIn, deletionPage, type DocumentLink as Link, documentLinks, publishedStores } from '@/lib/content/apps';
import { ARTWORK } from '@/lib/content/artwork';
import { textsIn } from '@/lib/content/texts';
import { type Language, otherLanguage } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { InLanguageNote } from '@/components/DocumentLink';
import { linkTo } from '@/lib/routes';
import { softwareApplicationJsonLd } from '@/lib/structured-data';

/**
 * The landing page of an app, built from its entry (content/apps/<app>/app.ts), in the app's
 * language at /<app> and in the other under /tr or /en. What users agree to (the terms and the
 * EULA) is apart from the notice that tells them how the app handles their data: a privacy policy
 * is read, never accepted, so consent stays its own act.
 */
export function AppLanding({ app, language }: { app: App; language: Language }) {
  const local = appIn(app, language);
  const { cta } = local;
  const deletion = deletionPage(app);
  const words = textsIn(language).landing;
  const links = documentLinks(app, language);
  const privacy = (slug: string) => slug === 'privacy-policy' || slug === 'aydinlatma-metni';
  // The notice that explains the data in the page's language (an English app's Turkish notice on its Turkish page), else its privacy policy.
  const policy = links.find((link) => privacy(link.slug) && !link.hrefLang) ?? links.find((link) => link.slug === 'privacy-policy')!;
  // The app's other privacy text, in the other language, for its readers: the Turkish notice on an English page, the English policy on a Turkish one.
  const otherPolicy = links.find((link) => privacy(link.slug) && link !== policy);
  const agreed = links.filter((link) => !privacy(link.slug) && app.documents.some((document) => document.slug === link.slug));
  const ctaLink = cta ? linkTo(cta.href, language) : undefined;
  return (
    <>
      <JsonLd data={softwareApplicationJsonLd(app, language)} />
      <section className="relative overflow-hidden bg-linear-to-b from-indigo-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <p className="flex items-center gap-3 text-lg font-bold text-slate-900 dark:text-white">
              <StaticImage src={app.icon} alt="" width={56} height={56} className="rounded-2xl shadow-md" priority />
              <span lang={app.language === language ? undefined : app.language}>{app.name}</span>
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
              <InlineText text={local.headline} />
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl dark:text-slate-300">
              <InlineText text={local.tagline} />
            </p>
            <div className="mt-8">
              <StoreBadges stores={publishedStores(app)} app={app} />
            </div>
            {cta && ctaLink ? (
              <p className="mt-6">
                <a {...ctaLink} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                  {cta.label}
                  {ctaLink.hrefLang ? <InLanguageNote of={ctaLink.hrefLang} language={language} /> : null} →
                </a>
              </p>
            ) : null}
          </div>
          {app.hero ? (
            <StaticImage
              src={app.hero}
              alt={local.heroAlt ?? ''}
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
          {local.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>
              <InlineText text={paragraph} />
            </p>
          ))}
        </div>
        <h2 className="mt-14 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{local.featuresHeading}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {local.features.map((feature, index) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/50">
              <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-indigo-600 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">
                <InlineText text={feature.title} />
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">
                <InlineText text={feature.body} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2">
          <div className="space-y-3 leading-relaxed text-slate-700 dark:text-slate-300">
            {agreed.length ? (
              <p>
                {fill(words.agree, { name: app.name })} <LegalLinks links={agreed} language={language} />.
              </p>
            ) : null}
            <p>
              {fill(words.privacy, { name: app.name })} <LegalLinks links={[policy]} language={language} />.
            </p>
          </div>
          <div className="text-slate-700 dark:text-slate-300">
            <h2 className="font-bold text-slate-900 dark:text-white">{words.support}</h2>
            <p className="mt-2">
              {words.supportBody}{' '}
              <a href={`mailto:${app.supportEmail}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                {app.supportEmail}
              </a>
            </p>
            {deletion ? (
              <p className="mt-2">
                <a {...linkTo(deletion.path, language)} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                  {words.deleteAccount}
                </a>
              </p>
            ) : null}
            {otherPolicy ? <OtherLanguagePolicy link={otherPolicy} app={app} language={language} /> : null}
          </div>
        </div>
        <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {/* The app is the owner's work, as its terms and EULA say: the notice names the owner. */}
          {`${app.name} © ${app.copyrightYear} ${site.owner.name}. ${words.rights}`}
        </p>
      </section>
    </>
  );
}

/**
 * The app's privacy text in the other language, for its readers, in their words: the Turkish
 * information notice on an English page ("KVKK Aydınlatma Metni"), the English privacy policy on a
 * Turkish one.
 */
function OtherLanguagePolicy({ link, app, language }: { link: Link; app: App; language: Language }) {
  const other = otherLanguage(language);
  const named = documentLinks(app, other).find((candidate) => candidate.slug === link.slug)!;
  return (
    <p className="mt-2" lang={other}>
      <a href={link.href} hrefLang={other} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
        {named.label}
      </a>
    </p>
  );
}

function LegalLinks({ links, language }: { links: Link[]; language: Language }) {
  const words = textsIn(language).landing;
  return (
    <>
      {links.map((link, index) => (
        <span key={link.slug}>
          {index > 0 ? (index === links.length - 1 ? ` ${words.and} ` : ', ') : null}
          <DocumentLink link={link} language={language} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300" />
        </span>
      ))}
    </>
  );
}
