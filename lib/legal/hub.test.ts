/** @jest-environment node */
import { apps } from '@/lib/content/apps';
import { DESCRIPTION_LIMIT, hubDescription, hubSubtitle } from '@/lib/legal/hub';
import { legalRecord } from '@/lib/legal/records';

const documents = (...slugs: string[]) => slugs.map((slug) => ({ slug, label: slug }));
const app = (slugs: string[], hasAccounts = true) => ({ documents: documents(...slugs), hasAccounts });

describe('the legal hub says what the apps publish', () => {
  it('names as every app’s only the documents every app has, and the others as those of the apps that have them', () => {
    expect(hubSubtitle([app(['privacy-policy', 'terms-and-conditions', 'eula']), app(['privacy-policy', 'terms-and-conditions', 'eula'])])).toBe(
      "Every app's privacy policy, terms and conditions and end user licence agreement, and where to delete your account.",
    );
    expect(hubSubtitle([app(['privacy-policy', 'terms-and-conditions', 'eula']), app(['privacy-policy'])])).toBe(
      "Every app's privacy policy, the terms and conditions and end user licence agreements of the apps that have them, and where to delete your account.",
    );
    expect(hubSubtitle([app(['privacy-policy', 'eula']), app(['privacy-policy', 'terms-and-conditions'], false)])).toBe(
      "Every app's privacy policy, the end user licence agreements and terms and conditions of the apps that have them, and where to delete your account or your data.",
    );
  });

  it('names a document it has no name for by its label', () => {
    expect(hubSubtitle([{ documents: [{ slug: 'privacy-policy', label: 'Privacy Policy' }, { slug: 'kvkk-notice', label: 'KVKK Notice' }], hasAccounts: true }])).toBe(
      "Every app's privacy policy and KVKK Notice, and where to delete your account.",
    );
  });

  it('describes the documents and pages the apps publish', () => {
    expect(hubDescription([app(['privacy-policy', 'eula']), app(['privacy-policy'])], true, 'A. Owner')).toBe(
      'Privacy policies, end user licence agreements and account-deletion pages of the apps by A. Owner.',
    );
    expect(hubDescription([app(['privacy-policy'])], false, 'A. Owner')).toBe('Privacy policies of the apps by A. Owner.');
  });

  it('uses the documents’ short names when the full ones would not fit in a search result', () => {
    const all = app(['privacy-policy', 'terms-and-conditions', 'eula', 'aydinlatma-metni']);
    const owner = 'Alexandra Konstantinopoulou-Whitfield';
    const description = hubDescription([all], true, owner);
    expect(description).toBe(`Privacy policies, terms, EULAs, Turkish KVKK notices and account-deletion pages of the apps by ${owner}.`);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(hubDescription([all], true, 'A. Owner')).toMatch(/^Privacy policies, terms and conditions, end user licence agreements, Turkish KVKK information notices and account-deletion pages of the apps by A. Owner.$/);
  });

  it('says of the apps of content/apps/ what each of them has', () => {
    const listed = apps.map((entry) => ({ ...entry, hasAccounts: legalRecord(entry.slug).retention.account !== undefined }));
    const subtitle = hubSubtitle(listed);
    const names = { 'privacy-policy': 'privacy policy', 'terms-and-conditions': 'terms and conditions', eula: 'end user licence agreement' } as const;
    const every = /^Every app's ([^,]+(?:, [^,]+)*?)(?:, the |, and where)/.exec(subtitle)?.[1] ?? '';
    for (const [slug, name] of Object.entries(names)) {
      const everyApp = apps.every((entry) => entry.documents.some((document) => document.slug === slug));
      expect({ slug, namedAsEveryApps: every.includes(name) }).toEqual({ slug, namedAsEveryApps: everyApp });
    }
  });
});
