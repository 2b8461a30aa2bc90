/**
 * @jest-environment jsdom
 *
 * The files the app projects take: Apple's privacy manifest parses as a strict XML property list and
 * says what the inventory says, in Apple's keys; the app-settings sheet keeps analytics off until
 * consent and the advertising ID out, or, where the record says the app uses it, declares it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { appPages, apps } from '@/lib/content/apps';
import { legalRecord, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { parsePlayCsv } from '@/lib/stores/play-csv';
import { playDataSafetyCsv } from '@/lib/stores/play-form';
import { appSettingsDocument } from '@/lib/stores/app-settings';
import { privacyManifest } from '@/lib/stores/privacy-manifest';
import { listingDocument } from '@/lib/stores/forms';
import { DATA_TYPES, PURPOSES } from '@/lib/stores/taxonomy';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataSafetySummary } from '@/components/legal/data-safety';

/** Apple's keys (developer.apple.com › Bundle Resources › Describing data use in privacy manifests), by App Store Connect's names. */
const APPLE_TYPE_KEYS: Record<string, string> = {
  'Email Address': 'NSPrivacyCollectedDataTypeEmailAddress',
  'Coarse Location': 'NSPrivacyCollectedDataTypeCoarseLocation',
  'Precise Location': 'NSPrivacyCollectedDataTypePreciseLocation',
  'Photos or Videos': 'NSPrivacyCollectedDataTypePhotosorVideos',
  'Audio Data': 'NSPrivacyCollectedDataTypeAudioData',
  'Customer Support': 'NSPrivacyCollectedDataTypeCustomerSupport',
  'Other User Content': 'NSPrivacyCollectedDataTypeOtherUserContent',
  'User ID': 'NSPrivacyCollectedDataTypeUserID',
  'Device ID': 'NSPrivacyCollectedDataTypeDeviceID',
  'Purchase History': 'NSPrivacyCollectedDataTypePurchaseHistory',
  'Product Interaction': 'NSPrivacyCollectedDataTypeProductInteraction',
  'Other Usage Data': 'NSPrivacyCollectedDataTypeOtherUsageData',
  'Crash Data': 'NSPrivacyCollectedDataTypeCrashData',
  'Performance Data': 'NSPrivacyCollectedDataTypePerformanceData',
  'Other Diagnostic Data': 'NSPrivacyCollectedDataTypeOtherDiagnosticData',
  'Search History': 'NSPrivacyCollectedDataTypeSearchHistory',
  'Emails or Text Messages': 'NSPrivacyCollectedDataTypeEmailsOrTextMessages',
  Name: 'NSPrivacyCollectedDataTypeName',
  Health: 'NSPrivacyCollectedDataTypeHealth',
  'Other Data Types': 'NSPrivacyCollectedDataTypeOtherDataTypes',
  'Sensitive Info': 'NSPrivacyCollectedDataTypeSensitiveInfo',
};
/**
 * Apple's required-reason API categories and the reasons an app's own code may declare
 * (developer.apple.com › Bundle Resources › Privacy manifest files › Describing use of required reason API),
 * by the keys a record uses.
 */
const APPLE_REQUIRED_REASONS: Record<string, { key: string; reasons: string[] }> = {
  'file-timestamp': { key: 'NSPrivacyAccessedAPICategoryFileTimestamp', reasons: ['DDA9.1', 'C617.1', '3B52.1'] },
  'system-boot-time': { key: 'NSPrivacyAccessedAPICategorySystemBootTime', reasons: ['35F9.1', '8FFB.1', '3D61.1'] },
  'disk-space': { key: 'NSPrivacyAccessedAPICategoryDiskSpace', reasons: ['85F4.1', 'E174.1', '7D9E.1', 'B728.1'] },
  'active-keyboards': { key: 'NSPrivacyAccessedAPICategoryActiveKeyboards', reasons: ['3EC4.1', '54BD.1'] },
  'user-defaults': { key: 'NSPrivacyAccessedAPICategoryUserDefaults', reasons: ['CA92.1', '1C8F.1', 'AC6B.1'] },
};
const APPLE_PURPOSE_KEYS: Record<string, string> = {
  'App Functionality': 'NSPrivacyCollectedDataTypePurposeAppFunctionality',
  Analytics: 'NSPrivacyCollectedDataTypePurposeAnalytics',
  'Product Personalization': 'NSPrivacyCollectedDataTypePurposeProductPersonalization',
  "Developer's Advertising or Marketing": 'NSPrivacyCollectedDataTypePurposeDeveloperAdvertising',
};

type PlistValue = string | boolean | PlistValue[] | { [key: string]: PlistValue };

/** A property list read by a strict XML parser: a malformed file fails here, as Xcode refuses it. */
function parsePlist(xml: string): PlistValue {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length) throw new Error(`not well-formed XML: ${document.getElementsByTagName('parsererror')[0]!.textContent}`);
  const read = (element: Element): PlistValue => {
    const children = [...element.children];
    switch (element.tagName) {
      case 'true':
        return true;
      case 'false':
        return false;
      case 'string':
        return element.textContent ?? '';
      case 'array':
        return children.map(read);
      case 'dict': {
        const entries: Record<string, PlistValue> = {};
        for (let index = 0; index < children.length; index += 2) {
          if (children[index]!.tagName !== 'key') throw new Error(`a <dict> holds <${children[index]!.tagName}> where a <key> belongs`);
          entries[children[index]!.textContent ?? ''] = read(children[index + 1]!);
        }
        return entries;
      }
      default:
        throw new Error(`<${element.tagName}> is not a value of a property list`);
    }
  };
  const root = document.documentElement;
  if (root.tagName !== 'plist' || root.children.length !== 1) throw new Error('the root is not one <plist> holding one value');
  return read(root.children[0]!);
}

/** What the manifest must say of a record, computed from its inventory's entries with the tables above. */
function expectedTypes(entries: ReturnType<typeof legalRecord>['inventory']['value']['types']) {
  const byType = new Map<string, { linked: boolean; tracking: boolean; purposes: Set<string> }>();
  const add = (key: string, entry: (typeof entries)[number]) => {
    const now = byType.get(key) ?? { linked: false, tracking: false, purposes: new Set<string>() };
    now.linked ||= entry.linked;
    now.tracking ||= entry.tracking;
    for (const purpose of entry.purposes) now.purposes.add(APPLE_PURPOSE_KEYS[PURPOSES[purpose].apple]!);
    byType.set(key, now);
  };
  for (const entry of entries) {
    const key = APPLE_TYPE_KEYS[DATA_TYPES[entry.type].apple];
    if (!key) throw new Error(`the test's table has no key for ${DATA_TYPES[entry.type].apple}`);
    add(key, entry);
    // Apple: "Customer Support — data generated by the user during a customer support request".
    if (typeof entry.use === 'object' && 'when' in entry.use && entry.use.when === 'support') add(APPLE_TYPE_KEYS['Customer Support']!, entry);
  }
  return [...byType].map(([type, { linked, tracking, purposes }]) => ({ type, linked, tracking, purposes: [...purposes].sort() })).sort((a, b) => a.type.localeCompare(b.type));
}

describe.each(apps.map((app) => [app.slug] as const))('docs/stores/%s/PrivacyInfo.xcprivacy', (slug) => {
  const record = legalRecord(slug);
  const committed = readFileSync(path.join(__dirname, '..', '..', 'docs', 'stores', slug, 'PrivacyInfo.xcprivacy'), 'utf8');

  it('is a property list with Apple’s keys, equal to the App Privacy answers of the inventory', () => {
    const plist = parsePlist(committed) as Record<string, PlistValue>;
    expect(Object.keys(plist).sort()).toEqual(['NSPrivacyAccessedAPITypes', 'NSPrivacyCollectedDataTypes', 'NSPrivacyTracking', 'NSPrivacyTrackingDomains']);
    expect(plist.NSPrivacyTracking).toBe(record.inventory.value.types.some((entry) => entry.tracking));
    expect(plist.NSPrivacyTrackingDomains).toEqual([]);
    const types = (plist.NSPrivacyCollectedDataTypes as Record<string, PlistValue>[]).map((entry) => ({
      type: entry.NSPrivacyCollectedDataType,
      linked: entry.NSPrivacyCollectedDataTypeLinked,
      tracking: entry.NSPrivacyCollectedDataTypeTracking,
      purposes: [...(entry.NSPrivacyCollectedDataTypePurposes as string[])].sort(),
    }));
    expect(types.sort((a, b) => String(a.type).localeCompare(String(b.type)))).toEqual(expectedTypes(record.inventory.value.types));
  });

  it('is the app target’s whole manifest: the required-reason APIs of the app’s own code, in Apple’s keys and with Apple’s reasons', () => {
    const plist = parsePlist(committed) as Record<string, PlistValue>;
    const expected = record.requiredReasonApis.value.map((entry) => {
      const apple = APPLE_REQUIRED_REASONS[entry.api]!;
      for (const reason of entry.reasons) expect({ api: entry.api, reason, apples: apple.reasons.includes(reason) }).toEqual({ api: entry.api, reason, apples: true });
      return { NSPrivacyAccessedAPIType: apple.key, NSPrivacyAccessedAPITypeReasons: entry.reasons };
    });
    expect(plist.NSPrivacyAccessedAPITypes).toEqual(expected);
    // Every app asks a consent in the app, whose answer it keeps in its own user defaults (Apple: CA92.1, "only accessible to the app itself").
    if (record.consents.length) expect(expected).toContainEqual({ NSPrivacyAccessedAPIType: 'NSPrivacyAccessedAPICategoryUserDefaults', NSPrivacyAccessedAPITypeReasons: expect.arrayContaining(['CA92.1']) });
  });
});

/** App Store Connect's identifiers, as fastlane's spaceship names them (connect_api/models/app_data_usage_category.rb, app_data_usage_purposes.rb, app_data_usage_data_protection.rb). */
const ASC_CATEGORIES: Record<string, string> = {
  'Email Address': 'EMAIL_ADDRESS',
  'Coarse Location': 'COARSE_LOCATION',
  'Precise Location': 'PRECISE_LOCATION',
  'Photos or Videos': 'PHOTOS_OR_VIDEOS',
  'Audio Data': 'AUDIO',
  'Customer Support': 'CUSTOMER_SUPPORT',
  'Other User Content': 'OTHER_USER_CONTENT',
  'User ID': 'USER_ID',
  'Device ID': 'DEVICE_ID',
  'Purchase History': 'PURCHASE_HISTORY',
  'Product Interaction': 'PRODUCT_INTERACTION',
  'Other Usage Data': 'OTHER_USAGE_DATA',
  'Crash Data': 'CRASH_DATA',
  'Performance Data': 'PERFORMANCE_DATA',
  'Other Diagnostic Data': 'OTHER_DIAGNOSTIC_DATA',
  'Search History': 'SEARCH_HISTORY',
  'Emails or Text Messages': 'EMAILS_OR_TEXT_MESSAGES',
  Name: 'NAME',
  Health: 'HEALTH',
  'Other Data Types': 'OTHER_DATA',
  'Sensitive Info': 'SENSITIVE_INFO',
};
const ASC_PURPOSES: Record<string, string> = { 'App Functionality': 'APP_FUNCTIONALITY', Analytics: 'ANALYTICS', 'Product Personalization': 'PRODUCT_PERSONALIZATION', "Developer's Advertising or Marketing": 'DEVELOPERS_ADVERTISING' };
/** The manifest's keys back to App Store Connect's names, from the tables above. */
const byManifestKey = (table: Record<string, string>, names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([name, key]) => [key, table[name]]));

describe.each(apps.map((app) => [app.slug] as const))('docs/stores/%s/app_privacy_details.json', (slug) => {
  const folder = path.join(__dirname, '..', '..', 'docs', 'stores', slug);
  const record = legalRecord(slug);
  const details = JSON.parse(readFileSync(path.join(folder, 'app_privacy_details.json'), 'utf8')) as { category: string; purposes: string[]; data_protections: string[] }[];

  it('is fastlane’s upload file: one object per data type, with App Store Connect’s category, purposes and protections, sorted as fastlane writes it', () => {
    const expected = expectedTypes(record.inventory.value.types).map(({ type, linked, tracking, purposes }) => ({
      category: byManifestKey(ASC_CATEGORIES, APPLE_TYPE_KEYS)[type as string]!,
      purposes: purposes.map((purpose) => byManifestKey(ASC_PURPOSES, APPLE_PURPOSE_KEYS)[purpose]!).sort(),
      data_protections: [linked ? 'DATA_LINKED_TO_YOU' : 'DATA_NOT_LINKED_TO_YOU', ...(tracking ? ['DATA_USED_TO_TRACK_YOU'] : [])].sort(),
    }));
    expect(details).toEqual(expected.sort((a, b) => (a.category < b.category ? -1 : 1)));
  });

  it('says what the manifest and app-privacy.md say', () => {
    const manifest = parsePlist(readFileSync(path.join(folder, 'PrivacyInfo.xcprivacy'), 'utf8')) as { NSPrivacyCollectedDataTypes: Record<string, PlistValue>[] };
    const categories = byManifestKey(ASC_CATEGORIES, APPLE_TYPE_KEYS);
    expect(manifest.NSPrivacyCollectedDataTypes.map((entry) => categories[entry.NSPrivacyCollectedDataType as string]).sort()).toEqual(details.map((entry) => entry.category));
    const selected = readFileSync(path.join(folder, 'app-privacy.md'), 'utf8')
      .split('\n')
      .flatMap((line) => /^\| [^|]+ › ([^|]+) \|/.exec(line)?.[1]?.trim() ?? [])
      .map((name) => ASC_CATEGORIES[name]);
    expect(selected.sort()).toEqual(details.map((entry) => entry.category));
  });
});

describe.each(apps.map((app) => [app.slug, app] as const))('%s: the listing sheet', (_slug, app) => {
  it('gives a Support URL that is a page of this site, and the Advertising ID answer', () => {
    const sheet = listingDocument(app, legalRecord(app.slug), site.productionUrl.value);
    const support = /\| Support URL \| [^|]+ \| (\S+) \|/.exec(sheet)?.[1];
    expect(support?.startsWith(`${site.productionUrl.value}/`)).toBe(true);
    expect(appPages.map((page) => page.path)).toContain(new URL(support!).pathname);
    expect(sheet).toMatch(new RegExp(`\\| Advertising ID \\| [^|]+ \\| ${legalRecord(app.slug).inventory.value.advertisingId ? 'Yes' : 'No'}`));
  });
});

const fixture = (advertisingId: boolean) => {
  const written = recordFixture({ accounts: false });
  const types = advertisingId
    ? [
        ...written.inventory.value.types,
        { ...written.inventory.value.types.find((entry) => (entry.processors as readonly string[]).includes('Analytics provider'))!, type: 'device-ids' as const, data: 'The advertising ID of your device', purposes: ['analytics' as const] },
      ]
    : written.inventory.value.types;
  return parseLegalRecord({ ...written, inventory: { ...written.inventory, value: { ...written.inventory.value, types, advertisingId } } }, FIXTURE_APP, FIXTURE_OWNER);
};
const app = { ...apps.find((candidate) => candidate.supportEmail)!, forms: [], deletionRequest: undefined };

/**
 * Firebase's and Google's own spelling of each setting: Firebase, "Configure Analytics data collection and usage"
 * (Android and iOS+ pages); Google, "Set up consent mode for apps"; the Android Analytics SDK's manifest key for
 * the SSAID; firebase-ios-sdk's FirebaseAnalytics.podspec for the products without ad-ID support.
 */
const FIREBASE = {
  android: [
    '<meta-data android:name="firebase_analytics_collection_enabled" android:value="false" />',
    '<meta-data android:name="google_analytics_ssaid_collection_enabled" android:value="false" />',
    '<meta-data android:name="google_analytics_default_allow_ad_storage" android:value="false" />',
    '<meta-data android:name="google_analytics_default_allow_ad_user_data" android:value="false" />',
    '<meta-data android:name="google_analytics_default_allow_ad_personalization_signals" android:value="false" />',
  ],
  ios: [
    '<key>FIREBASE_ANALYTICS_COLLECTION_ENABLED</key><false/>',
    '<key>GOOGLE_ANALYTICS_IDFV_COLLECTION_ENABLED</key><false/>',
    '<key>GOOGLE_ANALYTICS_DEFAULT_ALLOW_AD_STORAGE</key><false/>',
    '<key>GOOGLE_ANALYTICS_DEFAULT_ALLOW_AD_USER_DATA</key><false/>',
    '<key>GOOGLE_ANALYTICS_DEFAULT_ALLOW_AD_PERSONALIZATION_SIGNALS</key><false/>',
  ],
  withoutAdId: { android: ['<uses-permission android:name="com.google.android.gms.permission.AD_ID" tools:node="remove" />', '<meta-data android:name="google_analytics_adid_collection_enabled" android:value="false" />'], current: ['`FirebaseAnalyticsCore`', '`FirebaseAnalytics/Core`'], older: ['`FirebaseAnalyticsWithoutAdIdSupport`', '`FirebaseAnalytics/WithoutAdIdSupport`'] },
};
/** Android's Manifest.permission names and the iOS Info.plist keys of each permission (developer.android.com, developer.apple.com). */
const PLATFORM_PERMISSIONS: Record<string, { android: string[]; ios: string | null }> = {
  'precise-location': { android: ['android.permission.ACCESS_FINE_LOCATION'], ios: 'NSLocationWhenInUseUsageDescription' },
  'approximate-location': { android: ['android.permission.ACCESS_COARSE_LOCATION'], ios: 'NSLocationWhenInUseUsageDescription' },
  camera: { android: ['android.permission.CAMERA'], ios: 'NSCameraUsageDescription' },
  photos: { android: ['android.permission.READ_MEDIA_IMAGES'], ios: 'NSPhotoLibraryUsageDescription' },
  microphone: { android: ['android.permission.RECORD_AUDIO'], ios: 'NSMicrophoneUsageDescription' },
  contacts: { android: ['android.permission.READ_CONTACTS'], ios: 'NSContactsUsageDescription' },
  notifications: { android: ['android.permission.POST_NOTIFICATIONS'], ios: null },
};
const ANALYTICS_KIND = 'analytics';

describe.each(apps.map((app) => [app.slug] as const))('docs/stores/%s/app-settings.md', (slug) => {
  const record = legalRecord(slug);
  const sheet = readFileSync(path.join(__dirname, '..', '..', 'docs', 'stores', slug, 'app-settings.md'), 'utf8');
  const analytics = record.processors.some((fact) => fact.value.kind === ANALYTICS_KIND);

  it('keeps Analytics to its random app-instance ID, off until consent and out of advertising, in Firebase’s own keys', () => {
    if (!analytics) return;
    for (const line of [...FIREBASE.android, ...FIREBASE.ios]) expect(sheet).toContain(line);
    if (!record.inventory.value.advertisingId) {
      for (const line of FIREBASE.withoutAdId.android) expect(sheet).toContain(line);
      for (const product of [...FIREBASE.withoutAdId.current, ...FIREBASE.withoutAdId.older]) expect(sheet).toContain(product);
      expect(sheet).toMatch(/Never `FirebaseAnalyticsIdentitySupport`/);
    }
    expect(sheet).toMatch(/Google signals data collection: \*\*off\*\*/);
    expect(sheet).toMatch(/Google Ads[^\n]*\*\*not linked\*\*/);
  });

  it('prints each device permission of the record, as Android and iOS name it, with the sentence the request shows, and no other', () => {
    const { permissions } = record.inventory.value;
    for (const permission of permissions) {
      const platform = PLATFORM_PERMISSIONS[permission.of]!;
      for (const name of platform.android) expect(sheet).toContain(`<uses-permission android:name="${name}" />`);
      if (platform.ios) expect(sheet).toContain(`<key>${platform.ios}</key><string>${permission.usage}</string>`);
    }
    const requested = [...sheet.matchAll(/<uses-permission android:name="(android\.permission\.[A-Z_]+)" \/>/g)].map((match) => match[1]);
    expect(requested.sort()).toEqual(permissions.flatMap((permission) => PLATFORM_PERMISSIONS[permission.of]!.android).sort());
  });

  it('uses the privacy manifest as the app target’s one manifest, never a second file beside it', () => {
    expect(sheet).toContain(`Use [PrivacyInfo.xcprivacy](PrivacyInfo.xcprivacy) as the app target's one privacy manifest`);
    expect(sheet).toContain('Never add a second one beside it');
    expect(sheet).not.toMatch(/\*\*To do\*\*/);
  });
});

/**
 * Apple's App Privacy definitions (App Store Connect Help › App privacy details): Crash Data is crash logs;
 * Performance Data is "launch time, hang rate, or energy use"; Other Diagnostic Data is "any other data
 * collected for the purposes of measuring technical diagnostics related to the app"; App Functionality
 * includes "minimize app crashes". Play's names of the purpose, as the policy's summary prints it.
 */
const APP_FUNCTIONALITY = { apple: 'App Functionality', en: 'App functionality', tr: 'Uygulama işlevselliği' };
const withCrashReports = apps.filter((app) => legalRecord(app.slug).processors.some((fact) => fact.value.kind === 'crash-reports'));

describe.each(withCrashReports.map((app) => [app.slug, app] as const))('%s: crash reports, by Apple’s definitions', (slug, app) => {
  const record = legalRecord(slug);
  const folder = path.join(__dirname, '..', '..', 'docs', 'stores', slug);
  const reporters = record.processors.filter((fact) => fact.value.kind === 'crash-reports').map((fact) => fact.value.name);
  const crash = record.inventory.value.types.filter((entry) => entry.processors.some((name) => reporters.includes(name)));
  /** What a report carries besides the crash and the installation's ID: the device model, the system version. */
  const carried = crash.filter((entry) => entry.type !== 'crash-logs' && entry.type !== 'device-ids');
  const rows = readFileSync(path.join(folder, 'app-privacy.md'), 'utf8').split('\n');
  const row = (type: string) => rows.find((line) => line.startsWith(`| Diagnostics › ${type} |`));

  it('are for App Functionality beside Analytics in the manifest, app-privacy.md and the policy’s summary alike', () => {
    const manifest = parsePlist(readFileSync(path.join(folder, 'PrivacyInfo.xcprivacy'), 'utf8')) as { NSPrivacyCollectedDataTypes: Record<string, PlistValue>[] };
    const crashData = manifest.NSPrivacyCollectedDataTypes.find((entry) => entry.NSPrivacyCollectedDataType === 'NSPrivacyCollectedDataTypeCrashData')!;
    expect(crashData.NSPrivacyCollectedDataTypePurposes).toEqual(expect.arrayContaining([APPLE_PURPOSE_KEYS[APP_FUNCTIONALITY.apple], APPLE_PURPOSE_KEYS.Analytics]));
    expect(row('Crash Data')?.split('|')[3]).toMatch(new RegExp(`${APP_FUNCTIONALITY.apple}`));
    const summary = renderToStaticMarkup(<DataSafetySummary app={app} record={record} language={app.language} sharing="-" />).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    for (const entry of crash) {
      const tableRow = summary.split('<tr').find((candidate) => candidate.includes(entry.data));
      expect({ data: entry.data, functionality: tableRow?.includes(APP_FUNCTIONALITY[app.language]) }).toEqual({ data: entry.data, functionality: true });
    }
  });

  it('send the device model and system version as Other Diagnostic Data, never as Performance Data', () => {
    for (const entry of carried) {
      expect({ data: entry.data, other: row('Other Diagnostic Data')?.includes(entry.data) }).toEqual({ data: entry.data, other: true });
      expect({ data: entry.data, performance: row('Performance Data')?.includes(entry.data) ?? false }).toEqual({ data: entry.data, performance: false });
    }
  });
});

describe('the advertising ID, by the record’s "advertisingId"', () => {
  it('not used: the sheet removes AD_ID and turns off its collection, and Play’s declaration answers No', () => {
    const record = { ...fixture(false), app: app.slug };
    const sheet = appSettingsDocument(app, record);
    expect(sheet).toContain('<uses-permission android:name="com.google.android.gms.permission.AD_ID" tools:node="remove" />');
    expect(sheet).toContain('<meta-data android:name="google_analytics_adid_collection_enabled" android:value="false" />');
    expect(sheet).toContain('<meta-data android:name="firebase_analytics_collection_enabled" android:value="false" />');
    expect(sheet).toContain('<key>FIREBASE_ANALYTICS_COLLECTION_ENABLED</key><false/>');
    expect(sheet).toContain('setAnalyticsCollectionEnabled(true)');
    expect(sheet).toMatch(/Does your app use advertising ID\?": \*\*No\*\*/);
    expect(listingDocument(app, record, site.productionUrl.value)).toMatch(/\| Advertising ID \| .* \| No \|/);
  });

  it('used: the record must declare Device or other IDs, and the forms, the manifest and the sheet declare it', () => {
    const written = recordFixture({ accounts: false });
    expect(() => parseLegalRecord({ ...written, inventory: { ...written.inventory, value: { ...written.inventory.value, advertisingId: true } } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/inventory\.advertisingId/);
    const record = { ...fixture(true), app: app.slug };
    const rows = parsePlayCsv(playDataSafetyCsv(app, record, site.productionUrl.value));
    expect(rows.find((row) => row.question === 'PSL_DATA_TYPES_IDENTIFIERS' && row.response === 'PSL_DEVICE_ID')?.value).toBe('true');
    expect(rows.find((row) => row.question === 'PSL_DATA_USAGE_RESPONSES:PSL_DEVICE_ID:DATA_USAGE_COLLECTION_PURPOSE' && row.response === 'PSL_ANALYTICS')?.value).toBe('true');
    const manifest = parsePlist(privacyManifest(record)) as { NSPrivacyCollectedDataTypes: Record<string, PlistValue>[] };
    expect(manifest.NSPrivacyCollectedDataTypes.map((entry) => entry.NSPrivacyCollectedDataType)).toContain('NSPrivacyCollectedDataTypeDeviceID');
    const sheet = appSettingsDocument(app, record);
    expect(sheet).not.toContain('tools:node="remove"');
    expect(sheet).toMatch(/Does your app use advertising ID\?": \*\*Yes: Analytics\*\*/);
  });
});
