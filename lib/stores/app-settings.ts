/**
 * The app settings that make an app's declarations true: the device permissions it asks for, with
 * their Android manifest entries and iOS usage keys; the Android manifest and iOS Info.plist entries,
 * and the SDK choices, that keep Google Analytics for Firebase off until the user consents, with only
 * its random app-instance ID and no advertising; the Analytics property's settings; the privacy
 * manifest of the app's target; and Play's Advertising ID declaration answer. Firebase's keys and
 * their sources are in lib/stores/firebase-settings.ts.
 */
import type { App } from '@/lib/content/apps';
import type { LegalRecord } from '@/lib/legal/facts';
import { permissionsOf } from '@/lib/legal/shared-rules';
import { AD_CONSENT_DENIED, AD_ID_OFF, COLLECTION_OFF, type FirebaseSetting, PROPERTY_SETTINGS, SHARED_IDS_OFF, SOURCES } from '@/lib/stores/firebase-settings';
import { REQUIRED_REASON_APIS } from '@/lib/stores/required-reasons';
import { PURPOSES } from '@/lib/stores/taxonomy';

/** Play Console › App content › Advertising ID: "Does your app use advertising ID?", and for what. */
export function advertisingIdAnswer(record: Pick<LegalRecord, 'inventory'>): string {
  const { advertisingId, types } = record.inventory.value;
  if (!advertisingId) return 'No';
  const purposes = [...new Set(types.filter((entry) => entry.type === 'device-ids').flatMap((entry) => entry.purposes))];
  return `Yes: ${purposes.map((purpose) => PURPOSES[purpose].name.en).join(', ')}`;
}

/** Whether the app runs an analytics SDK, the one that collects by default what the forms must not. */
export const usesAnalytics = (record: Pick<LegalRecord, 'processors'>) => record.processors.some((processor) => processor.value.kind === 'analytics');

const consentPath = (record: Pick<LegalRecord, 'consents'>) => record.consents.find((fact) => fact.value.of === 'analytics')?.value.withdrawInApp.join(' › ');

/** Whether Analytics logs purchases, and where the forms declare them (the record is refused without them, lib/legal/shared-rules.ts). */
function purchaseEvents(app: App, record: LegalRecord): string {
  if (!record.processors.some((processor) => processor.value.kind === 'payments')) return `${app.name} sells nothing in the app, so Analytics logs no purchases.`;
  const declared = record.inventory.value.types.find((entry) => entry.type === 'purchase-history' && entry.purposes.includes('analytics'));
  if (!declared) throw new Error(`content/apps/${app.slug}/legal.ts: field "inventory.types": Analytics logs the in-app purchases; add a "purchase-history" type that spreads ANALYTICS_PURCHASE_DATA`);
  return `The forms declare them: Purchase history, for Analytics, collected only with the analytics consent ("${declared.data}").`;
}

/** A fenced block of XML lines, indented under a list item. */
const xml = (lines: readonly string[]) => ['  ```xml', ...lines.map((line) => `  ${line}`), '  ```'];
const androidLines = (settings: readonly FirebaseSetting[]) => settings.flatMap((setting) => (setting.android ? [setting.android] : []));
const iosLines = (settings: readonly FirebaseSetting[]) => settings.flatMap((setting) => (setting.ios ? [setting.ios] : []));
/** A string of a property list, its characters escaped. */
const plistString = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The device permissions of the record: each one's manifest entry and usage key, with the sentence the system's request shows, and the types it reaches. */
function permissionLines(app: App, record: LegalRecord): string[] {
  const { permissions, types } = record.inventory.value;
  const lines = ['## Device permissions', ''];
  if (!permissions.length) {
    return [...lines, `${app.name} asks for no device permission (the record's \`inventory.permissions\` is empty): its manifest requests none of the camera, photos, microphone, location, contacts or notifications, and its Info.plist has no usage key for them. A permission the app comes to ask for is first a line of \`inventory.permissions\` and a type it reaches.`, ''];
  }
  lines.push(`${app.name} asks for these permissions and no other (the record's \`inventory.permissions\`); each one's sentence is the one the system's request shows on iOS, and the explanation the app shows on Android before it asks.`, '');
  for (const permission of permissions) {
    const reached = types.filter((entry) => permissionsOf(entry).includes(permission.of)).map((entry) => entry.data);
    lines.push(`### \`${permission.of}\`: ${permission.reaches}`, '', `What it reaches: ${reached.join('; ')}. ${permission.turnOff}`, '');
    lines.push('- Android, `AndroidManifest.xml`, inside `<manifest>`:', '', ...xml(permission.android.map((name) => `<uses-permission android:name="${name}" />`)), '');
    if (permission.ios) {
      lines.push('- iOS, `Info.plist`:', '', ...xml([`<key>${permission.ios}</key><string>${plistString(permission.usage)}</string>`]), '');
      if (permission.tr && app.language !== 'tr') lines.push(`  and in Turkish, \`tr.lproj/InfoPlist.strings\`: \`"${permission.ios}" = "${permission.tr.usage.replace(/"/g, '\\"')}";\``, '');
    } else {
      lines.push(`- iOS asks for it without a usage key; show this sentence in the app before it asks: “${permission.usage}”`, '');
    }
  }
  return lines;
}

/** The manifest of the app's target: how it is used, and the required-reason APIs it declares. */
function manifestLines(app: App, record: LegalRecord): string[] {
  const apis = record.requiredReasonApis.value;
  return [
    '## Apple: the privacy manifest of the app target',
    '',
    `Use [PrivacyInfo.xcprivacy](PrivacyInfo.xcprivacy) as the app target's one privacy manifest: add it to the ${app.name} target (Target Membership), or, if the target has one, replace that file's content with this one. Never add a second one beside it (Xcode › File › New › File › App Privacy creates another \`PrivacyInfo.xcprivacy\`, and the build stops with "Multiple commands produce …/PrivacyInfo.xcprivacy"), and never edit it in Xcode: \`npm run docs\` writes it again from the record. The SDKs' manifests (Firebase's among them) stay in their own bundles.`,
    '',
    'It declares the data the app collects, as the App Privacy answers do, and the required-reason APIs the app’s own code calls (the record’s `requiredReasonApis`):',
    '',
    ...(apis.length
      ? apis.flatMap((entry) => entry.reasons.map((code) => `- \`${REQUIRED_REASON_APIS[entry.api].apple}\`, \`${code}\`: ${REQUIRED_REASON_APIS[entry.api].reasons.find((candidate) => candidate.code === code)?.means ?? ''}`))
      : ['- none: the app’s own code calls no required-reason API.']),
    '',
    `If App Store Connect answers an upload with ITMS-91053 ("Missing API declaration") for a category the list lacks, add it with Apple's reason to \`requiredReasonApis\` in \`content/apps/${app.slug}/legal.ts\` (the codes are in \`lib/stores/required-reasons.ts\`), run \`npm run docs\` and replace the file. To check the whole app, archive it (Product › Archive) and choose Generate Privacy Report in the Organizer: the report merges this manifest with the SDKs' own, and each data type it lists is one \`app-privacy.md\` selects.`,
    '',
  ];
}

/** docs/stores/<app>/app-settings.md: what the app project sets, so that the app does what its forms say. */
export function appSettingsDocument(app: App, record: LegalRecord): string {
  const advertisingId = record.inventory.value.advertisingId;
  const advertising = record.inventory.value.types.some((entry) => entry.purposes.includes('advertising') || entry.sharedFor.includes('advertising'));
  const analytics = usesAnalytics(record);
  const where = consentPath(record);
  const lines = [
    `<!-- Generated by npm run docs from content/apps/${app.slug}/legal.ts: edit the record, never this file. -->`,
    '',
    `# ${app.name}: app settings that make the declarations true`,
    '',
    `The stores' forms of ${app.name} (data-safety.csv, app-privacy.md, app_privacy_details.json, PrivacyInfo.xcprivacy) and its privacy policy say what the app collects. These settings of the app project make the app do what they say; check each one before a release.`,
    '',
    '## Play: Advertising ID declaration',
    '',
    `Play Console › App content › Advertising ID › "Does your app use advertising ID?": **${advertisingIdAnswer(record)}**.`,
    '',
    ...permissionLines(app, record),
  ];
  if (analytics) {
    lines.push(
      '## Google Analytics for Firebase: off until the user consents',
      '',
      `The policy says analytics runs only if the user allows it in the app${where ? ` (${where})` : ''}. Firebase collects from the first launch unless the app says otherwise, so (source: ${SOURCES.collection}):`,
      '',
      '- Android, `AndroidManifest.xml`, inside `<application>`:',
      '',
      ...xml(androidLines([COLLECTION_OFF])),
      '',
      '- iOS, `Info.plist`:',
      '',
      ...xml(iosLines([COLLECTION_OFF])),
      '',
      '- When the user allows analytics, call `setAnalyticsCollectionEnabled(true)` (Android `FirebaseAnalytics`, iOS `Analytics`); when they withdraw, `setAnalyticsCollectionEnabled(false)`. The value persists across launches and overrides the manifest entry.',
      '',
    );
    if (!advertising) {
      lines.push(
        '## Consent mode: advertising denied',
        '',
        `The forms say analytics data serves analytics only. Consent mode leaves ad storage, ad user data and ad personalization unset, which Google Analytics reads as granted once analytics runs, so deny them by default, and never grant them (\`setConsent\`) on the analytics consent (source: ${SOURCES.consentMode}):`,
        '',
        '- Android, `AndroidManifest.xml`, inside `<application>`:',
        '',
        ...xml(androidLines(AD_CONSENT_DENIED)),
        '',
        '- iOS, `Info.plist`:',
        '',
        ...xml(iosLines(AD_CONSENT_DENIED)),
        '',
        `In the Google Analytics property of the app’s Firebase project (source: ${SOURCES.property}):`,
        '',
        ...PROPERTY_SETTINGS.map((setting) => `- ${setting}.`),
        '',
      );
    }
    lines.push(
      '## Identifiers: the random app-instance ID alone',
      '',
      `The forms and the policy describe the identifier Analytics counts against as a random app-instance identifier. Analytics also collects identifiers that every app of one developer shares on a device, which would link the use of ${app.name} with the owner's other apps, so turn them off (source: ${SOURCES.sharedIds}):`,
      '',
      '- Android, `AndroidManifest.xml`, inside `<application>` (the SSAID, `Settings.Secure.ANDROID_ID`):',
      '',
      ...xml(androidLines(SHARED_IDS_OFF)),
      '',
      '- iOS, `Info.plist` (the identifier for vendor):',
      '',
      ...xml(iosLines(SHARED_IDS_OFF)),
      '',
    );
    if (!advertisingId) {
      const { current, older, never } = AD_ID_OFF.ios;
      lines.push(
        `The forms declare no advertising ID (the record's \`inventory.advertisingId\` is false), which the Analytics SDK collects by default, so:`,
        '',
        '- Android, `AndroidManifest.xml` (with `xmlns:tools="http://schemas.android.com/tools"` on `<manifest>`): remove the permission the SDK merges in, and turn off its collection:',
        '',
        ...xml(AD_ID_OFF.android),
        '',
        `- iOS: add the Analytics product without ad-ID support: with ${current.since}, \`${current.spm}\` (Swift Package Manager) or \`${current.pod}\` (CocoaPods); with ${older.until}, \`${older.spm}\` or \`${older.pod}\`. Never \`${never.spm}\` (\`${never.pod}\`), which adds it (source: ${SOURCES.products}). Link no AdSupport framework and show no App Tracking Transparency prompt.`,
        '',
      );
    }
    lines.push(
      '## What Analytics records on its own',
      '',
      'Once the user allows analytics, Firebase logs its automatic events (first open, screen views, sessions, app updates) and, in an app that sells in-app purchases, the purchases made through Google Play and the App Store (`in_app_purchase`); Firebase documents no switch for the purchase events.',
      '',
      purchaseEvents(app, record),
      '',
    );
  }
  lines.push(...manifestLines(app, record));
  return lines.join('\n');
}
