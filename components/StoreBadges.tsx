import { StaticImage } from '@/components/StaticImage';
import type { App } from '@/lib/content/apps';

const BADGES = [
  { store: 'appStore', src: '/images/badges/app-store.svg', alt: 'Download on the App Store', width: 160, height: 53 },
  { store: 'googlePlay', src: '/images/badges/google-play.svg', alt: 'Get it on Google Play', width: 180, height: 53 },
] as const;

/** Store badges of our own design; each opens the store in a new tab. */
export function StoreBadges({ stores, appName }: { stores: App['stores']; appName: string }) {
  const badges = BADGES.filter((badge) => stores[badge.store]);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-3" aria-label={`Download ${appName}`} lang="en">
      {badges.map((badge) => (
        <li key={badge.store}>
          <a
            href={stores[badge.store]}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg transition-transform hover:-translate-y-0.5"
          >
            <StaticImage src={badge.src} alt={badge.alt} width={badge.width} height={badge.height} className="h-[53px] w-auto" />
          </a>
        </li>
      ))}
    </ul>
  );
}
