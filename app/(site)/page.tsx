import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ButtonLink';
import { ArrowDownIcon, MailIcon } from '@/components/icons';
import { Island } from '@/components/islands/Island';
import { projectSummary } from '@/components/ProjectList';
import { SkillList } from '@/components/SkillList';
import { mainSkills, mainSoftware } from '@/content/profile';
import { site } from '@/content/site';
import { JsonLd } from '@/components/JsonLd';
import { featuredProjects } from '@/lib/content/projects';
import { defaultTitle, pageMetadata } from '@/lib/metadata';
import { personJsonLd } from '@/lib/structured-data';
import { ownerAddress } from '@/lib/content/site';

export const metadata: Metadata = pageMetadata({
  title: defaultTitle,
  absoluteTitle: true,
  description: `${site.owner.name} is a freelance senior software engineer in ${ownerAddress.city}: mobile apps in React Native and Flutter, Node.js backends and fast websites.`,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={personJsonLd()} />
      <section className="mx-auto flex min-h-[calc(100dvh-4.5rem)] max-w-6xl flex-col items-center justify-center px-4 py-16 text-center sm:px-6">
        <p className="mb-4 animate-fade-in rounded-full bg-indigo-50 px-4 py-1 text-sm font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
          {site.owner.jobTitle} · {ownerAddress.city}
        </p>
        <h1 className="animate-slide-down text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-white">
          Hi, I’m {site.owner.name} <span aria-hidden="true">👋</span>
        </h1>
        <p className="mt-6 max-w-2xl animate-rise-delayed text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl dark:text-slate-300">
          Welcome to my corner of the web. I design and build mobile apps, the backends behind them and the websites that
          introduce them — from the first sketch to the store listing. Below are some of the projects I’m proud of.
        </p>
        <div className="mt-8 flex animate-fade-in flex-wrap justify-center gap-3">
          <ButtonLink href="/work">See my work</ButtonLink>
          <ButtonLink href={`mailto:${site.email}`} variant="secondary">
            <MailIcon /> Get in touch
          </ButtonLink>
        </div>
        <a
          href="#featured"
          className="mt-14 grid size-12 animate-arrow-in place-items-center rounded-full border border-slate-300 text-slate-600 hover:border-indigo-500 hover:text-indigo-700 dark:border-slate-700 dark:text-slate-300 dark:hover:border-indigo-400 dark:hover:text-indigo-300"
        >
          <ArrowDownIcon />
          <span className="sr-only">Jump to featured projects</span>
        </a>
      </section>

      <section id="featured" aria-labelledby="featured-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6">
        <h2 id="featured-heading" className="mb-10 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Featured projects
        </h2>
        <Island name="FeaturedProjects" props={{ projects: featuredProjects.map(projectSummary) }} />
        <div className="mt-12 text-center">
          <ButtonLink href="/work" variant="secondary">
            See More<span className="sr-only"> projects</span>
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="intro-heading" className="bg-slate-50 py-16 dark:bg-slate-900/50">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="intro-heading" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            A little about me
          </h2>
          <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
            <p>
              I’m a freelance senior software engineer based in {ownerAddress.city}. For years I have shipped apps that
              people use every day: payment wallets for entertainment centres, school bus tracking, a national youth awards
              vote, university and smart-home companions, and my own AI apps.
            </p>
            <p>
              I work across the whole product — React Native and Flutter on the phone, Node.js and the cloud behind it, and
              the web in front of it — so a client gets one engineer who owns the result end to end.
            </p>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <SkillList title="Main software" skills={mainSoftware} />
            <SkillList title="Main skills" skills={mainSkills} />
          </div>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <ButtonLink href={site.resumeUrl.value} external>
              View Resume
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
    </>
  );
}
