import { confirmed, invented } from '@/lib/facts';
import type { LegalRecordInput } from '@/lib/legal-facts';

/**
 * PLACEHOLDER RECORD — to be replaced with this app's own facts.
 * them (components/legal/facts.tsx); the faucet page and the development
 * backend read the faucet rule from here. `invented` marks what the owner
 * must confirm (see the README's owner checklist).
 */
export const sharixLegal = {
  app: 'sharix-ai',
  effectiveDate: invented('2024-03-01'),
  lastUpdated: invented('2026-11-23'),
  changeLog: [
    invented({ date: '2024-03-01', change: 'First version.' }),
    invented({
      date: '2026-11-23',
      change:
        'Named the AI providers and the postal address; stated separate periods for analytics and crash reports; described deletion inside the app; listed the rights under Article 11 of the KVKK.',
    }),
  ],
  minimumAge: invented(13),
  processors: [
    invented({
      name: 'Google Cloud and Firebase',
      kind: 'hosting',
      purpose: 'Hosts the servers and the database that hold your profile ID, credits, prompts and library.',
      region: 'European Union',
      policyUrl: 'https://policies.google.com/privacy',
    }),
    invented({
      name: 'Google Analytics for Firebase',
      kind: 'analytics',
      purpose: 'Counts how the app is used (screens, features, session length) against a random app-instance identifier.',
      region: 'United States and European Union',
      policyUrl: 'https://firebase.google.com/support/privacy',
      minimumRetention: { amount: 2, unit: 'month' },
    }),
    invented({
      name: 'Firebase Crashlytics',
      kind: 'crash-reports',
      purpose: 'Records crash reports with the device model, system version and a random installation identifier.',
      region: 'United States',
      policyUrl: 'https://firebase.google.com/support/privacy',
      minimumRetention: { amount: 90, unit: 'day' },
    }),
    invented({
      name: 'Stability AI (Stable Audio)',
      kind: 'ai',
      purpose: 'Turns your prompt, style choices and lyrics into music and vocals.',
      region: 'United States',
      policyUrl: 'https://stability.ai/privacy-policy',
    }),
    invented({
      name: 'OpenAI',
      kind: 'ai',
      purpose: 'Drafts and edits lyrics from your prompt when you ask the app to write them with you.',
      region: 'United States',
      policyUrl: 'https://openai.com/policies/privacy-policy',
    }),
  ],
  retention: {
    account: invented({
      data: 'Your profile ID, prompts, lyrics, generated tracks and credit balance',
      period: 'while-active',
      afterDeletion: 'deleted',
    }),
    analytics: invented({
      data: 'Usage analytics linked to a random app-instance identifier',
      period: { amount: 2, unit: 'month' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'It is not linked to your profile ID; the retention setting of Google Analytics for Firebase is at its shortest.',
    }),
    crashReports: invented({
      data: 'Crash reports linked to a random installation identifier',
      period: { amount: 90, unit: 'day' },
      from: 'collection',
      afterDeletion: 'kept',
      reason: 'Firebase Crashlytics keeps them for this fixed period; they are not linked to your profile ID.',
    }),
    supportMessages: invented({
      data: 'Support e-mails and faucet claim records',
      period: { amount: 1, unit: 'month' },
      from: 'last-contact',
      afterDeletion: 'deleted',
    }),
  },
  deletion: {
    inApp: invented(['Settings', 'Account', 'Delete account']),
    timeLimit: confirmed({ amount: 1, unit: 'month' }, 'the specification: data is kept up to one month'),
    deleted: [
      'Your profile ID and account',
      'Your prompts, lyrics and the generated tracks in your library',
      'Your credit balance and history, and faucet claim records',
      'Support messages linked to your profile ID',
    ],
    notes: [
      'Tracks you already downloaded or shared stay wherever you saved or posted them.',
      'Remaining credits are lost, and deleting the account does not cancel a subscription: cancel it in your App Store or Google Play settings.',
    ],
  },
  liability: invented({ paidMonths: 12, floor: { amount: 10, currency: 'EUR' } }),
  governingLaw: invented({ law: 'the laws of the Republic of Türkiye', courts: 'the courts and enforcement offices of Ankara' }),
  extra: {
    faucetCredits: invented(50, 'credits added per faucet claim'),
    faucetClaimEvery: invented({ amount: 1, unit: 'day' }, 'one faucet claim per profile ID in this period'),
  },
} satisfies LegalRecordInput;
