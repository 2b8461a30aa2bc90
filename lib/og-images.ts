import { site } from '@/content/site';
import { apps } from '@/lib/content/apps';
import { ownerAddress } from '@/lib/content/site';

/**
 * The link-preview images, one per page type: the site, the work pages, and
 * each app (its landing page, legal documents and account page). They are
 * rendered to PNG files under /og/ when the site is built.
 */
/** Open Graph images are 1200 × 630, the size every network crops from. */
export const OG_SIZE = { width: 1200, height: 630 };

export type OgImageSpec = { eyebrow: string; title: string; subtitle: string; accent: string; alt: string };

export const ogImages: Record<string, OgImageSpec> = {
  site: {
    eyebrow: `${ownerAddress.city} · ${ownerAddress.country}`,
    title: site.owner.name,
    subtitle: `${site.owner.jobTitle}: mobile apps, backends and the web.`,
    accent: '#4f46e5',
    alt: `${site.owner.name}, ${site.owner.jobTitle}`,
  },
  work: {
    eyebrow: `Work · ${site.owner.name}`,
    title: 'My Projects',
    subtitle: 'Mobile apps and backends: payments, education, smart devices, finance and film.',
    accent: '#7c3aed',
    alt: `Projects by ${site.owner.name}`,
  },
  ...Object.fromEntries(
    apps.map((app) => [
      app.slug,
      {
        eyebrow: `An app by ${site.owner.name}`,
        title: app.name,
        subtitle: app.tagline,
        accent: app.accent,
        alt: `${app.name}: ${app.summary}`,
      },
    ]),
  ),
};

export type OgImageName = keyof typeof ogImages;

export function ogImagePath(name: OgImageName): string {
  return `/og/${name}.png`;
}
