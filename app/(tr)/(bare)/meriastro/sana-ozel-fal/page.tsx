import type { Metadata } from 'next';
import { StaticImage } from '@/components/StaticImage';
import { Island } from '@/components/islands/Island';
import { getApp } from '@/lib/apps';
import { fortuneCategories } from '@/lib/fortune';
import { pageMetadata } from '@/lib/metadata';

const app = getApp('meriastro');

export const metadata: Metadata = pageMetadata({
  title: 'Sana Özel Fal — Meriastro',
  description: 'Meriastro’da sorabileceğiniz kişisel fal soruları: aşk, kariyer, para, sağlık, aile ve arkadaşlık kategorilerinde sorular ve puanları.',
  path: '/meriastro/sana-ozel-fal',
  image: 'meriastro',
  language: 'tr',
});

/** The fortune-questions page: no header or footer, only the content (bare layout). */
export default function FortuneQuestionsPage() {
  return (
    <main className="min-h-dvh bg-linear-to-b from-indigo-950 via-indigo-900 to-slate-950 px-4 py-12 text-indigo-50 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <header className="text-center">
          <a href={`/${app.slug}`} className="inline-flex items-center gap-3 rounded-lg text-lg font-semibold text-amber-200 focus-visible:outline-amber-100">
            <StaticImage src={app.icon} alt="" width={40} height={40} className="rounded-xl" />
            {app.name}
          </a>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">Sana Özel Fal</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">
            Merak ettiğiniz konuyu seçin, size en uygun soruyu bulun. Her sorunun altında, uygulamada bu soruyu sormanız için
            gereken puan yazıyor.
          </p>
        </header>
        <div className="mt-10">
          <Island name="fortune-questions" props={{ categories: fortuneCategories }} />
        </div>
        <p className="mt-12 text-center text-sm text-indigo-200">
          Yorumlar eğlence amaçlıdır. Sorunuzu sormak için Meriastro uygulamasını açın.
        </p>
      </div>
    </main>
  );
}
