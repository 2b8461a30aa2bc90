import { convert } from 'html-to-text';
import { effectiveDateOf, legalRecord } from '@/lib/legal/records';
import type { App } from '@/lib/content/apps';
import { formatDate } from '@/lib/legal/documents';
import { siteUrl } from '@/lib/config';

const LABELS = {
  en: { effective: 'Effective date', updated: 'Last updated', source: 'Published at' },
  tr: { effective: 'Yürürlük tarihi', updated: 'Son güncelleme', source: 'Yayımlandığı adres' },
} as const;

/**
 * The text of an exported EULA page for App Store Connect: its title, dates and
 * every section of the article, with headings on their own lines, lists kept as
 * lists, tables as rows and every link written out in full.
 */
export function eulaPlainText(pageHtml: string, app: App): string {
  const article = /<article\b[^>]*>([\s\S]*?)<\/article>/.exec(pageHtml)?.[1];
  const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(pageHtml)?.[1];
  if (!article || !title) throw new Error(`${app.slug}/eula.html has no <article> or <h1>`);
  const record = legalRecord(app.slug);
  const labels = LABELS[app.language];
  const text = (html: string) =>
    convert(html, {
      wordwrap: false,
      baseElements: { selectors: ['body'] },
      selectors: [
        { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
        { selector: 'h3', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
        { selector: 'a', options: { baseUrl: siteUrl, linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
        { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      ],
    });
  const heading = `${app.name} — ${text(title)}`;
  const lines = [
    heading,
    '='.repeat(heading.length),
    '',
    `${labels.effective}: ${formatDate(effectiveDateOf(record, 'eula'), app.language)}`,
    `${labels.updated}: ${formatDate(record.lastUpdated.value, app.language)}`,
    `${labels.source}: ${siteUrl}/${app.slug}/eula`,
    '',
    text(article),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
