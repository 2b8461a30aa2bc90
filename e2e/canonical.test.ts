import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { siteUrl } from '../lib/config';
import { htmlFiles, readOut, routeOf } from './out-files';

// Reads out/ only, no browser: run after the build by `npm run test:export`, with the build's environment.

type Element = DefaultTreeAdapterMap['element'];

function elementsOf(node: DefaultTreeAdapterMap['parentNode']): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elementsOf(child)] : []));
}

/** Every `<link rel="canonical">` href and every `og:url` of a page, in document order. */
function addressesOf(html: string): { canonical: string[]; ogUrl: string[] } {
  const elements = elementsOf(parse(html));
  const attribute = (element: Element, name: string) => element.attrs.find((candidate) => candidate.name === name)?.value;
  return {
    canonical: elements.filter((element) => element.tagName === 'link' && attribute(element, 'rel')?.toLowerCase() === 'canonical').map((element) => attribute(element, 'href') ?? ''),
    ogUrl: elements.filter((element) => element.tagName === 'meta' && attribute(element, 'property') === 'og:url').map((element) => attribute(element, 'content') ?? ''),
  };
}

/**
 * The one address a page answers at: the site URL the build was configured with and the route of
 * its file, character for character. A search engine or a link preview takes it as written, so a
 * trailing slash (which the hosts redirect, or which GitHub Pages serves as a second copy) or
 * another host is a second address for the same page. The home page is the site URL itself, as
 * the sitemap lists it.
 */
const addressOf = (route: string) => (route === '/' ? siteUrl : `${siteUrl}${route}`);

const NOT_FOUND = '404.html';

test('every page names its own address, and only it, as its canonical URL and its og:url', () => {
  const pages = htmlFiles().filter((file) => file !== NOT_FOUND);
  expect(pages.length).toBeGreaterThan(0);
  const wrong = pages.flatMap((file) => {
    const expected = addressOf(routeOf(file));
    const { canonical, ogUrl } = addressesOf(readOut(file));
    return [
      ...(canonical.length === 1 && canonical[0] === expected ? [] : [`${file}: canonical ${JSON.stringify(canonical)}, expected ["${expected}"]`]),
      ...(ogUrl.length === 1 && ogUrl[0] === expected ? [] : [`${file}: og:url ${JSON.stringify(ogUrl)}, expected ["${expected}"]`]),
    ];
  });
  expect(wrong).toEqual([]);
});

test('the not-found page, which answers every unknown path, names no address of its own', () => {
  expect(addressesOf(readOut(NOT_FOUND))).toEqual({ canonical: [], ogUrl: [] });
});
