import type { Metadata } from 'next';
import { SiteNotice } from '@/components/legal/SiteNotice';
import { sitePrivacyFacts } from '@/lib/legal/site-privacy';
import { pageMetadata } from '@/lib/metadata';

const page = sitePrivacyFacts.pages.en;

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.description, path: page.path });

export default function SitePrivacyPage() {
  return <SiteNotice language="en" />;
}
