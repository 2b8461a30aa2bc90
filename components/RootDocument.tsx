import type { ReactNode } from 'react';

/**
 * The <html> shell of both root layouts. Two root layouts exist so that the
 * Turkish pages carry lang="tr" in their static HTML.
 */
export function RootDocument({ lang, children }: { lang: 'en' | 'tr'; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <noscript>
          {/* Without JavaScript, content revealed by an animation is shown at once,
              and a form says it needs JavaScript instead of saying it is loading. */}
          <style>{'[data-reveal]{opacity:1!important;transform:none!important}.form-loading{display:none!important}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
