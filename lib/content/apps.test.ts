/** @jest-environment node */
import { appFolders } from '@/content/apps';
import { appPages, apps, deletionForm, parseApps } from '@/lib/content/apps';
import { navItems } from '@/lib/navigation';

const entry = (index: number) => structuredClone(appFolders[index]!.app) as unknown as Record<string, unknown>;

describe('the apps of content/apps/', () => {
  it('own every page their entries promise: landing page, documents and forms, each path once', () => {
    for (const app of apps) {
      const own = appPages.filter((page) => page.app === app).map((page) => page.path);
      expect(own).toEqual([
        ...(app.hasLanding ? [`/${app.slug}`] : []),
        ...app.documents.map((document) => `/${app.slug}/${document.slug}`),
        ...app.forms.map((form) => form.page.path),
      ]);
    }
    expect(new Set(appPages.map((page) => page.path)).size).toBe(appPages.length);
  });

  it('drive the header: the site’s pages, then every app with a header entry, in the order of content/apps/index.ts', () => {
    expect(navItems.map((item) => item.href)).toEqual(['/', '/work', '/about', ...apps.filter((app) => app.nav).map((app) => `/${app.slug}`)]);
  });

  it('every app publishes a privacy policy, and at most one deletion page', () => {
    for (const app of apps) {
      expect(app.documents.map((document) => document.slug)).toContain('privacy-policy');
      expect(app.forms.filter((form) => form.purpose === 'account-deletion').length).toBeLessThanOrEqual(1);
      if (deletionForm(app)) expect(deletionForm(app)!.purpose).toBe('account-deletion');
    }
  });

  it('landing pages show four features, as the store listings do', () => {
    for (const app of apps.filter((candidate) => candidate.hasLanding)) expect(app.features).toHaveLength(4);
  });

  it('an entry with a missing field fails naming its file and the field', () => {
    const broken = entry(2);
    delete broken.tagline;
    expect(() => parseApps([broken])).toThrow(/content\/apps\/vloader\/app\.ts[\s\S]*field "tagline"/);
  });

  it('refuses an app without a privacy policy, a slug that is a page of the site, and a form at a document’s path', () => {
    const withoutPolicy = { ...entry(2), documents: [{ slug: 'eula', label: 'EULA' }] };
    expect(() => parseApps([withoutPolicy])).toThrow(/field "documents": every app has a privacy-policy/);
    expect(() => parseApps([{ ...entry(2), slug: 'work' }])).toThrow(/field "slug": is a path of the site itself/);
    const form = structuredClone((appFolders[4]!.app as unknown as { forms: { page: { path: string } }[] }).forms[0]!);
    form.page.path = '/funo/eula';
    expect(() => parseApps([{ ...entry(4), forms: [form] }])).toThrow(/forms\.0\.page\.path": is the path of a document/);
  });

  it('refuses two apps that claim the same backend or the same page', () => {
    const funo = entry(4);
    const form = structuredClone((funo as { forms: { page: { path: string } }[] }).forms[0]!);
    form.page.path = '/revoai/erase';
    expect(() => parseApps([funo, { ...entry(5), forms: [form] }])).toThrow(/revoai\/app\.ts: the backend "funo" belongs to funo already/);
    const sharix = entry(1);
    expect(() => parseApps([sharix, { ...entry(2), slug: 'sharix-delete-account' }])).toThrow(/the path \/sharix-delete-account belongs to sharix-ai already/);
  });
});
