import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { OG_SIZE, type OgImageName, ogImagePath, ogImages } from '@/lib/og-images';
import { siteUrl } from '@/lib/config';
import { ownerAddress } from '@/lib/content/site';

export const defaultTitle = `${site.owner.name} — ${site.owner.jobTitle}`;
const defaultDescription = `${site.owner.name} is a freelance senior software engineer in ${ownerAddress.city} building mobile apps, backends and websites with React Native, Flutter and Node.js.`;

function previewImage(name: OgImageName) {
  return [{ url: ogImagePath(name), ...OG_SIZE, alt: ogImages[name]!.alt, type: 'image/png' }];
}

/** Metadata shared by both root layouts (English and Turkish pages). */
const TITLE_TEMPLATE = `%s | ${site.owner.name}`;

export const baseMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: defaultTitle, template: TITLE_TEMPLATE },
  description: defaultDescription,
  applicationName: site.owner.name,
  authors: [{ name: site.owner.name, url: siteUrl }],
  creator: site.owner.name,
  openGraph: { type: 'website', siteName: site.owner.name, title: defaultTitle, description: defaultDescription, images: previewImage('site') },
  twitter: { card: 'summary_large_image', title: defaultTitle, description: defaultDescription, images: previewImage('site') },
  icons: { icon: [{ url: '/icons/icon-32.png', sizes: '32x32', type: 'image/png' }], apple: '/icons/apple-icon.png' },
  manifest: '/manifest.webmanifest',
  formatDetection: { telephone: false, email: false, address: false },
};

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
  language = 'en',
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
  return {
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    title: absoluteTitle ? { absolute: title } : ownLayout ? { absolute: TITLE_TEMPLATE.replace('%s', title) } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      siteName: site.owner.name,
      title,
      description,
      url: path,
      locale: language === 'tr' ? 'tr_TR' : 'en_GB',
      images: previewImage(image),
    },
    twitter: { card: 'summary_large_image', title, description, images: previewImage(image) },
  };
}
