import { StaticImage } from '@/components/StaticImage';
import type { App } from '@/lib/content/apps';

const BADGES = [
  { store: 'appStore', src: '/images/badges/app-store.svg', alt: 'Download on the App Store', width: 160, height: 53 },
  { store: 'googlePlay', src: '/images/badges/google-play.svg', alt: 'Get it on Google Play', width: 180, height: 53 },
] as const;

const LABEL_ID = 'store-badges-label';

/**
 * Store badges of our own design; each opens the store in a new tab. The list is
 * labelled "Download <app>" in English, like the badges, with the app's name in
 * its own language (a Turkish name is read as Turkish).
 */
export function StoreBadges({ stores, app }: { stores: App['stores']; app: Pick<App, 'name' | 'language'> }) {
  const badges = BADGES.filter((badge) => stores[badge.store]);
  if (badges.length === 0) return null;
  return (
    <div lang="en">
      <span id={LABEL_ID} hidden>
        Download {app.language === 'en' ? app.name : <span lang={app.language}>{app.name}</span>}
      </span>
      <ul className="flex flex-wrap items-center gap-3" aria-labelledby={LABEL_ID}>
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
    </div>
  );
}
