import type { Metadata } from 'next';
import { loadLegalDocument } from '@/components/legal/load';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { getApp, legalPath } from '@/lib/apps';
import { isLegalDocument } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ document: string }> };

/**
 * Everything an app's `[document]` route needs. Each app folder has one such
 * route, so the URL a reviewer opens is the folder a developer opens.
 */
export function legalDocumentRoute(appSlug: string) {
  const app = getApp(appSlug);

  async function resolve(params: Props['params']) {
    const { document } = await params;
    if (!isLegalDocument(document) || !app.legalDocuments.includes(document)) {
      throw new Error(`${app.name} has no legal document "${document}"`);
    }
    return document;
  }

  return {
    generateStaticParams: () => app.legalDocuments.map((document) => ({ document })),

    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const document = await resolve(params);
      const { frontMatter } = await loadLegalDocument(app.slug, document);
      return pageMetadata({
        title: `${frontMatter.title} — ${app.name}`,
        description: frontMatter.description,
        path: legalPath(app, document),
        image: app.slug,
        language: app.language,
        type: 'article',
      });
    },

    Page: async function LegalDocumentPage({ params }: Props) {
      return <LegalDocument app={app} document={await resolve(params)} />;
    },
  };
}
