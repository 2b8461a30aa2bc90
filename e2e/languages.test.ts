import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { fortunePage } from '../content/fortune';
import { apps, INFORMATION_NOTICE } from '../lib/content/apps';
import { siteUrl } from '../lib/config';
import { sitePrivacyFacts } from '../lib/legal/site-privacy';
import { htmlFiles, readOut, routeOf } from './out-files';

// Reads out/ only, no browser: run after the build by `npm run test:export`. What each page says of
// its language to browsers, screen readers and search engines, checked on every page at once.

type Element = DefaultTreeAdapterMap['element'];
type Language = 'en' | 'tr';

function elementsOf(node: DefaultTreeAdapterMap['parentNode']): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elementsOf(child)] : []));
}
const attribute = (element: Element, name: string) => element.attrs.find((candidate) => candidate.name === name)?.value;
const OTHER: Record<Language, Language> = { en: 'tr', tr: 'en' };
const LOCALE: Record<Language, string> = { en: 'en_GB', tr: 'tr_TR' };
/** Where each language's home page is: the site's decision, written here. */
const HOME: Record<Language, string> = { en: '/', tr: '/tr' };
const url = (route: string) => (route === '/' ? siteUrl : `${siteUrl}${route}`);

/**
 * A page's language by the rule of docs/REFERENCE.md, "1. Routes": a page under /tr is Turkish and one
 * under /en English; every other page keeps its own: a Turkish app's pages, an English app's
 * information notice, the website's Turkish notice and the fortune page are Turkish, the rest English.
 */
function languageOf(route: string): Language {
  const prefix = /^\/(en|tr)(\/|$)/.exec(route)?.[1];
  if (prefix) return prefix as Language;
  const turkishApps = apps.filter((app) => app.language === 'tr').map((app) => `/${app.slug}`);
  const turkishForms = apps.filter((app) => app.language === 'tr').flatMap((app) => [...app.forms.map((form) => form.page.path), ...(app.deletionRequest ? [app.deletionRequest.page.path] : [])]);
  if (turkishApps.some((root) => route === root || route.startsWith(`${root}/`)) || turkishForms.includes(route)) return 'tr';
  if (route.endsWith(`/${INFORMATION_NOTICE.slug}`) || route === sitePrivacyFacts.pages.tr.path || route === fortunePage.path) return 'tr';
  return 'en';
}

const pages = htmlFiles()
  .filter((file) => file !== '404.html' && !file.startsWith('_'))
  .map((file) => {
    const elements = elementsOf(parse(readOut(file)));
    const meta = (property: string) => elements.filter((element) => element.tagName === 'meta' && attribute(element, 'property') === property).map((element) => attribute(element, 'content'));
    const alternates = Object.fromEntries(
      elements
        .filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'alternate' && attribute(element, 'hreflang'))
        .map((element) => [attribute(element, 'hreflang')!, attribute(element, 'href')!]),
    );
    const header = elements.find((element) => element.tagName === 'header');
    const switches = header ? elementsOf(header).filter((element) => element.tagName === 'a' && attribute(element, 'hreflang')) : [];
    const jsonLd = elements
      .filter((element) => element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json')
      .map((element) => JSON.parse(element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')) as Record<string, unknown>);
    return { file, route: routeOf(file), lang: attribute(elements.find((element) => element.tagName === 'html')!, 'lang'), meta, alternates, switches, jsonLd };
  });
const byUrl = new Map(pages.map((page) => [url(page.route), page]));

test('every page says its language in <html lang>, by where it is', () => {
  expect(pages.length).toBeGreaterThan(0);
  const wrong = pages.filter((page) => page.lang !== languageOf(page.route)).map((page) => `${page.route}: lang="${page.lang}", expected ${languageOf(page.route)}`);
  expect(wrong).toEqual([]);
});

test('a page under /tr or /en and the page it translates name each other with hreflang, both ways, and x-default the English one; a page in one language names none', () => {
  const wrong: string[] = [];
  for (const page of pages) {
    const language = page.lang as Language;
    const keys = Object.keys(page.alternates).sort();
    // Every page whose version under the other language's prefix exists, and every page there, has a pair.
    const prefixed = `/${OTHER[language]}${page.route === '/' ? '' : page.route}`;
    const paired = /^\/(en|tr)(\/|$)/.test(page.route) || byUrl.has(url(prefixed));
    if (!keys.length) {
      if (paired) wrong.push(`${page.route}: names no version in the other language, though ${paired ? 'it has one' : ''}`);
      continue;
    }
    if (keys.join() !== 'en,tr,x-default') wrong.push(`${page.route}: hreflang ${keys.join(', ')}`);
    if (page.alternates[language] !== url(page.route)) wrong.push(`${page.route}: hreflang="${language}" is ${page.alternates[language]}, not the page itself`);
    if (page.alternates['x-default'] !== page.alternates.en) wrong.push(`${page.route}: x-default is not the English version`);
    const other = byUrl.get(page.alternates[OTHER[language]]!);
    if (!other) wrong.push(`${page.route}: its ${OTHER[language]} version ${page.alternates[OTHER[language]]} is no page of out/`);
    else if (other.lang !== OTHER[language] || other.alternates[language] !== url(page.route)) wrong.push(`${page.route}: ${other.route} does not name it back as its ${language} version`);
  }
  expect(wrong).toEqual([]);
});

test('the pairs of pages of their own name each other: an English app’s privacy policy and its Turkish notice, the website’s two notices', () => {
  const pairs = [
    [sitePrivacyFacts.pages.en.path, sitePrivacyFacts.pages.tr.path],
    ...apps.filter((app) => app.language === 'en' && !app.draft).map((app) => [`/${app.slug}/privacy-policy`, `/${app.slug}/${INFORMATION_NOTICE.slug}`]),
  ];
  for (const [en, tr] of pairs) expect({ en, tr: byUrl.get(url(en!))?.alternates.tr }).toEqual({ en, tr: url(tr!) });
});

test('og:locale says the page’s language, and og:locale:alternate the other one where the page has a version in it', () => {
  const wrong = pages.flatMap((page) => {
    const language = page.lang as Language;
    const alternate = Object.keys(page.alternates).length ? [LOCALE[OTHER[language]]] : [];
    return JSON.stringify([page.meta('og:locale'), page.meta('og:locale:alternate')]) === JSON.stringify([[LOCALE[language]], alternate]) ? [] : [`${page.route}: ${page.meta('og:locale')} / ${page.meta('og:locale:alternate')}`];
  });
  expect(wrong).toEqual([]);
});

test('the structured data of every page says its language wherever it names one', () => {
  const languages = (value: unknown): string[] =>
    Array.isArray(value) ? value.flatMap(languages) : value && typeof value === 'object' ? Object.entries(value).flatMap(([key, item]) => (key === 'inLanguage' ? [String(item)] : languages(item))) : [];
  const wrong = pages.flatMap((page) => languages(page.jsonLd).filter((language) => language !== page.lang).map((language) => `${page.route}: inLanguage ${language}`));
  expect(wrong).toEqual([]);
  // Every page but a project's and a document's, whose data is a breadcrumb, names it.
  expect(pages.filter((page) => languages(page.jsonLd).length > 0).length).toBeGreaterThan(pages.length / 3);
});

test('the header’s language switch is one plain link to the page in the other language, or to that language’s home page, named and marked in it', () => {
  const wrong: string[] = [];
  for (const page of pages.filter((candidate) => candidate.route !== fortunePage.path)) {
    const language = page.lang as Language;
    const target = page.alternates[OTHER[language]] ?? url(HOME[OTHER[language]]);
    const [link, ...more] = page.switches;
    if (!link || more.length) {
      wrong.push(`${page.route}: ${page.switches.length} links marked hreflang in the header`);
      continue;
    }
    if (url(attribute(link, 'href')!) !== target) wrong.push(`${page.route}: the switch leads to ${attribute(link, 'href')}, not ${target}`);
    if (attribute(link, 'hreflang') !== OTHER[language] || attribute(link, 'lang') !== OTHER[language]) wrong.push(`${page.route}: the switch is not marked ${OTHER[language]}`);
  }
  expect(wrong).toEqual([]);
});

test('the sitemap lists both versions of every page that has two, each with the same alternates as the page, and a page in one language without any', () => {
  const sitemap = readOut('sitemap.xml');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1]!)![1]!,
    alternates: Object.fromEntries([...match[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [link[1]!, link[2]!])),
  }));
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const wrong = entries.flatMap((entry) => {
    const page = byUrl.get(entry.loc);
    if (!page) return [`${entry.loc}: no page of out/`];
    const expected = Object.keys(page.alternates).length ? page.alternates : {};
    return JSON.stringify(Object.entries(entry.alternates).sort()) === JSON.stringify(Object.entries(expected).sort()) ? [] : [`${entry.loc}: ${JSON.stringify(entry.alternates)}`];
  });
  expect(wrong).toEqual([]);
  const listed = new Set(entries.map((entry) => entry.loc));
  for (const entry of entries) for (const target of Object.values(entry.alternates)) expect({ from: entry.loc, listed: listed.has(target) ? target : null }).toEqual({ from: entry.loc, listed: target });
});
