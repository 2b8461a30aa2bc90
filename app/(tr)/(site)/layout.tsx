import type { ReactNode } from 'react';
import { SiteLayout } from '@/components/SiteLayout';

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout lang="tr">{children}</SiteLayout>;
}
