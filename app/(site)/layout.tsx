import type { ReactNode } from 'react';
import { RootDocument } from '@/components/RootDocument';
import { baseMetadataIn, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata = baseMetadataIn('en');
export const viewport = baseViewport;

/** The site's own pages in English: home, work, about, the legal hub and the website's notice. Each page places its header and footer (components/SiteLayout.tsx) with its own address, for its language switch. */
export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang="en">{children}</RootDocument>;
}
