import type { ReactNode } from 'react';
import { RootDocument } from '@/components/RootDocument';
import { baseMetadata, baseViewport } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata = baseMetadata;
export const viewport = baseViewport;

export default function TurkishRootLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang="tr">{children}</RootDocument>;
}
