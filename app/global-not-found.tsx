import type { Metadata } from 'next';
import { NotFoundView } from '@/components/NotFoundView';
import { RootDocument } from '@/components/RootDocument';
import { SiteLayout } from '@/components/SiteLayout';
import { baseMetadata } from '@/lib/metadata';
import '@/app/globals.css';

export const metadata: Metadata = {
  ...baseMetadata,
  title: 'Page not found',
  description: 'This page does not exist.',
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <RootDocument lang="en">
      <SiteLayout lang="en">
        <NotFoundView />
      </SiteLayout>
    </RootDocument>
  );
}
