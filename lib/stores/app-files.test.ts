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
    expect(Object.keys(plist).sort()).toEqual(['NSPrivacyCollectedDataTypes', 'NSPrivacyTracking', 'NSPrivacyTrackingDomains']);
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
