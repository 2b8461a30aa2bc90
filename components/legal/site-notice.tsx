import type { MDXComponents } from 'mdx/types';
import { Fragment, type ReactNode } from 'react';
import { InlineText } from '@/components/InlineText';
import { KVKK_RIGHTS, TEXT } from '@/components/legal/words';
import { site } from '@/content/site';
import { LAW, TRANSFERS } from '@/content/legal/shared';
import { type App, appIn, apps, deletionPage, documentPath } from '@/lib/content/apps';
import { linkTo } from '@/lib/routes';
import { ownerPlace, postalAddress } from '@/lib/content/site';
import { formatDate } from '@/lib/legal/documents';
import { LOG_FIELDS, type SiteNoticeLanguage, sitePrivacyFacts } from '@/lib/legal/site-privacy';
import { BASIS_LABELS, formatPeriod, joinNames } from '@/lib/legal/wording';
import { doNotTrackSentence } from '@/lib/legal/do-not-track';
import { kepAddress, KvkkChannelList } from '@/components/legal/kvkk-channels';

type Language = SiteNoticeLanguage;

/** The fixed words of the website's privacy notice around its facts (content/legal/site-privacy.ts), in each language. */
const WORDS = {
  en: {
    fields: {
      'ip-address': 'your IP address',
      'user-agent': 'the user agent your browser sends (its name and version, and your operating system)',
      url: 'the address of the page or file asked for',
      time: 'the date and time of the request',
      referrer: 'the address of the page that linked to it (if your browser sends it)',
      status: 'the response status and size',
    },
    fromRequest: 'from the request',
    afterLastExchange: 'after our last exchange',
    website: 'this website',
    holder: 'This website',
    sends: (fields: ReactNode, app: ReactNode) => <>: sends the {fields} you type from your browser straight to the server of {app}, which its </>,
    policy: 'privacy policy',
    covers: ' covers.',
    email: (app: ReactNode) => <>: opens an e-mail to {app} in your own mail program, and this website sends nothing; the e-mail is covered by the </>,
    emailEnd: '.',
    region: (region: string) => ` (servers in ${region})`,
  },
  tr: {
    fields: {
      'ip-address': 'IP adresiniz',
      'user-agent': 'tarayıcınızın gönderdiği kullanıcı aracısı bilgisi (tarayıcının adı ve sürümü ile işletim sisteminiz)',
      url: 'istenen sayfanın veya dosyanın adresi',
      time: 'isteğin tarihi ve saati',
      referrer: 'tarayıcınız gönderiyorsa, bağlantıyı içeren sayfanın adresi',
      status: 'yanıtın durum kodu ve boyutu',
    },
    fromRequest: 'istek tarihinden itibaren',
    afterLastExchange: 'son yazışmamızdan itibaren',
    website: 'bu internet sitesi',
    holder: 'Bu internet sitesi',
    sends: (fields: ReactNode, app: ReactNode) => <>: yazdığınız {fields} bilgisini tarayıcınızdan doğrudan {app} uygulamasının sunucusuna gönderir; bu veriler uygulamanın </>,
    policy: 'gizlilik politikası',
    covers: ' kapsamındadır.',
    email: (app: ReactNode) => <>: {app} uygulamasına yazılacak bir e-postayı kendi e-posta programınızda açar ve bu internet sitesi hiçbir veri göndermez; e-posta, </>,
    emailEnd: ' kapsamındadır.',
    region: (region: string) => ` (sunucuları: ${region})`,
  },
} as const;

/** A text of one language inside a notice in another: marked, so that it is read in its own. */
function inLanguage(text: string, of: Language, language: Language): ReactNode {
  return of === language ? text : <span lang={of}>{text}</span>;
}

/** Several words of one language, joined as the notice's language joins a list, each marked when it is in another. */
function listIn(texts: readonly string[], of: Language, language: Language): ReactNode {
  const parts = new Intl.ListFormat(language === 'en' ? 'en-GB' : 'tr-TR', { style: 'long', type: 'conjunction' }).formatToParts(texts);
  return parts.map((part, index) => (part.type === 'element' ? <Fragment key={index}>{inLanguage(part.value, of, language)}</Fragment> : part.value));
}


/**
 * The components the website's privacy notice and its Turkish information notice use: every
 * name, period, host and form comes from content/ (the owner in content/site.ts, the host and its
 * logs in content/legal/site-privacy.ts, the forms in content/apps/), so a fact is written once.
 */
export function siteNoticeComponents(language: Language): MDXComponents {
  const words = WORDS[language];
  const text = TEXT[language];
  const facts = sitePrivacyFacts;
  const host = facts.host.value;
  const region = language === 'en' ? host.region : host.tr.region;
  const law = (of: 'gdprAnswer' | 'gdprAnswerExtension' | 'kvkkAnswer' | 'kvkkComplaintAfterAnswer' | 'kvkkComplaintAfterApplication') => formatPeriod(LAW[of].value, language);
  const email = <a href={`mailto:${site.email}`}>{site.email}</a>;
  const policyLink = (app: App) => (
    <a href={documentPath(app, 'privacy-policy')} hrefLang={app.language === language ? undefined : app.language}>
      {inLanguage(app.name, app.language, language)} {words.policy}
    </a>
  );

  return {
    Owner: () => <>{site.owner.name}</>,
    OwnerLocation: () => <>{ownerPlace()}</>,
    OwnerAddress: () => <span lang="tr">{postalAddress()}</span>,
    SiteEmail: () => email,
    /** The host, linked to its own privacy policy, with where its servers are. */
    Host: () => (
      <>
        <a href={host.policyUrl}>{host.name}</a>
        {words.region(region)}
      </>
    ),
    HostName: () => <>{host.name}</>,
    /** What the host's log of a request holds, in the order of LOG_FIELDS. */
    LogFields: () => <>{joinNames(LOG_FIELDS.filter((field) => facts.serverLogs.value.fields.includes(field)).map((field) => words.fields[field]), language)}</>,
    LogRetention: () => (
      <>
        {language === 'en'
          ? `for ${formatPeriod(facts.serverLogs.value.period, 'en')} ${words.fromRequest}`
          : `${words.fromRequest} ${formatPeriod(facts.serverLogs.value.period, 'tr')} boyunca`}
      </>
    ),
    EmailRetention: () => (
      <>
        {language === 'en'
          ? `for ${formatPeriod(facts.email.value.period, 'en')} ${words.afterLastExchange}`
          : `${words.afterLastExchange} ${formatPeriod(facts.email.value.period, 'tr')} boyunca`}
      </>
    ),
    /** The label of the legal basis "legitimate interests" under one law, as the apps' tables print it. */
    LegitimateInterests: ({ law: which }: { law: 'gdpr' | 'kvkk' }) => <>{BASIS_LABELS[language]['legitimate-interests'][which]}</>,
    /** Every page of an app that sends what is typed in it, and every page that prepares an e-mail, with the app's policy. */
    Forms: () => (
      <ul>
        {apps.flatMap((app) => {
          const name = inLanguage(app.name, app.language, language);
          // Each form's page in the notice's language, with its words in that language (its version under /tr or /en).
          const local = appIn(app, language);
          const formItems = local.forms.map((form) => (
            <li key={form.page.path}>
              <a {...linkTo(form.page.path, language)}>{form.page.title}</a>
              {words.sends(listIn(form.fields.map((field) => field.label), language, language), name)}
              {policyLink(app)}
              {words.covers}
            </li>
          ));
          const request = deletionPage(local)?.request;
          const requestItem = request ? (
            <li key={request.page.path}>
              <a {...linkTo(request.page.path, language)}>{request.page.title}</a>
              {words.email(name)}
              {policyLink(app)}
              {words.emailEnd}
            </li>
          ) : null;
          return [...formItems, ...(requestItem ? [requestItem] : [])];
        })}
      </ul>
    ),
    /** The owner's representatives in the EU and the UK (GDPR and UK GDPR Art. 27), as the apps' policies name them. */
    Representatives: () => {
      const labels = text.representatives;
      const { eu, uk } = site.owner.representatives;
      const item = (label: string, lawName: string, representative: typeof eu.value | typeof uk.value) => (
        <li>
          <strong>{label}</strong> ({lawName}): <span lang={representative.language}>{representative.name}, {representative.address}</span>,{' '}
          <a href={`mailto:${representative.email}`}>{representative.email}</a>
        </li>
      );
      return (
        <>
          <ul>
            {item(labels.eu, labels.euLaw, eu.value)}
            {item(labels.uk, labels.ukLaw, uk.value)}
          </ul>
          <p>
            <InlineText text={labels.ukAuthority} />
          </p>
        </>
      );
    },
    /** How a transfer abroad is protected: the apps' one clause, with the one safeguard of content/legal/shared.ts. */
    /** CalOPPA: how the website responds to a Do Not Track signal (it tracks no one, with or without it). */
    DoNotTrack: () => (
      <p>
        <InlineText text={doNotTrackSentence(words.website, language)} />
      </p>
    ),
    TransferSafeguards: () => <p>{text.transfers(TRANSFERS.kvkkSafeguard.value[language], email)}</p>,
    KvkkRights: () => (
      <ol type="a">
        {KVKK_RIGHTS[language].map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ol>
    ),
    /** The channels of an application under the KVKK, as every app's notice lists them: the website keeps no e-mail address on record as a visitor's. */
    KvkkChannels: () => <KvkkChannelList language={language} facts={{ mail: site.email, registered: false, holder: words.holder, kep: kepAddress() }} />,
    KvkkApplicationContents: () => (
      <p>
        <InlineText text={text.kvkkApplication} />
      </p>
    ),
    /** The answer times, the one rule on fees, and the complaint to the Board with its time limits, as every app's policy says them. */
    RequestAnswers: () => {
      const clause = text.requestAnswers({
        gdpr: law('gdprAnswer'),
        extension: law('gdprAnswerExtension'),
        kvkk: law('kvkkAnswer'),
        afterAnswer: law('kvkkComplaintAfterAnswer'),
        afterApplication: law('kvkkComplaintAfterApplication'),
      });
      const [before, after] = clause.split(text.board);
      if (after === undefined) throw new Error('<RequestAnswers />: the clause does not name the Board');
      return (
        <p>
          <InlineText text={before!} />
          <a href="https://www.kvkk.gov.tr">
            <InlineText text={text.board} />
          </a>
          <InlineText text={after} />
        </p>
      );
    },
    /** The notice in the other language. */
    OtherLanguage: ({ children }: { children: ReactNode }) => {
      const other: Language = language === 'en' ? 'tr' : 'en';
      return (
        <a href={facts.pages[other].path} hrefLang={other} lang={other}>
          {children}
        </a>
      );
    },
    EffectiveDate: () => <time dateTime={facts.effectiveDate.value}>{formatDate(facts.effectiveDate.value, language)}</time>,
  };
}
