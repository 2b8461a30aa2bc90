import type { ReactNode } from 'react';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';

/** Header, main content area and footer: the layout of every page but the fortune page. */
const SKIP_LINK_TEXT = { en: 'Skip to main content', tr: 'Ana içeriğe geç' } as const;

export function SiteLayout({ lang, children }: { lang: 'en' | 'tr'; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {SKIP_LINK_TEXT[lang]}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
