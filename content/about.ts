import { site } from './site';

/**
 * The about page's words. `{apps}` stands for the owner's own apps, listed
 * from content/apps/ with what each is for ("Sonora AI for music generation").
 */
export const aboutPage = {
  description: `About ${site.owner.name}: a freelance senior software engineer in ${site.owner.address.value.city} who builds mobile apps, backends and websites end to end.`,
  story: [
    'I started writing software at university, building the student app my classmates actually opened between lectures. That habit — building things people use every day — has stayed with me since.',
    'Today I work as a freelance senior engineer with start-ups, agencies and established companies. I have built QR payment wallets for entertainment centres, live school bus tracking for parents, a voting app for a national youth awards programme, a companion app for a smart air purifier and financial signal tools for investors. I also design and run my own apps: {apps}.',
    'Clients hire me when they want one person who can own the whole product: the app on the phone, the API and database behind it, the store listings and the web pages around it. I care about the details that decide whether an app succeeds — how fast it opens, how it behaves on a poor connection, and whether a reviewer at Apple or Google finds everything they need the first time.',
  ],
  /**
   * The projects of content/projects.ts (by `name`) the story describes. Removing one of them from
   * projects.ts stops the build, naming this file, until the story no longer describes it and its
   * name is out of this list.
   */
  describes: ['aybu-mobile', 'playland-mobile', 'funlord-mobile', 'e-servis', 'turkiye-genclik-odulleri', 'noor-tech', 'finrend'],
  howIWork: {
    heading: 'How I work',
    body: 'Short iterations, a working build every week, and honest estimates. I write tests for what matters, automate releases, and leave behind code and documentation that the next engineer can pick up without me.',
  },
  contact: {
    heading: 'Let’s talk',
    before: 'Have an app to build, a product to rescue or a backend that needs to scale? Write to me at',
    after: '— I reply within two working days.',
  },
  services: [
    {
      title: 'Mobile apps',
      body: 'iOS and Android apps in React Native or Flutter: from the first prototype to store review, in-app purchases, push notifications and the updates after launch.',
    },
    {
      title: 'Backends',
      body: 'Node.js APIs, real-time services and background jobs on Firebase and Google Cloud, with MongoDB or Firestore behind them, designed to stay fast and cheap as usage grows.',
    },
    {
      title: 'The web',
      body: 'Fast, accessible websites and landing pages that introduce a product, explain its privacy policy and let users manage their accounts.',
    },
  ],
} as const;
