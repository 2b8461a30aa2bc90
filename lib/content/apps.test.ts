/** @jest-environment node */
import { appFolders } from '@/content/apps';
import { appPages, apps, deletionForm, INFORMATION_NOTICE, parseApps } from '@/lib/content/apps';
import { hasTurkishTexts, legalRecord } from '@/lib/legal/records';
import { navItems } from '@/lib/navigation';
import { sitePages } from '@/lib/content/pages';

type Entry = Record<string, unknown> & { slug: string; forms?: { page: { path: string }; backend: string }[] };
/** A copy of the first entry of content/apps/ that matches, to break on purpose. */
const entry = (matches: (app: Entry) => boolean = () => true) => structuredClone(appFolders.map((folder) => folder.app as unknown as Entry).find(matches)!) as Entry;
const withForm = (app: Entry) => Boolean(app.forms?.length);

describe('the apps of content/apps/', () => {
  it('own every page their entries promise: landing page, documents and forms, each path once', () => {
    for (const app of apps) {
      const own = appPages.filter((page) => page.app === app).map((page) => page.path);
      expect(own).toEqual([
        // Its landing page, or, without one, the support page the App Store's Support URL points to.
        ...(app.hasLanding ? [`/${app.slug}`] : [`/${app.slug}/support`]),
        ...app.documents.map((document) => `/${app.slug}/${document.slug}`),
        // Every English app also publishes its information notice in Turkish; a draft, once its record has the Turkish words.
        ...(app.language === 'en' && (!app.draft || hasTurkishTexts(legalRecord(app.slug))) ? [`/${app.slug}/${INFORMATION_NOTICE.slug}`] : []),
        ...app.forms.map((form) => form.page.path),
        ...(app.deletionRequest ? [app.deletionRequest.page.path] : []),
      ]);
    }
    expect(new Set(appPages.map((page) => page.path)).size).toBe(appPages.length);
  });

  it('drive the header: the site’s pages content/pages.ts puts there, then every app with a header entry, in the order of content/apps/index.ts', () => {
    expect(navItems.map((item) => item.href)).toEqual([...sitePages.filter((page) => page.header).map((page) => page.path), ...apps.filter((app) => app.nav).map((app) => `/${app.slug}`)]);
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
    const broken = entry();
    delete broken.tagline;
    expect(() => parseApps([broken])).toThrow(new RegExp(`content/apps/${broken.slug}/app\\.ts[\\s\\S]*field "tagline"`));
  });

  it('refuses an app without a privacy policy, a slug that is a page of the site, and a form at a document’s path', () => {
    const withoutPolicy = { ...entry(), documents: [{ slug: 'eula', label: 'EULA' }] };
    expect(() => parseApps([withoutPolicy])).toThrow(/field "documents": every app has a privacy-policy/);
    expect(() => parseApps([{ ...entry(), slug: 'work' }])).toThrow(/field "slug": is a path of the site itself/);
    const app = { ...entry(withForm), documents: [{ slug: 'privacy-policy', label: 'Privacy Policy' }] };
    const form = structuredClone(app.forms![0]!);
    form.page.path = `/${app.slug}/privacy-policy`;
    expect(() => parseApps([{ ...app, forms: [form] }])).toThrow(/forms\.0\.page\.path": is the path of a document/);
  });

  it('refuses an app with two deletion pages: a form and a request by e-mail', () => {
    const app = entry((candidate) => Boolean(candidate.forms?.some((form) => (form as { purpose?: string }).purpose === 'account-deletion')));
    const request = {
      page: { path: `/${app.slug}/delete-by-email`, title: 'Delete your account', description: 'Ask for your account to be deleted by e-mail, and see what is deleted and what is kept.', intro: 'Ask us to delete your account by e-mail.' },
      steps: { items: ['Find your ID in the app.', 'Send the e-mail this page writes.'] },
      email: { subject: 'Delete my account', lines: ['ID:'] },
    };
    expect(() => parseApps([{ ...app, deletionRequest: request }])).toThrow(/an app has at most one deletion page: a form or a request by e-mail/);
    expect(() => parseApps([{ ...app, forms: [], deletionRequest: request }])).not.toThrow();
  });

  it('refuses two apps that claim the same backend or the same page', () => {
    const first = entry(withForm);
    const form = structuredClone(first.forms![0]!);
    // A second app of its own, made from the first, whose form calls the first one's backend.
    const second = { ...entry(), slug: 'made-up-app', nav: undefined, deletionRequest: undefined, forms: [{ ...form, page: { ...form.page, path: '/made-up-app/erase' } }] };
    expect(() => parseApps([first, second])).toThrow(new RegExp(`made-up-app/app\\.ts: the backend "${form.backend}" belongs to ${first.slug} already`));
    const taken = form.page.path.split('/')[1]!;
    const third = { ...entry(), slug: taken, nav: undefined, deletionRequest: undefined, forms: [] };
    if (taken !== first.slug) expect(() => parseApps([first, third])).toThrow(new RegExp(`the path /${taken} belongs to ${first.slug} already`));
    const samePage = { ...second, forms: [{ ...form, backend: 'madeupbackend' }] };
    expect(() => parseApps([first, samePage])).toThrow(new RegExp(`the path ${form.page.path} belongs to ${first.slug} already|a two-segment page lives under`));
  });
});
