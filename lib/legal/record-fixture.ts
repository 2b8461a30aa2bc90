import { confirmed } from '@/content/facts';
import { commonBases, CONSENT_SWITCH_API, liabilityCap, PROVIDERS, purchaseRecords } from '@/content/legal/shared';
import { aiReports, aiReportsBasis, requestRecords } from '@/content/legal/kept-records';

/**
 * A complete legal record of a made-up app, for tests that need a record of a
 * particular shape (payments, an AI provider, credits, accounts, a special
 * category) whatever apps content/apps/ holds today. Imported by tests only.
 */
export type FixtureShape = { accounts?: boolean; payments?: boolean; ai?: boolean; credits?: string; health?: boolean };

export const FIXTURE_APP = 'fixture-app';
/** The fixture's app, as the record's rules see it: an English app, finished, so its record gives the Turkish words of its texts. */
export const FIXTURE_OWNER = { language: 'en' } as const;

export function recordFixture(shape: FixtureShape = {}) {
  const { accounts = true, payments = true, ai = false, credits, health = false } = shape;
  const account = credits ? `Your account and your ${credits} balance` : 'Your account and what you saved in it';
  const hesap = credits ? `Hesabınız ve ${credits} bakiyeniz` : 'Hesabınız ve içine kaydettikleriniz';
  return {
    app: FIXTURE_APP,
    effectiveDate: confirmed('2026-01-01'),
    lastUpdated: confirmed('2026-01-02'),
    changeLog: [confirmed({ date: '2026-01-01', change: 'First version.' })],
    minimumAge: confirmed(16),
    processors: [
      confirmed({ ...PROVIDERS.googleCloud, name: 'Hosting provider', purpose: 'Runs the servers the app connects to.', region: 'European Union', tr: { purpose: 'Uygulamanın bağlandığı sunucuları çalıştırır.', region: 'Avrupa Birliği' } }),
      confirmed({ ...PROVIDERS.googleAnalytics, name: 'Analytics provider', purpose: 'Counts how the app is used, only with consent.', region: 'European Union', tr: { purpose: 'Uygulamanın nasıl kullanıldığını yalnızca izninizle ölçer.', region: 'Avrupa Birliği' } }),
      ...(ai ? [confirmed({ ...PROVIDERS.openai, name: 'AI provider', purpose: 'Turns the text you write into a result.', region: 'United States', tr: { purpose: 'Yazdığınız metinden sonucu üretir.', region: 'Amerika Birleşik Devletleri' } })] : []),
      ...(payments ? [confirmed({ ...PROVIDERS.appStore, name: 'App store', purpose: 'Takes the payment for what you buy in the app.', region: 'Ireland', tr: { purpose: 'Uygulamada satın aldıklarınızın ödemesini alır.', region: 'İrlanda' } })] : []),
    ],
    retention: {
      ...(accounts ? { account: confirmed({ data: account, period: 'while-active', afterDeletion: 'deleted', tr: { data: hesap } }) } : {}),
      analytics: confirmed({
        data: 'Usage analytics',
        period: { amount: 2, unit: 'month' },
        from: 'collection',
        afterDeletion: 'kept',
        reason: 'It is linked only to a random identifier.',
        tr: { data: 'Kullanım analizi verileri', reason: 'Yalnızca rastgele bir tanımlayıcıya bağlıdır.' },
      }),
      supportMessages: confirmed({ data: 'Support e-mails', period: { amount: 1, unit: 'month' }, from: 'last-contact', afterDeletion: 'deleted', tr: { data: 'Destek e-postaları' } }),
      ...(payments ? { purchaseRecords: confirmed(purchaseRecords('en', 'The minimum record of a purchase', 'Bir satın almanın asgari kaydı')) } : {}),
      requestRecords: confirmed(requestRecords('en')),
      ...(ai ? { aiReports: confirmed(aiReports('Your reports of AI results', 'Yapay zekâ sonuçlarına ilişkin bildirimleriniz')) } : {}),
    },
    deletion: {
      inApp: confirmed(['Settings', 'Account', 'Delete account']),
      timeLimit: confirmed({ amount: 1, unit: 'month' }),
      deleted: [account, 'Support messages linked to your account'],
      withoutApp: confirmed('If you can no longer open the app, e-mail us from the address you signed up with and we delete the account.'),
      notes: [],
      tr: {
        deleted: [hesap, 'Hesabınıza bağlı destek yazışmaları'],
        notes: [],
        withoutApp: 'Uygulamayı artık açamıyorsanız kayıt olduğunuz adresten bize yazın; hesabınızı sileriz.',
      },
    },
    liability: confirmed(liabilityCap({ amount: 10, currency: 'EUR' })),
    consents: [
      confirmed({ of: 'analytics', withdrawInApp: ['Settings', 'Privacy', 'Analytics'] }),
      ...(ai ? [confirmed({ of: 'ai', withdrawInApp: ['Settings', 'Privacy', 'AI providers'] })] : []),
      ...(health ? [confirmed({ of: 'health', withdrawInApp: ['Settings', 'Privacy', 'Health questions'] })] : []),
    ],
    inventory: confirmed({
      types: [
        ...(accounts
          ? [
              {
                type: 'user-ids' as const,
                data: 'The e-mail address and password of your account',
                use: 'required' as const,
                ephemeral: false,
                purposes: ['app-functionality' as const, 'account-management' as const],
                linked: true,
                tracking: false,
                processors: ['Hosting provider'],
                retention: 'account' as const,
                bases: ['account' as const],
                fields: [],
                sharedFor: [],
                tr: { data: 'Hesabınızın e-posta adresi ve şifresi' },
              },
            ]
          : []),
        {
          type: 'other-user-content' as const,
          data: 'What you write in the app',
          use: ai ? { consent: 'ai' } : ('required' as const),
          ephemeral: false,
          purposes: ['app-functionality' as const],
          linked: accounts,
          tracking: false,
          processors: ['Hosting provider', ...(ai ? ['AI provider'] : [])],
          retention: accounts ? ('account' as const) : ('supportMessages' as const),
          bases: ['service' as const, ...(ai ? (['ai'] as const) : [])],
          fields: [],
          sharedFor: [],
          tr: { data: 'Uygulamada yazdıklarınız' },
        },
        {
          type: 'app-interactions' as const,
          data: 'How you use the app',
          use: { consent: 'analytics' },
          ephemeral: false,
          purposes: ['analytics' as const],
          linked: false,
          tracking: false,
          processors: ['Analytics provider'],
          retention: 'analytics' as const,
          bases: ['analytics' as const],
          fields: [],
          sharedFor: [],
          tr: { data: 'Uygulamayı nasıl kullandığınız' },
        },
        {
          type: 'approximate-location' as const,
          data: 'The country or region the analytics provider derives from your IP address',
          use: { consent: 'analytics' },
          ephemeral: false,
          purposes: ['analytics' as const],
          linked: false,
          tracking: false,
          processors: ['Analytics provider'],
          retention: 'analytics' as const,
          bases: ['analytics' as const],
          fields: [],
          sharedFor: [],
          tr: { data: 'Analiz sağlayıcısının IP adresinizden çıkardığı ülke veya bölge' },
        },
        ...(payments
          ? [
              {
                type: 'purchase-history' as const,
                data: 'What you buy in the app',
                use: { when: 'purchase' as const },
                ephemeral: false,
                purposes: ['app-functionality' as const, 'fraud-prevention' as const],
                linked: accounts,
                tracking: false,
                processors: ['App store'],
                retention: 'purchaseRecords' as const,
                bases: ['purchases' as const, 'tax-records' as const],
                fields: [],
                sharedFor: [],
                tr: { data: 'Uygulamada satın aldıklarınız' },
              },
              {
                type: 'purchase-history' as const,
                data: 'The purchases you make, as analytics events',
                use: { consent: 'analytics' },
                ephemeral: false,
                purposes: ['analytics' as const],
                linked: false,
                tracking: false,
                processors: ['Analytics provider'],
                retention: 'analytics' as const,
                bases: ['analytics' as const],
                fields: [],
                sharedFor: [],
                tr: { data: 'Satın almalarınız, analiz olayları olarak' },
              },
            ]
          : []),
        ...(ai
          ? [
              {
                type: 'other-user-content' as const,
                data: 'The AI results you report, with your reason',
                use: { when: 'report' as const },
                ephemeral: false,
                purposes: ['fraud-prevention' as const],
                linked: accounts,
                tracking: false,
                processors: ['Hosting provider'],
                retention: 'aiReports' as const,
                bases: ['ai-reports' as const],
                fields: [],
                sharedFor: [],
                tr: { data: 'Bildirdiğiniz yapay zekâ sonuçları ve gerekçeniz' },
              },
            ]
          : []),
        ...(health
          ? [
              {
                type: 'health' as const,
                data: 'The health questions you ask',
                use: { consent: 'health' },
                ephemeral: false,
                purposes: ['app-functionality' as const],
                linked: accounts,
                tracking: false,
                processors: ['Hosting provider'],
                retention: accounts ? ('account' as const) : ('supportMessages' as const),
                bases: ['health' as const],
                fields: [],
                sharedFor: [],
                tr: { data: 'Sorduğunuz sağlık soruları' },
              },
            ]
          : []),
        {
          type: 'approximate-location' as const,
          data: 'The IP address of each request, in the server logs',
          kvkk: 'security' as const,
          use: 'required' as const,
          ephemeral: false,
          purposes: ['app-functionality' as const, 'fraud-prevention' as const],
          linked: accounts,
          tracking: false,
          processors: ['Hosting provider'],
          retention: 'supportMessages' as const,
          bases: ['service' as const, 'security' as const],
          fields: [],
          sharedFor: [],
          tr: { data: 'Sunucu kayıtlarında her isteğin IP adresi' },
        },
        {
          type: 'email' as const,
          data: 'Your e-mail address and your message, if you write to support',
          use: { when: 'support' as const },
          ephemeral: false,
          purposes: ['app-functionality' as const],
          linked: true,
          tracking: false,
          processors: [],
          retention: 'supportMessages' as const,
          bases: ['support' as const],
          fields: [],
          sharedFor: [],
          tr: { data: 'Desteğe yazarsanız e-posta adresiniz ve mesajınız' },
        },
      ],
      encryptedInTransit: true,
      ...(accounts ? { accountCreation: ['username-password' as const] } : {}),
    }),
    requiredReasonApis: confirmed([CONSENT_SWITCH_API]),
    dataNeeded: confirmed({ data: accounts ? 'the e-mail address of your account' : 'the technical data of each request', without: 'the app cannot work' }),
    governingLaw: confirmed({ law: 'the laws of the Republic of Türkiye', courts: 'owner-city', tr: { law: 'Türkiye Cumhuriyeti hukuku' } }),
    lawfulBases: [
      ...(accounts ? [{ of: 'account', basis: 'contract', activity: 'Creating and keeping your account', tr: { activity: 'Hesabınızın oluşturulması ve saklanması' } }] : []),
      { of: 'service', basis: 'contract', activity: 'Providing the features of the app', tr: { activity: 'Uygulamanın özelliklerinin sunulması' } },
      ...(ai ? [{ of: 'ai', basis: 'contract', activity: 'Sending what you write to the AI provider that makes the result', tr: { activity: 'Yazdıklarınızın sonucu üreten yapay zekâ sağlayıcısına gönderilmesi' } }] : []),
      ...(ai ? [aiReportsBasis('en')] : []),
      ...(health ? [{ of: 'health', basis: 'explicit-consent', activity: 'Answering the health questions you ask', tr: { activity: 'Sorduğunuz sağlık sorularının yanıtlanması' } }] : []),
      ...(payments ? [{ of: 'purchases', basis: 'contract', activity: 'Unlocking and restoring what you buy', tr: { activity: 'Satın aldıklarınızın açılması ve geri yüklenmesi' } }] : []),
      { of: 'security', basis: 'legitimate-interests', activity: 'Keeping the service secure and preventing abuse (server logs)', tr: { activity: 'Hizmetin güvenliğinin sağlanması ve kötüye kullanımın önlenmesi (sunucu kayıtları)' } },
      ...commonBases('en').filter((entry) => payments || entry.of !== 'tax-records'),
    ],
    ...(credits ? { credits: confirmed({ name: credits, tr: { name: credits } }) } : {}),
    ...(ai ? { aiReportInApp: confirmed(['Result', 'More', 'Report result']) } : {}),
    openQuestions: [],
    extra: {},
  };
}
