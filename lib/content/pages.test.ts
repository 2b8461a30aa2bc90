/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { appFolders } from '@/content/apps';
import { parseApps } from '@/lib/content/apps';
import { parseSitePages, SITE_PATHS, sitePages } from '@/lib/content/pages';

const site = path.resolve(__dirname, '../../app/(site)');
const turkish = path.resolve(__dirname, '../../app/(site-tr)');
/** The page file of a site page's path, in English and in Turkish: under /tr, or at its own Turkish path. */
const pageFile = (route: string) => path.join(site, route, 'page.tsx');
const turkishFile = (page: (typeof sitePages)[number]) => path.join(turkish, page.turkishPath ?? path.join('tr', page.path), 'page.tsx');

describe('the site’s own pages (content/pages.ts)', () => {
  it('each has its page file in app/(site)/ and its Turkish one in app/(site-tr)/, and every page folder there has its entry', () => {
    for (const page of sitePages) {
      expect({ page: page.path, file: existsSync(pageFile(page.path)), turkish: existsSync(turkishFile(page)) }).toEqual({ page: page.path, file: true, turkish: true });
    }
    const folders = readdirSync(site, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(site, entry.name, 'page.tsx')));
    for (const folder of folders) expect({ folder: folder.name, entry: SITE_PATHS.includes(`/${folder.name}`) }).toEqual({ folder: folder.name, entry: true });
    const turkishFolders = readdirSync(path.join(turkish, 'tr'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(turkish, 'tr', entry.name, 'page.tsx')));
    for (const folder of turkishFolders) {
      const page = sitePages.find((candidate) => candidate.path === `/${folder.name}`);
      expect({ folder: `tr/${folder.name}`, entry: Boolean(page && !page.turkishPath) }).toEqual({ folder: `tr/${folder.name}`, entry: true });
    }
  });

  it('reserves its paths: an app may not take a page’s path as its slug', () => {
    // Each entry as content/ writes it, in both languages.
    for (const { app } of appFolders) {
      for (const page of sitePages.filter((candidate) => candidate.path !== '/')) {
        expect(() => parseApps([{ ...app, slug: page.path.slice(1), forms: [], deletionRequest: undefined }])).toThrow(/field "slug": is a path of the site itself/);
      }
    }
  });

  it('refuses a path of two segments, a path listed twice, and an entry without a label, naming the file', () => {
    const page = { path: '/made-up-page', label: { en: 'Made up', tr: 'Uydurma' }, changes: 'monthly' };
    expect(parseSitePages([page])).toEqual([page]);
    expect(() => parseSitePages([{ ...page, path: '/made/up' }])).toThrow(/content\/pages\.ts, page #1[\s\S]*field "path"/);
    expect(() => parseSitePages([page, page])).toThrow('content/pages.ts: /made-up-page is listed twice');
    expect(() => parseSitePages([{ ...page, label: undefined }])).toThrow(/field "label"/);
    expect(() => parseSitePages([{ ...page, label: { en: 'Made up' } }])).toThrow('content/pages.ts, page #1: field "label.tr" is missing: write the Turkish words beside the English ones.');
    expect(() => parseSitePages([{ ...page, path: '/tr' }])).toThrow(/field "path": holds the pages of a language/);
  });
});
