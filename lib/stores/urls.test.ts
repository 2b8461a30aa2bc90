/**
 * @jest-environment node
 *
 * The owner pastes the URLs of docs/stores/ into Play Console and App Store Connect: every one of
 * them, in the committed files and in what `npm run docs` writes, is a page of the production site
 * of content/site.ts (never a local build's address), apart from the links Play's own questions carry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import matter from 'gray-matter';
import { apps, deletionPage, INFORMATION_NOTICE, informationNotice } from '@/lib/content/apps';
import { legalFile, tableOfContents } from '@/lib/legal/documents';
import { hasAccounts, legalRecord } from '@/lib/legal/records';
import { STORES_FOLDER, storeFiles } from '@/lib/stores/files';
import { PLAY_TEMPLATE } from '@/lib/stores/forms';

const root = path.resolve(__dirname, '..', '..');
const production = new URL(site.productionUrl.value);
/** The links in the labels of Play's questions, which are Play's, not the owner's. */
const playsOwn = new Set(readFileSync(PLAY_TEMPLATE, 'utf8').match(/https?:\/\/[^\s)"',]+/g) ?? []);
/**
 * XML's names, which are identifiers, not pages anyone opens: a namespace (`xmlns:tools="…"` in the
 * Android manifest's lines) and a document type (the property list's `<!DOCTYPE plist … "…dtd">`).
 */
const xmlNames = (text: string) => text.replace(/xmlns(:\w+)?="[^"]*"/g, '').replace(/<!DOCTYPE[^>]*>/g, '');
/** Every URL of a text that is not one of Play's own links. */
const urls = (text: string) => (xmlNames(text).match(/https?:\/\/[^\s)"'|,<>]+/g) ?? []).filter((url) => !playsOwn.has(url));
const offProduction = (text: string) => urls(text).filter((url) => new URL(url).origin !== production.origin);

const committed = readdirSync(path.join(root, STORES_FOLDER), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) => readdirSync(path.join(root, STORES_FOLDER, folder.name)).map((file) => path.join(STORES_FOLDER, folder.name, file)));

describe('the URLs of the stores’ forms', () => {
  it('the production site is an https: origin', () => {
    expect(production.protocol).toBe('https:');
    expect(production.hostname).not.toMatch(/^(localhost|127\.|0\.0\.0\.0|\[::1\])/);
  });

  it.each(committed)('%s, as committed, links only pages of the production site', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(offProduction(text)).toEqual([]);
  });

  it('what npm run docs writes links only pages of the production site', () => {
    for (const { file, content } of storeFiles()) expect({ file, off: offProduction(content) }).toEqual({ file, off: [] });
  });

  it.each(apps.map((app) => [app.slug, app] as const))('%s: the listing sheet gives its policy and its deletion page on the production site', (slug, app) => {
    const sheet = readFileSync(path.join(root, STORES_FOLDER, slug, 'listing.md'), 'utf8');
    expect(sheet).toContain(`| ${production.origin}/${slug}/privacy-policy |`);
    const page = deletionPage(app);
    if (page) expect(sheet).toContain(`| ${production.origin}${page.path} |`);
  });

  // Play's "Delete data URL": where users ask for some or all of their data to be deleted without having to delete their account;
  // the account's own deletion is the "Delete account URL".
  it.each(apps.map((app) => [app.slug, app] as const))('%s: Play’s Delete data URL deletes data without deleting an account', (slug, app) => {
    const csv = readFileSync(path.join(root, STORES_FOLDER, slug, 'data-safety.csv'), 'utf8');
    const deletion = new URL(csv.split('\r\n').find((line) => line.startsWith('PSL_DATA_DELETION_URL,,'))!.split(',')[2]!);
    expect(deletion.origin).toBe(production.origin);
    const page = deletionPage(app);
    if (!hasAccounts(legalRecord(slug)) && page) {
      // Without accounts, the deletion page deletes data and nothing else.
      expect(deletion.pathname).toBe(page.path);
      return;
    }
    if (page) expect(deletion.pathname).not.toBe(page.path);
    expect(deletion.pathname).toBe(`/${slug}/privacy-policy`);
    // The section it opens says that data is erased on request, in the policy's own words.
    const source = matter(readFileSync(legalFile(slug, 'privacy-policy'), 'utf8')).content;
    const section = tableOfContents(source).find((entry) => entry.id === decodeURIComponent(deletion.hash.slice(1)));
    expect(section).toBeDefined();
    const body = source.slice(source.indexOf(`## ${section!.title}`)).split(/\n## /)[0]!;
    expect(body).toMatch(app.language === 'tr' ? /silin|silme/i : /\beras(e|ure)|\bdelet/i);
  });

  it.each(apps.map((app) => [app.slug, app] as const))('%s: the listing sheet gives the fields App Store Connect asks per language the pages in the app’s other language', (slug, app) => {
    const sheet = readFileSync(path.join(root, STORES_FOLDER, slug, 'listing.md'), 'utf8');
    const other = app.language === 'en' ? 'tr' : 'en';
    const name = { en: 'English', tr: 'Turkish' }[other];
    // The page's version in the other language is the same path under its prefix (docs/REFERENCE.md, "1. Routes").
    const front = app.hasLanding ? `/${slug}` : `/${slug}/support`;
    if (app.hasLanding) expect(sheet).toContain(`| Marketing page (${name}) | App Store: the ${name} localization of the version › Marketing URL | ${production.origin}/${other}${front} |`);
    expect(sheet).toContain(`| Support URL (${name}) | App Store: the ${name} localization of the version › Support URL | ${production.origin}/${other}${front} |`);
    // An English app's privacy text in Turkish is its KVKK information notice; a Turkish app has no English one, and the sheet says so.
    const privacy = informationNotice(app) ? `${production.origin}/${slug}/${INFORMATION_NOTICE.slug} |` : `${production.origin}/${slug}/privacy-policy (in Turkish: the site has no English version) |`;
    expect(sheet).toContain(`| Privacy policy (${name}) | App Store: App Information › the ${name} localization › Privacy Policy URL | ${privacy}`);
  });
});
