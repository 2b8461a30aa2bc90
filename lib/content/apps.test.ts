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
  it('own every page their entries promise: landing page, documents and forms, each path once, then their versions in the other language under its prefix', () => {
    for (const app of apps) {
      const own = appPages.filter((page) => page.app === app && page.language === app.language).map((page) => page.path);
      // Its landing page, or, without one, the support page the App Store's Support URL points to.
      const front = app.hasLanding ? `/${app.slug}` : `/${app.slug}/support`;
      const forms = [...app.forms.map((form) => form.page.path), ...(app.deletionRequest ? [app.deletionRequest.page.path] : [])];
      expect(own).toEqual([front, ...app.documents.map((document) => `/${app.slug}/${document.slug}`), ...forms]);
      // The other language: every page but the documents, under /tr (an English app) or /en (a Turkish one), and the documents the entry says it translated.
      const other = app.language === 'en' ? 'tr' : 'en';
      const translated = appPages.filter((page) => page.app === app && page.language === other && !(page.kind === 'document' && page.document.slug === INFORMATION_NOTICE.slug)).map((page) => page.path);
      const documents = app.documents.filter((document) => document.translated).map((document) => `/${other}/${app.slug}/${document.slug}`);
      expect(translated).toEqual([`/${other}${front}`, ...documents, ...forms.map((path) => `/${other}${path}`)]);
      // Every English app also publishes its information notice in Turkish; a draft, once its record has the Turkish words.
      const notice = appPages.filter((page) => page.app === app && page.kind === 'document' && page.document.slug === INFORMATION_NOTICE.slug).map((page) => page.path);
      expect(notice).toEqual(app.language === 'en' && (!app.draft || hasTurkishTexts(legalRecord(app.slug))) ? [`/${app.slug}/${INFORMATION_NOTICE.slug}`] : []);
    }
    expect(new Set(appPages.map((page) => page.path)).size).toBe(appPages.length);
  });

  it('drive the header: the site’s pages content/pages.ts puts there, then every app with a header entry, in the order of content/apps/index.ts, each at its English page', () => {
    const english = (app: (typeof apps)[number]) => (app.language === 'en' ? `/${app.slug}` : `/en/${app.slug}`);
    expect(navItems.map((item) => item.href)).toEqual([...sitePages.filter((page) => page.header).map((page) => page.path), ...apps.filter((app) => app.nav).map(english)]);
  });

  it('a text of an entry in one language only stops the build, naming the file and the field, and which language to write', () => {
    const broken = entry();
    broken.headline = { en: (broken.headline as { en: string }).en };
    expect(() => parseApps([broken])).toThrow(`content/apps/${broken.slug}/app.ts: field "headline.tr" is missing: write the Turkish words beside the English ones.`);
    const plain = { ...entry(), headline: 'A headline in one language' };
    expect(() => parseApps([plain])).toThrow(/field "headline": is written in one language: write it in both, as \{ en: "…", tr: "…" \}/);
    const withForm = entry((candidate) => Boolean(candidate.forms?.length));
    const form = structuredClone(withForm.forms![0]!) as unknown as { button: { label: Record<string, string> } };
    delete form.button.label.en;
    expect(() => parseApps([{ ...withForm, forms: [form] }])).toThrow(/field "forms\.0\.button\.label\.en" is missing: write the English words beside the Turkish ones/);
  });

  it('reserves the prefixes of the languages: no app may be called en or tr', () => {
    for (const slug of ['en', 'tr']) expect(() => parseApps([{ ...entry(), slug, forms: [], deletionRequest: undefined }])).toThrow(/field "slug": is a path of the site itself/);
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
    const withoutPolicy = { ...entry(), documents: [{ slug: 'eula', label: { en: 'EULA', tr: 'EULA' } }] };
    expect(() => parseApps([withoutPolicy])).toThrow(/field "documents": every app has a privacy-policy/);
    expect(() => parseApps([{ ...entry(), slug: 'work' }])).toThrow(/field "slug": is a path of the site itself/);
    const app = { ...entry(withForm), documents: [{ slug: 'privacy-policy', label: { en: 'Privacy Policy', tr: 'Gizlilik Politikası' } }] };
    const form = structuredClone(app.forms![0]!);
    form.page.path = `/${app.slug}/privacy-policy`;
    expect(() => parseApps([{ ...app, forms: [form] }])).toThrow(/forms\.0\.page\.path": is the path of a document/);
  });

  it('refuses an app with two deletion pages: a form and a request by e-mail', () => {
    const app = entry((candidate) => Boolean(candidate.forms?.some((form) => (form as { purpose?: string }).purpose === 'account-deletion')));
    const both = (en: string, tr: string) => ({ en, tr });
    const request = {
      page: {
        path: `/${app.slug}/delete-by-email`,
        title: both('Delete your account', 'Hesabınızı silin'),
        description: both('Ask for your account to be deleted by e-mail, and see what is deleted and what is kept.', 'Hesabınızın silinmesini e-postayla isteyin; nelerin silindiğini ve saklandığını görün.'),
        intro: both('Ask us to delete your account by e-mail.', 'Hesabınızın silinmesini e-postayla isteyin.'),
      },
      steps: { items: [both('Find your ID in the app.', 'Kimliğinizi uygulamada bulun.'), both('Send the e-mail this page writes.', 'Bu sayfanın yazdığı e-postayı gönderin.')] },
      email: { subject: both('Delete my account', 'Hesabımı silin'), lines: [both('ID:', 'Kimlik:')] },
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
