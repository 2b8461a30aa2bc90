import type { Metadata } from 'next';
import { FortuneQuestions } from '@/components/FortuneQuestions';
import { JsonLd } from '@/components/JsonLd';
import { StaticImage } from '@/components/StaticImage';
import { fortunePage } from '@/content/fortune';
import { documentPath, getApp } from '@/lib/content/apps';
import { fortuneCategories } from '@/lib/content/fortune';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, webPageJsonLd } from '@/lib/structured-data';

const app = getApp(fortunePage.app);
const page = { name: fortunePage.metaTitle, description: fortunePage.description, path: fortunePage.path, language: app.language };

export const metadata: Metadata = pageMetadata({
  title: fortunePage.metaTitle,
  description: fortunePage.description,
  path: fortunePage.path,
  image: app.slug,
  language: app.language,
  ownLayout: true,
});

/** The fortune-questions page (content/fortune.ts): no header or footer, only the content. */
export default function FortuneQuestionsPage() {
  return (
    <main className="min-h-dvh bg-linear-to-b from-indigo-950 via-indigo-900 to-slate-950 px-4 py-12 text-indigo-50 sm:px-6">
      <JsonLd data={webPageJsonLd(page, { about: [app] })} />
      {app.hasLanding ? (
        <JsonLd
          data={breadcrumbJsonLd([
            { name: app.name, path: `/${app.slug}` },
            { name: fortunePage.title, path: fortunePage.path },
          ])}
        />
      ) : null}
      <div className="mx-auto max-w-5xl">
        <header className="text-center">
          <a href={`/${app.slug}`} className="inline-flex items-center gap-3 rounded-lg text-lg font-semibold text-amber-200 focus-visible:outline-amber-100">
            <StaticImage src={app.icon} alt="" width={40} height={40} className="rounded-xl" />
            {app.name}
          </a>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{fortunePage.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{fortunePage.intro}</p>
        </header>
        <div className="mt-10">
          <FortuneQuestions categories={fortuneCategories} label={fortunePage.categoriesLabel} pointLabel={fortunePage.pointLabel} />
        </div>
        <p className="mt-12 text-center text-sm text-indigo-200">{fortunePage.note}</p>
        <p className="mt-3 text-center text-sm text-indigo-200">{fortunePage.adultsOnly.text}</p>
        <p className="mt-3 text-center text-sm text-indigo-200">
          {fortunePage.points.before}{' '}
          <a href={`${documentPath(app, fortunePage.points.document)}#${fortunePage.points.section}`} className="font-semibold text-amber-200 underline underline-offset-4">
            {fortunePage.points.link}
          </a>{' '}
          {fortunePage.points.after}
        </p>
      </div>
    </main>
  );
}
