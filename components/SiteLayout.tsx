import type { ReactNode } from 'react';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { navItemsIn } from '@/lib/navigation';

/**
 * Header, main content area and footer: the layout of every page but the fortune page, in the
 * page's language. `path` is the page's address, where its language switch starts from.
 */
export function SiteLayout({ lang, path, children }: { lang: Language; path?: string; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {textsIn(lang).layout.skipLink}
      </a>
      <Header items={navItemsIn(lang)} language={lang} path={path} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer language={lang} />
    </>
  );
}
