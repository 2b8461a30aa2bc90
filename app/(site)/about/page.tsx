import type { Metadata } from 'next';
import { Fragment } from 'react';
import { ButtonLink } from '@/components/ButtonLink';
import { JsonLd } from '@/components/JsonLd';
import { MailIcon } from '@/components/icons';
import { PageHeading } from '@/components/PageHeading';
import { SkillList } from '@/components/SkillList';
import { aboutPage } from '@/lib/content/about';
import { mainSkills, mainSoftware } from '@/content/profile';
import { site } from '@/content/site';
import { apps } from '@/lib/content/apps';
import { pageMetadata } from '@/lib/metadata';
import { ownerPlace } from '@/lib/content/site';
import { aboutPageJsonLd } from '@/lib/structured-data';

const page = { name: 'About', description: aboutPage.description, path: '/about', language: 'en' } as const;

export const metadata: Metadata = pageMetadata({ title: page.name, description: page.description, path: page.path });

const ownApps = apps.filter((app) => app.hasLanding);

/** "<app> for <what it is for>, …": the owner's apps with a landing page, in the order of content/apps/, each name in its app's language. */
function OwnApps() {
  const parts = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).formatToParts(ownApps.map((app) => app.slug));
  return parts.map((part) => {
    const app = part.type === 'element' ? ownApps.find((candidate) => candidate.slug === part.value) : undefined;
    if (!app) return part.value;
    return (
      <Fragment key={app.slug}>
        {app.language === 'en' ? app.name : <span lang={app.language}>{app.name}</span>} for {app.about}
      </Fragment>
    );
  });
}

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <JsonLd data={aboutPageJsonLd(page)} />
      <PageHeading
        title={`About ${site.owner.firstName}`}
        subtitle={`${site.owner.jobTitle} in ${ownerPlace()}.`}
      />
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {aboutPage.story.map((paragraph) => {
            const [before, after] = paragraph.split('{apps}');
            return (
              <p key={paragraph.slice(0, 24)}>
                {before}
                {after === undefined ? null : (
                  <>
                    <OwnApps />
                    {after}
                  </>
                )}
              </p>
            );
          })}
          <h2 className="pt-4 text-2xl font-bold text-slate-900 dark:text-white">{aboutPage.howIWork.heading}</h2>
          <p>{aboutPage.howIWork.body}</p>
          <h2 className="pt-4 text-2xl font-bold text-slate-900 dark:text-white">{aboutPage.contact.heading}</h2>
          <p>
            {aboutPage.contact.before}{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
              {site.email}
            </a>{' '}
            {aboutPage.contact.after}
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <ButtonLink href={`mailto:${site.email}`}>
              <MailIcon /> Email me
            </ButtonLink>
            <ButtonLink href={site.resumeUrl.value} external variant="secondary">
              View Resume
            </ButtonLink>
          </div>
        </div>
        <aside className="space-y-6" aria-label="What I build and with what">
          <section className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900/60">
            <h2 className="text-lg font-bold text-slate-900 dark:text-white">What I build</h2>
            <dl className="mt-4 space-y-4">
              {aboutPage.services.map((service) => (
                <div key={service.title}>
                  <dt className="font-semibold text-slate-900 dark:text-white">{service.title}</dt>
                  <dd className="text-sm text-slate-600 dark:text-slate-400">{service.body}</dd>
                </div>
              ))}
            </dl>
          </section>
          <SkillList title="Main software" skills={mainSoftware} />
          <SkillList title="Main skills" skills={mainSkills} />
        </aside>
      </div>
    </div>
  );
}
