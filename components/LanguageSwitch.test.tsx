import { render, screen } from '@testing-library/react';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { appPages } from '@/lib/content/apps';
import { projects } from '@/lib/content/projects';

/** The names of the languages in their own words, and where each language's home page is: the site's decision, written here. */
const NAMES = { en: 'English', tr: 'Türkçe' } as const;
const HOME = { en: '/', tr: '/tr' } as const;
const OTHER_HOME_NAME = { en: 'English home page', tr: 'Türkçe ana sayfa' } as const;
const other = (language: 'en' | 'tr') => (language === 'en' ? 'tr' : 'en');
/** The version of a page in the other language, by the rule of docs/REFERENCE.md: under /tr or /en. */
const prefixed = (path: string, language: 'en' | 'tr') => `/${language}${path === '/' ? '' : path}`;

describe('the language switch', () => {
  const withCounterpart = [
    { path: '/', language: 'en' as const },
    { path: projects[0]!.generalLink, language: 'en' as const },
    // Each app's landing page and first form at their own addresses, in the app's language.
    ...appPages.filter((page) => page.language === page.app.language && (page.kind === 'landing' || page.path === page.app.forms[0]?.page.path)).map((page) => ({ path: page.path, language: page.language })),
  ];

  it.each(withCounterpart)('on $path ($language) leads to the same page in the other language, named in it, marked hreflang', ({ path, language }) => {
    render(<LanguageSwitch path={path} language={language} />);
    const target = other(language);
    // Named in the other language (after its code, which it shows where the header is crowded).
    const link = screen.getByRole('link', { name: new RegExp(`^(${target} )?${NAMES[target]}$`) });
    expect(link).toHaveAttribute('href', prefixed(path, target));
    expect(link).toHaveAttribute('hreflang', target);
    expect(link).toHaveAttribute('lang', target);
  });

  it('from the version of a page under /tr or /en, leads back to the page at its own address', () => {
    for (const page of appPages.filter((candidate) => candidate.path.startsWith(`/${candidate.language}/`))) {
      const { unmount } = render(<LanguageSwitch path={page.path} language={page.language} />);
      expect(screen.getByRole('link')).toHaveAttribute('href', page.path.slice(page.language.length + 1));
      unmount();
    }
  });

  it('on a page with no version in the other language, leads to that language’s home page and says so to a screen reader', () => {
    const alone = appPages.filter((page) => !page.counterpart);
    expect(alone.length).toBeGreaterThan(0);
    for (const page of alone) {
      const { unmount } = render(<LanguageSwitch path={page.path} language={page.language} />);
      const target = other(page.language);
      const link = screen.getByRole('link', { name: new RegExp(`^(${target} )?${OTHER_HOME_NAME[target]}$`) });
      expect(link).toHaveAttribute('href', HOME[target]);
      expect(link).toHaveAttribute('hreflang', target);
      expect(link.textContent).toContain(NAMES[target]);
      unmount();
    }
  });
});
