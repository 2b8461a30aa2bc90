/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { apps, deletionPage, hasDocument, INFORMATION_NOTICE, informationNotice } from '@/lib/content/apps';
import { parseFrontMatter, tableOfContents } from '@/lib/legal/documents';

const root = path.join(__dirname, '..', '..', 'content', 'apps');
const read = (app: string, document: string) => readFileSync(path.join(root, app, `${document}.mdx`), 'utf8');
const body = (app: string, document: string) => matter(read(app, document)).content;

/**
 * The documents of the route table the site was specified with: a decision, pinned for those apps
 * only, while they are published (an app retired with npm run remove-app takes its documents with it).
 */
const ROUTE_TABLE: Record<string, string[]> = {
  'sonora-ai': ['privacy-policy', 'terms-and-conditions', 'eula'],
  'sharix-ai': ['privacy-policy', 'terms-and-conditions', 'eula'],
  vloader: ['privacy-policy', 'terms-and-conditions', 'eula'],
  meriastro: ['privacy-policy', 'terms-and-conditions', 'eula'],
  funo: ['privacy-policy', 'terms-and-conditions', 'eula'],
  revoai: ['privacy-policy', 'terms-and-conditions', 'eula'],
};

/** "N days", "fourteen (14) months", "a month", "30-day", "30 gün": a period a text states itself. */
const NUMBER = String.raw`\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|bir|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on|yirmi|otuz|kırk|elli|altmış|yetmiş|seksen|doksan|yüz`;
const UNIT = String.raw`hours?|days?|weeks?|months?|years?|saat|gün|hafta|ay|yıl`;
const PERIOD = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${NUMBER})(?:[ -](?:${NUMBER}))*[ -](?:\(\d+\) )?(?:${UNIT})(?![\p{L}])`, 'giu');
function proseperiods(text: string): string[] {
  return [...text.matchAll(PERIOD)].map((match) => match[0]);
}

/** Every document of every app, the information notice, and the templates npm run new-app writes documents from. */
function writtenDocuments(): string[] {
  const templates = path.join(__dirname, '..', '..', 'scripts', 'new-app', 'templates');
  return [
    ...apps.flatMap((app) => app.documents.map(({ slug: document }) => path.join(root, app.slug, `${document}.mdx`))),
    ...apps.flatMap((app) => app.documents.filter((document) => document.translated).map(({ slug: document }) => path.join(root, app.slug, `${document}.${app.language === 'en' ? 'tr' : 'en'}.mdx`))),
    path.join(root, '..', '..', INFORMATION_NOTICE.file),
    ...readdirSync(templates).flatMap((language) => readdirSync(path.join(templates, language)).filter((file) => file.endsWith('.mdx')).map((file) => path.join(templates, language, file))),
  ].map((file) => path.relative(process.cwd(), file));
}

/** Every document of every app: its own text, and its version in the other language where the entry declares one (`<document>.<language>`). */
const allDocuments = apps.flatMap((app) =>
  app.documents.flatMap(({ slug: document, translated }) => [[app.slug, document] as const, ...(translated ? [[app.slug, `${document}.${app.language === 'en' ? 'tr' : 'en'}`] as const] : [])]),
);

describe('legal documents', () => {
  it('the apps of the route table publish at least its documents', () => {
    for (const app of apps.filter((candidate) => candidate.slug in ROUTE_TABLE)) {
      expect(app.documents.map((document) => document.slug)).toEqual(expect.arrayContaining(ROUTE_TABLE[app.slug]!));
    }
  });

  it('every document an app lists is a file of its folder, with its version in the other language where the entry declares one, and every file is listed', () => {
    for (const app of apps) {
      const files = readdirSync(path.join(root, app.slug)).filter((file) => file.endsWith('.mdx'));
      const other = app.language === 'en' ? 'tr' : 'en';
      const listed = app.documents.flatMap(({ slug: document, translated }) => [`${document}.mdx`, ...(translated ? [`${document}.${other}.mdx`] : [])]);
      expect(files.sort()).toEqual(listed.sort());
    }
  });

  it.each(allDocuments)('%s/%s has valid front matter and a contents list', (app, document) => {
    const { data } = matter(read(app, document));
    expect(() => parseFrontMatter(data, app, document)).not.toThrow();
    expect(tableOfContents(read(app, document)).length).toBeGreaterThanOrEqual(8);
    expect(body(app, document)).toContain('<SupportEmail />');
    expect(body(app, document)).not.toMatch(/lorem ipsum|\bTODO\b|\[insert/i);
  });

  it.each(writtenDocuments())('%s writes no period in its prose: every period comes from the record or the law', (file) => {
    const prose = matter(readFileSync(file, 'utf8')).content;
    expect(proseperiods(prose)).toEqual([]);
  });

  it.each(writtenDocuments())('%s calls the owner a person, never “merkezli” (said of a company)', (file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(/merkezli/i);
  });

  it('the check of periods in prose finds one written in words or in digits, in English and in Turkish', () => {
    for (const text of ['kept for 14 months', 'kept for fourteen (14) months', 'within a month', 'bir (1) yıl boyunca', '30 gün içinde', 'a 30-day limit', 'within 24 hours']) {
      expect(proseperiods(text)).not.toEqual([]);
    }
    expect(proseperiods('kept <Retention of="analytics" />, and at least <Law of="renewalNotice" /> before; billed monthly or annually; 6-character ID')).toEqual([]);
  });

  it('front matter without a field fails naming the file and the field', () => {
    const [app, document] = allDocuments[0]!;
    // gray-matter caches parsed files: change a copy.
    const data = { ...matter(read(app, document)).data };
    delete data.description;
    expect(() => parseFrontMatter(data, app, document)).toThrow(new RegExp(`content/apps/${app}/${document}\\.mdx[\\s\\S]*field "description"`));
  });

  it('front matter with a field it does not know fails naming the file', () => {
    const [app, document] = allDocuments[0]!;
    const data = { ...matter(read(app, document)).data, app: 'made-up-app' };
    expect(() => parseFrontMatter(data, app, document)).toThrow(new RegExp(`content/apps/${app}/${document}\\.mdx[\\s\\S]*app`));
  });

  it('the information notice has valid front matter, a contents list and the support address, and no placeholder', () => {
    const source = readFileSync(path.join(root, '..', '..', INFORMATION_NOTICE.file), 'utf8');
    const { data, content } = matter(source);
    const app = apps.find((candidate) => informationNotice(candidate))!;
    expect(() => parseFrontMatter(data, app.slug, INFORMATION_NOTICE.slug, INFORMATION_NOTICE.file)).not.toThrow();
    expect(tableOfContents(source).length).toBeGreaterThanOrEqual(8);
    expect(content).toContain('<SupportEmail />');
    expect(content).not.toMatch(/lorem ipsum|\bTODO\b|\[insert/i);
  });

  it('the privacy policy of every app with an information notice links to it, and none calls itself the notice', () => {
    for (const app of apps.filter((candidate) => informationNotice(candidate))) {
      expect(body(app.slug, 'privacy-policy')).toContain('<InformationNoticeLink />');
      for (const { slug: document } of app.documents) {
        expect(body(app.slug, document)).not.toMatch(/(this|the) (section|policy|document|text) is (also )?(our|the|an?) (information notice|notice under Article 10)/i);
      }
    }
  });

  it('privacy policies print the ways to delete, which link the app’s deletion page, where one exists', () => {
    for (const app of apps) {
      if (deletionPage(app)) expect(body(app.slug, 'privacy-policy').match(/^<DeletionRoutes \/>$/gm)).toHaveLength(1);
    }
  });

  /** Defines the tests of one app of the route table while it is published. */
  const whileApp = (slug: string, define: () => void) => {
    if (apps.some((app) => app.slug === slug)) define();
  };

  whileApp('meriastro', () => {
    it('the astrology policy keeps data while the account is active, is a KVKK notice, and lists what is collected', () => {
      const text = body('meriastro', 'privacy-policy');
      // "kept while the account is active" comes from the record (<Retention of="account" />), rendered in e2e/legal-facts.spec.ts.
      expect(text).toContain('<Retention of="account" />');
      expect(text).toMatch(/aydınlatma metni/i);
      expect(text).toMatch(/(Madde|maddesi) 11|11\. madde/i);
      for (const field of ['kullanıcı adı', 'e-posta', 'doğum tarihi', 'cihaz kimliği', 'şifre']) {
        expect(text.toLocaleLowerCase('tr')).toContain(field);
      }
    });
  });

  it('the astrology, voice and design apps exclude children under the minimum age of their record', () => {
    // The apps state the age through <MinimumAge />; the rendered text is checked in e2e/legal-facts.spec.ts.
    const patterns: Record<string, RegExp> = { meriastro: /<MinimumAge \/> yaş/, funo: /<MinimumAge \/>/, revoai: /<MinimumAge \/>/ };
    for (const app of apps.filter((candidate) => candidate.slug in patterns)) expect(body(app.slug, 'privacy-policy')).toMatch(patterns[app.slug]!);
  });

  whileApp('funo', () => {
    it('the voice app documents the device identifier, and its licence covers e-mail, password and voice recordings', () => {
      expect(body('funo', 'privacy-policy')).toMatch(/device (identifier|ID)/i);
      const eula = body('funo', 'eula');
      for (const term of [/e-mail/i, /password/i, /voice recordings?/i]) expect(eula).toMatch(term);
      expect(eula).toContain('](/funo/privacy-policy)');
    });
  });

  whileApp('revoai', () => {
    it('the design app lists its data (the 30-day upload period is checked on the exported policy in e2e/legal-facts.spec.ts)', () => {
      const text = body('revoai', 'privacy-policy');
      for (const term of [/username/i, /uploaded photos/i, /design images/i, /gallery/i, /usage analytics/i, /device ID/i, /<Retention of="uploads" \/>/]) {
        expect(text).toMatch(term);
      }
    });

    it.each(['terms-and-conditions', 'eula'] as const)('the design app %s states the tiers and billing rules', (document) => {
      const text = body('revoai', document);
      for (const term of [/watermark/i, /non-commercial/i, /unlimited designs/i, /high-resolution/i, /commercial/i, /monthly or annually/i, /in advance/i, /non-refundable/i, /<Law of="renewalNotice" \/>/, /renew/i]) {
        expect(text).toMatch(term);
      }
    });

    it('the design EULA ends with a contact section that gives the address', () => {
      const text = body('revoai', 'eula');
      const lastSection = text.slice(text.lastIndexOf('\n## '));
      expect(lastSection).toMatch(/^\n## Contact/);
      expect(lastSection).toContain('<SupportEmail />');
    });
  });

  const APPLE_TERMS = {
    en: [/Acknowledg/, /Scope of Licen[cs]e/, /Maintenance and Support/, /Warranty/, /Product Claims/, /Intellectual Property Rights/, /Legal Compliance/, /Developer Name and Address/, /Third-Party Terms/, /Third-Party Beneficiary/],
    tr: [/Kabul/, /Lisansın Kapsamı/, /Bakım ve Destek/, /Garanti/, /Ürün Talepleri/, /Fikri Mülkiyet Hakları/, /Yasal Uyum/, /Geliştiricinin Adı ve Adresi/, /Üçüncü Taraf Sözleşme Şartları/, /Üçüncü Taraf Lehtar/],
  };

  it.each(apps.filter((app) => hasDocument(app, 'eula')).map((app) => [app.slug, app.language] as const))(
    'the %s EULA has each of Apple’s minimum terms as a section',
    (app, language) => {
      const headings = tableOfContents(read(app, 'eula')).map((entry) => entry.title);
      for (const term of APPLE_TERMS[language]) expect(headings.some((heading) => term.test(heading))).toBe(true);
    },
  );

});
