import { render, screen, within } from '@testing-library/react';
import { appPageMetadata, AppPageView } from '@/components/AppPage';
import { type App, appPages, apps } from '@/lib/content/apps';

/** An app of content/apps/ with store links, and the same app as `npm run new-app` leaves it: a draft. */
const published = apps.find((app) => app.hasLanding && app.stores.appStore && app.stores.googlePlay && !app.draft)!;
const draft: App = { ...published, draft: { value: true, verified: false, note: 'written by npm run new-app' } };
const landing = (app: App) => ({ kind: 'landing' as const, path: `/${app.slug}`, app, local: app, language: app.language });

describe('a draft app’s pages', () => {
  it('say on the page that the app is a draft, in English, and show no store badge', () => {
    render(<AppPageView page={landing(draft)} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/^Draft: the pages of .+ hold placeholder copy and pictures and link to no store/);
    expect(note).toHaveAttribute('lang', 'en');
    expect(within(note).getByText(`content/apps/${draft.slug}/app.ts`)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /App Store|Google Play/ })).not.toBeInTheDocument();
    for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/apps\.apple\.com|play\.google\.com/);
    // Nor does the structured data offer the made-up links.
    expect(document.querySelector('script[type="application/ld+json"]')!.textContent).not.toMatch(/apps\.apple\.com|play\.google\.com/);
  });

  it('ask search engines not to index them: the landing page and the pages of its forms', async () => {
    // A document's metadata reads its MDX, which only the build compiles; it takes `noindex` from the same place.
    for (const page of appPages.filter((candidate) => candidate.app === published && candidate.kind !== 'document')) {
      expect((await appPageMetadata({ ...page, app: draft } as typeof page)).robots).toEqual({ index: false, follow: true });
      expect((await appPageMetadata(page)).robots).toBeUndefined();
    }
  });

  it('a finished app shows no draft note, and a badge for each store it is in', () => {
    render(<AppPageView page={landing(published)} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', published.stores.appStore);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', published.stores.googlePlay);
  });
});

describe('the sitemap’s pages', () => {
  it('leave out every page of a draft app, and only those, in the sitemap the build writes', () => {
    let routes: { indexable: string[]; all: string[]; sitemap: string[] } | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/lib/content/apps', () => {
        const actual = jest.requireActual<typeof import('@/lib/content/apps')>('@/lib/content/apps');
        return { ...actual, appPages: actual.appPages.map((page) => (page.app.slug === published.slug ? { ...page, app: { ...page.app, draft: draft.draft } } : page)) };
      });
      const { indexableRoutes, siteRoutes } = jest.requireActual<typeof import('@/lib/routes')>('@/lib/routes');
      // The sitemap itself, as the build writes it, with the same draft.
      const sitemap = jest.requireActual<typeof import('@/app/sitemap')>('@/app/sitemap').default;
      const { siteUrl } = jest.requireActual<typeof import('@/lib/config')>('@/lib/config');
      routes = { indexable: indexableRoutes(), all: siteRoutes(), sitemap: sitemap().map((entry) => entry.url.slice(siteUrl.length) || '/') };
    });
    jest.dontMock('@/lib/content/apps');
    const own = appPages.filter((page) => page.app === published).map((page) => page.path);
    expect(own.length).toBeGreaterThan(0);
    // The pages of the app made a draft here, and of any app of content/apps/ that is one already.
    const drafts = [...own, ...appPages.filter((page) => page.app.draft).map((page) => page.path)];
    expect(routes!.indexable).toEqual(routes!.all.filter((route) => !drafts.includes(route)));
    expect(routes!.sitemap).toEqual(routes!.indexable);
  });
});
