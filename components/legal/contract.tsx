import type { MDXComponents } from 'mdx/types';
import { type App, documentPath, documentTranslation } from '@/lib/content/apps';
import { otherLanguage, prefixed } from '@/lib/i18n/languages';
import type { LegalRecord } from '@/lib/legal/facts';
import { formatPeriod } from '@/lib/legal/wording';
import { carveOutSentence, liabilitySentence } from '@/lib/legal/liability';
import { accountClosureClause, changesClause, creditsOnDeletion, creditsOnTermination, discontinuationClause, indemnityClause, languageClause, licenceTerminationClause, withdrawalClause } from '@/lib/legal/consumer';
import { aiReportClause, aiReportPaths } from '@/lib/legal/ai-reports';
import { dsaRepresentativeSentence, noticeAndActionClause } from '@/lib/legal/dsa';
import { disputeClause } from '@/components/legal/clauses';
import { TEXT } from '@/components/legal/words';
import { paragraphs, sentence } from '@/components/legal/prose';

type Language = App['language'];

/** A guard for what the record says only in the app's language: it has no place in a document in another. */
export function ownLanguageGuard(app: App, document: string | undefined, language: Language) {
  return (name: string) => {
    if (app.language !== language) throw new Error(`<${name} />: content/apps/${app.slug}/legal.ts gives it in ${app.language} only, and ${app.slug}/${document ?? '?'} is in ${language}`);
  };
}

/**
 * The clauses of the contracts, terms and EULA (components/legal/facts.tsx spreads them into every
 * document's components, and each refuses a document that is not a contract): the liability rule,
 * disputes, changes, discontinuation, the licence's end, withdrawal, the indemnity, and how shared
 * content is reported and blocked. `record` is the app's record in the document's language.
 */
export function contractComponents(app: App, record: LegalRecord, document: string | undefined, language: Language): MDXComponents {
  const text = TEXT[language];
  /** The app's own words (its menus), marked with their language in a document of the other. */
  const appWords = app.language === language ? undefined : app.language;
  /** The document a clause of terms and EULA is printed in, refused in any other. */
  const ruling = (component: string) => {
    if (document !== 'terms-and-conditions' && document !== 'eula') throw new Error(`<${component} />: only terms and EULA have this clause (${app.slug}/${document ?? '?'})`);
    return document;
  };
  /** What users share with each other and how it is moderated, refused when the record says nothing of it. */
  const userContent = (component: string) => {
    if (!record.userContent) throw new Error(`<${component} />: content/apps/${record.app}/legal.ts has no "userContent"`);
    return record.userContent;
  };
  return {
    /** The app's one liability rule, as a sentence; `block` when it stands alone on its line (MDX then wraps no paragraph around it). */
    LiabilityCap: ({ block }: { block?: boolean }) => sentence(liabilitySentence(record.liability.value, language, app.name), block),
    /** What the liability limits never reach: the record's one list, the same words in terms and EULA. */
    LiabilityCarveOuts: ({ block }: { block?: boolean }) => sentence(carveOutSentence(record.liability.value, language), block),
    /**
     * The dispute clause of terms and EULA: the governing law, the courts of the owner's city, and
     * the consumer's own courts and arbitration bodies, the same words in both documents.
     */
    Disputes: () => {
      if (document !== 'terms-and-conditions' && document !== 'eula') throw new Error(`<Disputes />: only terms and EULA have a dispute clause (${app.slug}/${document ?? '?'})`);
      const [governing, consumers] = disputeClause(record, document, language);
      return (
        <>
          <p>{governing}</p>
          <p>{consumers}</p>
        </>
      );
    },
    /** How terms or EULA change: notice in advance, and the user's right to refuse with a refund (lib/legal/consumer.ts). */
    Changes: () => paragraphs(changesClause(record, ruling('Changes'), language)),
    /** The terms' promise if the service is discontinued: notice, and the refund of what was paid and not used (lib/legal/consumer.ts). */
    Discontinuation: ({ block }: { block?: boolean }) => {
      if (ruling('Discontinuation') !== 'terms-and-conditions') throw new Error(`<Discontinuation />: the terms say what ending the service means (${app.slug}/eula)`);
      return sentence(discontinuationClause(record, language), block);
    },
    /** What a breach of the rules may cost: content refused or removed, an account closed only for a serious or repeated breach (lib/legal/consumer.ts). */
    AccountClosure: ({ block }: { block?: boolean }) => {
      if (ruling('AccountClosure') !== 'terms-and-conditions') throw new Error(`<AccountClosure />: the terms set the rules of use (${app.slug}/eula ends the licence with <LicenceTermination />)`);
      return sentence(accountClosureClause(record, language), block);
    },
    /** When the licensor may end the EULA: only for a serious or repeated breach, as the terms say (lib/legal/consumer.ts). */
    LicenceTermination: ({ block }: { block?: boolean }) => {
      if (ruling('LicenceTermination') !== 'eula') throw new Error(`<LicenceTermination />: only the EULA grants the licence it ends (${app.slug}/terms-and-conditions)`);
      return sentence(licenceTerminationClause(language, app.name), block);
    },
    /** Bought points or credits not used are refunded when we end the contract, except for the user's fraud (lib/legal/consumer.ts). */
    CreditsOnTermination: ({ block }: { block?: boolean }) => sentence(creditsOnTermination(record, ruling('CreditsOnTermination'), language), block),
    /** What a deletion does to points or credits: gone with the account, except the paid ones a refund is owed for, refunded first (lib/legal/consumer.ts). */
    CreditsOnDeletion: ({ block }: { block?: boolean }) => sentence(creditsOnDeletion(record, language), block),
    /** The right of withdrawal from a purchase in the app, in the EU and the UK and in Türkiye (lib/legal/consumer.ts). */
    Withdrawal: () => paragraphs(withdrawalClause(record, language)),
    /**
     * Which version of a contract published in both languages prevails, with a link to the other
     * (lib/legal/consumer.ts): refused in a contract its app's entry publishes in one language only.
     */
    LanguageVersions: () => {
      const ruled = ruling('LanguageVersions');
      if (!documentTranslation(app, ruled)) {
        throw new Error(`<LanguageVersions />: content/apps/${app.slug}/app.ts publishes ${ruled} in ${app.language} only (field "documents.${app.documents.findIndex((entry) => entry.slug === ruled)}.translated")`);
      }
      const other = otherLanguage(language);
      const path = documentPath(app, ruled);
      const { before, link, after } = languageClause(ruled, language);
      return (
        <p>
          {before}
          <a href={language === app.language ? prefixed(path, other) : path} hrefLang={other}>
            {link}
          </a>
          {after}
        </p>
      );
    },
    /** The user's indemnity: only for a breach of the terms or the law, to the extent of the user's fault (lib/legal/consumer.ts). */
    Indemnity: () => <p>{indemnityClause(ruling('Indemnity'), language)}</p>,
    /**
     * How AI output is reported without leaving the app, with the menu path of `aiReportInApp`: the
     * terms' promise, the EULA's rule or the policy's account of the data, as a paragraph.
     */
    AiReports: () => {
      if (!record.aiReportInApp) throw new Error(`<AiReports />: content/apps/${record.app}/legal.ts has no "aiReportInApp"`);
      if (document !== 'terms-and-conditions' && document !== 'eula' && document !== 'privacy-policy') throw new Error(`<AiReports />: only the policy, the terms and the EULA say how AI output is reported (${app.slug}/${document ?? '?'})`);
      const [before, after] = aiReportClause(record, document, language);
      const paths = aiReportPaths(record);
      const or = language === 'en' ? ' or at ' : ' veya ';
      return (
        <p>
          {before}
          {paths.map((path, index) => (
            <span key={path.join()}>
              {index ? or : null}
              <strong lang={appWords}>{path.join(text.separator)}</strong>
            </span>
          ))}
          {after}
        </p>
      );
    },
    /** The notice-and-action mechanism of the Digital Services Act (Art. 16), for an app whose users share content (lib/legal/dsa.ts). */
    NoticeAndAction: () => {
      userContent('NoticeAndAction');
      const { label, text: body } = noticeAndActionClause(language);
      return (
        <p>
          <strong>{label}</strong> {body}
        </p>
      );
    },
    /** The legal representative in the Union (DSA Art. 13) from the record, or, while there is none, the words that say so. */
    DsaRepresentative: ({ block }: { block?: boolean }) => {
      const { before, representative, after } = dsaRepresentativeSentence(userContent('DsaRepresentative').legalRepresentative?.value, language);
      return sentence(
        <>
          {before}
          {representative ? (
            <>
              <span lang={representative.language}>
                {representative.name}, {representative.address}
              </span>
              , <a href={`mailto:${representative.email}`}>{representative.email}</a>
            </>
          ) : null}
          {after}
        </>,
        block,
      );
    },
    /** Where a post is reported in the app: "Post › More › Report post". */
    ReportInApp: () => <strong lang={appWords}>{userContent('ReportInApp').reportInApp.value.join(text.separator)}</strong>,
    /** Where a user is blocked in the app. */
    BlockInApp: () => <strong lang={appWords}>{userContent('BlockInApp').blockInApp.value.join(text.separator)}</strong>,
    /** The time within which a report is acted on: "twenty-four (24) hours". */
    ReportResponse: () => <>{formatPeriod(userContent('ReportResponse').reportResponse.value, language)}</>,
  };
}
