import { render, screen, within } from '@testing-library/react';
import { LegalBasesTable } from '@/components/legal/tables';
import { LAWFUL_BASES, type LegalRecord } from '@/lib/legal/facts';

/**
 * The KVKK (Law No. 6698) as it numbers its legal bases, written once here and
 * apart from the labels the documents print (BASIS_LABELS of lib/legal/wording.ts),
 * so that a label citing the wrong letter fails: each article and letter, and
 * the words by which a label names that basis in Turkish and in English. The
 * letters follow the Turkish alphabet (a, b, c, ç, d, e, f, g).
 */
const KVKK: Record<string, { tr: string; en: string }> = {
  // Art. 5(1): explicit consent, the rule.
  '5/1': { tr: 'açık rıza', en: 'explicit consent' },
  // Art. 5(2): processing without explicit consent.
  '5/2-a': { tr: 'kanunlarda açıkça öngörülmesi', en: 'expressly provided for by law' },
  '5/2-b': { tr: 'fiili imkânsızlık', en: 'impossibility' },
  '5/2-c': { tr: 'sözleşmenin kurulması', en: 'contract' },
  '5/2-ç': { tr: 'hukuki yükümlülük', en: 'legal obligation' },
  '5/2-d': { tr: 'alenileştir', en: 'made public' },
  '5/2-e': { tr: 'bir hakkın tesisi, kullanılması veya korunması', en: 'establishing, exercising or protecting a right' },
  '5/2-f': { tr: 'meşru menfaat', en: 'legitimate interests' },
  // Art. 6(3), as Law No. 7499 (2024) wrote it: special categories of data.
  '6/3-a': { tr: 'açık rıza', en: 'explicit consent' },
  '6/3-b': { tr: 'kanunlarda açıkça öngörülmesi', en: 'expressly provided for by law' },
  '6/3-c': { tr: 'fiili imkânsızlık', en: 'impossibility' },
  '6/3-ç': { tr: 'alenileştir', en: 'made public' },
  '6/3-d': { tr: 'bir hakkın tesisi, kullanılması veya korunması', en: 'establishing, exercising or protecting a right' },
  '6/3-e': { tr: 'sır saklama yükümlülüğü', en: 'duty of confidentiality' },
  '6/3-f': { tr: 'istihdam', en: 'employment' },
  '6/3-g': { tr: 'vakıf, dernek', en: 'foundation or association' },
};

/** "m. 5/2-ç" (Turkish) or "Art. 5(2)(ç)" (English), as the key of KVKK; null when the text cites no article. */
function citation(text: string): string | null {
  const turkish = /\(m\. (\d+)\/(\d+)(?:-(\p{Ll}))?\)/u.exec(text);
  const english = /\(Art\. (\d+)\((\d+)\)(?:\((\p{Ll})\))?\)/u.exec(text);
  const match = turkish ?? english;
  return match ? `${match[1]}/${match[2]}${match[3] ? `-${match[3]}` : ''}` : null;
}

/** A record with one processing of each legal basis the records may name. */
const everyBasis = { lawfulBases: LAWFUL_BASES.map((basis) => ({ of: basis, activity: `Processing on ${basis}`, basis })) } as unknown as LegalRecord;

describe.each(['tr', 'en'] as const)('the KVKK bases of the table of legal bases, in %s', (language) => {
  it('cite the letter of KVKK Art. 5 or 6 that the law gives the basis they name', () => {
    render(<LegalBasesTable record={everyBasis} language={language} />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '');
    const column = headers.findIndex((header) => header.includes('KVKK'));
    expect(column).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(LAWFUL_BASES.length);
    for (const row of rows) {
      const label = within(row).getAllByRole('cell')[column]!.textContent ?? '';
      const cited = citation(label);
      const law = cited ? KVKK[cited] : undefined;
      // The label, the article it cites, and the words the law gives that article.
      expect({ label, cited, names: law ? label.toLocaleLowerCase(language === 'tr' ? 'tr-TR' : 'en-GB').includes(law[language]) : false }).toEqual({ label, cited: expect.any(String), names: true });
    }
  });
});
