import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { linkTo } from '@/lib/routes';
import { site } from '@/content/site';
import { ownerAddress, ownerPlace } from '@/lib/content/site';
import { effectiveDateOf, legalRecordIn } from '@/lib/legal/records';
import { LAW, TRANSFERS } from '@/content/legal/shared';
import type { App } from '@/lib/content/apps';
import { formatDate } from '@/lib/legal/documents';
import { formatPeriod, turkishLocative } from '@/lib/legal/wording';
import { policyClauses, postalAddress, processorsOf } from '@/components/legal/clauses';
import { contractComponents, ownLanguageGuard } from '@/components/legal/contract';
import { retentionComponents } from '@/components/legal/retention';
import { noticeComponents, ProductName, ProductNames } from '@/components/legal/notice';
import { childSafetyComponents } from '@/components/legal/child-safety';
import { kvkkChannelComponents } from '@/components/legal/kvkk-channels';
import { KVKK_RIGHTS, TEXT } from '@/components/legal/words';
import { InlineText } from '@/components/InlineText';
import { emphasised, sentence } from '@/components/legal/prose';
import { ChangeLogTable, LegalBasesTable } from '@/components/legal/tables';
import { DataCategories, DataSafetySummary } from '@/components/legal/data-safety';
import { doNotTrackSentence } from '@/lib/legal/do-not-track';

type Language = App['language'];

/**
 * The components the legal texts use. Every name, address, period, provider,
 * age, date and liability rule comes from content/site.ts or the app's record
 * in content/apps/<app>/legal.ts, so a fact is changed in one place. A
 * document is printed in its own language: the app's, or Turkish for an
 * English app's information notice, which prints the same record's Turkish
 * words (lib/legal/records.ts, legalRecordIn).
 */
export function documentComponents(app: App, document?: string, language: Language = app.language): MDXComponents {
  const record = legalRecordIn(app, language);
  const text = TEXT[language];
  const limit = record.deletion.timeLimit.value;
  /** The language of the app's own words (its menus), when the document speaks another. */
  const appWords = app.language === language ? undefined : app.language;
  const ownLanguageOnly = ownLanguageGuard(app, document, language);
  const clauses = policyClauses(record, language);

  return {
    /**
     * A link of the document's text: to a page of the site in the document's language where it has
     * one (a Turkish contract's link to the EULA goes to the Turkish EULA), else to the page itself,
     * whose language the link names (lib/routes.ts, linkTo).
     */
    a: ({ href, ...props }: ComponentProps<'a'>) => {
      if (!href?.startsWith('/')) return <a {...props} href={href} />;
      const target = linkTo(href, language);
      return <a {...props} href={target.href} hrefLang={target.hrefLang ?? props.hrefLang} />;
    },
    Owner: () => <>{site.owner.name}</>,
    OwnerLocation: () => <>{ownerPlace()}</>,
    /** Where the owner is established, as a Turkish text says it ("<city>’da yerleşik"), from the owner's city (content/site.ts). */
    OwnerSeat: () => {
      if (language !== 'tr') throw new Error(`<OwnerSeat />: a Turkish phrase, and ${app.slug}/${document ?? '?'} is in ${language}; use <OwnerLocation />`);
      return <>{turkishLocative(ownerAddress.city)} yerleşik</>;
    },
    /** The owner's full postal address, for notices (Apple's minimum EULA terms, KVKK). */
    OwnerAddress: () => <span lang="tr">{postalAddress()}</span>,
    SupportEmail: () => <a href={`mailto:${app.supportEmail}`}>{app.supportEmail}</a>,
    /**
     * How a permission the app asks for is withdrawn in the app (GDPR Art. 7(3): as easy as giving it).
     * The AI providers' permission is no legal basis (the contract is): it is a choice that stops the
     * sending, and is worded as one, without the words of a consent.
     */
    WithdrawConsent: ({ of }: { of: string }) => {
      const consent = record.consents.find((entry) => entry.value.of === of);
      if (!consent) throw new Error(`<WithdrawConsent of="${of}">: content/apps/${record.app}/legal.ts has no consent "${of}"`);
      const deleted = consent.value.deletedOnWithdrawal;
      return (
        <>
          {of === 'ai' && clauses.aiChoice
            ? emphasised(clauses.aiChoice.text, clauses.aiChoice.path, appWords)
            : text.withdraw(<strong lang={appWords}>{consent.value.withdrawInApp.join(text.separator)}</strong>)}
          {deleted ? ` ${text.deletedOnWithdrawal(deleted.data, formatPeriod(limit, language), deleted.law)}` : null}
        </>
      );
    },
    /** The processors, optionally of one kind: each with what it does, where, and its own privacy policy. */
    Processors: ({ kind }: { kind?: string }) => (
      <ul>
        {processorsOf(record, kind).map((processor) => (
          <li key={processor.name}>
            <strong>
              <ProductName name={processor.name} language={language} />
            </strong>{' '}
            ({processor.region}): {processor.purpose} <a href={processor.policyUrl}>{text.policyLink(<ProductName name={processor.name} language={language} />)}</a>
          </li>
        ))}
      </ul>
    ),
    /** The names of the processors of one kind, joined: "OpenAI and Google (Gemini API)". */
    ProcessorNames: ({ kind }: { kind?: string }) => <ProductNames names={processorsOf(record, kind).map((processor) => processor.name)} language={language} />,
    MinimumAge: () => <>{record.minimumAge.value}</>,
    /** The legal basis of each processing, from the record: the one place a policy states one. */
    LegalBases: () => {
      const SpecialCategories = childSafetyComponents(app, record, language).ModerationSpecialCategories as () => React.ReactNode;
      return (
        <>
          <LegalBasesTable record={record} language={language} />
          <SpecialCategories />
        </>
      );
    },
    /** How transfers abroad are protected, and how to get a copy of the safeguards (GDPR Art. 13(1)(f)). */
    TransferSafeguards: () => (
      <p>
        {text.transfers(
          TRANSFERS.kvkkSafeguard.value[language],
          <a href={`mailto:${app.supportEmail}`}>{app.supportEmail}</a>,
          record.processors.some((fact) => fact.value.kind === 'payments') ? TRANSFERS.stores.value[language] : undefined,
        )}
      </p>
    ),
    /** The owner's representatives in the EU and the UK (GDPR and UK GDPR Art. 27). */
    Representatives: () => {
      const labels = text.representatives;
      const { eu, uk } = site.owner.representatives;
      const item = (label: string, law: string, representative: typeof eu.value | typeof uk.value) => (
        <li>
          <strong>{label}</strong> ({law}): <span lang={representative.language}>{representative.name}, {representative.address}</span>,{' '}
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
            {labels.contact} <InlineText text={labels.ukAuthority} />
          </p>
        </>
      );
    },
    /** CalOPPA: how the policy responds to a Do Not Track signal; refused when the inventory says anything tracks the user. */
    DoNotTrack: ({ block }: { block?: boolean }) => {
      if (record.inventory.value.types.some((entry) => entry.tracking)) throw new Error(`<DoNotTrack />: content/apps/${record.app}/legal.ts tracks users ("tracking: true"), so the policy must say how it answers the signal in its own words`);
      return sentence(<InlineText text={doNotTrackSentence(app.name, language)} />, block);
    },
    /** Under which law the table of legal bases applies: the GDPR in the EEA, the UK GDPR in the UK, the KVKK to all of it. */
    LawsThatApply: ({ block }: { block?: boolean }) => sentence(<InlineText text={clauses.lawsThatApply} />, block),
    /** GDPR Art. 13(2)(f), 22: no decision based solely on automated processing, and what the AI models do. */
    AutomatedDecisions: ({ block }: { block?: boolean }) => sentence(<InlineText text={clauses.automatedDecisions} />, block),
    /** GDPR Art. 13(2)(e): whether the data is required, by what, and what follows when it is not given. */
    DataNeeded: () => {
      ownLanguageOnly('DataNeeded');
      if (!clauses.dataNeeded) throw new Error(`<DataNeeded />: content/apps/${record.app}/legal.ts has no "dataNeeded"`);
      return (
        <p>
          <strong>{clauses.dataNeeded.label}</strong> <InlineText text={clauses.dataNeeded.text} />
        </p>
      );
    },
    /** GDPR Art. 8: below the age of digital consent, a parent or guardian consents to analytics. */
    ConsentAge: ({ block }: { block?: boolean }) => {
      if (!clauses.consentAge) throw new Error(`<ConsentAge />: content/apps/${record.app}/legal.ts collects no analytics on consent`);
      return sentence(<InlineText text={clauses.consentAge} />, block);
    },
    /** What a breach of personal data brings: the people affected told whatever the risk (KVKK Art. 12(5)), the Board within 72 hours. */
    BreachNotice: ({ block }: { block?: boolean }) => sentence(<InlineText text={clauses.breachNotice} />, block),
    /**
     * The Data safety summary, from the app's data inventory: every type it collects and why, whether
     * it is optional, and the stores' other answers (sharing, sale, tracking, encryption, deletion).
     */
    DataSafetySummary: () => <DataSafetySummary app={app} record={record} language={language} sharing={clauses.dataSafetySharing} providers={clauses.dataSafetyProviders} />,
    /** The categories of personal data a Turkish notice names (KVKK Art. 10), from the same inventory. */
    DataCategories: () => {
      if (language !== 'tr') throw new Error(`<DataCategories />: the categories of personal data are the Turkish notice's (${app.slug}/${document ?? '?'} is in ${language})`);
      return <DataCategories record={record} appWords={app.language === 'tr' ? undefined : app.language} />;
    },
    /** The answer times, the one rule on fees, and the complaint to the Board with its time limits (GDPR Art. 12(3), KVKK Art. 13, 14). */
    RequestAnswers: () => {
      const [before, after] = clauses.requestAnswers.split(clauses.board);
      if (after === undefined) throw new Error('<RequestAnswers />: the clause does not name the Board');
      return (
        <p>
          <InlineText text={before!} />
          <a href="https://www.kvkk.gov.tr">
            <InlineText text={clauses.board} />
          </a>
          <InlineText text={after} />
        </p>
      );
    },
    /** What an application under the KVKK must contain (the Board's Communiqué), and that no other request needs it. */
    KvkkApplicationContents: () => (
      <p>
        <InlineText text={clauses.kvkkApplication} />
      </p>
    ),
    /** A fact of the record's `extra` map: a number, a period, or words, in the document's language (`{ text, tr }` in an English app's record). */
    Fact: ({ of }: { of: string }) => {
      const fact = record.extra[of];
      if (!fact) throw new Error(`<Fact of="${of}">: content/apps/${record.app}/legal.ts has no extra fact "${of}"`);
      const value = fact.value;
      if (typeof value === 'number') return <>{String(value)}</>;
      if (typeof value === 'string') {
        ownLanguageOnly(`Fact of="${of}"`);
        return <>{value}</>;
      }
      if (!('text' in value)) return <>{formatPeriod(value, language)}</>;
      if (language === app.language) return <>{value.text}</>;
      if (!value.tr) throw new Error(`<Fact of="${of}">: content/apps/${record.app}/legal.ts: field "extra.${of}.tr" has no Turkish text ("tr")`);
      return <>{value.tr.text}</>;
    },
    /** A period or age set by law (content/legal/shared.ts). */
    Law: ({ of }: { of: string }) => {
      if (!(of in LAW)) throw new Error(`<Law of="${of}">: content/legal/shared.ts has no such law`);
      const value = LAW[of as keyof typeof LAW].value;
      return <>{typeof value === 'object' ? formatPeriod(value, language) : String(value)}</>;
    },
    KvkkRights: () => (
      <ol type="a">
        {KVKK_RIGHTS[language].map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ol>
    ),
    /** The date this document took effect (its own, when it was published after the app's first documents). */
    EffectiveDate: () => {
      const date = effectiveDateOf(record, document ?? '');
      return <time dateTime={date}>{formatDate(date, language)}</time>;
    },
    ChangeLog: () => {
      ownLanguageOnly('ChangeLog');
      // The change log is the policy's: a contract that printed it would tell its reader of changes to another document.
      if (document === 'terms-and-conditions' || document === 'eula') throw new Error(`<ChangeLog />: the change log is the privacy policy's; ${app.slug}/${document} gives its own date with <EffectiveDate />`);
      return <ChangeLogTable record={record} language={language} />;
    },
    ...retentionComponents(app, record, language),
    ...contractComponents(app, record, document, language),
    ...noticeComponents(app, record, language),
    ...childSafetyComponents(app, record, language),
    ...kvkkChannelComponents(app, record, language),
  };
}
