import type { MDXComponents } from 'mdx/types';
import type { App } from '@/lib/content/apps';
import type { LegalRecord } from '@/lib/legal/facts';
import { deletedOnDeletion, erasable, formatPeriod, keptAfterDeletion, keptItem, keptLonger, retentionPhrase } from '@/lib/legal/wording';
import { retentionOf } from '@/components/legal/clauses';
import { TEXT } from '@/components/legal/words';
import { InlineText } from '@/components/InlineText';
import { DeletionRoutesList } from '@/components/legal/deletion';
import { sentence } from '@/components/legal/prose';
import { RetentionTable } from '@/components/legal/tables';

/**
 * The components of the legal texts that say how long each kind of data is kept and how an account
 * is deleted: every period, list and route from the app's record (content/apps/<app>/legal.ts), in
 * the document's language. Part of documentComponents (components/legal/facts.tsx).
 */
export function retentionComponents(app: App, record: LegalRecord, language: App['language']): MDXComponents {
  const text = TEXT[language];
  const limit = record.deletion.timeLimit.value;
  /** The language of the app's own words (its menus), when the document speaks another. */
  const appWords = app.language === language ? undefined : app.language;
  return {
    /** "one (1) month": the bare period of one kind of data. */
    RetentionPeriod: ({ of }: { of: string }) => {
      const retention = retentionOf(record, of);
      if (retention.period === 'while-active') throw new Error(`<RetentionPeriod of="${of}">: kept while the account exists; use <Retention>`);
      return <>{formatPeriod(retention.period, language)}</>;
    },
    /** "for fourteen (14) months from when it is collected": completes "… is kept". */
    Retention: ({ of }: { of: string }) => <>{retentionPhrase(retentionOf(record, of), limit, language, erasable(record))}</>,
    /** One kind of data with how long it is kept, as the retention summary lists it ("Reports you make …: kept for six (6) months …"). */
    KeptItem: ({ of }: { of: string }) => <>{keptItem(retentionOf(record, of), limit, language, false, erasable(record))}</>,
    /** Every kind of data with how long it is kept. */
    RetentionTable: () => <RetentionTable record={record} language={language} />,
    /**
     * The retention summary: the deletion time limit, then every kind of data
     * kept longer, from the same entries as the table, so a summary cannot
     * promise less than the table; the periods are the table's, which follows it, and are told once.
     */
    RetentionSummary: () => {
      const longer = keptLonger(record);
      if (!longer.length) throw new Error(`<RetentionSummary />: content/apps/${record.app}/legal.ts keeps nothing longer than the deletion time limit; say so in words`);
      return (
        <>
          <p>
            <strong>{text.summary(formatPeriod(limit, language))}</strong>
          </p>
          <ul>
            {longer.map((retention) => (
              <li key={retention.data}>{retention.data}</li>
            ))}
          </ul>
        </>
      );
    },
    /** What outlives an account deletion, with periods and reasons: the list of the deletion page. */
    KeptAfterDeletion: () => (
      <ul>
        {keptAfterDeletion(record, language).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
    /** What a deletion erases: every retention entry that ends with the account, then the record's other items, as the deletion page shows them. */
    DeletedOnDeletion: () => (
      <ul>
        {deletedOnDeletion(record).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
    /** The deletion time limit: "thirty (30) days". */
    DeletionDeadline: () => <>{formatPeriod(limit, language)}</>,
    /** Where deletion is in the app: "Settings › Account › Delete account". */
    InAppDeletion: () => <strong lang={appWords}>{record.deletion.inApp.value.join(text.separator)}</strong>,
    /** The ways to delete: in the app, on the deletion page as the app's entry has it (a form or an e-mail request), by e-mail without it. */
    DeletionRoutes: () => <DeletionRoutesList app={app} record={record} language={language} />,
    /** How someone who can no longer open the app, or cannot use the deletion page, deletes the account, and how we check the request. */
    DeletionWithoutApp: ({ block }: { block?: boolean }) => sentence(<InlineText text={record.deletion.withoutApp.value} />, block),
    /** The deletion page's warning (who can delete the account with what it asks), which the policy repeats. */
    DeletionWarning: ({ block }: { block?: boolean }) => {
      const { warning } = record.deletion;
      if (!warning) throw new Error(`<DeletionWarning />: content/apps/${record.app}/legal.ts has no "deletion.warning"`);
      return sentence(<InlineText text={warning} />, block);
    },
  };
}
