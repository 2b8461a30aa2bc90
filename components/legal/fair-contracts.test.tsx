import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { documentComponents } from '@/components/legal/facts';
import { apps, type App, deletionPage, hasDocument } from '@/lib/content/apps';
import { getDeletionInfo } from '@/lib/legal/deletion';
import { legalRecord } from '@/lib/legal/records';

/**
 * What a consumer lawyer in Türkiye and the EU reads in the contracts: no declaration squeezed out
 * of a download, money between residents of Türkiye in lira, bought credits refunded when we end
 * the contract, and what a hosting service says of the Digital Services Act and Law No. 5651.
 */
const root = path.join(__dirname, '..', '..');
const read = (slug: string, document: string) => readFileSync(path.join(root, 'content', 'apps', slug, `${document}.mdx`), 'utf8');
const CONTRACTS = ['terms-and-conditions', 'eula'] as const;
const contractsOf = (app: App) => CONTRACTS.filter((document) => hasDocument(app, document));
const rendered = (app: App, document: string, name: string) => {
  const Component = documentComponents(app, document)[name] as ComponentType<{ block?: boolean }>;
  return render(<Component block />).container.textContent ?? '';
};

describe.each(apps.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  const record = legalRecord(app.slug);

  it.each(contractsOf(app))('its %s asks no declaration of having read the privacy notice (KVKK: a notice informs, it is not accepted)', (document) => {
    const text = read(app.slug, document);
    expect(text).not.toMatch(/okuduğunuzu[^.]*beyan edersiniz/);
    expect(text).not.toMatch(/(declare|confirm)[^.]*(have read|read and understood)[^.]*Privacy Policy/i);
  });

  /**
   * One liability floor for a consumer in Türkiye in every contract, English or Turkish: in lira, and
   * kept in value as the consumer limits are, by the yearly revaluation rate (Tax Procedure Law Art. 298).
   */
  const FLOOR = {
    en: (amount: number) => new RegExp(`, or ${new Intl.NumberFormat('en-GB').format(amount)} Turkish lira, whichever is greater\\. This floor of [^.]* rises on 1 January of each year by the revaluation rate announced for that year under Article 298 \\(repeated\\) of the Tax Procedure Law`),
    tr: (amount: number) => new RegExp(`ile ${new Intl.NumberFormat('tr-TR').format(amount)} Türk lirasından hangisi yüksekse o tutarla sınırlıdır\\. .*?alt sınır, .*?her yıl 1 Ocak’ta, 213 sayılı Vergi Usul Kanunu’nun mükerrer 298\\. maddesi uyarınca[^.]*yeniden değerleme oranında artar`),
  } as const;
  it.each(contractsOf(app))('its %s sets the one liability floor, in lira, rising each year by the revaluation rate', (document) => {
    const floor = record.liability.value.floor;
    expect(floor?.currency).toBe('TRY');
    expect(rendered(app, document, 'LiabilityCap')).toMatch(FLOOR[app.language](floor!.amount));
  });

  /**
   * The way out of a refused change is deleting the account, so the refund it promises is claimed
   * before the deletion, or afterwards on the store's receipt; and no sentence says bought credits are
   * simply lost on deletion, which would take that refund back.
   */
  const REFUND_BEFORE = {
    en: /Write to us before you delete your account, and we refund [^;]*; if you have already deleted it, write to us with the order number of your store receipt/,
    tr: /Hesabınızı silmeden önce bize yazarsanız [^;]*iade ederiz; hesabınızı sildiyseniz mağaza makbuzunuzdaki sipariş numarasıyla/,
  } as const;
  const CREDITS_ON_DELETION = {
    en: /except those we owe you a refund for: if you refuse a change to the Terms or we discontinue the Service, we refund the paid \w+ you have not used before your account is deleted, or afterwards on the order number of your store receipt/,
    tr: /değişikliği kabul etmediğiniz veya Hizmeti sona erdirdiğimiz için iadesini borçlu olduğumuz[^.]*hesabınız silinmeden önce, silindiyse mağaza makbuzunuzdaki sipariş numarasıyla iade ederiz/,
  } as const;
  it.each(contractsOf(app))('its %s refunds a refused change before the account is deleted, or afterwards on the store receipt', (document) => {
    if (!record.processors.some((fact) => fact.value.kind === 'payments') || !record.retention.account) return;
    expect(rendered(app, document, 'Changes')).toMatch(REFUND_BEFORE[app.language]);
  });
  it('says nowhere that bought credits are simply lost on deletion: every document prints the one sentence with the refund', () => {
    if (!record.credits) return;
    for (const { slug } of app.documents) expect({ slug, lost: /lost when|kaybolur|puanlar(ınız)?( da)? silinir ve geri getirilemez|kullanılmamış puanlar geri getirilemez|hesabınızın silinmesiyle birlikte silinir/.test(read(app.slug, slug)) }).toEqual({ slug, lost: false });
    for (const document of contractsOf(app)) expect(read(app.slug, document)).toContain('<CreditsOnDeletion');
    expect(rendered(app, 'privacy-policy', 'CreditsOnDeletion')).toMatch(CREDITS_ON_DELETION[app.language]);
    if (deletionPage(app)) expect(getDeletionInfo(app).kept.join('\n')).toMatch(CREDITS_ON_DELETION[app.language]);
  });

  it.each(contractsOf(app))('its %s refunds bought credits not used when we end the contract, except for fraud', (document) => {
    if (!record.credits) return;
    const text = read(app.slug, document);
    expect(text).toContain('<CreditsOnTermination');
    expect(text).not.toMatch(/lost when your account is (deleted or )?terminated|this EULA is terminated/);
    expect(rendered(app, document, 'CreditsOnTermination')).toMatch(app.language === 'en' ? /other than fraud[^.]*refund the \w+ you bought and have not used/ : /hileli[^.]*kullanmadığınız[^.]*iade ederiz/);
  });

  it('says of the Digital Services Act only what it asks of a hosting service: points of contact, no review it "requires"', () => {
    if (!record.userContent) return;
    const everything = [JSON.stringify(record), ...app.documents.map(({ slug }) => read(app.slug, slug))].join('\n');
    expect(everything).not.toMatch(/Digital Services Act requires|Dijital Hizmetler Yönetmeliği/);
    const terms = read(app.slug, 'terms-and-conditions');
    expect(terms).toMatch(/single point of contact[^.]*\(Art\. 11\)[^.]*\(Art\. 12\)/);
  });

  /** One rule for what a breach costs: content may go for any breach, an account only for a serious or repeated one, as the termination sections say. */
  const CLOSURE = {
    en: /only for a serious or repeated breach of these Terms, or where the law requires it/,
    tr: /yalnızca Koşulları ciddi biçimde veya tekrar tekrar ihlal etmeniz ya da hukuki bir zorunluluk doğması hâlinde/,
  } as const;
  const ANY_BREACH = /suspend (or (delete|terminate|close) )?(an )?accounts? that (break|breach)|suspending or closing the account of the user who shared it|close the account of the user who shared it|hesabı kapatabiliriz|aykırı davranılması hâlinde Hizmete erişimi kısıtlayabiliriz|Hizmeti kötüye kullanmanız/;
  it.each(contractsOf(app))('its %s closes an account only for a serious or repeated breach, never for any breach', (document) => {
    const text = read(app.slug, document);
    expect(text).not.toMatch(ANY_BREACH);
    if (document === 'terms-and-conditions') {
      expect(text).toContain('<AccountClosure');
      expect(rendered(app, document, 'AccountClosure')).toMatch(CLOSURE[app.language]);
    }
  });

  it('promises to act on a report within a time it can keep: it aims to', () => {
    if (!record.userContent) return;
    for (const { slug } of app.documents) {
      for (const sentence of read(app.slug, slug).split(/(?<=[.;])\s/).filter((each) => each.includes('<ReportResponse'))) {
        expect({ slug, sentence, aims: /\baims? to\b|hedefler/.test(sentence) }).toEqual({ slug, sentence, aims: true });
      }
    }
  });

  it('uses the Digital Services Act’s own words for what needs no statement of reasons', () => {
    if (!record.userContent) return;
    const terms = read(app.slug, 'terms-and-conditions');
    expect(terms).not.toMatch(/the content is spam/);
    expect(terms).toMatch(/deceptive high-volume commercial content/);
  });

  it('claims compliance with Law No. 5651 only while it keeps traffic logs as its regulation asks (one year at least)', () => {
    const text = app.documents.map(({ slug }) => read(app.slug, slug)).join('\n');
    if (!/5651/.test(text)) return;
    const logs = record.retention.connectionLogs?.value;
    const days = logs && logs.period !== 'while-active' ? logs.period.amount * { hour: 1 / 24, day: 1, month: 30, year: 365 }[logs.period.unit] : 0;
    expect(days).toBeGreaterThanOrEqual(365);
  });
});

describe('a contract’s own history', () => {
  const contracts = apps.flatMap((app) => contractsOf(app).map((document) => [app.slug, document, app] as const));

  it.each(contracts)('%s/%s does not reprint the privacy policy’s change log', (slug, document, app) => {
    expect(read(slug, document)).not.toContain('<ChangeLog');
    expect(read(slug, document)).not.toMatch(/this policy links to it/);
    expect(() => rendered(app, document, 'ChangeLog')).toThrow(/change log is the privacy policy's/);
  });
});
