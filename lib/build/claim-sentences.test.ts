/** @jest-environment node */
import { claimProblems } from '@/lib/build/claims';
import type { LegalRecord } from '@/lib/legal/facts';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { DATA_TYPES, type DataTypeKey } from '@/lib/stores/taxonomy';
import { DEVICE_PERMISSIONS } from '@/content/legal/shared';

/**
 * Natural sentences an owner might type into a policy, in English and in Turkish, each fed a record
 * it contradicts and a record it is true of: every one is named, quoting it, against the first, and
 * none against the second. They say what the app does not collect or use (a data type in the stores'
 * words or a policy's, a device permission, a kind of processor), what it does collect or use, and
 * whom it shares data with alone. The records are the fixture's (a hosting and an analytics provider
 * of one company, an AI provider of another, an app store of a third), with a type added or taken
 * away by the test, so the sentences hold whatever content/apps/ holds.
 */
const POLICY = `content/apps/${FIXTURE_APP}/privacy-policy.mdx`;
const RECORD = `content/apps/${FIXTURE_APP}/legal.ts`;
const base = parseLegalRecord(recordFixture({ ai: true }), FIXTURE_APP, FIXTURE_OWNER);

/** The record with a type of the stores' taxonomy added, as an owner adds one (required, like the fixture's first type). */
function listing(...added: DataTypeKey[]): LegalRecord {
  const types = base.inventory.value.types;
  return { ...base, inventory: { ...base.inventory, value: { ...base.inventory.value, types: [...types, ...added.map((type) => ({ ...types[0]!, type }))] } } };
}
/** The record without every entry of some types, and without the processors of some kinds. */
function without(types: DataTypeKey[], kinds: string[] = []): LegalRecord {
  const kept = base.inventory.value.types.filter((entry) => !types.includes(entry.type) && !(kinds.includes('analytics') && entry.purposes.includes('analytics')));
  return { ...base, processors: base.processors.filter((fact) => !kinds.includes(fact.value.kind)), inventory: { ...base.inventory, value: { ...base.inventory.value, types: kept } } };
}
const noAnalytics = without(['app-interactions', 'approximate-location'], ['analytics']);

/** [sentence, a record it contradicts, a record it is true of]. */
const SENTENCES: [string, LegalRecord, LegalRecord][] = [
  // What the app does not collect or use, in English.
  ['We do not collect voice or sound recordings.', listing('voice-recordings'), base],
  ['The app does not use the microphone.', listing('voice-recordings'), base],
  ['We never access your location.', base, without(['approximate-location'])],
  ['Fixture does not read your contacts.', listing('contacts'), base],
  ["We don't store the photos you take.", listing('photos'), base],
  ['No crash reports are collected.', listing('crash-logs'), base],
  ['We do not use analytics.', base, noAnalytics],
  ['Your e-mail address is never stored.', base, without(['email'])],
  ['The app will not ask for access to your camera.', listing('photos'), base],
  ['We never send what you write to an AI provider.', base, without(['other-user-content'], ['ai'])],
  ['We never share your purchase history.', base, without(['purchase-history'])],
  ['Fixture collects no usage data.', base, without(['app-interactions'])],
  // "Diagnostics" said of no kind: Apple's Other Diagnostic Data (a crash's device model and OS) is diagnostics too.
  ['We do not collect diagnostics.', listing('other-performance'), without(['diagnostics', 'other-performance', 'crash-logs'])],
  // What it does collect or use.
  ['We collect your precise location to show results near you.', base, listing('precise-location')],
  ['The app asks for access to your contacts.', base, listing('contacts')],
  ['We record your voice when you hold the button.', base, listing('voice-recordings')],
  ['Fixture uses the camera to scan documents.', base, listing('photos')],
  ['The app collects diagnostics when it crashes.', without(['diagnostics', 'other-performance', 'crash-logs']), listing('other-performance')],
  // Whom it shares data with alone.
  ['We share your data only with Google and OpenAI.', base, without([], ['payments'])],
  // The same in Turkish.
  ['Konum bilginizi toplamayız.', base, without(['approximate-location'])],
  ['Uygulama mikrofonunuza erişmez.', listing('voice-recordings'), base],
  ['Ses kayıtlarınızı saklamayız.', listing('voice-recordings'), base],
  ['Fotoğraflarınız hiçbir zaman sunucularımıza gönderilmez.', listing('photos'), base],
  ['Analiz verisi toplamayız.', base, noAnalytics],
  ['Rehberinize erişmeyiz.', listing('contacts'), base],
  ['E-posta adresinizi istemeyiz.', listing('email'), base],
  ['Tam konumunuzu toplarız.', base, listing('precise-location')],
  ['Uygulama kameranıza erişir.', base, listing('photos')],
  ['Verilerinizi yalnızca Google ve OpenAI ile paylaşırız.', base, without([], ['payments'])],
  // A postal address in Turkish, and not the IP address ("IP adresiniz"), which is no postal address.
  ['Açık adresinizi saklarız.', base, listing('address')],
];

describe('an IP address is not a postal address', () => {
  it.each(['Bağlantı kayıtlarındaki IP adresiniz bir süre saklanır.', 'Sunucularımız IP adresinizi kaydeder.'])('“%s” names no address type', (sentence) => {
    expect(problems(sentence, base)).toEqual([]);
  });
});

const problems = (sentence: string, record: LegalRecord, appName = 'Fixture') => claimProblems(record, POLICY, `Some words first.\n\n${sentence}\n\nSome words after.`, RECORD, appName);

describe('a sentence that contradicts the record', () => {
  it.each(SENTENCES)('“%s” is named, quoted with its file, and stands where it is true', (sentence, contradicted, kept) => {
    const found = problems(sentence, contradicted);
    expect(found.length).toBeGreaterThan(0);
    for (const problem of found) expect(problem.startsWith(`${POLICY}: “${sentence}” `)).toBe(true);
    expect(problems(sentence, kept)).toEqual([]);
  });

  it('is caught every time: all of the set, in both languages', () => {
    const caught = SENTENCES.filter(([sentence, contradicted]) => problems(sentence, contradicted).length > 0);
    expect(`${caught.length} of ${SENTENCES.length}`).toBe(`${SENTENCES.length} of ${SENTENCES.length}`);
  });
});

describe('a sentence that only limits what is done', () => {
  it.each([
    ['We do not use your recordings to train AI models.', listing('voice-recordings')],
    ['We do not share your photos with third parties for their own purposes.', listing('photos')],
    ['The app does not record audio in the background when you are not using a recording feature.', listing('voice-recordings')],
    ['Passwords are never stored in readable form.', listing('email')],
    ['You may not sell, rent or transfer your user ID to anyone else.', base],
    ['Do not send us the photos themselves.', listing('photos')],
    ['Kayıtlarınız yapay zekâ sağlayıcısına izniniz olmadan gönderilmez.', listing('voice-recordings')],
    ['Fotoğraflarınızı reklam için kullanmayız.', listing('photos')],
    // The app's name is a name: an app called "… Yapay Zekâ" denies no AI provider.
    ['Fixture adınızı veya telefon numaranızı istemez.', base],
  ])('“%s” stands, though the record lists what it names', (sentence, record) => {
    expect(problems(sentence, record)).toEqual([]);
  });

  it('reads the app’s name as a name, whatever words it is made of', () => {
    const sentence = 'Örnek Yapay Zekâ adınızı veya telefon numaranızı istemez.';
    expect(problems(sentence, base, 'Örnek Yapay Zekâ')).toEqual([]);
    // Without the name, the same words deny the AI provider the record has.
    expect(problems(sentence, base, 'Another App')).not.toEqual([]);
  });
});

describe('the words the check knows', () => {
  const types = Object.keys(DATA_TYPES) as DataTypeKey[];

  it.each(types)('%s: its store names, in English and in Turkish, are read in a denial', (type) => {
    const { name, apple } = DATA_TYPES[type];
    const record = listing(type);
    for (const words of new Set([name.en, apple].filter((word) => word !== 'Other Data Types' && word !== 'Other User Content' && word !== 'Sensitive Info' && word !== 'Other Usage Data'))) {
      const sentence = `We do not collect your ${words.toLowerCase()}.`;
      expect({ sentence, named: problems(sentence, record).some((problem) => problem.includes(`lists "${type}"`)) }).toEqual({ sentence, named: true });
    }
    const turkish = `${name.tr} toplamayız.`;
    expect({ turkish, named: problems(turkish, record).some((problem) => problem.includes(`lists "${type}"`)) }).toEqual({ turkish, named: true });
  });

  it.each(Object.keys(DEVICE_PERMISSIONS))('the permission %s, asked for in the inventory, contradicts a sentence that denies it', (permission) => {
    const record: LegalRecord = { ...base, inventory: { ...base.inventory, value: { ...base.inventory.value, permissions: [{ ...DEVICE_PERMISSIONS[permission as keyof typeof DEVICE_PERMISSIONS], android: [...DEVICE_PERMISSIONS[permission as keyof typeof DEVICE_PERMISSIONS].android], reaches: 'it', turnOff: 'Turn it off in the settings.', usage: 'The app uses it only when you choose a feature that needs it.' }] } } };
    const words = { 'precise-location': 'your precise location', 'approximate-location': 'your approximate location', camera: 'your camera', photos: 'your photo library', microphone: 'your microphone', contacts: 'your contacts', notifications: 'notifications' }[permission]!;
    expect(problems(`The app never asks for ${words}.`, record).some((problem) => problem.includes(`"inventory.permissions" lists "${permission}"`))).toBe(true);
  });
});
