import { sitePrivacy } from '@/content/legal/site-privacy';
import { parseApps, SITE_PATHS } from '@/lib/content/apps';
import { appFolders } from '@/content/apps';
import { siteRoutes } from '@/lib/routes';
import { LOG_FIELDS, siteNoticePaths, sitePrivacyFacts } from '@/lib/legal/site-privacy';

describe('the website’s own privacy facts (content/legal/site-privacy.ts)', () => {
  it('hold the log fields in the order the notices list them, and the host with its region in both languages', () => {
    const { fields } = sitePrivacyFacts.serverLogs.value;
    expect(fields).toEqual(LOG_FIELDS.filter((field) => fields.includes(field)));
    // The IP address is what makes a server log personal data: a notice that left it out would say too little.
    expect(fields).toContain('ip-address');
    expect(sitePrivacyFacts.host.value.tr.region).not.toBe('');
  });

  it('refuse a log field written twice, an unknown one and a page without a path', async () => {
    const parse = async (value: unknown) => {
      jest.resetModules();
      jest.doMock('@/content/legal/site-privacy', () => ({ sitePrivacy: value }));
      try {
        return await import('@/lib/legal/site-privacy');
      } finally {
        jest.dontMock('@/content/legal/site-privacy');
      }
    };
    const logs = (fields: string[]) => ({ ...sitePrivacy, serverLogs: { ...sitePrivacy.serverLogs, value: { ...sitePrivacy.serverLogs.value, fields } } });
    await expect(parse(logs(['ip-address', 'ip-address']))).rejects.toThrow(/content\/legal\/site-privacy\.ts[\s\S]*serverLogs\.fields/);
    await expect(parse(logs(['ip-address', 'cookies']))).rejects.toThrow(/serverLogs\.fields/);
    await expect(parse({ ...sitePrivacy, pages: { ...sitePrivacy.pages, tr: { ...sitePrivacy.pages.tr, path: 'aydinlatma-metni' } } })).rejects.toThrow(/pages\.tr\.path/);
  });

  it('publish the notice in English and in Turkish as pages of the site, whose path no app may take', () => {
    for (const path of siteNoticePaths) expect(siteRoutes()).toContain(path);
    expect(SITE_PATHS).toContain(sitePrivacyFacts.pages.en.path);
    const [first] = appFolders.map((folder) => folder.app);
    expect(() => parseApps([{ ...first, slug: sitePrivacyFacts.pages.en.path.slice(1) }])).toThrow(/is a path of the site itself/);
  });
});
