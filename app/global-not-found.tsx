import type { Metadata } from 'next';
import { NotFoundView } from '@/components/NotFoundView';
import { RootDocument } from '@/components/RootDocument';
import { SiteLayout } from '@/components/SiteLayout';
import { site } from '@/content/site';
import { baseMetadata } from '@/lib/metadata';
import '@/app/globals.css';

// No robots field: Next.js writes `noindex` into every not-found page itself, and a second tag would repeat it.
export const metadata: Metadata = {
  ...baseMetadata,
  title: 'Page not found',
  description: `No page of ${site.owner.name}'s site has this address. The home page leads to the projects, the apps, their legal documents and account pages.`,
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
