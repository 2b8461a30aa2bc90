/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { appFolders } from '@/content/apps';
import { PROVIDERS } from '@/content/legal/shared';
import { apps, INFORMATION_NOTICE } from '@/lib/content/apps';
import { legalFile } from '@/lib/legal/documents';
import type { LegalRecord } from '@/lib/legal/facts';
import { legalRecords, parseLegalRecord } from '@/lib/legal/records';
import { keptAfterDeletion } from '@/lib/legal/wording';
import { providerVocabulary, typedFactProblems } from '@/lib/build/typed-facts';

/**
 * An owner replaces an app's crash reporter in its record, as the issue did with Firebase Crashlytics
 * and Sentry: no sentence of the policy, the deletion page or the Turkish notice may name the old one,
 * or the build stops naming each. The app is one of content/apps/ whose record has a crash reporter;
 * the new one is made up here.
 */
type Written = { processors: { value: { kind: string; name: string } }[]; inventory: { value: { types: { processors?: string[] }[] } } };
const NEW = 'Made Up Crash Service';
const folders = appFolders.filter(({ legal }) => (legal as unknown as Written).processors.some((fact) => fact.value.kind === 'crash-reports'));

/** Every text of a record users read, in both languages: everything but its history and the owner's notes. */
function texts(record: LegalRecord): string {
  return JSON.stringify({ ...record, changeLog: [], openQuestions: [] }, (key, value) => (key === 'note' || key === 'names' ? undefined : value));
}

describe.each(folders.map((folder) => [folder.app.slug, folder] as const))('%s: a crash reporter replaced in the record', (_slug, folder) => {
  const app = apps.find((candidate) => candidate.slug === folder.app.slug)!;
  const old = (folder.legal as unknown as Written).processors.find((fact) => fact.value.kind === 'crash-reports')!.value.name;
  /** The words the old provider is known by: its name in the record, and its own names in PROVIDERS ("Firebase" is also the host's). */
  const provider = Object.values(PROVIDERS).find((candidate) => candidate.kind === 'crash-reports') as { names: readonly string[] };
  const oldWords = [old, ...provider.names.filter((name) => old.includes(name) && name !== 'Firebase')];

  /** The record as the owner writes it after the swap: the provider replaced, the types that named it naming the new one. */
  function swapped(): unknown {
    const value = structuredClone(folder.legal) as unknown as Written;
    value.processors = value.processors.map((fact) =>
      fact.value.kind === 'crash-reports'
        ? {
            ...fact,
            // A Turkish app's record is written in Turkish; an English app's gives the Turkish words beside.
            value: {
              kind: 'crash-reports',
              policyUrl: 'https://crashes.madeup.example/privacy',
              name: NEW,
              ...(app.language === 'tr'
                ? { purpose: 'Çökme raporlarını cihaz modeli ve uygulamanın durumuyla kaydeder.', region: 'Avrupa Birliği' }
                : { purpose: 'Records crash reports with the device model and the app state.', region: 'European Union', tr: { purpose: 'Çökme raporlarını cihaz modeli ve uygulamanın durumuyla kaydeder.', region: 'Avrupa Birliği' } }),
            },
          }
        : fact,
    );
    for (const entry of value.inventory.value.types) entry.processors = entry.processors?.map((name) => (name === old ? NEW : name));
    return value;
  }

  const documents = [...app.documents.map(({ slug }) => legalFile(app.slug, slug)), ...(app.language === 'en' ? [INFORMATION_NOTICE.file] : [])].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const record = parseLegalRecord(swapped(), app.slug, app);
  const vocabulary = providerVocabulary([...legalRecords.filter((other) => other.app !== app.slug), record]);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('leaves no text of the record naming the old one, in either language, and the deletion page lists the new one', () => {
    for (const word of oldWords) expect({ word, named: texts(record).includes(word) }).toEqual({ word, named: false });
    expect(texts(record)).toContain(NEW);
    const kept = [...keptAfterDeletion(record, app.language), record.retention.crashReports?.value.tr?.reason ?? ''].join('\n');
    for (const word of oldWords) expect(kept).not.toContain(word);
  });

  it('leaves no document typing it: the policy, the terms, the EULA and the Turkish notice print the processor from the record', () => {
    for (const { file, text } of documents) for (const word of oldWords) expect({ file, word, typed: text.includes(word) }).toEqual({ file, word, typed: false });
    expect(typedFactProblems(app.slug, swapped(), record, documents, vocabulary)).toEqual([]);
  });

  it('stops the build on a sentence that still types the old one, in a document or in the record, naming each', () => {
    const sentence = `${old} collects crash reports with technical details about the device.`;
    const policy = legalFile(app.slug, 'privacy-policy');
    const [problem] = typedFactProblems(app.slug, swapped(), record, [{ file: policy, text: `## Data We Collect\n\n${sentence}\n` }], vocabulary);
    expect(problem).toMatch(new RegExp(`^${escape(policy)}: “${escape(sentence)}” names “[^”]+”, which is no processor of content/apps/${app.slug}/legal\\.ts`));
    const typed = swapped() as { retention: { crashReports: { value: { reason: string } } } };
    typed.retention.crashReports.value.reason = `${old} keeps them for this fixed period.`;
    expect(typedFactProblems(app.slug, typed, record, [], vocabulary)).toEqual([
      expect.stringMatching(new RegExp(`^content/apps/${app.slug}/legal\\.ts: field "retention\\.crashReports\\.reason": “[^”]+” names “[^”]+”, which is no processor of the record`)),
    ]);
  });

  it('still names the provider of today’s record when it is typed: every name is printed, not only a stale one', () => {
    const today = legalRecords.find((candidate) => candidate.app === app.slug)!;
    const policy = legalFile(app.slug, 'privacy-policy');
    expect(typedFactProblems(app.slug, folder.legal, today, [{ file: policy, text: `${old} collects crash reports.` }], providerVocabulary(legalRecords))).toEqual([
      `${policy}: “${old} collects crash reports.” types “${old}” by hand: print it from content/apps/${app.slug}/legal.ts with <ProcessorNames kind="crash-reports" />, so that the sentence changes with the record`,
    ]);
  });
});
