import type { ReactNode } from 'react';
import { RootDocument } from '@/components/RootDocument';
import { SiteLayout } from '@/components/SiteLayout';
import { baseMetadata, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata = baseMetadata;
export const viewport = baseViewport;

/** The site's own pages in Turkish (its information notice under the KVKK), so that `<html lang="tr">` is in their static HTML. */
export default function TurkishSiteRootLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument lang="tr">
      <SiteLayout lang="tr">{children}</SiteLayout>
    </RootDocument>
  );
}
