import type { Metadata } from 'next';
import { AccountPage, DeletionRequestPage } from '@/components/AccountPage';
import { DraftNotice } from '@/components/DraftNotice';
import { AppLanding } from '@/components/AppLanding';
import { AppSupport, supportWords } from '@/components/AppSupport';
import { loadLegalDocument } from '@/components/legal/load';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { type AppPage, appPage } from '@/lib/content/apps';
import { legalFile } from '@/lib/legal/documents';
import { pageMetadata } from '@/lib/metadata';

/** The app page at a route's path segments; the route prerenders only the paths of `appPages`. */
export function appPageOf({ path }: { path: string[] }): AppPage {
  const page = appPage(`/${path.join('/')}`);
  if (!page) throw new Error(`No app owns the page /${path.join('/')}`);
  return page;
}

export async function appPageMetadata(page: AppPage): Promise<Metadata> {
  const { app, local, path, language } = page;
  const common = { path, image: app.slug, language, ownLayout: true, noindex: Boolean(app.draft) };
  switch (page.kind) {
    case 'landing':
      return pageMetadata({ ...common, title: `${app.name} — ${local.headline}`, description: local.summary });
    case 'document': {
      const { frontMatter } = await loadLegalDocument(app, page.document);
      // A document written once for every app (the information notice) says whose it is first.
      const own = page.document.file === legalFile(app.slug, page.document.slug) || page.document.file === legalFile(app.slug, page.document.slug, page.document.language);
      const description = own ? frontMatter.description : `${app.name}: ${frontMatter.description}`;
      return pageMetadata({ ...common, title: `${frontMatter.title} — ${app.name}`, description, type: 'article' });
    }
    case 'form':
      return pageMetadata({ ...common, title: page.form.page.metaTitle ?? page.form.page.title, description: page.form.page.description });
    case 'deletion-request':
      return pageMetadata({ ...common, title: page.request.page.metaTitle ?? page.request.page.title, description: page.request.page.description });
    case 'support':
      return pageMetadata({ ...common, ...supportWords(app, language) });
  }
}

/** An app's landing page, one of its documents, or one of its forms, from its entry in content/apps/, in the page's language. */
export function AppPageView({ page }: { page: AppPage }) {
  return (
    <>
      {page.app.draft ? <DraftNotice app={page.app} /> : null}
      <AppPageContent page={page} />
    </>
  );
}

function AppPageContent({ page }: { page: AppPage }) {
  switch (page.kind) {
    case 'landing':
      return <AppLanding app={page.app} language={page.language} />;
    case 'document':
      return <LegalDocument app={page.app} document={page.document} path={page.path} />;
    case 'form':
      return <AccountPage app={page.app} form={page.form} language={page.language} path={page.path} />;
    case 'deletion-request':
      return <DeletionRequestPage app={page.app} request={page.request} language={page.language} path={page.path} />;
    case 'support':
      return <AppSupport app={page.app} language={page.language} />;
  }
}
