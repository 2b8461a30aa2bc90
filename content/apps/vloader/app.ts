import { invented } from '../../facts';
import { site } from '../../site';
import { legal } from './legal';

const { retention } = legal;
/** "90 days": a period of the legal record as the landing page says it, so the page and the policy cannot disagree. */
const period = ({ amount, unit }: { amount: number; unit: string }) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/** The app's entry: its landing page, header link, documents and forms (schema: lib/apps.ts). */
export const app = {
  slug: 'vloader',
  name: 'Vloader',
  language: 'en',
  category: 'MultimediaApplication',
  headline: 'Your videos, ready when you are offline',
  tagline: 'Save the videos you have the right to keep and watch them anywhere, with no connection.',
  summary:
    'Vloader saves the videos you are allowed to download to your phone, so you can watch them on a plane, on the metro or anywhere without a connection.',
  intro: [
    'Paste a link, pick the quality, and Vloader saves the video to your phone. Your downloads live in one tidy library, ready for the flight, the commute or the place where the signal never reaches.',
    'Vloader is for videos you own or have permission to download — your own uploads, Creative Commons clips, lectures your school shares. Please respect creators and the rules of each platform.',
  ],
  featuresHeading: 'Why people keep it on their phone',
  features: [
    { title: 'Paste and save', body: 'Share a link to Vloader or paste it in, choose the resolution that fits your storage, and the download starts.' },
    { title: 'Downloads in the background', body: 'Queue several videos, lock your phone, and find them finished with progress and size shown for each.' },
    { title: 'A library that stays organised', body: 'Every saved video is sorted, searchable and playable offline in the built-in player, with no account needed.' },
    {
      title: 'Private by design',
      body: `Your downloads and history stay on your device. Crash reports are deleted after ${period(retention.crashReports.value.period)}, usage analytics after ${period(retention.analytics.value.period)}, and the server’s logs of the links you submit, with your IP address, after ${period(retention.uploads.value.period)}. Purchase records are kept for the ${period(retention.purchaseRecords.value.period)} tax law requires, and a request you make under data protection law, with our answer, for ${period(retention.requestRecords.value.period)}.`,
    },
  ],
  icon: '/images/apps/vloader-icon.svg',
  hero: '/images/apps/vloader-hero.svg',
  heroAlt: 'Vloader on a phone: a pasted video link and a list of downloads with progress bars',
  stores: {
    googlePlay: invented('https://play.google.com/store/apps/details?id=com.vloader.app'),
    appStore: invented('https://apps.apple.com/app/vloader-video-saver/id6470123987'),
  },
  documents: [
    { slug: 'privacy-policy', label: 'Privacy Policy' },
    { slug: 'terms-and-conditions', label: 'Terms and Conditions' },
    { slug: 'eula', label: 'EULA' },
  ],
  supportEmail: site.email,
  hasLanding: true,
  nav: { label: 'Vloader' },
  copyrightYear: 2024,
  accent: '#2563eb',
  about: 'offline video',
} as const;
