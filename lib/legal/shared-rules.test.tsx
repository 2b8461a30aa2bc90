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
import { appFolders } from '@/content/apps';
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
const CAMERA = {
  of: 'camera',
  android: ['android.permission.CAMERA'],
  ios: 'NSCameraUsageDescription',
  reaches: 'your camera',
  turnOff: 'Turn it off in your phone’s settings for the app.',
  usage: 'The app uses the camera only when you take a photo in it.',
  tr: { reaches: 'kameranıza', turnOff: 'Telefonunuzun uygulama ayarlarından kapatabilirsiniz.', usage: 'Uygulama kamerayı yalnızca içinde fotoğraf çektiğinizde kullanır.' },
};
const MICROPHONE = {
  of: 'microphone',
  android: ['android.permission.RECORD_AUDIO'],
  ios: 'NSMicrophoneUsageDescription',
  reaches: 'your microphone',
  turnOff: 'Turn it off in your phone’s settings for the app.',
  usage: 'The app records your voice only when you choose to record.',
  tr: { reaches: 'mikrofonunuza', turnOff: 'Telefonunuzun uygulama ayarlarından kapatabilirsiniz.', usage: 'Uygulama sesinizi yalnızca kaydetmeyi seçtiğinizde kaydeder.' },
};
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

describe('one rule for what several apps declare alike', () => {
  it('what the AI made (kept as "generated") follows the permission of what it was made from: the provider is listed, the AI permission asked', () => {
    const fixture = recordFixture({ ai: true });
    const made = (use: unknown, processors: string[]) => withInventory(fixture, (types) => [...types, { ...types.find((entry) => entry.processors.includes('AI provider'))!, data: 'What the AI made for you', use, processors, retention: 'generated' }]);
    const index = entries(fixture).length;
    expect(parse(made('required', ['Hosting provider']))).toThrow(`${FILE}: field "inventory.types.${index}.processors": what is kept as "generated" is what the AI made`);
    expect(parse(made('required', ['Hosting provider', 'AI provider']))).toThrow(`${FILE}: field "inventory.types.${index}.use": AI provider is an AI provider, which receives nothing before the AI permission`);
    expect(parse(made({ consent: 'ai' }, ['Hosting provider', 'AI provider']))).not.toThrow(/AI permission|what the AI made/);
  });

  it('a sign-in password is a User ID, as the stores have no type of their own for it, and transaction security for the Registry', () => {
    const fixture = recordFixture({ accounts: true });
    const password = (type: string) => withInventory(fixture, (types) => [...types, { ...types.find((entry) => entry.type === 'user-ids')!, type, data: 'The hash of your password', kvkk: 'security' }]);
    expect(parse(password('email'))).toThrow(`${FILE}: field "inventory.types.${entries(fixture).length}.type": a sign-in password is declared with the account it signs in to, as "user-ids", not "email"`);
    expect(parse(password('user-ids'))).not.toThrow();
  });

  it('what the servers receive with an account’s or an installation’s ID is linked to the user, as Apple defines it', () => {
    // Apple: data is linked to the user's identity unless it is de-identified before it is collected.
    const unlinked = (record: Fixture) => withInventory(record, (types) => types.map((entry) => (isIpLog(entry) ? { ...entry, linked: false } : entry)));
    const withAccounts = recordFixture({ accounts: true });
    expect(parse(unlinked(withAccounts))).toThrow(`${FILE}: field "inventory.types.${indexOf(withAccounts, isIpLog)}.linked": the app's servers receive it with the account’s ID`);
    // Without an identifier the servers receive, nothing links the logs to anyone.
    expect(parse(unlinked(recordFixture({ accounts: false })))).not.toThrow();
  });

  it('a crash report serves app functionality beside analytics, and the device model sent with it is other app performance data, never Diagnostics', () => {
    // Apple's App Functionality covers "minimize app crashes"; Apple's Performance Data is launch time, hang rate or energy use.
    const folder = appFolders.find(({ legal }) => legal.processors.some((fact) => fact.value.kind === 'crash-reports'))!;
    const crashReporter = folder.legal.processors.find((fact) => fact.value.kind === 'crash-reports')!.value.name;
    const types = folder.legal.inventory.value.types as unknown as Entry[];
    const index = types.findIndex((entry) => entry.processors.includes(crashReporter) && entry.type === 'other-performance');
    const changed = (change: (entry: Entry) => Entry) => () =>
      parseLegalRecord({ ...folder.legal, inventory: { ...folder.legal.inventory, value: { ...folder.legal.inventory.value, types: types.map((entry, at) => (at === index ? change(entry) : entry)) } } }, folder.app.slug, folder.app);
    const file = `content/apps/${folder.app.slug}/legal.ts`;
    expect(changed((entry) => ({ ...entry, type: 'diagnostics' }))).toThrow(`${file}: field "inventory.types.${index}.type": what a crash report carries besides the crash (the device model, the system version) is "other-performance"`);
    expect(changed((entry) => ({ ...entry, purposes: ['analytics'] }))).toThrow(`${file}: field "inventory.types.${index}.purposes": a crash report follows CRASH_DATA of content/legal/shared.ts, but it lacks "app-functionality"`);
  });

  it('an app with a consent switch declares the user defaults that keep its answer, for Apple’s reason CA92.1, and only Apple’s reasons', () => {
    const fixture = recordFixture();
    const apis = (value: unknown) => ({ ...fixture, requiredReasonApis: { ...fixture.requiredReasonApis, value } });
    expect(parse(apis([]))).toThrow(`${FILE}: field "requiredReasonApis": the app keeps the answers of its consent switches (analytics) in its own user defaults, so its privacy manifest declares "user-defaults" for CA92.1`);
    expect(parse(apis([{ api: 'user-defaults', reasons: ['CA92.1', 'ZZ99.1'] }]))).toThrow(`"ZZ99.1" is not one of Apple's reasons for user-defaults (CA92.1, 1C8F.1, AC6B.1)`);
    // C56D.1 is a third-party SDK's wrapper reason (Apple: "This reason can only be declared by third-party SDKs").
    expect(parse(apis([{ api: 'user-defaults', reasons: ['CA92.1', 'C56D.1'] }]))).toThrow(`"C56D.1" is declared only by a third-party SDK`);
    expect(parse(apis([{ api: 'user-defaults', reasons: ['CA92.1'] }, { api: 'disk-space', reasons: ['E174.1'] }]))).not.toThrow();
  });
});

describe('device permissions, apart from consents', () => {
  it('a type optional by a permission the record does not list is refused', () => {
    const fixture = recordFixture();
    const record = withInventory(fixture, takesPhotos);
    expect(parse(record)).toThrow(`${FILE}: field "inventory.types.${entries(fixture).length}.use": reached through the device permission "camera", which "inventory.permissions" does not list`);
  });

  it('a listed permission that no type is optional by is refused', () => {
    const record = withInventory(recordFixture(), (types) => types, [CAMERA]);
    expect(parse(record)).toThrow(`${FILE}: field "inventory.permissions.0": the app asks for "camera", but no type of "inventory.types" is reached through it`);
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

  it('a type sent to the AI provider only with the AI permission may be reached through a permission too, which is then listed and printed with the consent', () => {
    // A recording made with the microphone, sent to the AI provider only with the AI permission: both the consent and the permission.
    const fixture = recordFixture({ ai: true });
    const records = (permissions: unknown[]) =>
      withInventory(fixture, (types) => [...types, { ...types.find((entry) => entry.processors.includes('AI provider'))!, type: 'voice-recordings', data: 'The recordings you send to the AI', use: { consent: 'ai', permission: 'microphone' }, tr: { data: 'Yapay zekâya gönderdiğiniz kayıtlar' } }], permissions);
    expect(parse(records([]))).toThrow(`${FILE}: field "inventory.types.${entries(fixture).length}.use": reached through the device permission "microphone", which "inventory.permissions" does not list`);
    const record = parseLegalRecord(records([MICROPHONE]), FIXTURE_APP, FIXTURE_OWNER);
    const recording = record.inventory.value.types.find((entry) => entry.type === 'voice-recordings')!;
    const text = (language: 'en' | 'tr') => renderToStaticMarkup(<>{requiredOrOptional(recording, record, language)}</>).replace(/<[^>]+>/g, '');
    expect(text('en')).toBe('Optional: only if you allow it in the app (Settings › Privacy › AI providers) and allow access to your microphone on your device (Turn it off in your phone’s settings for the app.)');
    expect(text('tr')).toBe('İsteğe bağlı: yalnızca uygulamada izin verirseniz (Settings › Privacy › AI providers) ve cihazınızda mikrofonunuza erişim izni de verirseniz (Telefonunuzun uygulama ayarlarından kapatabilirsiniz.)');
  });

  it('a type any one of several permissions reaches names them all, and needs each listed', () => {
    const photoLibrary = { ...CAMERA, of: 'photos', android: ['android.permission.READ_MEDIA_IMAGES'], ios: 'NSPhotoLibraryUsageDescription', reaches: 'your photo library', tr: { ...CAMERA.tr, reaches: 'fotoğraf arşivinize' } };
    const either = (types: Entry[]) => takesPhotos(types).map((entry) => (entry.type === 'photos' ? { ...entry, use: { permission: ['camera', 'photos'] } } : entry));
    expect(parse(withInventory(recordFixture(), either, [CAMERA]))).toThrow(/reached through the device permission "photos", which "inventory\.permissions" does not list/);
    const record = parseLegalRecord(withInventory(recordFixture(), either, [CAMERA, photoLibrary]), FIXTURE_APP, FIXTURE_OWNER);
    const photo = record.inventory.value.types.find((entry) => entry.type === 'photos')!;
    expect(renderToStaticMarkup(<>{requiredOrOptional(photo, record, 'en')}</>)).toBe('Optional: only if you allow access to your camera or your photo library on your device (Turn it off in your phone’s settings for the app.)');
    expect(renderToStaticMarkup(<>{requiredOrOptional(photo, record, 'tr')}</>)).toBe('İsteğe bağlı: yalnızca cihazınızda kameranıza veya fotoğraf arşivinize erişim izni verirseniz (Telefonunuzun uygulama ayarlarından kapatabilirsiniz.)');
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
