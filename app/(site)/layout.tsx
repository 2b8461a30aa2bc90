import type { ReactNode } from 'react';
import { RootDocument } from '@/components/RootDocument';
import { SiteLayout } from '@/components/SiteLayout';
import { baseMetadata, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata = baseMetadata;
export const viewport = baseViewport;

/** The site's own pages: home, work, about and the legal hub, in English. */
export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument lang="en">
      <SiteLayout lang="en">{children}</SiteLayout>
    </RootDocument>
  );
}
