/**
 * The App Privacy answers in the file fastlane uploads to App Store Connect: its action
 * `upload_app_privacy_details_to_app_store` reads a JSON array (`json_path`, by default
 * `fastlane/app_privacy_details.json`), one object per data type with its "category", its "purposes"
 * and its "data_protections", each written with App Store Connect's own identifiers (fastlane's
 * spaceship, connect_api/models/app_data_usage_category.rb, app_data_usage_purposes.rb and
 * app_data_usage_data_protection.rb, read from App Store Connect's appDataUsageCategories,
 * appDataUsagePurposes and appDataUsageDataProtections). The action deletes the app's answers, creates
 * one for each purpose and protection of each object, and publishes them. The file is written as
 * fastlane's own `download_app_privacy_details_from_app_store` writes it: sorted by category, purposes
 * and protections sorted and unique, pretty-printed JSON.
 */
import type { LegalRecord } from '@/lib/legal/facts';
import { appleAnswers } from '@/lib/stores/apple-answers';
import type { APPLE_PURPOSES, AppleType } from '@/lib/stores/taxonomy';

/** App Store Connect's identifier of each App Privacy data type. */
export const FASTLANE_CATEGORIES: Record<AppleType, string> = {
  Name: 'NAME',
  'Email Address': 'EMAIL_ADDRESS',
  'Phone Number': 'PHONE_NUMBER',
  'Physical Address': 'PHYSICAL_ADDRESS',
  'Other User Contact Info': 'OTHER_CONTACT_INFO',
  Health: 'HEALTH',
  Fitness: 'FITNESS',
  'Payment Info': 'PAYMENT_INFORMATION',
  'Credit Info': 'CREDIT_AND_FRAUD',
  'Other Financial Info': 'OTHER_FINANCIAL_INFO',
  'Precise Location': 'PRECISE_LOCATION',
  'Coarse Location': 'COARSE_LOCATION',
  'Sensitive Info': 'SENSITIVE_INFO',
  Contacts: 'CONTACTS',
  'Emails or Text Messages': 'EMAILS_OR_TEXT_MESSAGES',
  'Photos or Videos': 'PHOTOS_OR_VIDEOS',
  'Audio Data': 'AUDIO',
  'Gameplay Content': 'GAMEPLAY_CONTENT',
  'Customer Support': 'CUSTOMER_SUPPORT',
  'Other User Content': 'OTHER_USER_CONTENT',
  'Browsing History': 'BROWSING_HISTORY',
  'Search History': 'SEARCH_HISTORY',
  'User ID': 'USER_ID',
  'Device ID': 'DEVICE_ID',
  'Purchase History': 'PURCHASE_HISTORY',
  'Product Interaction': 'PRODUCT_INTERACTION',
  'Advertising Data': 'ADVERTISING_DATA',
  'Other Usage Data': 'OTHER_USAGE_DATA',
  'Crash Data': 'CRASH_DATA',
  'Performance Data': 'PERFORMANCE_DATA',
  'Other Diagnostic Data': 'OTHER_DIAGNOSTIC_DATA',
  'Other Data Types': 'OTHER_DATA',
};

/** App Store Connect's identifier of each App Privacy purpose. */
export const FASTLANE_PURPOSES: Record<(typeof APPLE_PURPOSES)[number], string> = {
  'Third-Party Advertising': 'THIRD_PARTY_ADVERTISING',
  "Developer's Advertising or Marketing": 'DEVELOPERS_ADVERTISING',
  Analytics: 'ANALYTICS',
  'Product Personalization': 'PRODUCT_PERSONALIZATION',
  'App Functionality': 'APP_FUNCTIONALITY',
  'Other Purposes': 'OTHER_PURPOSES',
};

/** App Store Connect's data protections: linked or not, used to track or not, or nothing collected. */
export const FASTLANE_PROTECTIONS = { linked: 'DATA_LINKED_TO_YOU', notLinked: 'DATA_NOT_LINKED_TO_YOU', tracking: 'DATA_USED_TO_TRACK_YOU', notCollected: 'DATA_NOT_COLLECTED' } as const;

export type FastlaneUsage = { category?: string; purposes?: string[]; data_protections: string[] };

const sortedUnique = (values: string[]) => [...new Set(values)].sort();

/** docs/stores/<app>/app_privacy_details.json: the App Privacy answers as fastlane uploads them. */
export function fastlanePrivacyDetails(record: Pick<LegalRecord, 'inventory'>): string {
  const answers = appleAnswers(record);
  const usages: FastlaneUsage[] = answers.length
    ? answers
        .map((answer) => ({
          category: FASTLANE_CATEGORIES[answer.type],
          purposes: sortedUnique(answer.purposes.map((purpose) => FASTLANE_PURPOSES[purpose as keyof typeof FASTLANE_PURPOSES])),
          data_protections: sortedUnique([answer.linked ? FASTLANE_PROTECTIONS.linked : FASTLANE_PROTECTIONS.notLinked, ...(answer.tracking ? [FASTLANE_PROTECTIONS.tracking] : [])]),
        }))
        .sort((a, b) => (a.category < b.category ? -1 : a.category > b.category ? 1 : 0))
    : [{ data_protections: [FASTLANE_PROTECTIONS.notCollected] }];
  return `${JSON.stringify(usages, null, 2)}\n`;
}
