import type { Metadata } from 'next';
import { AppPageView, appPageMetadata, appPageOf } from '@/components/AppPage';
import { appPages } from '@/lib/content/apps';

type Props = { params: Promise<{ path: string[] }> };

/** The pages of content/apps/: each app's landing page, documents and forms. */
export const dynamicParams = false;

export function generateStaticParams() {
  return appPages.map((page) => ({ path: page.path.split('/').slice(1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return appPageMetadata(appPageOf(await params));
}

export default async function AppPageRoute({ params }: Props) {
  return <AppPageView page={appPageOf(await params)} />;
}
