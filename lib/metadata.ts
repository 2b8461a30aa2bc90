import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';

export const defaultTitle = `${site.owner.name} — ${site.owner.jobTitle}`;

/** Metadata shared by both root layouts (English and Turkish pages). */
export const baseMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: defaultTitle, template: `%s | ${site.owner.name}` },
  description: `${site.owner.name} is a freelance senior software engineer in ${site.owner.city} building mobile apps, backends and websites with React Native, Flutter and Node.js.`,
  applicationName: site.owner.name,
  authors: [{ name: site.owner.name, url: site.url }],
  creator: site.owner.name,
  openGraph: { type: 'website', siteName: site.owner.name },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false, email: false, address: false },
};

export const baseViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};
