import type { ReactNode } from 'react';
import { InlineText } from '@/components/InlineText';
import type { App } from '@/lib/content/apps';
import { type LegalRecord, RETENTION_CATEGORIES } from '@/lib/legal/facts';
import { formatDate } from '@/lib/legal/documents';
import { BASIS_LABELS, erasable, retentionPhrase } from '@/lib/legal/wording';
import { TEXT } from '@/components/legal/words';

/** The tables of the legal texts, each printed from an app's record in one language (components/legal/facts.tsx). */

type Language = App['language'];
type Table = { record: LegalRecord; language: Language };

/**
 * A table that fits a phone, with its column headings and its rows: long links in its cells wrap,
 * and a table wider than the text scrolls on its own.
 */
export function FactTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="w-0 min-w-full overflow-x-auto [&_a]:wrap-anywhere">
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Turkish letters inside English text (a KVKK point such as "(ç)") are read in Turkish. */
function marked(label: string, language: Language): ReactNode {
  if (language === 'tr') return label;
  return label.split(/([çğışöüÇĞİŞÖÜ]+)/).map((part, index) => (index % 2 ? <span key={index} lang="tr">{part}</span> : part));
}

/** Every kind of data with how long it is kept. */
export function RetentionTable({ record, language }: Table) {
  const text = TEXT[language];
  const limit = record.deletion.timeLimit.value;
  return (
    <FactTable columns={[text.data, text.kept]}>
      {RETENTION_CATEGORIES.flatMap((category) => {
        const entry = record.retention[category];
        if (!entry) return [];
        return [
          <tr key={category}>
            <td>{entry.value.data}</td>
            <td>{retentionPhrase(entry.value, limit, language, erasable(record))}</td>
          </tr>,
        ];
      })}
    </FactTable>
  );
}

/** The legal basis of each processing, from the record: the one place a policy states one. */
export function LegalBasesTable({ record, language }: Table) {
  const text = TEXT[language];
  const labels = BASIS_LABELS[language];
  const columns = language === 'en' ? (['gdpr', 'kvkk'] as const) : (['kvkk', 'gdpr'] as const);
  return (
    <FactTable columns={[text.bases.activity, ...columns.map((column) => text.bases[column])]}>
      {record.lawfulBases.map((entry) => (
        <tr key={entry.of}>
          <td>{entry.activity}</td>
          {columns.map((column) => (
            <td key={column}>{marked(labels[entry.basis][column], language)}</td>
          ))}
        </tr>
      ))}
    </FactTable>
  );
}

/** The document's changes, newest last, each with its date. */
export function ChangeLogTable({ record, language }: Table) {
  const text = TEXT[language];
  return (
    <FactTable columns={[text.date, text.change]}>
      {record.changeLog.map(({ value }) => (
        <tr key={`${value.date}-${value.change}`}>
          <td>
            <time dateTime={value.date}>{formatDate(value.date, language)}</time>
          </td>
          <td>
            <InlineText text={value.change} />
          </td>
        </tr>
      ))}
    </FactTable>
  );
}
