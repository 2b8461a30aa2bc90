import type { ReactNode } from 'react';
import { appPageOf } from '@/components/AppPage';
import { RootDocument } from '@/components/RootDocument';
import { SiteLayout } from '@/components/SiteLayout';
import { baseMetadata, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata = baseMetadata;
export const viewport = baseViewport;

/** Every page an app owns (content/apps/), in the app's language: `<html lang>` is in the static HTML. */
export default async function AppRootLayout({ children, params }: { children: ReactNode; params: Promise<{ path: string[] }> }) {
  const { app } = appPageOf(await params);
  return (
    <RootDocument lang={app.language}>
      <SiteLayout lang={app.language}>{children}</SiteLayout>
    </RootDocument>
  );
}
