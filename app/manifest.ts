import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { jobTitle, ownerAddress } from '@/lib/content/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.owner.name} — ${jobTitle.en}`,
    short_name: site.owner.name,
    description: `Portfolio and apps of ${site.owner.name}, ${jobTitle.en.toLowerCase()} in ${ownerAddress.city}.`,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#4f46e5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
