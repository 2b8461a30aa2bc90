import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { appPageOf } from '@/components/AppPage';
import { RootDocument } from '@/components/RootDocument';
import { SiteLayout } from '@/components/SiteLayout';
import { baseMetadataIn, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

type Props = { params: Promise<{ path: string[] }> };

export const viewport = baseViewport;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return baseMetadataIn(appPageOf(await params).language);
}

/**
 * Every page an app owns (content/apps/), in its own language: the app's, the other one for its
 * version under /tr or /en, or a document's own (an English app's Turkish information notice).
 * `<html lang>` is in the static HTML.
 */
export default async function AppRootLayout({ children, params }: Props & { children: ReactNode }) {
  const { language, path } = appPageOf(await params);
  return (
    <RootDocument lang={language}>
      <SiteLayout lang={language} path={path}>
        {children}
      </SiteLayout>
    </RootDocument>
  );
}
