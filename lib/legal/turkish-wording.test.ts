/** @jest-environment node */
/**
 * The Turkish of the legal texts as a Turkish lawyer would write it: "belirtilen" where the
 * colloquial "yazan" crept in, "dâhil" as the TDK spells it, KVKK's own phrases (m. 5/2-c
 * "kurulması veya ifası", "tamamen veya kısmen otomatik yollarla"), the rights of Article 11 as
 * rights one has and uses by applying, the Authority (Kurum) that the standard contract is
 * notified to, and the owner's seat as "<city>'da yerleşik". Every file that writes Turkish legal
 * text is read, templates included, so that a new app cannot bring the old words back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps } from '@/lib/content/apps';
import { ownerAddress } from '@/lib/content/site';
import { BASIS_LABELS, turkishLocative } from '@/lib/legal/wording';
import { legalRecord, legalRecordIn } from '@/lib/legal/records';
import { policyClauses } from '@/components/legal/clauses';
import { TEXT } from '@/components/legal/words';
import { withoutProperNames } from '@/lib/content/names';
import { pluralAddress, singularAddress } from '@/lib/legal/turkish-register';

const root = path.join(__dirname, '..', '..');
const filesIn = (folder: string, pattern: RegExp) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));

/** Every file that writes the Turkish words of a legal text: the documents, the records, the shared clauses and the templates. */
const SOURCES = [
  'content/legal/aydinlatma-metni.mdx',
  'content/legal/shared.ts',
  ...filesIn('content/apps', /(legal\.ts|\.mdx)$/),
  ...filesIn('components/legal', /\.tsx?$/),
  ...filesIn('lib/legal', /\.ts$/),
  ...filesIn('scripts/new-app/templates', /(legal\.ts\.template|\.mdx)$/),
].filter((file) => !file.includes('turkish-wording'));

/** Words that must not come back, each with what replaces it. */
const REFUSED: [RegExp, string][] = [
  [/(?<!\p{L})yazan(dır)?(?!\p{L})/u, '"belirtilen" ("tabloda belirtilen", "yanlarında belirtilen")'],
  [/(?<!\p{L})dahil(?!\p{L})/u, '"dâhil", as the TDK spells it'],
  [/kısmen otomatik olmayan/, '"tamamen veya kısmen otomatik yollarla" (KVKK m. 10/1-ç)'],
  [/başvurarak aşağıdaki haklara sahipsiniz/, '"aşağıdaki haklara sahipsiniz; bunları veri sorumlusuna başvurarak kullanabilirsiniz"'],
  [/bulunduğu yer:/, '"<OwnerSeat />": "<city>’da yerleşik"'],
  [/kurulması ve ifası/, '"kurulması veya ifası" (KVKK m. 5/2-c)'],
  [/Kurula bildir|notify (it )?to the Board/, 'the Authority (Kurum), within five business days (KVKK m. 9/5)'],
  [/uygulama size bir kimlik gösteriyorsa/, 'the app’s own identifier, from its record (<AccountIdentifier />)'],
];

describe('the Turkish of the legal texts', () => {
  it.each(SOURCES.map((file) => [file] as const))('%s writes none of the words the review replaced', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const found = REFUSED.filter(([pattern]) => pattern.test(text)).map(([pattern, instead]) => `${pattern}: write ${instead}`);
    expect(found).toEqual([]);
  });

  it('the fixed Turkish clauses, filled in, write none of them either', () => {
    const tr = TEXT.tr;
    const printed = [
      tr.summary('otuz (30) gün'),
      tr.automatedDecisions(true),
      tr.dataSafetySharing('OpenAI'),
      tr.kvkkApplication,
      tr.lawsThatApply(true),
      tr.lawsThatApply(false),
      ...Object.values(BASIS_LABELS.tr).flatMap((label) => [label.gdpr, label.kvkk]),
    ].join('\n');
    for (const [pattern, instead] of REFUSED) expect({ pattern: String(pattern), found: pattern.test(printed), instead }).toEqual({ pattern: String(pattern), found: false, instead });
    expect(BASIS_LABELS.tr.contract.kvkk).toBe('Sözleşmenin kurulması veya ifası (m. 5/2-c)');
  });

  it('a consent is an açık rıza, withdrawn as one; the AI permission is turned off, with no word of a consent', () => {
    expect(TEXT.tr.deletedOnWithdrawal('veriler', 'otuz (30) gün')).toMatch(/^Açık rızanızı geri aldığınızda/);
    const choice = TEXT.tr.aiChoice('Ayarlar › Gizlilik', true);
    expect(choice).not.toMatch(/rıza|geri al|hukuka uygunluğunu etkilemez/);
  });
});

describe('KVKK m. 6 and GDPR m. 9 (special categories) are cited only by an app that has one', () => {
  it.each(apps.map((app) => [app.slug, app] as const))('%s', (slug, app) => {
    const record = legalRecord(slug);
    const special = record.lawfulBases.some((entry) => entry.basis === 'explicit-consent');
    const turkish = policyClauses(legalRecordIn(app, 'tr'), 'tr').lawsThatApply;
    expect({ slug, kvkk6: turkish.includes('5. ve 6. maddelerinde'), gdpr9: turkish.includes('6. ve 9. maddeleri') }).toEqual({ slug, kvkk6: special, gdpr9: special });
  });
});

describe('the owner’s seat in Turkish: "<city>’da yerleşik", with the suffix of the city’s last vowel and last letter', () => {
  it.each([
    ['İzmir', 'İzmir’de'],
    ['Bursa', 'Bursa’da'],
    ['Kars', 'Kars’ta'],
    ['Tokat', 'Tokat’ta'],
    ['Eskişehir', 'Eskişehir’de'],
    ['Üsküp', 'Üsküp’te'],
    ['Van', 'Van’da'],
    ['Köln', 'Köln’de'],
  ])('%s → %s', (city, locative) => {
    expect(turkishLocative(city)).toBe(locative);
  });

  it('the documents take it from the owner’s city, never write a place by hand', () => {
    expect(turkishLocative(ownerAddress.city).startsWith(`${ownerAddress.city}’`)).toBe(true);
    for (const file of SOURCES.filter((candidate) => candidate.endsWith('.mdx'))) expect({ file, hand: readFileSync(path.join(root, file), 'utf8').includes(ownerAddress.city) }).toEqual({ file, hand: false });
  });
});

/**
 * The Turkish legal documents speak to their reader as "siz", as the KVKK notices do ("kabul
 * edersiniz", "hesabınız"): never as "sen" ("kabul edersin", "silebilirsin", "sana"), by the
 * endings lib/legal/turkish-register.ts reads. Read are the documents written in Turkish: a Turkish
 * app's, an English app's Turkish versions (<document>.tr.mdx), the information notice and the
 * templates of both, each without its tags, its links' addresses and the proper names of content/.
 */
describe('the Turkish legal documents address their reader formally', () => {
  const turkishDocuments = SOURCES.filter(
    (file) =>
      file.endsWith('.mdx') &&
      (file.endsWith('.tr.mdx') || file === 'content/legal/aydinlatma-metni.mdx' || file.includes(`templates${path.sep}tr${path.sep}`) || apps.some((app) => app.language === 'tr' && file.startsWith(path.join('content', 'apps', app.slug, '')))),
  );
  /** A document's words as its reader reads them: no front matter, tags, addresses of links or placeholders of a template. */
  const words = (source: string) =>
    withoutProperNames(
      source
        .replace(/^---[\s\S]*?---/, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\]\([^)]*\)/g, ']')
        .replace(/\{\{[^}]*\}\}/g, ' '),
    );

  it('reads a Turkish document of each kind', () => {
    for (const kind of ['.tr.mdx', 'aydinlatma-metni.mdx', `templates${path.sep}tr${path.sep}`]) expect({ kind, read: turkishDocuments.some((file) => file.includes(kind)) }).toEqual({ kind, read: true });
  });

  it.each(turkishDocuments.map((file) => [file] as const))('%s says "siz", never "sen"', (file) => {
    const text = words(readFileSync(path.join(root, file), 'utf8'));
    expect(singularAddress(text)).toEqual([]);
    expect(pluralAddress(text)).toBe(true);
  });
});
