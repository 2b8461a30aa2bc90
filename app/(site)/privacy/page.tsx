import type { Metadata } from 'next';
import { SiteNotice } from '@/components/legal/SiteNotice';
import { SiteLayout } from '@/components/SiteLayout';
import { sitePrivacyFacts } from '@/lib/legal/site-privacy';
import { pageMetadata } from '@/lib/metadata';

const page = sitePrivacyFacts.pages.en;

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.description, path: page.path });

export default function SitePrivacyPage() {
  return (
    <SiteLayout lang="en" path={page.path}>
      <SiteNotice language="en" />
    </SiteLayout>
  );
}
