/**
 * Apple's privacy manifest of an app's target (`PrivacyInfo.xcprivacy`, an XML property list the app
 * project bundles), complete: the data the app collects, printed from the same answers as its App
 * Privacy section (Apple reads both and they must agree), and the required-reason APIs its own code
 * calls, from the record's `requiredReasonApis`. A target holds one such file (a second makes Xcode
 * stop with "Multiple commands produce …/PrivacyInfo.xcprivacy"), so this one is the target's whole
 * manifest; the SDKs declare their own in the manifests they bundle, which Xcode's privacy report
 * merges with it. The keys are Apple's (Bundle Resources › App Privacy Configuration: NSPrivacyTracking,
 * NSPrivacyTrackingDomains, NSPrivacyCollectedDataTypes and the NSPrivacyCollectedDataType… values,
 * NSPrivacyAccessedAPITypes with NSPrivacyAccessedAPIType and NSPrivacyAccessedAPITypeReasons).
 */
import type { LegalRecord } from '@/lib/legal/facts';
import { appleAnswers } from '@/lib/stores/apple-answers';
import { REQUIRED_REASON_APIS } from '@/lib/stores/required-reasons';
import type { AppleType, APPLE_PURPOSES } from '@/lib/stores/taxonomy';

/** Apple's key for each App Privacy data type (its spelling, "PhotosorVideos" included). */
export const MANIFEST_TYPES: Record<AppleType, string> = {
  Name: 'NSPrivacyCollectedDataTypeName',
  'Email Address': 'NSPrivacyCollectedDataTypeEmailAddress',
  'Phone Number': 'NSPrivacyCollectedDataTypePhoneNumber',
  'Physical Address': 'NSPrivacyCollectedDataTypePhysicalAddress',
  'Other User Contact Info': 'NSPrivacyCollectedDataTypeOtherUserContactInfo',
  Health: 'NSPrivacyCollectedDataTypeHealth',
  Fitness: 'NSPrivacyCollectedDataTypeFitness',
  'Payment Info': 'NSPrivacyCollectedDataTypePaymentInfo',
  'Credit Info': 'NSPrivacyCollectedDataTypeCreditInfo',
  'Other Financial Info': 'NSPrivacyCollectedDataTypeOtherFinancialInfo',
  'Precise Location': 'NSPrivacyCollectedDataTypePreciseLocation',
  'Coarse Location': 'NSPrivacyCollectedDataTypeCoarseLocation',
  'Sensitive Info': 'NSPrivacyCollectedDataTypeSensitiveInfo',
  Contacts: 'NSPrivacyCollectedDataTypeContacts',
  'Emails or Text Messages': 'NSPrivacyCollectedDataTypeEmailsOrTextMessages',
  'Photos or Videos': 'NSPrivacyCollectedDataTypePhotosorVideos',
  'Audio Data': 'NSPrivacyCollectedDataTypeAudioData',
  'Gameplay Content': 'NSPrivacyCollectedDataTypeGameplayContent',
  'Customer Support': 'NSPrivacyCollectedDataTypeCustomerSupport',
  'Other User Content': 'NSPrivacyCollectedDataTypeOtherUserContent',
  'Browsing History': 'NSPrivacyCollectedDataTypeBrowsingHistory',
  'Search History': 'NSPrivacyCollectedDataTypeSearchHistory',
  'User ID': 'NSPrivacyCollectedDataTypeUserID',
  'Device ID': 'NSPrivacyCollectedDataTypeDeviceID',
  'Purchase History': 'NSPrivacyCollectedDataTypePurchaseHistory',
  'Product Interaction': 'NSPrivacyCollectedDataTypeProductInteraction',
  'Advertising Data': 'NSPrivacyCollectedDataTypeAdvertisingData',
  'Other Usage Data': 'NSPrivacyCollectedDataTypeOtherUsageData',
  'Crash Data': 'NSPrivacyCollectedDataTypeCrashData',
  'Performance Data': 'NSPrivacyCollectedDataTypePerformanceData',
  'Other Diagnostic Data': 'NSPrivacyCollectedDataTypeOtherDiagnosticData',
  'Other Data Types': 'NSPrivacyCollectedDataTypeOtherDataTypes',
};

/** Apple's key for each App Privacy purpose. */
export const MANIFEST_PURPOSES: Record<(typeof APPLE_PURPOSES)[number], string> = {
  'Third-Party Advertising': 'NSPrivacyCollectedDataTypePurposeThirdPartyAdvertising',
  "Developer's Advertising or Marketing": 'NSPrivacyCollectedDataTypePurposeDeveloperAdvertising',
  Analytics: 'NSPrivacyCollectedDataTypePurposeAnalytics',
  'Product Personalization': 'NSPrivacyCollectedDataTypePurposeProductPersonalization',
  'App Functionality': 'NSPrivacyCollectedDataTypePurposeAppFunctionality',
  'Other Purposes': 'NSPrivacyCollectedDataTypePurposeOther',
};

const bool = (value: boolean) => (value ? '<true/>' : '<false/>');

/** The app's PrivacyInfo.xcprivacy: whether it tracks, each data type of its App Privacy answers, and the required-reason APIs of its own code. */
export function privacyManifest(record: Pick<LegalRecord, 'inventory' | 'requiredReasonApis'>): string {
  const answers = appleAnswers(record);
  const types = answers.flatMap((answer) => [
    '\t\t<dict>',
    '\t\t\t<key>NSPrivacyCollectedDataType</key>',
    `\t\t\t<string>${MANIFEST_TYPES[answer.type]}</string>`,
    '\t\t\t<key>NSPrivacyCollectedDataTypeLinked</key>',
    `\t\t\t${bool(answer.linked)}`,
    '\t\t\t<key>NSPrivacyCollectedDataTypeTracking</key>',
    `\t\t\t${bool(answer.tracking)}`,
    '\t\t\t<key>NSPrivacyCollectedDataTypePurposes</key>',
    '\t\t\t<array>',
    ...answer.purposes.map((purpose) => `\t\t\t\t<string>${MANIFEST_PURPOSES[purpose as keyof typeof MANIFEST_PURPOSES]}</string>`),
    '\t\t\t</array>',
    '\t\t</dict>',
  ]);
  const apis = record.requiredReasonApis.value.flatMap((entry) => [
    '\t\t<dict>',
    '\t\t\t<key>NSPrivacyAccessedAPIType</key>',
    `\t\t\t<string>${REQUIRED_REASON_APIS[entry.api].apple}</string>`,
    '\t\t\t<key>NSPrivacyAccessedAPITypeReasons</key>',
    '\t\t\t<array>',
    ...entry.reasons.map((code) => `\t\t\t\t<string>${code}</string>`),
    '\t\t\t</array>',
    '\t\t</dict>',
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<!-- Generated by npm run docs from the app\'s legal record (its data inventory and requiredReasonApis): the app target\'s one privacy manifest. Edit the record, never this file. -->',
    '<plist version="1.0">',
    '<dict>',
    '\t<key>NSPrivacyTracking</key>',
    `\t${bool(answers.some((answer) => answer.tracking))}`,
    '\t<key>NSPrivacyTrackingDomains</key>',
    '\t<array/>',
    '\t<key>NSPrivacyCollectedDataTypes</key>',
    '\t<array>',
    ...types,
    '\t</array>',
    '\t<key>NSPrivacyAccessedAPITypes</key>',
    ...(apis.length ? ['\t<array>', ...apis, '\t</array>'] : ['\t<array/>']),
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}
