import type { ReactNode } from 'react';
import { appPageOf } from '@/components/AppPage';
import { RootDocument } from '@/components/RootDocument';
import { SiteLayout } from '@/components/SiteLayout';
import { baseMetadata, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata = baseMetadata;
export const viewport = baseViewport;

/**
 * Every page an app owns (content/apps/), in its own language: the app's, or a document's own (an
 * English app's Turkish information notice). `<html lang>` is in the static HTML.
 */
export default async function AppRootLayout({ children, params }: { children: ReactNode; params: Promise<{ path: string[] }> }) {
  const { language } = appPageOf(await params);
  return (
    <RootDocument lang={language}>
      <SiteLayout lang={language}>{children}</SiteLayout>
    </RootDocument>
  );
}
