/** @jest-environment node */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { appFolders } from '@/content/apps';
import { apps, parseApps } from '@/lib/content/apps';
import { navItems } from '@/lib/navigation';

const appDir = path.join(__dirname, '..', '..', 'app');

/** The URL patterns that have a page.tsx, with route groups such as (en) left out. */
function routePatterns(dir = appDir, prefix = ''): string[] {
  const found = existsSync(path.join(dir, 'page.tsx')) ? [prefix || '/'] : [];
  for (const entry of readdirSync(dir)) {
    if (!statSync(path.join(dir, entry)).isDirectory()) continue;
    const segment = /^\(.*\)$/.test(entry) ? '' : `/${entry}`;
    found.push(...routePatterns(path.join(dir, entry), prefix + segment));
  }
  return found;
}

describe('apps list', () => {
  const routes = new Set(routePatterns());

  it('has the six apps, in the order of the header and the legal hub', () => {
    expect(apps.map((app) => app.slug)).toEqual(['sonora-ai', 'sharix-ai', 'vloader', 'meriastro', 'funo', 'revoai']);
  });

  it.each(apps.map((app) => [app.slug, app] as const))('%s has every page the route table promises', (_slug, app) => {
    if (app.hasLanding) expect(routes).toContain(`/${app.slug}`);
    expect(routes).toContain(`/${app.slug}/[document]`);
    if (app.deletionPath) expect(routes).toContain(app.deletionPath);
  });

  it('has the utility and bare pages of the route table', () => {
    for (const route of ['/faucet', '/sharix-delete-account', '/meriastro/sana-ozel-fal', '/privacy-policy', '/work/[name]', '/about']) {
      expect(routes).toContain(route);
    }
  });

  it('drives the header: every app with a nav entry, RevoAI marked new', () => {
    expect(navItems.slice(3)).toEqual([
      { href: '/sonora-ai', label: 'Sonora AI', badge: undefined },
      { href: '/vloader', label: 'Vloader', badge: undefined },
      { href: '/meriastro', label: 'Meriastro', badge: undefined },
      { href: '/funo', label: 'Funo AI', badge: undefined },
      { href: '/revoai', label: 'RevoAI', badge: { text: 'NEW', symbol: '🔥' } },
    ]);
  });

  it('landing apps have four features, a hero image and at least one store link', () => {
    for (const app of apps.filter((candidate) => candidate.hasLanding)) {
      expect(app.features).toHaveLength(4);
      expect(app.hero).toBeDefined();
      expect(app.stores.appStore || app.stores.googlePlay).toBeTruthy();
      expect(existsSync(path.join(__dirname, '..', '..', 'public', app.hero!))).toBe(true);
      expect(existsSync(path.join(__dirname, '..', '..', 'public', app.icon))).toBe(true);
    }
  });

  it('the voice and design apps show the four features their store listings name', () => {
    const titles = (slug: string) => apps.find((app) => app.slug === slug)!.features.map((feature) => feature.title);
    expect(titles('funo')).toEqual(['Real-Time Voice Changing', 'AI-Powered Effects', 'Extensive Voice Library', 'Easy Sharing']);
    expect(titles('revoai')).toEqual(['Virtual Transformation', 'Fill Empty Spaces', 'Furniture Replacement', 'Landscape Design']);
  });

  it('an entry with a missing field fails naming the app and the field', () => {
    const broken: Record<string, unknown> = { ...appFolders[2].app };
    delete broken.tagline;
    expect(() => parseApps([broken])).toThrow(/app "vloader"[\s\S]*field "tagline"/);
  });
});
