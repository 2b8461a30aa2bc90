/**
 * The settings of Google Analytics for Firebase that make an app collect only what its forms
 * declare, each key spelled as its source documents it:
 * - collection off until consent: Firebase, "Configure Analytics data collection and usage"
 *   (firebase.google.com › Analytics › Configure data collection, Android and iOS+ pages);
 * - the advertising ID off: the same page, "Disable Advertising ID collection" (Android), and the
 *   iOS products without ad-ID support: `FirebaseAnalytics.podspec` of firebase-ios-sdk, whose
 *   subspec `Core` (Swift Package Manager `FirebaseAnalyticsCore`) replaced `WithoutAdIdSupport`
 *   (`FirebaseAnalyticsWithoutAdIdSupport`) from Firebase 11.14, the old name removed in Firebase 12
 *   (firebase-ios-sdk pull request 14882, "Deprecated. Use Core subspec instead."), while
 *   `IdentitySupport` adds the ad-ID support;
 * - the IDFV off: the same page's iOS "Disable IDFV collection"; the SSAID off: the key the Android
 *   Analytics SDK reads from the manifest (`google_analytics_ssaid_collection_enabled`, which React
 *   Native Firebase's configuration reference, rnfirebase.io › Firebase JSON Config, also documents);
 * - the advertising consent defaults denied: Google's "Set up consent mode for apps"
 *   (developers.google.com › Tag Platform › Consent mode › Apps), whose four keys default to unset,
 *   which Google Analytics reads as granted once analytics runs.
 */

/** An Android manifest entry (inside `<application>`) and the iOS Info.plist key of one setting, both off. */
export type FirebaseSetting = { android?: string; ios?: string };

const meta = (name: string) => `<meta-data android:name="${name}" android:value="false" />`;
const plist = (key: string) => `<key>${key}</key><false/>`;

/** Analytics collects nothing until the app turns it on (when the user allows it). */
export const COLLECTION_OFF: FirebaseSetting = { android: meta('firebase_analytics_collection_enabled'), ios: plist('FIREBASE_ANALYTICS_COLLECTION_ENABLED') };

/** The advertising ID, when the record says the app does not use it: Android's manifest entries; iOS has the product choice below. */
export const AD_ID_OFF = {
  android: ['<uses-permission android:name="com.google.android.gms.permission.AD_ID" tools:node="remove" />', meta('google_analytics_adid_collection_enabled')],
  /** The Analytics product without ad-ID support, by Firebase version: CocoaPods subspec and Swift Package Manager product. */
  ios: {
    current: { since: 'Firebase 12 and later (and 11.14 onwards)', pod: 'FirebaseAnalytics/Core', spm: 'FirebaseAnalyticsCore' },
    older: { until: 'Firebase 11 and earlier', pod: 'FirebaseAnalytics/WithoutAdIdSupport', spm: 'FirebaseAnalyticsWithoutAdIdSupport' },
    never: { pod: 'FirebaseAnalytics/IdentitySupport', spm: 'FirebaseAnalyticsIdentitySupport' },
  },
} as const;

/**
 * The identifiers shared by every app of one developer on a device, which Analytics otherwise
 * collects beside its random app-instance ID: Android's SSAID (`Settings.Secure.ANDROID_ID`, the same
 * for every app signed with one key, for one user, on one device) and iOS's identifier for vendor.
 */
export const SHARED_IDS_OFF: FirebaseSetting[] = [{ android: meta('google_analytics_ssaid_collection_enabled') }, { ios: plist('GOOGLE_ANALYTICS_IDFV_COLLECTION_ENABLED') }];

/** Consent mode's advertising defaults, denied: ad storage, ad user data and ad personalization. */
export const AD_CONSENT_DENIED: FirebaseSetting[] = [
  { android: meta('google_analytics_default_allow_ad_storage'), ios: plist('GOOGLE_ANALYTICS_DEFAULT_ALLOW_AD_STORAGE') },
  { android: meta('google_analytics_default_allow_ad_user_data'), ios: plist('GOOGLE_ANALYTICS_DEFAULT_ALLOW_AD_USER_DATA') },
  { android: meta('google_analytics_default_allow_ad_personalization_signals'), ios: plist('GOOGLE_ANALYTICS_DEFAULT_ALLOW_AD_PERSONALIZATION_SIGNALS') },
];

/** What stays off in the Google Analytics property the app's Firebase project is linked to (Google Analytics › Admin). */
export const PROPERTY_SETTINGS = [
  'Admin › Data collection and modification › Data collection › Google signals data collection: **off** (Google signals joins the app’s data with signed-in Google accounts for advertising)',
  'Admin › Product links: **no** Google Ads, Display & Video 360, Search Ads 360 or AdMob link, and Firebase console › Project settings › Integrations › Google Ads: **not linked** (a link sends the app’s events to advertising)',
] as const;

/** Where each group of settings is documented, as the sheet names it (by title, never as a link to paste). */
export const SOURCES = {
  collection: 'Firebase, “Configure Analytics data collection and usage”',
  consentMode: 'Google, “Set up consent mode for apps” (Tag Platform)',
  sharedIds: 'Firebase, “Configure Analytics data collection and usage” (iOS: Disable IDFV collection), and the manifest key the Android Analytics SDK reads for the SSAID',
  products: 'firebase-ios-sdk, FirebaseAnalytics.podspec (subspecs Core and IdentitySupport; WithoutAdIdSupport “Deprecated. Use Core subspec instead.”)',
  property: 'Google Analytics Help, “[GA4] Activate Google signals for Google Analytics 4 properties” and “[GA4] Link Google Ads and Analytics”',
} as const;
