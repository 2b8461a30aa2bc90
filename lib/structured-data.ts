import { site } from '@/content/site';
import { type App, publishedStores } from '@/lib/content/apps';
import { siteUrl } from '@/lib/config';
import { ownerAddress } from '@/lib/content/site';

const absolute = (path: string) => new URL(path, `${siteUrl}/`).toString();

export function personJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.owner.name,
    jobTitle: site.owner.jobTitle,
    email: `mailto:${site.email}`,
    url: siteUrl,
    address: { '@type': 'PostalAddress', addressLocality: ownerAddress.city, addressCountry: ownerAddress.country },
    sameAs: [site.social.github.value, site.social.linkedin.value],
  };
}

export function softwareApplicationJsonLd(app: App) {
  const stores = publishedStores(app);
  const operatingSystems = [stores.appStore ? 'iOS' : null, stores.googlePlay ? 'Android' : null].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: app.name,
    description: app.summary,
    applicationCategory: app.category,
    operatingSystem: operatingSystems.join(', '),
    inLanguage: app.language,
    url: absolute(`/${app.slug}`),
    image: absolute(app.icon),
    installUrl: [stores.appStore, stores.googlePlay].filter(Boolean),
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    author: { '@type': 'Person', name: site.owner.name, url: siteUrl },
    publisher: { '@type': 'Person', name: site.owner.name },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absolute(item.path) })),
  };
}
