/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appFolders } from '@/content/apps';
import { type App, ownPages, parseApps, translatedPages } from '@/lib/content/apps';
import { translationProblems } from '@/lib/build/translations';

/** An English app of content/apps/ as its entry is written, under a made-up slug, its terms alone declared in Turkish or none of its documents. */
function madeUp(translated: boolean): App {
  const { app } = appFolders.find((folder) => folder.app.language === 'en' && folder.app.documents.some((document) => document.slug === 'terms-and-conditions'))!;
  const entry = JSON.parse(JSON.stringify(app)) as { slug: string; nav?: unknown; forms?: unknown[]; deletionRequest?: unknown; documents: { slug: string; translated?: true }[] };
  entry.slug = 'made-up-notes';
  delete entry.nav;
  entry.forms = [];
  delete entry.deletionRequest;
  for (const document of entry.documents) {
    delete document.translated;
    if (translated && document.slug === 'terms-and-conditions') document.translated = true;
  }
  return parseApps([entry])[0]!;
}

describe('a document in the other language', () => {
  let root: string;
  const folder = () => path.join(root, 'content', 'apps', 'made-up-notes');
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'translations-'));
    mkdirSync(folder(), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('declared in the entry but not written stops the build, naming the entry’s field and the missing file', () => {
    const app = madeUp(true);
    const index = app.documents.findIndex((document) => document.slug === 'terms-and-conditions');
    expect(translationProblems([app], root)).toEqual([
      `content/apps/made-up-notes/app.ts: field "documents.${index}.translated" says terms-and-conditions is published in Turkish too, but content/apps/made-up-notes/terms-and-conditions.tr.mdx is missing: write it beside content/apps/made-up-notes/terms-and-conditions.mdx (docs/OWNER-GUIDE.md, "A document in the other language"), or take "translated" out until it is written`,
    ]);
    writeFileSync(path.join(folder(), 'terms-and-conditions.tr.mdx'), '---\ntitle: "Kullanım Koşulları"\n---\n');
    expect(translationProblems([app], root)).toEqual([]);
  });

  it('written but not declared, in the app’s own language, or of a document the entry does not list, stops the build naming the file', () => {
    const app = madeUp(false);
    const index = app.documents.findIndex((document) => document.slug === 'terms-and-conditions');
    for (const name of ['terms-and-conditions.tr.mdx', 'eula.en.mdx', 'made-up-document.tr.mdx']) writeFileSync(path.join(folder(), name), '');
    expect(translationProblems([app], root).sort()).toEqual(
      [
        `content/apps/made-up-notes/terms-and-conditions.tr.mdx is not published: add translated: true to the entry of "terms-and-conditions" in "documents" of content/apps/made-up-notes/app.ts (field "documents.${index}")`,
        `content/apps/made-up-notes/eula.en.mdx: ${app.name} is written in English, so a document's version beside it is in Turkish: name it eula.tr.mdx, or remove it`,
        'content/apps/made-up-notes/made-up-document.tr.mdx: content/apps/made-up-notes/app.ts lists no document "made-up-document": list it in "documents", or remove the file',
      ].sort(),
    );
  });

  it('once declared, is a page under /tr with its Turkish label, and the English document and it name each other as their counterparts', () => {
    const app = madeUp(true);
    const english = ownPages(app).find((page) => page.kind === 'document' && page.document.slug === 'terms-and-conditions')!;
    const turkish = translatedPages(app).find((page) => page.kind === 'document')!;
    expect(turkish.path).toBe('/tr/made-up-notes/terms-and-conditions');
    expect(turkish.language).toBe('tr');
    expect(turkish.kind === 'document' && turkish.document).toMatchObject({ file: 'content/apps/made-up-notes/terms-and-conditions.tr.mdx', language: 'tr', label: 'Kullanım Koşulları' });
    expect([english.counterpart, turkish.counterpart]).toEqual([turkish.path, english.path]);
    // Undeclared, it has no page and the English document no counterpart.
    const plain = madeUp(false);
    expect(translatedPages(plain).filter((page) => page.kind === 'document')).toEqual([]);
    expect(ownPages(plain).find((page) => page.kind === 'document' && page.document.slug === 'terms-and-conditions')!.counterpart).toBeUndefined();
  });
});
