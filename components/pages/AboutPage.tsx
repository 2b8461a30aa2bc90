import type { Metadata } from 'next';
import { Fragment } from 'react';
import { ButtonLink } from '@/components/ButtonLink';
import { JsonLd } from '@/components/JsonLd';
import { MailIcon } from '@/components/icons';
import { PageHeading } from '@/components/PageHeading';
import { pathOf } from '@/components/pages/site-paths';
import { SiteLayout } from '@/components/SiteLayout';
import { SkillList } from '@/components/SkillList';
import { site } from '@/content/site';
import { aboutPageIn } from '@/lib/content/about';
import { appIn, apps } from '@/lib/content/apps';
import { profileIn } from '@/lib/content/profile';
import { jobTitle, ownerPlace } from '@/lib/content/site';
import { textsIn } from '@/lib/content/texts';
import { LOCALES, type Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { pageMetadata } from '@/lib/metadata';
import { aboutPageJsonLd } from '@/lib/structured-data';

function aboutFacts(language: Language) {
  return { name: textsIn(language).about.title, description: aboutPageIn(language).description, path: pathOf('/about', language), language };
}

export function aboutMetadata(language: Language): Metadata {
  const page = aboutFacts(language);
  return pageMetadata({ title: page.name, description: page.description, path: page.path, language });
}

const ownApps = apps.filter((app) => app.hasLanding);

/** "<app> for <what it is for>, …": the owner's apps with a landing page, in the order of content/apps/, each name in its app's language. */
function OwnApps({ language }: { language: Language }) {
  const pattern = textsIn(language).about.ownApp;
  const parts = new Intl.ListFormat(LOCALES[language], { style: 'long', type: 'conjunction' }).formatToParts(ownApps.map((app) => app.slug));
  return parts.map((part) => {
    const app = part.type === 'element' ? ownApps.find((candidate) => candidate.slug === part.value) : undefined;
    if (!app) return part.value;
    const [before, after] = fill(pattern, { app: '\u0000', about: appIn(app, language).about }).split('\u0000');
    return (
      <Fragment key={app.slug}>
        {before}
        {app.language === language ? app.name : <span lang={app.language}>{app.name}</span>}
        {after}
      </Fragment>
    );
  });
}

/** The about page, in English at /about and in Turkish at /tr/about. */
export function AboutPage({ language }: { language: Language }) {
  const page = aboutFacts(language);
  const about = aboutPageIn(language);
  const words = textsIn(language);
  const { software, skills } = profileIn(language);
  return (
    <SiteLayout lang={language} path={page.path}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <JsonLd data={aboutPageJsonLd(page)} />
        <PageHeading
          title={fill(words.about.heading, { firstName: site.owner.firstName })}
          subtitle={fill(words.about.subtitle, { jobTitle: jobTitle[language], place: ownerPlace() })}
        />
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            {about.story.map((paragraph) => {
              const [before, after] = paragraph.split('{apps}');
              return (
                <p key={paragraph.slice(0, 24)}>
                  {before}
                  {after === undefined ? null : (
                    <>
                      <OwnApps language={language} />
                      {after}
                    </>
                  )}
                </p>
              );
            })}
            <h2 className="pt-4 text-2xl font-bold text-slate-900 dark:text-white">{about.howIWork.heading}</h2>
            <p>{about.howIWork.body}</p>
            <h2 className="pt-4 text-2xl font-bold text-slate-900 dark:text-white">{about.contact.heading}</h2>
            <p>
              {about.contact.before}{' '}
              <a href={`mailto:${site.email}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
                {site.email}
              </a>{' '}
              {about.contact.after}
            </p>
            <div className="flex flex-wrap gap-3 pt-2">
              <ButtonLink href={`mailto:${site.email}`}>
                <MailIcon /> {words.about.emailMe}
              </ButtonLink>
              <ButtonLink href={site.resumeUrl.value} external variant="secondary">
                {words.home.viewResume}
              </ButtonLink>
            </div>
          </div>
          <aside className="space-y-6" aria-label={words.about.aside}>
            <section className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900/60">
              <h2 className="text-lg font-bold text-slate-900 dark:text-white">{words.about.whatIBuild}</h2>
              <dl className="mt-4 space-y-4">
                {about.services.map((service) => (
                  <div key={service.title}>
                    <dt className="font-semibold text-slate-900 dark:text-white">{service.title}</dt>
                    <dd className="text-sm text-slate-600 dark:text-slate-400">{service.body}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <SkillList title={words.skills.mainSoftware} skills={software} />
            <SkillList title={words.skills.mainSkills} skills={skills} />
          </aside>
        </div>
      </div>
    </SiteLayout>
  );
}
