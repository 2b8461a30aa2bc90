import type { ReactNode } from 'react';
import { RootDocument } from '@/components/RootDocument';
import { fortunePage } from '@/content/fortune';
import { getApp } from '@/lib/content/apps';
import { baseMetadata, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata = baseMetadata;
export const viewport = baseViewport;

/** The fortune page has no header or footer, only its content, in its app's language. */
export default function FortuneRootLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang={getApp(fortunePage.app).language}>{children}</RootDocument>;
}
