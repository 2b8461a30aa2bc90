/**
 * Apple's required-reason APIs: the five categories of API an app's own code may call only for a
 * reason Apple approves, each declared in the app's privacy manifest (`NSPrivacyAccessedAPITypes`,
 * one `NSPrivacyAccessedAPIType` with its `NSPrivacyAccessedAPITypeReasons`). App Store Connect
 * refuses an upload whose code calls one without its entry (ITMS-91053, "Missing API declaration").
 * The list is Apple's, from developer.apple.com › Bundle Resources › Privacy manifest files ›
 * "Describing use of required reason API"; the manifests Firebase's own SDKs bundle
 * (firebase-ios-sdk, Crashlytics/Resources/PrivacyInfo.xcprivacy) use the same constants and codes.
 * An app's record names the categories its own code calls and why (`requiredReasonApis` in
 * content/apps/<app>/legal.ts); the SDKs' own calls are declared by the manifests they bundle.
 */

type Reason = { code: string; means: string; sdkOnly?: true };

const reason = (code: string, means: string, sdkOnly?: true): Reason => ({ code, means, ...(sdkOnly ? { sdkOnly } : {}) });

/** Each category by the key a record uses, with Apple's constant and Apple's reasons, in Apple's order. */
export const REQUIRED_REASON_APIS = {
  'file-timestamp': {
    apple: 'NSPrivacyAccessedAPICategoryFileTimestamp',
    reasons: [
      reason('DDA9.1', 'to show file timestamps to the person using the device; nothing derived leaves the device'),
      reason('C617.1', "to read the timestamps, size or other metadata of files inside the app's container, app group container or CloudKit container"),
      reason('3B52.1', 'to read the timestamps, size or other metadata of files or folders the user chose to give the app'),
      reason('0A2A.1', 'a third-party SDK wrapping the file timestamp APIs for the app that calls it', true),
    ],
  },
  'system-boot-time': {
    apple: 'NSPrivacyAccessedAPICategorySystemBootTime',
    reasons: [
      reason('35F9.1', 'to measure the time between events in the app, or to run timers'),
      reason('8FFB.1', 'to calculate the absolute timestamps of events in the app (such as UIKit or AVFAudio events)'),
      reason('3D61.1', 'to include the boot time in an optional bug report the user chooses to send'),
    ],
  },
  'disk-space': {
    apple: 'NSPrivacyAccessedAPICategoryDiskSpace',
    reasons: [
      reason('85F4.1', 'to show disk space to the person using the device'),
      reason('E174.1', 'to check there is space to write files, or to free space when it runs low'),
      reason('7D9E.1', 'to include disk space in an optional bug report the user chooses to send'),
      reason('B728.1', 'a health research app reporting low disk space that stops its study'),
    ],
  },
  'active-keyboards': {
    apple: 'NSPrivacyAccessedAPICategoryActiveKeyboards',
    reasons: [
      reason('3EC4.1', 'a custom keyboard app finding the keyboards that are active'),
      reason('54BD.1', 'to fit the user interface to the active keyboards'),
    ],
  },
  'user-defaults': {
    apple: 'NSPrivacyAccessedAPICategoryUserDefaults',
    reasons: [
      reason('CA92.1', 'to read and write what only the app itself can read (its settings, such as the consent switches)'),
      reason('1C8F.1', 'to read and write what the apps, extensions and App Clips of the same app group share'),
      reason('C56D.1', 'a third-party SDK wrapping the user defaults APIs for the app that calls it', true),
      reason('AC6B.1', 'to read the managed app configuration an MDM sets, or to write its feedback'),
    ],
  },
} as const satisfies Record<string, { apple: string; reasons: readonly Reason[] }>;

export type RequiredReasonApi = keyof typeof REQUIRED_REASON_APIS;
export const REQUIRED_REASON_API_KEYS = Object.keys(REQUIRED_REASON_APIS) as [RequiredReasonApi, ...RequiredReasonApi[]];

/**
 * What an app's own code declares, as a record writes it: problems with a code that is not one of
 * the category's (naming the category's codes), or that only a third-party SDK may declare; nothing
 * when every entry is Apple's.
 */
export function requiredReasonProblems(entries: readonly { api: RequiredReasonApi; reasons: readonly string[] }[], field: string): string[] {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const { reasons } = REQUIRED_REASON_APIS[entry.api];
    if (entries.findIndex((other) => other.api === entry.api) !== index) problems.push(`${field}.${index}: "${entry.api}" is listed twice; give it once, with every reason`);
    for (const code of entry.reasons) {
      const known = reasons.find((candidate) => candidate.code === code);
      if (!known) problems.push(`${field}.${index}.reasons: "${code}" is not one of Apple's reasons for ${entry.api} (${reasons.filter((candidate) => !('sdkOnly' in candidate)).map((candidate) => candidate.code).join(', ')})`);
      else if ('sdkOnly' in known) problems.push(`${field}.${index}.reasons: "${code}" is declared only by a third-party SDK (${known.means}), never by the app's own code`);
    }
  });
  return problems;
}
