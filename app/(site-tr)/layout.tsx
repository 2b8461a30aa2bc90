import type { ReactNode } from 'react';
import { RootDocument } from '@/components/RootDocument';
import { baseMetadataIn, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata = baseMetadataIn('tr');
export const viewport = baseViewport;

/** The site's own pages in Turkish (under /tr, and the website's information notice under the KVKK), so that `<html lang="tr">` is in their static HTML. */
export default function TurkishSiteRootLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang="tr">{children}</RootDocument>;
}
