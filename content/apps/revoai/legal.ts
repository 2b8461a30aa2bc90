import { commonBases, liabilityCap, PROVIDERS, purchaseRecords } from '../../legal/shared';
import { confirmed, invented } from '../../facts';
import { site } from '../../site';

/**
 * The legal facts of RevoAI. Its privacy policy, terms, EULA and deletion
 * page (/revoai/account-delete) render them (components/legal/facts.tsx,
 * lib/legal/deletion.ts). `invented` marks what the owner must confirm (see the
 * OWNER-CHECKLIST.md); `confirmed` is used only for what the law states
 * or the owner's product requirements fix.
 */
export const legal = {
  app: 'revoai',
  effectiveDate: invented('2024-06-15'),
  lastUpdated: invented('2026-11-26'),
  changeLog: [
    invented({ date: '2024-06-15', change: 'First version of the privacy policy, terms and EULA.' }),
    invented({ date: '2026-11-21', change: 'Revised the privacy policy, terms and EULA (previous "last updated" date of the documents).' }),
    invented({
      date: '2026-11-23',
      change:
        'Named the AI providers and the rule that your photos reach them only with your permission; gave the postal address; listed support e-mails and purchase records among what is kept after an account deletion, with their periods; described deletion inside the app; listed the rights under Article 11 of the KVKK; one liability rule for the terms and the EULA. The permission for the AI providers is withdrawn in the app; the EULA keeps the same exceptions to the liability limits as the terms.',
    }),
    invented({
      date: '2026-11-25',
      change:
        'Stated the legal basis of each processing once, in one table: the contract, not consent, for sending your photo to the AI providers (the app still asks first), and consent alone for analytics. Named our representatives in the EU and the UK; a transfer from Türkiye needs a legal basis as well as the Board’s standard contract. How to delete the account without the app; one dispute clause, with the consumer’s own courts and bodies, in the terms and the EULA.',
    }),
    invented({
      date: '2026-11-26',
      change:
        'Terms and EULA: a change takes effect only after notice in the app, and you may refuse it by ending the contract, with a refund of what you paid for and have not used; the right of withdrawal from a purchase, in the EU, the UK and Türkiye; the liability limit counts what you paid through the App Store or Google Play; you answer only for use of your account or device that you are responsible for.',
    }),
  ],
  minimumAge: confirmed(13, 'a product requirement: children under 13 may not use the astrology, voice and design apps'),
  processors: [
    invented({
      ...PROVIDERS.googleCloud,
      name: 'Google Cloud and Firebase',
      purpose: 'Hosts the servers, database and file storage that hold your username, uploaded photos, generated designs, personal gallery and subscription status.',
      region: 'European Union and United States',
    }),
    invented({
      ...PROVIDERS.googleAnalytics,
      name: 'Google Analytics for Firebase',
      purpose: 'Counts how the app is used (screens, features, number of designs, session length) against a random app-instance identifier.',
      region: 'United States and European Union',
    }),
    invented({
      ...PROVIDERS.crashlytics,
      name: 'Firebase Crashlytics',
      purpose: 'Records crash reports and error logs with the app state, device model, system version and a random installation identifier that Crashlytics creates itself, which is not your device ID and is not linked to your account.',
      region: 'United States',
    }),
    invented(
      {
        ...PROVIDERS.stabilityAi,
        name: 'Stability AI',
        purpose: 'Redesigns the room, garden or outdoor space in your uploaded photo in the style and colours you choose (virtual transformation, landscape design).',
        region: 'United States',
      },
      'AI provider chosen by this repository; the owner must confirm which models the app calls',
    ),
    invented(
      {
        ...PROVIDERS.openai,
        name: 'OpenAI',
        purpose: 'Edits the parts of your photo you select to furnish an empty room or replace furniture, following your design choices and text instructions.',
        region: 'United States',
      },
      'AI provider chosen by this repository; the owner must confirm which models the app calls',
    ),
    invented({
      ...PROVIDERS.appStore,
      name: 'Apple (App Store)',
      purpose: 'Sells and renews Premium subscriptions on iOS and tells us only the plan, its status, its renewal or expiry date and a transaction identifier.',
      region: 'United States and your country',
    }),
    invented({
      ...PROVIDERS.googlePlay,
      name: 'Google Play',
      purpose: 'Sells and renews Premium subscriptions on Android and tells us only the plan, its status, its renewal or expiry date and a transaction identifier.',
      region: 'United States and your country',
    }),
  ],
  retention: {
    account: invented({
      data: 'Your username, your personal gallery, the link between your device ID and your account, and your subscription status',
      period: 'while-active',
      afterDeletion: 'deleted',
    }),
    uploads: confirmed(
      {
        data: 'Each uploaded photo that you do not save to your personal gallery',
        period: { amount: 30, unit: 'day' },
        from: 'collection',
        afterDeletion: 'deleted',
      },
      'a product requirement: uploaded images are deleted after 30 days unless saved to the personal gallery',
    ),
    generated: invented(
      {
        data: 'Each generated design image that you do not save to your personal gallery',
        period: { amount: 30, unit: 'day' },
        from: 'collection',
        afterDeletion: 'deleted',
      },
      'generated design images not saved to the gallery are deleted after this period',
    ),
    connectionLogs: invented(
      {
        data: 'Connection data: your IP address and the server logs of each request',
        period: { amount: 1, unit: 'month' },
        from: 'collection',
        afterDeletion: 'deleted',
      },
      'the policy gave no period for IP addresses; one month is this repository’s choice, as for the owner’s other apps: the owner must confirm how long the backend and hosting logs keep them',
    ),
    analytics: invented({
      data: 'Pseudonymous usage analytics linked to a random app-instance identifier',
      period: { amount: 14, unit: 'month' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'It is not linked to your username; fourteen months is a retention setting of Google Analytics for Firebase.',
    }),
    crashReports: invented({
      data: 'Crash reports linked to Crashlytics’ own random installation identifier (not your device ID)',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Firebase Crashlytics keeps them for this fixed period; nothing in them links them to your username.',
    }),
    supportMessages: invented({
      data: 'Support e-mails you send us, including a deletion request sent by e-mail',
      period: { amount: 12, unit: 'month' },
      from: 'last-contact',
      afterDeletion: 'kept',
      reason: 'We keep them to answer follow-up questions and to show how we handled your requests; they contain no photos or designs.',
    }),
    purchaseRecords: invented(
      purchaseRecords('en', 'Records of your Premium purchases (plan, purchase and renewal dates, and transaction identifier), which contain no photos or designs'),
      'the owner must confirm which purchase records the backend keeps',
    ),
  },
  deletion: {
    inApp: invented(['Settings', 'Account', 'Delete account']),
    timeLimit: invented({ amount: 30, unit: 'day' }),
    deleted: [
      'Your username and account',
      'Your uploaded photos, generated designs and personal gallery',
      'The link between your device ID and your account, and your subscription status',
    ],
    withoutApp: invented(
      `If you can no longer open the app and do not remember your username, e-mail ${site.email} with the order number on your App Store or Google Play receipt for a Premium subscription, or anything else that identifies the account, such as the approximate date of your last design. We delete the account once we have found it and are satisfied that it is yours, and tell you if we cannot find it.`,
      'the backend must be able to find an account by a store order number, and the owner checks the request before deleting: confirm this is how a request without the username is handled',
    ),
    notes: [
      'Designs you exported stay on your device.',
      'Deleting your account does not cancel a Premium subscription: cancel it in your App Store or Google Play settings.',
    ],
  },
  liability: invented(
    liabilityCap({ amount: 50, currency: 'USD' }),
    'the documents said: what you paid in the previous 12 months or, if you paid nothing, 50 US dollars',
  ),
  lawfulBases: [
    { of: 'account', basis: 'contract', activity: 'Your account: username, personal gallery, subscription status and the link to your device ID' },
    { of: 'service', basis: 'contract', activity: 'Generating the designs you ask for from your photos and design choices, and keeping what you save' },
    { of: 'ai', basis: 'contract', activity: 'Sending your photo, design choices and instructions to the AI providers that create the design' },
    { of: 'purchases', basis: 'contract', activity: 'Premium subscriptions: unlocking the right tier and checking renewals' },
    { of: 'security', basis: 'legitimate-interests', activity: 'Security, usage limits and abuse prevention (device ID, connection data)' },
    ...commonBases('en'),
  ],
  openQuestions: [
    'the deletion page deletes the account of anyone who types its six-character username, and an e-mail request carries only a username or an order number: decide how the backend confirms that a request comes from the account’s owner before it deletes (for example a confirmation in the app), and confirm that it can find an account by a store order number',
    'purchases: the terms and the EULA say that a consumer in the EU or the UK keeps the right of withdrawal from a purchase unless, before paying, they expressly agree on the purchase screen to immediate supply and acknowledge losing the right, which is then confirmed to them; that the purchase screen tells a consumer in Türkiye that Art. 15 of the Distance Contracts Regulation excludes it; and that a withdrawal, or a refused change of the terms, which the store does not refund is refunded by the owner: confirm that the purchase screen asks for and records that consent and sends the confirmation, and how the owner refunds a purchase the store does not',
  ],
  consents: [
    invented(
      { of: 'ai', withdrawInApp: ['Settings', 'Privacy', 'AI providers'] },
      'the policy used to say the AI permission is withdrawn by e-mail; withdrawing must be as easy as giving, so the app needs this switch: the owner must confirm it',
    ),
    invented({ of: 'analytics', withdrawInApp: ['Settings', 'Privacy', 'Analytics'] }, 'analytics now runs only with consent, for every user (GDPR Art. 6(1)(a), ePrivacy Art. 5(3), KVKK Art. 5(1)): the app must ask before the first analytics event (Firebase Analytics collection off by default) and offer this switch, as easy as giving it (GDPR Art. 7(3)); confirm both'),
  ],
  governingLaw: invented({ law: 'the laws of the Republic of Türkiye', courts: 'owner-city' }, 'Turkish law, and the courts of the owner’s city (content/site.ts) subject to the consumer’s own courts and bodies'),
  extra: {},
};
