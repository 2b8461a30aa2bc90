/** @jest-environment node */
import { appFolders } from '@/content/apps';
import { draftApps, draftRefusal } from '@/lib/drafts';

describe('draft apps', () => {
  type Written = { slug: string; name: string; draft?: { value: true; note?: string } };
  const entries = appFolders.map((folder) => folder.app as unknown as Written);

  it('are the entries that still have their draft field', () => {
    // The apps of content/apps/ as finished entries, whether or not one of them is a draft today.
    const [first, ...rest] = entries.map(({ slug, name }) => ({ slug, name }));
    const drafted = [{ ...first!, draft: { value: true as const, note: 'replace the placeholder copy' } }, ...rest];
    expect(draftApps(drafted)).toEqual([{ slug: first!.slug, name: first!.name, note: 'replace the placeholder copy' }]);
    expect(draftApps([first!, ...rest])).toEqual([]);
    // And the drafts of content/apps/ are its entries with the field.
    expect(draftApps().map((draft) => draft.slug)).toEqual(entries.filter((entry) => entry.draft).map((entry) => entry.slug));
  });

  it('stop a production build with one message naming each draft and what to replace', () => {
    const message = draftRefusal([
      { slug: 'made-up-app', name: 'Made Up', note: 'its copy is a placeholder' },
      { slug: 'another-app', name: 'Another' },
    ])!;
    expect(message.split('\n')).toEqual([
      'The production build cannot ship a draft app (written by npm run new-app, not finished):',
      expect.stringMatching(/^ {2}- Made Up \(content\/apps\/made-up-app\/app\.ts\): replace its landing copy, its pictures \(public\/images\/apps\/made-up-app-icon\.svg and made-up-app-hero\.svg\), its store links .*delete its "draft" field\. Its note: its copy is a placeholder\.$/),
      expect.stringMatching(/^ {2}- Another \(content\/apps\/another-app\/app\.ts\): .*delete its "draft" field\.$/),
      'Or retire it with npm run remove-app -- --slug <slug>. See docs/OWNER-GUIDE.md.',
    ]);
    expect(draftRefusal([])).toBeNull();
  });
});
