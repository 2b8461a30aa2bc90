import type { ReactNode } from 'react';
import { SiteLayout } from '@/components/SiteLayout';

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout lang="en">{children}</SiteLayout>;
}
