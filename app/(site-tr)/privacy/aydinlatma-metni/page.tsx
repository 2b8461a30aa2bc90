import type { Metadata } from 'next';
import { SiteNotice } from '@/components/legal/SiteNotice';
import { SiteLayout } from '@/components/SiteLayout';
import { sitePrivacyFacts } from '@/lib/legal/site-privacy';
import { pageMetadata } from '@/lib/metadata';

const page = sitePrivacyFacts.pages.tr;

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.description, path: page.path, language: 'tr' });

export default function SiteInformationNoticePage() {
  return (
    <SiteLayout lang="tr" path={page.path}>
      <SiteNotice language="tr" />
    </SiteLayout>
  );
}
