import { render, screen } from '@testing-library/react';
import { AppSupport } from '@/components/AppSupport';
import { appDocuments, appPages, apps, documentPath } from '@/lib/content/apps';

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

describe('apps with a landing page', () => {
  it('have no separate support page: the landing page is their Support URL', () => {
    const landing = apps.filter((app) => app.hasLanding).map((app) => app.slug);
    expect(appPages.filter((page) => page.kind === 'support' && landing.includes(page.app.slug))).toEqual([]);
  });
});
