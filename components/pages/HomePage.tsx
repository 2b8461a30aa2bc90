import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ButtonLink';
import { ArrowDownIcon, MailIcon } from '@/components/icons';
import { Island } from '@/components/islands/Island';
import { JsonLd } from '@/components/JsonLd';
import { projectSummary } from '@/components/ProjectList';
import { pathOf, projectListWords } from '@/components/pages/site-paths';
import { SiteLayout } from '@/components/SiteLayout';
import { SkillList } from '@/components/SkillList';
import { site } from '@/content/site';
import { profileIn } from '@/lib/content/profile';
import { featuredProjectsIn } from '@/lib/content/projects';
import { jobTitle, ownerAddress } from '@/lib/content/site';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { defaultTitleIn, pageMetadata } from '@/lib/metadata';
import { personJsonLd } from '@/lib/structured-data';


export function homeMetadata(language: Language): Metadata {
  return pageMetadata({
    title: defaultTitleIn(language),
    absoluteTitle: true,
    description: fill(textsIn(language).home.description, { name: site.owner.name, city: ownerAddress.city }),
    path: pathOf('/', language),
    language,
  });
}

/** The home page, in English at / and in Turkish at /tr. */
export function HomePage({ language }: { language: Language }) {
  const words = textsIn(language).home;
  const skills = textsIn(language).skills;
  const { software, skills: mainSkills } = profileIn(language);
  const work = pathOf('/work', language);
  return (
    <SiteLayout lang={language} path={pathOf('/', language)}>
      <JsonLd data={personJsonLd(language)} />
      <section className="mx-auto flex min-h-[calc(100dvh-4.5rem)] max-w-6xl flex-col items-center justify-center px-4 py-16 text-center sm:px-6">
        <p className="mb-4 animate-fade-in rounded-full bg-indigo-50 px-4 py-1 text-sm font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
          {jobTitle[language]} · {ownerAddress.city}
        </p>
        <h1 className="animate-slide-down text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-white">
          {fill(words.greeting, { name: site.owner.name })} <span aria-hidden="true">👋</span>
        </h1>
        <p className="mt-6 max-w-2xl animate-rise-delayed text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl dark:text-slate-300">{words.lead}</p>
        <div className="mt-8 flex animate-fade-in flex-wrap justify-center gap-3">
          <ButtonLink href={work}>{words.seeWork}</ButtonLink>
          <ButtonLink href={`mailto:${site.email}`} variant="secondary">
            <MailIcon /> {words.getInTouch}
          </ButtonLink>
        </div>
        <a
          href="#featured"
          className="mt-14 grid size-12 animate-arrow-in place-items-center rounded-full border border-slate-300 text-slate-600 hover:border-indigo-500 hover:text-indigo-700 dark:border-slate-700 dark:text-slate-300 dark:hover:border-indigo-400 dark:hover:text-indigo-300"
        >
          <ArrowDownIcon />
          <span className="sr-only">{words.jumpToFeatured}</span>
        </a>
      </section>

      <section id="featured" aria-labelledby="featured-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6">
        <h2 id="featured-heading" className="mb-10 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {words.featured}
        </h2>
        <Island name="FeaturedProjects" props={{ projects: featuredProjectsIn(language).map(projectSummary), words: projectListWords(language) }} />
        <div className="mt-12 text-center">
          <ButtonLink href={work} variant="secondary">
            {words.seeMore}
            <span className="sr-only"> {words.seeMoreWhat}</span>
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="intro-heading" className="bg-slate-50 py-16 dark:bg-slate-900/50">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="intro-heading" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {words.aboutHeading}
          </h2>
          <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
            {words.aboutStory.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{fill(paragraph, { city: ownerAddress.city })}</p>
            ))}
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <SkillList title={skills.mainSoftware} skills={software} />
            <SkillList title={skills.mainSkills} skills={mainSkills} />
          </div>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <ButtonLink href={site.resumeUrl.value} external>
              {words.viewResume}
            </ButtonLink>
            <a
              href={`mailto:${site.email}`}
              className="inline-flex items-center gap-2 font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
            >
              <MailIcon /> {site.email}
            </a>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
