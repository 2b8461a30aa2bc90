/**
 * @jest-environment node
 *
 * Every app declares a fact it shares with the others the same way (content/legal/data-rules.ts),
 * and a device permission is not a consent: a record that breaks a rule is refused, naming the file
 * and the field, and what makes a type optional reaches the policy's summary and the stores' forms.
 * Each expectation is the rule itself, written here: the purposes Play must be told, the type an IP
 * address is declared as, the words of the summary.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { apps } from '@/lib/content/apps';
import { legalRecordIn, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { DataCategories, requiredOrOptional } from '@/components/legal/data-safety';
import { appleAnswers, parsePlayCsv, playDataSafetyCsv } from '@/lib/stores/forms';

type Fixture = ReturnType<typeof recordFixture>;
/** An entry as a test changes it: any field, any value, for the record's parser to judge. */
type Entry = { type: string; use: unknown; processors: string[]; purposes: string[]; retention: string } & { [field: string]: unknown };
const FILE = `content/apps/${FIXTURE_APP}/legal.ts`;
const parse = (record: unknown) => () => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER);
const entries = (record: Fixture) => record.inventory.value.types as unknown as Entry[];

/** The fixture with its inventory's types, and its permissions, changed. */
function withInventory(record: Fixture, change: (types: Entry[]) => Entry[], permissions?: unknown[]): unknown {
  return { ...record, inventory: { ...record.inventory, value: { ...record.inventory.value, types: change([...entries(record)]), ...(permissions ? { permissions } : {}) } } };
}
const isIpLog = (entry: Entry) => entry.type === 'approximate-location' && entry.processors.includes('Hosting provider');
const isSupportMail = (entry: Entry) => JSON.stringify(entry.use) === JSON.stringify({ when: 'support' });
const indexOf = (record: Fixture, test: (entry: Entry) => boolean) => entries(record).findIndex(test);

/** The platforms' own names: Android's Manifest.permission and the iOS Info.plist key. */
const CAMERA = { of: 'camera', android: ['android.permission.CAMERA'], ios: 'NSCameraUsageDescription', reaches: 'your camera', turnOff: 'Turn it off in your phone’s settings for the app.', tr: { reaches: 'kameranıza', turnOff: 'Telefonunuzun uygulama ayarlarından kapatabilirsiniz.' } };
const takesPhotos = (types: Entry[]) => [...types, { ...types.find((entry) => entry.type === 'other-user-content')!, type: 'photos', data: 'The photos you take in the app', use: { permission: 'camera' }, processors: ['Hosting provider'], tr: { data: 'Uygulamada çektiğiniz fotoğraflar' } }];

describe('the shared facts of every app’s data inventory', () => {
  it('the fixture of every shape follows every rule', () => {
    for (const shape of [{}, { accounts: false }, { ai: true }, { payments: false }, { health: true }]) expect(parse(recordFixture(shape))).not.toThrow();
  });

  it('an app whose servers receive requests declares the IP addresses they log, as Approximate location', () => {
    const record = withInventory(recordFixture(), (types) => types.filter((entry) => !isIpLog(entry)));
    expect(parse(record)).toThrow(`${FILE}: field "inventory.types": the app's servers (Hosting provider) receive the IP address of every request; add an "approximate-location" type`);
  });

  it('the IP addresses the servers log are required, for app functionality and for fraud prevention, security and compliance', () => {
    const fixture = recordFixture();
    const index = indexOf(fixture, isIpLog);
    const record = withInventory(fixture, (types) => types.map((entry) => (isIpLog(entry) ? { ...entry, use: { consent: 'analytics' }, purposes: ['app-functionality'] } : entry)));
    expect(parse(record)).toThrow(new RegExp(`field "inventory\\.types\\.${index}\\.use": the IP address the servers log follows CONNECTION_LOG_DATA`));
    expect(parse(record)).toThrow(new RegExp(`field "inventory\\.types\\.${index}\\.purposes": .* lacks "fraud-prevention"`));
  });

  it('an app that keeps support mail declares the e-mail address of whoever writes, only if they write', () => {
    const record = withInventory(recordFixture(), (types) => types.filter((entry) => !isSupportMail(entry)));
    expect(parse(record)).toThrow(`${FILE}: field "inventory.types": the record keeps support messages ("retention.supportMessages"); add an "email" type that spreads SUPPORT_MAIL_DATA`);
  });

  it('a purchase record is kept for tax law: Play is told fraud prevention, security and compliance beside app functionality', () => {
    const fixture = recordFixture({ payments: true });
    const index = indexOf(fixture, (entry) => entry.type === 'purchase-history');
    const record = withInventory(fixture, (types) => types.map((entry) => (entry.type === 'purchase-history' ? { ...entry, purposes: ['app-functionality'] } : entry)));
    expect(parse(record)).toThrow(`${FILE}: field "inventory.types.${index}.purposes": a purchase record follows PURCHASE_DATA of content/legal/shared.ts, but it lacks "fraud-prevention"`);
  });

  it('an app with analytics and payments declares the purchases analytics logs on its own: Purchase history, for analytics, only with the analytics consent', () => {
    // Firebase Analytics logs in-app purchases automatically once it runs (its in_app_purchase event), with no switch of their own.
    const fixture = recordFixture({ payments: true });
    const logged = (entry: Entry) => entry.type === 'purchase-history' && entry.processors.includes('Analytics provider');
    expect(entries(fixture).filter(logged).map((entry) => ({ use: entry.use, purposes: entry.purposes }))).toEqual([{ use: { consent: 'analytics' }, purposes: ['analytics'] }]);
    expect(parse(withInventory(fixture, (types) => types.filter((entry) => !logged(entry))))).toThrow(
      /field "inventory\.types": once analytics is allowed, Analytics provider logs the in-app purchases on its own[\s\S]*ANALYTICS_PURCHASE_DATA/,
    );
    const required = withInventory(fixture, (types) => types.map((entry) => (logged(entry) ? { ...entry, use: 'required' } : entry)));
    expect(parse(required)).toThrow(`${FILE}: field "inventory.types.${indexOf(fixture, logged)}.use": the purchases analytics logs follows ANALYTICS_PURCHASE_DATA`);
    // Without payments there is nothing to log.
    expect(entries(recordFixture({ payments: false })).some(logged)).toBe(false);
    expect(parse(recordFixture({ payments: false }))).not.toThrow();
  });

  it('what an AI provider receives is optional by the AI permission, never required', () => {
    const fixture = recordFixture({ ai: true });
    const index = indexOf(fixture, (entry) => entry.processors.includes('AI provider'));
    const record = withInventory(fixture, (types) => types.map((entry) => (entry.processors.includes('AI provider') ? { ...entry, use: 'required' } : entry)));
    expect(parse(record)).toThrow(`${FILE}: field "inventory.types.${index}.use": AI provider is an AI provider, which receives nothing before the AI permission`);
  });

  it('only content a user gives is optional by their choice to save or add it', () => {
    const fixture = recordFixture();
    const index = indexOf(fixture, isIpLog);
    const chosen = withInventory(fixture, (types) => types.map((entry) => (entry.type === 'other-user-content' ? { ...entry, use: { when: 'choice' } } : entry)));
    expect(parse(chosen)).not.toThrow();
    const identifier = withInventory(fixture, (types) => types.map((entry) => (isIpLog(entry) ? { ...entry, type: 'device-ids', use: { when: 'choice' } } : entry)));
    expect(parse(identifier)).toThrow(`${FILE}: field "inventory.types.${index}.use": only content a user gives`);
  });

  it('what an automated filter refused is the content itself, not “Other actions”', () => {
    const fixture = recordFixture();
    const refused = (type: string) => withInventory(fixture, (types) => [...types, { ...types.find((entry) => entry.type === 'other-user-content')!, type, data: 'What the filters refused', retention: 'filterResults' }]);
    const index = entries(fixture).length;
    expect(parse(refused('other-actions'))).toThrow(`${FILE}: field "inventory.types.${index}.type": what the automated filters refused is the content itself`);
    expect(parse(refused('other-user-content'))).not.toThrow(/automated filters refused/);
  });
});

describe('device permissions, apart from consents', () => {
  it('a type optional by a permission the record does not list is refused', () => {
    const fixture = recordFixture();
    const record = withInventory(fixture, takesPhotos);
    expect(parse(record)).toThrow(`${FILE}: field "inventory.types.${entries(fixture).length}.use": optional by the device permission "camera", which "inventory.permissions" does not list`);
  });

  it('a listed permission that no type is optional by is refused', () => {
    const record = withInventory(recordFixture(), (types) => types, [CAMERA]);
    expect(parse(record)).toThrow(`${FILE}: field "inventory.permissions.0": the app asks for "camera", but no type of "inventory.types" is optional by it`);
  });

  it('a permission is named as the platforms name it', () => {
    const record = withInventory(recordFixture(), takesPhotos, [{ ...CAMERA, android: ['android.permission.READ_MEDIA_IMAGES'] }]);
    expect(parse(record)).toThrow(`${FILE}: field "inventory.permissions.0": the platforms' names of "camera" are ["android.permission.CAMERA"] and "NSCameraUsageDescription"`);
  });

  it('the summary says which permission, consent or choice makes a type optional, in both languages', () => {
    const record = parseLegalRecord(withInventory(recordFixture(), takesPhotos, [CAMERA]), FIXTURE_APP, FIXTURE_OWNER);
    const text = (entry: (typeof record.inventory.value.types)[number], language: 'en' | 'tr') => renderToStaticMarkup(<>{requiredOrOptional(entry, record, language)}</>);
    const photo = record.inventory.value.types.find((entry) => entry.type === 'photos')!;
    expect(text(photo, 'en')).toBe('Optional: only if you allow access to your camera on your device (Turn it off in your phone’s settings for the app.)');
    expect(text(photo, 'tr')).toBe('İsteğe bağlı: yalnızca cihazınızda kameranıza erişim izni verirseniz (Telefonunuzun uygulama ayarlarından kapatabilirsiniz.)');
    const chosen = { ...photo, use: { when: 'choice' as const } };
    expect(text(chosen, 'en')).toBe('Optional: only what you choose to save or add');
    expect(text(chosen, 'tr')).toBe('İsteğe bağlı: yalnızca kaydetmeyi veya eklemeyi seçtikleriniz');
  });

  it('Play’s form answers that users can choose whether a type only a permission collects is collected', () => {
    const app = apps.find((candidate) => candidate.language === 'en')!;
    const record = parseLegalRecord(withInventory(recordFixture({ accounts: false }), takesPhotos, [CAMERA]), FIXTURE_APP, FIXTURE_OWNER);
    const rows = parsePlayCsv(playDataSafetyCsv({ ...app, forms: [], deletionRequest: undefined }, { ...record, app: app.slug }, 'https://example.invalid'));
    const control = (response: string) => rows.find((row) => row.question === 'PSL_DATA_USAGE_RESPONSES:PSL_PHOTOS:DATA_USAGE_USER_CONTROL' && row.response === response)?.value;
    expect(control('PSL_DATA_USAGE_USER_CONTROL_OPTIONAL')).toBe('true');
    expect(control('PSL_DATA_USAGE_USER_CONTROL_REQUIRED')).toBe('');
  });
});

describe('Apple’s answers for support mail', () => {
  it('name User Content › Customer Support exactly when someone can write to support, with the support mail’s own words', () => {
    const fixture = recordFixture();
    const support = entries(fixture).filter(isSupportMail).map((entry) => entry.data);
    const with_ = appleAnswers(parseLegalRecord(fixture, FIXTURE_APP, FIXTURE_OWNER)).find((answer) => answer.type === 'Customer Support');
    expect(with_?.category).toBe('User Content');
    expect(with_?.from.flatMap((answer) => answer.entries.map((entry) => entry.data))).toEqual(support);
    const without = { ...fixture, inventory: { ...fixture.inventory, value: { ...fixture.inventory.value, types: entries(fixture).filter((entry) => !isSupportMail(entry)) } } };
    expect(appleAnswers(without as never).some((answer) => answer.type === 'Customer Support')).toBe(false);
  });
});

describe.each(apps.map((app) => [app.slug, app] as const))('%s: the Turkish notice’s categories of personal data', (_slug, app) => {
  it('say of each optional type, and of no required one, that it is optional', () => {
    const record = legalRecordIn(app, 'tr');
    const html = renderToStaticMarkup(<DataCategories record={record} appWords={app.language === 'tr' ? undefined : app.language} />);
    const text = html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').toLocaleLowerCase('tr');
    for (const entry of record.inventory.value.types) {
      const data = entry.data.toLocaleLowerCase('tr');
      expect({ data: entry.data, optional: text.includes(`${data} (isteğe bağlı: yalnızca`) }).toEqual({ data: entry.data, optional: entry.use !== 'required' });
    }
  });
});
