import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ButtonLink';
import { MailIcon } from '@/components/icons';
import { PageHeading } from '@/components/PageHeading';
import { SkillList } from '@/components/SkillList';
import { mainSkills, mainSoftware } from '@/content/profile';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'About',
  description: `About ${site.owner.name}: a freelance senior software engineer in ${site.owner.city} who builds mobile apps, backends and websites end to end.`,
  path: '/about',
});

const services = [
  {
    title: 'Mobile apps',
    body: 'iOS and Android apps in React Native or Flutter: from the first prototype to store review, in-app purchases, push notifications and the updates after launch.',
  },
  {
    title: 'Backends',
    body: 'Node.js APIs, real-time services and background jobs on Firebase and Google Cloud, with MongoDB or Firestore behind them, designed to stay fast and cheap as usage grows.',
  },
  {
    title: 'The web',
    body: 'Fast, accessible websites and landing pages that introduce a product, explain its privacy policy and let users manage their accounts.',
  },
];

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <PageHeading
        title={`About ${site.owner.firstName}`}
        subtitle={`${site.owner.jobTitle} in ${site.owner.city}, ${site.owner.country}.`}
      />
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          <p>
            I started writing software at university, building the student app my classmates actually opened between
            lectures. That habit — building things people use every day — has stayed with me since.
          </p>
          <p>
            Today I work as a freelance senior engineer with start-ups, agencies and established companies. I have built QR
            payment wallets for entertainment centres, live school bus tracking for parents, a voting app for a national
            youth awards programme, a companion app for a smart air purifier and financial signal tools for investors. I also
            design and run my own apps: Sonora AI for music generation, Funo AI for voice changing, RevoAI for interior
            design, Vloader for offline video and Meriastro for astrology.
          </p>
          <p>
            Clients hire me when they want one person who can own the whole product: the app on the phone, the API and
            database behind it, the store listings and the web pages around it. I care about the details that decide
            whether an app succeeds — how fast it opens, how it behaves on a poor connection, and whether a reviewer at
            Apple or Google finds everything they need the first time.
          </p>
          <h2 className="pt-4 text-2xl font-bold text-slate-900 dark:text-white">How I work</h2>
          <p>
            Short iterations, a working build every week, and honest estimates. I write tests for what matters, automate
            releases, and leave behind code and documentation that the next engineer can pick up without me.
          </p>
          <h2 className="pt-4 text-2xl font-bold text-slate-900 dark:text-white">Let’s talk</h2>
          <p>
            Have an app to build, a product to rescue or a backend that needs to scale? Write to me at{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
              {site.email}
            </a>{' '}
            — I reply within two working days.
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
              {services.map((service) => (
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
