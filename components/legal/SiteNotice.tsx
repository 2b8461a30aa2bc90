import type { MDXContent } from 'mdx/types';
import { JsonLd } from '@/components/JsonLd';
import { siteNoticeComponents } from '@/components/legal/site-notice';
import { textsIn } from '@/lib/content/texts';
import { formatDate } from '@/lib/legal/documents';
import { linkTo } from '@/lib/routes';
import { type SiteNoticeLanguage, sitePrivacyFacts } from '@/lib/legal/site-privacy';
import { breadcrumbJsonLd, webPageJsonLd } from '@/lib/structured-data';

const TEXT = {
  en: { eyebrow: 'This website' },
  tr: { eyebrow: 'Bu internet sitesi' },
} as const;

/** The website's own privacy notice in one language: its text (content/legal/), printed with the facts of content/legal/site-privacy.ts. */
export async function SiteNotice({ language }: { language: SiteNoticeLanguage }) {
  const { default: Content } = (language === 'en' ? await import('@/content/legal/site-privacy.mdx') : await import('@/content/legal/site-aydinlatma-metni.mdx')) as { default: MDXContent };
  const page = sitePrivacyFacts.pages[language];
  const text = { ...TEXT[language], ...textsIn(language).document };
  const hub = linkTo('/privacy-policy', language).href;
  const { effectiveDate, lastUpdated } = sitePrivacyFacts;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <JsonLd data={webPageJsonLd({ name: page.title, description: page.description, path: page.path, language })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: text.legal, path: hub },
          { name: page.title, path: page.path },
        ])}
      />
      <nav aria-label={textsIn(language).layout.breadcrumb} className="no-print mb-6 text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex flex-wrap gap-2">
          <li>
            <a href={hub} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
              {text.legal}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <header className="max-w-3xl border-b border-slate-200 pb-6 dark:border-slate-800">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{text.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">{page.title}</h1>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <div className="flex gap-1">
            <dt>{text.effective}:</dt>
            <dd>
              <time dateTime={effectiveDate.value}>{formatDate(effectiveDate.value, language)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{text.updated}:</dt>
            <dd>
              <time dateTime={lastUpdated.value}>{formatDate(lastUpdated.value, language)}</time>
            </dd>
          </div>
        </dl>
      </header>
      <article className="prose prose-slate mt-8 max-w-3xl prose-headings:scroll-mt-24 prose-a:text-indigo-700 prose-table:text-sm dark:prose-invert dark:prose-a:text-indigo-300">
        <Content components={siteNoticeComponents(language)} />
      </article>
    </div>
  );
}
