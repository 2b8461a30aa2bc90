/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apps, parseApps } from '@/lib/content/apps';
import { parseSitePages, SITE_PATHS, sitePages } from '@/lib/content/pages';

const site = path.resolve(__dirname, '../../app/(site)');
/** The page file of a site page's path. */
const pageFile = (route: string) => path.join(site, route, 'page.tsx');

describe('the site’s own pages (content/pages.ts)', () => {
  it('each has its page file in app/(site)/, and every page folder there has its entry', () => {
    for (const page of sitePages) expect({ page: page.path, file: existsSync(pageFile(page.path)) }).toEqual({ page: page.path, file: true });
    const folders = readdirSync(site, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(site, entry.name, 'page.tsx')));
    for (const folder of folders) expect({ folder: folder.name, entry: SITE_PATHS.includes(`/${folder.name}`) }).toEqual({ folder: folder.name, entry: true });
  });

  it('reserves its paths: an app may not take a page’s path as its slug', () => {
    const [app] = apps;
    for (const page of sitePages.filter((candidate) => candidate.path !== '/')) {
      expect(() => parseApps([{ ...app, slug: page.path.slice(1), forms: [], deletionRequest: undefined }])).toThrow(/field "slug": is a path of the site itself/);
    }
  });

  it('refuses a path of two segments, a path listed twice, and an entry without a label, naming the file', () => {
    const page = { path: '/made-up-page', label: 'Made up', changes: 'monthly' };
    expect(parseSitePages([page])).toEqual([page]);
    expect(() => parseSitePages([{ ...page, path: '/made/up' }])).toThrow(/content\/pages\.ts, page #1[\s\S]*field "path"/);
    expect(() => parseSitePages([page, page])).toThrow('content/pages.ts: /made-up-page is listed twice');
    expect(() => parseSitePages([{ ...page, label: undefined }])).toThrow(/field "label"/);
  });
});
