import type { ReactNode } from 'react';
import type { App } from '@/lib/content/apps';
import { type LegalRecord, RETENTION_CATEGORIES } from '@/lib/legal/facts';
import { formatDate } from '@/lib/legal/documents';
import { BASIS_LABELS, retentionPhrase } from '@/lib/legal/wording';
import { TEXT } from '@/components/legal/words';

/** The tables of the legal texts, each printed from an app's record in one language (components/legal/facts.tsx). */

type Language = App['language'];
type Table = { record: LegalRecord; language: Language };

/** A table that fits a phone: long links in its cells wrap, and a table wider than the text scrolls on its own. */
function FactTable({ children }: { children: ReactNode }) {
  return (
    <div className="w-0 min-w-full overflow-x-auto [&_a]:wrap-anywhere">
      <table>{children}</table>
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
    <FactTable>
      <thead>
        <tr>
          <th scope="col">{text.data}</th>
          <th scope="col">{text.kept}</th>
        </tr>
      </thead>
      <tbody>
        {RETENTION_CATEGORIES.flatMap((category) => {
          const entry = record.retention[category];
          if (!entry) return [];
          return [
            <tr key={category}>
              <td>{entry.value.data}</td>
              <td>{retentionPhrase(entry.value, limit, language)}</td>
            </tr>,
          ];
        })}
      </tbody>
    </FactTable>
  );
}

/** The legal basis of each processing, from the record: the one place a policy states one. */
export function LegalBasesTable({ record, language }: Table) {
  const text = TEXT[language];
  const labels = BASIS_LABELS[language];
  const columns = language === 'en' ? (['gdpr', 'kvkk'] as const) : (['kvkk', 'gdpr'] as const);
  return (
    <FactTable>
      <thead>
        <tr>
          <th scope="col">{text.bases.activity}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {text.bases[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {record.lawfulBases.map((entry) => (
          <tr key={entry.of}>
            <td>{entry.activity}</td>
            {columns.map((column) => (
              <td key={column}>{marked(labels[entry.basis][column], language)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </FactTable>
  );
}

/** The document's changes, newest last, each with its date. */
export function ChangeLogTable({ record, language }: Table) {
  const text = TEXT[language];
  return (
    <FactTable>
      <thead>
        <tr>
          <th scope="col">{text.date}</th>
          <th scope="col">{text.change}</th>
        </tr>
      </thead>
      <tbody>
        {record.changeLog.map(({ value }) => (
          <tr key={`${value.date}-${value.change}`}>
            <td>
              <time dateTime={value.date}>{formatDate(value.date, language)}</time>
            </td>
            <td>{value.change}</td>
          </tr>
        ))}
      </tbody>
    </FactTable>
  );
}
