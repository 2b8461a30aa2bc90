import { render, screen } from '@testing-library/react';
import { AppPageView } from '@/components/AppPage';
import { AppSupport } from '@/components/AppSupport';
import { type App, appDocuments, appPages, apps, documentPath, INFORMATION_NOTICE, informationNotice } from '@/lib/content/apps';

/** The support page of an app without a landing page: the App Store's Support URL of that app. */
describe.each(apps.filter((app) => !app.hasLanding).map((app) => [app.slug, app] as const))('%s: the support page', (_slug, app) => {
  it('is a page of the site that gives the support e-mail and links every document of the app', () => {
    // In the app's language at its address, and in the other under that language's prefix.
    expect(appPages.filter((page) => page.kind === 'support' && page.app.slug === app.slug).map((page) => page.path)).toEqual([`/${app.slug}/support`, `/${app.language === 'en' ? 'tr' : 'en'}/${app.slug}/support`]);
    render(<AppSupport app={app} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(app.name);
    expect(screen.getByRole('link', { name: app.supportEmail })).toHaveAttribute('href', `mailto:${app.supportEmail}`);
    const links = screen.getAllByRole('link');
    for (const document of appDocuments(app)) {
      const link = links.find((candidate) => candidate.getAttribute('href') === documentPath(app, document.slug));
      // A document in the other language (an English app's Turkish notice) says so after its name, and its link names the language.
      expect({ slug: document.slug, hreflang: link?.getAttribute('hreflang') ?? null }).toEqual({ slug: document.slug, hreflang: document.language === app.language ? null : document.language });
      if (document.language !== app.language) expect(link).toHaveTextContent(/\((in Turkish|İngilizce)\)$/);
    }
  });
});

/**
 * The pages an app's entry promises its users, read from the entry itself: each document it lists,
 * the Turkish information notice of an English app, and its deletion page (its account-deletion
 * form's page, or the page of its request by e-mail).
 */
function promisedPages(app: App): string[] {
  const deletion = app.forms.find((form) => form.purpose === 'account-deletion')?.page.path ?? app.deletionRequest?.page.path;
  return [...app.documents.map((document) => `/${app.slug}/${document.slug}`), ...(informationNotice(app) ? [`/${app.slug}/${INFORMATION_NOTICE.slug}`] : []), ...(deletion ? [deletion] : [])];
}

/**
 * The page a store's Support URL opens: the landing page, or the support page of an app without one.
 * Every app of content/apps/ is tried as both, so that an app with a deletion form, one with a request
 * by e-mail and one without a deletion page are each tried on both pages while content has them.
 */
describe.each(apps.flatMap((app) => (['landing', 'support'] as const).map((kind) => [app.slug, kind, { ...app, hasLanding: kind === 'landing' }] as const)))(
  '%s: its %s page',
  (_slug, kind, app) => {
    it('links every page the entry promises, each with a name, and its support e-mail', () => {
      render(<AppPageView page={{ kind, path: kind === 'landing' ? `/${app.slug}` : `/${app.slug}/support`, app, local: app, language: app.language }} />);
      const links = screen.getAllByRole('link');
      for (const path of promisedPages(app)) {
        const link = links.find((candidate) => candidate.getAttribute('href') === path);
        expect({ path, linked: Boolean(link), name: link?.textContent?.trim().length ? 'named' : 'unnamed' }).toEqual({ path, linked: true, name: 'named' });
      }
      expect(links.some((link) => link.getAttribute('href') === `mailto:${app.supportEmail}`)).toBe(true);
    });
  },
);

describe('apps with a landing page', () => {
  it('have no separate support page: the landing page is their Support URL', () => {
    const landing = apps.filter((app) => app.hasLanding).map((app) => app.slug);
    expect(appPages.filter((page) => page.kind === 'support' && landing.includes(page.app.slug))).toEqual([]);
  });
});
