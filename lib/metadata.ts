import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { OG_SIZE, type OgImageName, ogImagePath, ogImages } from '@/lib/og-images';
import { siteUrl } from '@/lib/config';
import { jobTitle, ownerAddress } from '@/lib/content/site';
import { textsIn } from '@/lib/content/texts';
import { type Language, OG_LOCALES, otherLanguage } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { alternatesOf, routeOf } from '@/lib/routes';

/** The site's title in a language: "<owner> — <what the owner does>". */
export function defaultTitleIn(language: Language): string {
  return `${site.owner.name} — ${jobTitle[language]}`;
}

export const defaultTitle = defaultTitleIn('en');

/** The site's description in a language, where a page gives none of its own. */
function defaultDescription(language: Language): string {
  return fill(textsIn(language).home.description, { name: site.owner.name, city: ownerAddress.city });
}

function previewImage(name: OgImageName) {
  return [{ url: ogImagePath(name), ...OG_SIZE, alt: ogImages[name]!.alt, type: 'image/png' }];
}

const TITLE_TEMPLATE = `%s | ${site.owner.name}`;

/** Metadata shared by the pages of a root layout, in its language. */
export function baseMetadataIn(language: Language): Metadata {
  const title = defaultTitleIn(language);
  const description = defaultDescription(language);
  return {
    metadataBase: new URL(siteUrl),
    title: { default: title, template: TITLE_TEMPLATE },
    description,
    applicationName: site.owner.name,
    authors: [{ name: site.owner.name, url: siteUrl }],
    creator: site.owner.name,
    openGraph: { type: 'website', siteName: site.owner.name, title, description, locale: OG_LOCALES[language], images: previewImage('site') },
    twitter: { card: 'summary_large_image', title, description, images: previewImage('site') },
    icons: { icon: [{ url: '/icons/icon-32.png', sizes: '32x32', type: 'image/png' }], apple: '/icons/apple-icon.png' },
    manifest: '/manifest.webmanifest',
    formatDetection: { telephone: false, email: false, address: false },
  };
}

/** The English root layouts' metadata (the 404 page's too). */
export const baseMetadata: Metadata = baseMetadataIn('en');

/**
 * The `hreflang` links of a page with a version in the other language: both versions, and
 * `x-default`, the English one, for a reader of neither language. Each version names the other, so
 * the pair is reciprocal. A page in one language only has none.
 */
export function languageAlternates(path: string): Record<string, string> | undefined {
  const versions = alternatesOf(path);
  return versions ? { en: versions.en, tr: versions.tr, 'x-default': versions.en } : undefined;
}

export const baseViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

/**
 * A page's own metadata: title, description, canonical URL, and Open Graph and
 * Twitter card data with the preview image of its page type. (Next.js replaces
 * the layout's openGraph object rather than merging it, so every page gives
 * the whole object here.)
 */
export function pageMetadata({
  title,
  description,
  path,
  image = 'site',
  language = routeOf(path)?.language ?? 'en',
  type = 'website',
  absoluteTitle = false,
  ownLayout = false,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  image?: OgImageName;
  language?: 'en' | 'tr';
  type?: 'website' | 'article';
  absoluteTitle?: boolean;
  /**
   * The page shares its segment with its root layout (a catch-all route): Next.js applies a
   * layout's title template to child segments only, so the page writes the site's name itself.
   */
  ownLayout?: boolean;
  /** Keep the page out of search engines (a draft app's pages), while its links may still be followed. */
  noindex?: boolean;
}): Metadata {
  const languages = languageAlternates(path);
  return {
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    title: absoluteTitle ? { absolute: title } : ownLayout ? { absolute: TITLE_TEMPLATE.replace('%s', title) } : title,
    description,
    alternates: { canonical: path, ...(languages ? { languages } : {}) },
    openGraph: {
      type,
      siteName: site.owner.name,
      title,
      description,
      url: path,
      locale: OG_LOCALES[language],
      ...(languages ? { alternateLocale: OG_LOCALES[otherLanguage(language)] } : {}),
      images: previewImage(image),
    },
    twitter: { card: 'summary_large_image', title, description, images: previewImage(image) },
  };
}
