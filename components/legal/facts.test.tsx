import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { site } from '@/content/site';
import { documentComponents } from '@/components/legal/facts';
import { apps, type App, hasDocument } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';
import { ownerAddress } from '@/lib/content/site';
import { policyClauses } from '@/components/legal/clauses';
import { plainText } from '@/lib/content/inline';

/** One MDX component of an app's documents, rendered as the document would. */
function renderFact(components: MDXComponents, name: string, props: Record<string, unknown> = {}) {
  const Component = components[name] as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) throw new Error(`no component ${name}`);
  return render(
    <article>
      <Component {...props} />
    </article>,
  );
}

describe.each(apps.map((app) => [app.slug, app] as const))('%s: the facts a document prints', (_slug, app) => {
  const record = legalRecord(app.slug);

  it('each provider’s privacy-policy link names the provider, so a screen reader’s list of links tells them apart', () => {
    renderFact(documentComponents(app, 'privacy-policy'), 'Processors');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(record.processors.length);
    record.processors.forEach(({ value: processor }, index) => {
      expect(links[index]).toHaveAccessibleName(new RegExp(`^${processor.name.replace(/[()]/g, '\\$&')} (privacy policy|gizlilik politikası)$`));
      expect(links[index]).toHaveAttribute('href', processor.policyUrl);
    });
  });

  it('the AI providers’ permission reads as a choice that stops the sending, not as a consent: the contract is its legal basis', () => {
    if (!record.consents.some(({ value: consent }) => consent.of === 'ai')) return;
    expect(record.lawfulBases.find((entry) => entry.of === 'ai')?.basis).toBe('contract');
    const { container } = renderFact(documentComponents(app, 'privacy-policy'), 'WithdrawConsent', { of: 'ai' });
    expect(container).toHaveTextContent(policyClauses(record, app.language).aiChoice!.text);
    // "Withdrawing does not affect processing that took place before it" is said of a consent that was the legal basis.
    expect(container.textContent).not.toMatch(/withdraw|does not affect|geri al|hukuka uygunluğunu etkilemez/i);
    expect(within(container).getByText(record.consents.find(({ value: consent }) => consent.of === 'ai')!.value.withdrawInApp.join(' › ')).tagName).toBe('STRONG');
  });

  it('the clauses every policy shares mark their words of another language, and print as a reader reads them', () => {
    const components = documentComponents(app, 'privacy-policy');
    const clauses = policyClauses(record, app.language);
    const { container } = renderFact(components, 'RequestAnswers');
    expect(container).toHaveTextContent(plainText(clauses.requestAnswers));
    expect(within(container).getByRole('link')).toHaveAttribute('href', 'https://www.kvkk.gov.tr');
    if (app.language === 'en') expect(container.querySelector('span[lang="tr"]')).toHaveTextContent(/^Kişisel Verileri Koruma Kurulu$/);
  });

  it('the table of legal bases has one row per processing, each with a basis under the GDPR and the KVKK', () => {
    renderFact(documentComponents(app, 'privacy-policy'), 'LegalBases');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(record.lawfulBases.length);
    rows.forEach((row, index) => {
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(record.lawfulBases[index]!.activity);
      for (const cell of cells.slice(1)) expect(cell.textContent).toMatch(/\((Art\.|m\.) [569]/);
    });
  });
});

describe('the owner’s address', () => {
  /** A place no owner could live in, made up for this run. */
  const made = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  const moved = { street: made('Street '), district: made('District'), postalCode: String(10_000 + Math.floor(Math.random() * 89_999)), city: made('Cityx'), country: made('Countryx') };
  const city = moved.city;
  /** The address of content/site.ts, a district or not. */
  const before = ownerAddress;

  /** The components of an app's document, built with content/site.ts giving another address. */
  function componentsIn(address: typeof moved, app: App, document: string): MDXComponents {
    let components: MDXComponents | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/content/site', () => ({ site: { ...site, owner: { ...site.owner, address: { ...site.owner.address, value: address } } } }));
      const facts = jest.requireActual<typeof import('@/components/legal/facts')>('@/components/legal/facts');
      components = facts.documentComponents(app, document);
    });
    jest.dontMock('@/content/site');
    return components!;
  }

  it.each(apps.flatMap((app) => app.documents.map(({ slug: document }) => [app.slug, document, app] as const)))(
    '%s/%s: moving the owner moves the whole address, the location and the courts',
    (_slug, document, app) => {
      const components = componentsIn(moved, app, document);
      // Only the contracts, terms and EULA, have a dispute clause; a Turkish document also places the owner as "<city>’da yerleşik" (<OwnerSeat />).
      const places = ['OwnerAddress', 'OwnerLocation', ...(document === 'terms-and-conditions' || document === 'eula' ? ['Disputes'] : []), ...(app.language === 'tr' ? ['OwnerSeat'] : [])];
      for (const name of places) {
        const { container, unmount } = renderFact(components, name);
        expect(container).toHaveTextContent(city);
        for (const part of [before.city, before.district, before.postalCode, before.street].filter((part) => part !== undefined)) expect(container.textContent).not.toContain(part);
        unmount();
      }
      const { container } = renderFact(components, 'OwnerAddress');
      for (const part of Object.values(moved)) expect(container).toHaveTextContent(part);
    },
  );

  it('the dispute clause names the courts of the owner’s city in each language', () => {
    const english = apps.find((app) => app.language === 'en' && hasDocument(app, 'eula'))!;
    const turkish = apps.find((app) => app.language === 'tr')!;
    renderFact(componentsIn(moved, english, 'eula'), 'Disputes');
    expect(screen.getByText(new RegExp(`the courts and enforcement offices of ${city} have jurisdiction`))).toBeInTheDocument();
    renderFact(componentsIn(moved, turkish, 'terms-and-conditions'), 'Disputes');
    expect(screen.getByText(new RegExp(`${city} Mahkemeleri ve İcra Daireleri yetkilidir`))).toBeInTheDocument();
  });
});
