import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { documentComponents } from '@/components/legal/facts';
import { siteNoticeComponents } from '@/components/legal/site-notice';
import { apps, hasDocument } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';
import { quotationsIn } from '@/lib/content/quotations';

/**
 * What a consumer must be told in every market the apps reach: how a policy answers Do Not Track
 * (California's CalOPPA asks every policy, the website's included), and, in every contract, that a
 * Turkish consumer goes to a mediator before the consumer court (Law No. 6502 Art. 73/A, since Law
 * No. 7445).
 */
const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
function rendered(components: MDXComponents, name: string) {
  const Component = components[name] as ComponentType<{ block?: boolean }>;
  return render(<Component block />).container;
}
function text(components: MDXComponents, name: string) {
  return rendered(components, name).textContent ?? '';
}
/**
 * The English words content/quotations.ts holds that a Turkish text shows outside an element marked
 * lang="en": a screen reader would read them with Turkish sounds.
 */
function unmarkedQuotations(container: HTMLElement): string[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const unmarked: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang');
    for (const quotation of quotationsIn('en')) if (node.textContent?.includes(quotation) && lang !== 'en') unmarked.push(quotation);
  }
  return unmarked;
}
const DO_NOT_TRACK = /Do Not Track/;
const RESPONSE = { en: /do not respond to that signal/, tr: /sinyale ayrıca bir yanıt vermeyiz/ } as const;
const MEDIATION = { en: /mediator[^.]*Article 73\/A/, tr: /73\/A maddesi uyarınca arabulucuya başvurmanız zorunludur/ } as const;
const templates = (document: string) => readdirSync(path.join(root, 'scripts', 'new-app', 'templates')).map((language) => `scripts/new-app/templates/${language}/${document}.mdx`);

describe('Do Not Track', () => {
  it.each(apps.filter((app) => hasDocument(app, 'privacy-policy')).map((app) => [app.slug, app] as const))('the policy of %s says how it answers the signal', (_slug, app) => {
    expect(read(`content/apps/${app.slug}/privacy-policy.mdx`)).toContain('<DoNotTrack');
    const said = text(documentComponents(app, 'privacy-policy'), 'DoNotTrack');
    expect(said).toMatch(DO_NOT_TRACK);
    expect(said).toMatch(RESPONSE[app.language]);
    expect(said).toContain(app.name);
    if (app.language === 'tr') expect(unmarkedQuotations(rendered(documentComponents(app, 'privacy-policy'), 'DoNotTrack'))).toEqual([]);
    // The sentence is true only while nothing the app collects tracks anyone.
    expect(legalRecord(app.slug).inventory.value.types.filter((entry) => entry.tracking)).toEqual([]);
  });

  it.each(['en', 'tr'] as const)('the website’s notice in %s says it too', (language) => {
    expect(read(language === 'en' ? 'content/legal/site-privacy.mdx' : 'content/legal/site-aydinlatma-metni.mdx')).toContain('<DoNotTrack');
    const said = text(siteNoticeComponents(language), 'DoNotTrack');
    expect(said).toMatch(DO_NOT_TRACK);
    expect(said).toMatch(RESPONSE[language]);
    if (language === 'tr') expect(unmarkedQuotations(rendered(siteNoticeComponents(language), 'DoNotTrack'))).toEqual([]);
  });

  it.each(apps.filter((app) => app.language === 'tr' && hasDocument(app, 'privacy-policy')).map((app) => [app.slug, app] as const))('the change log of %s’s Turkish policy marks the signal’s English name too', (_slug, app) => {
    expect(unmarkedQuotations(rendered(documentComponents(app, 'privacy-policy'), 'ChangeLog'))).toEqual([]);
  });

  it('the templates of a new app’s policy carry it', () => {
    for (const file of templates('privacy-policy')) expect(read(file)).toContain('<DoNotTrack');
  });

  /** CalOPPA readers look for the answer under its own name, not in the section on deleting an account. */
  const HEADING = { en: 'Do Not Track', tr: 'İzlenmeme Sinyali' } as const;
  const headingAbove = (source: string) => [...source.slice(0, source.indexOf('<DoNotTrack')).matchAll(/^#+ (.+)$/gm)].at(-1)?.[1];
  it.each([
    ...apps.filter((app) => hasDocument(app, 'privacy-policy')).map((app) => [`content/apps/${app.slug}/privacy-policy.mdx`, app.language] as const),
    ...templates('privacy-policy').map((file) => [file, file.includes('/tr/') ? ('tr' as const) : ('en' as const)] as const),
  ])('%s answers it under a heading of its own', (file, language) => {
    expect(headingAbove(read(file))).toBe(HEADING[language]);
  });
});

describe('mediation before the consumer court', () => {
  const contracts = apps.flatMap((app) => (['terms-and-conditions', 'eula'] as const).filter((document) => hasDocument(app, document)).map((document) => [app.slug, document, app] as const));

  it.each(contracts)('%s/%s sends a Turkish consumer to a mediator first', (slug, document, app) => {
    expect(read(`content/apps/${slug}/${document}.mdx`)).toContain('<Disputes />');
    const Disputes = documentComponents(app, document).Disputes as ComponentType;
    expect(render(<Disputes />).container.textContent).toMatch(MEDIATION[app.language]);
  });

  it('the templates of a new app’s contracts print the same clause', () => {
    for (const file of [...templates('terms-and-conditions'), ...templates('eula')]) expect(read(file)).toContain('<Disputes />');
  });
});
