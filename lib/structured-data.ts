import type { AboutPage, BreadcrumbList, CollectionPage, MobileApplication, Person, WebPage, WebSite, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import { type App, appIn, publishedStores } from '@/lib/content/apps';
import { siteUrl } from '@/lib/config';
import { jobTitle, ownerAddress } from '@/lib/content/site';
import type { Language } from '@/lib/i18n/languages';
import { linkTo } from '@/lib/routes';

/**
 * Structured data (schema.org, as JSON-LD) for search engines. The types come
 * from schema-dts, so a property schema.org does not define for a type does
 * not compile.
 */

const CONTEXT = 'https://schema.org';

const absolute = (path: string) => new URL(path, `${siteUrl}/`).toString();

function person(language: Language) {
  return {
    '@type': 'Person' as const,
    name: site.owner.name,
    jobTitle: jobTitle[language],
    email: `mailto:${site.email}`,
    url: siteUrl,
    address: { '@type': 'PostalAddress', addressLocality: ownerAddress.city, addressCountry: ownerAddress.country },
    sameAs: [site.social.github.value, site.social.linkedin.value],
  } satisfies Person;
}

export function personJsonLd(language: Language = 'en'): WithContext<Person> {
  return { '@context': CONTEXT, ...person(language) };
}

/** An app, as its landing page in `language` describes it. */
export function softwareApplicationJsonLd(app: App, language: Language = app.language): WithContext<MobileApplication> {
  const stores = publishedStores(app);
  const local = appIn(app, language);
  const operatingSystems = [stores.appStore ? 'iOS' : null, stores.googlePlay ? 'Android' : null].filter(Boolean);
  return {
    '@context': CONTEXT,
    '@type': 'MobileApplication',
    name: app.name,
    description: local.summary,
    applicationCategory: app.category,
    operatingSystem: operatingSystems.join(', '),
    inLanguage: language,
    url: absolute(linkTo(`/${app.slug}`, language).href),
    image: absolute(app.icon),
    installUrl: [stores.appStore, stores.googlePlay].filter((link): link is string => Boolean(link)),
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    author: { '@type': 'Person', name: site.owner.name, url: siteUrl },
    publisher: { '@type': 'Person', name: site.owner.name },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absolute(item.path) })),
  };
}

/** What a page says of itself: its name and description (as its metadata gives them), address and language, on the site. */
type PageFacts = { name: string; description: string; path: string; language: 'en' | 'tr' };

function pageFacts({ name, description, path, language }: PageFacts) {
  const webSite: WebSite = { '@type': 'WebSite', name: site.owner.name, url: siteUrl };
  return { name, description, url: absolute(path), inLanguage: language, isPartOf: webSite };
}

/** An app as another page names it: its landing page, if it has one, and its store listings. */
export function appReference(app: App): MobileApplication {
  const stores = [app.stores.appStore, app.stores.googlePlay].filter((link): link is string => Boolean(link));
  return {
    '@type': 'MobileApplication',
    name: app.name,
    ...(app.hasLanding ? { url: absolute(`/${app.slug}`) } : {}),
    ...(stores.length ? { sameAs: stores } : {}),
  };
}

/** A page that lists things, each with its own page: the list, in the page's order. */
export function collectionPageJsonLd(page: PageFacts, items: { name: string; path: string }[]): WithContext<CollectionPage> {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    ...pageFacts(page),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: absolute(item.path) })),
    },
  };
}

/** The about page: about the site's owner. */
export function aboutPageJsonLd(page: PageFacts): WithContext<AboutPage> {
  return { '@context': CONTEXT, '@type': 'AboutPage', ...pageFacts(page), mainEntity: person(page.language) };
}

/** Any other page: what it is about (apps), and the links it exists for. */
export function webPageJsonLd(page: PageFacts, { about = [], links = [] }: { about?: App[]; links?: string[] } = {}): WithContext<WebPage> {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    ...pageFacts(page),
    ...(about.length ? { about: about.map(appReference) } : {}),
    ...(links.length ? { significantLink: links.map(absolute) } : {}),
  };
}
