// The schema.org data (JSON-LD) of the page heads, typed with schema-dts so the vocabulary is checked at compile
// time: built from what each page kind read (page-heads.ts and the heads per kind), never reading anything itself.
import { publicPaths } from '@ofertat/shared-api/deployment';
import type { AggregateOffer, GroceryStore, ItemList, JobPosting, Organization, Product, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import type { Config } from '../../config.js';
import { COUNTRY, CURRENCY, type HeadKit, SITE_NAME } from './page-head-kit.js';
import { SITE_LOGO_PATH } from './site-assets.js';

export const organization = (kit: HeadKit, settings: Config['publicSettings']): WithContext<Organization> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${kit.origin}/#organization`,
  name: SITE_NAME,
  url: `${kit.origin}/`,
  logo: kit.absolute(SITE_LOGO_PATH),
  email: settings.contactEmail,
  sameAs: Object.values(settings.socialLinks),
});

export const webSite = (origin: string): WithContext<WebSite> => {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    // The shareable search page of issue 14, whose query is held in the URL.
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${publicPaths.search.getHref()}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SITE_NAME,
    url: `${origin}/`,
    inLanguage: 'sq',
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: search,
  };
};

export const itemList = (kit: HeadKit, name: string, total: number, items: { path: string; name: string }[]): WithContext<ItemList> => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  numberOfItems: total,
  itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: kit.absolute(item.path), name: item.name })),
});

/** What a product's JSON-LD says of one of its offers. */
export interface ProductOffer {
  newPrice: number;
  offerStartDate: string;
  offerEndDate: string;
  marketName: string;
}

/** A product and its current offers, each with its price and dates, and their range as one AggregateOffer. */
export function productJsonLd(
  url: string,
  product: { productName: string; description: string; categoryName: string; imageUrl: string | null },
  offers: readonly ProductOffer[],
): WithContext<Product> {
  const prices = offers.map((offer) => offer.newPrice);
  const aggregate: AggregateOffer = {
    '@type': 'AggregateOffer',
    priceCurrency: CURRENCY,
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: offers.length,
    validFrom: offers.map((offer) => offer.offerStartDate).sort()[0]!,
    validThrough: offers.map((offer) => offer.offerEndDate).sort().at(-1)!,
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      price: offer.newPrice,
      priceCurrency: CURRENCY,
      validFrom: offer.offerStartDate,
      validThrough: offer.offerEndDate,
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@type': 'Organization', name: offer.marketName },
    })),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: product.description,
    category: product.categoryName,
    url,
    ...(product.imageUrl ? { image: [product.imageUrl] } : {}),
    offers: aggregate,
  };
}

/** A store point as a GroceryStore of its market, with its city and coordinates. */
export function groceryStoreJsonLd(
  url: string,
  store: { marketName: string; storeLocationName: string; cityName: string | null; logoUrl: string | null; latitude: number; longitude: number },
): WithContext<GroceryStore> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GroceryStore',
    name: `${store.marketName} – ${store.storeLocationName}`,
    url,
    ...(store.logoUrl ? { image: store.logoUrl } : {}),
    address: { '@type': 'PostalAddress', ...(store.cityName ? { addressLocality: store.cityName } : {}), addressCountry: COUNTRY },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    parentOrganization: { '@type': 'Organization', name: store.marketName },
    currenciesAccepted: CURRENCY,
  };
}

/** A job post with its market as the hiring organization; the city only when the market is in exactly one. */
export function jobPostingJsonLd(
  url: string,
  job: { jobTitle: string; jobDescription: string; createdAt: Date; marketName: string; marketUrl: string; logoUrl: string | null; cities: readonly string[] },
): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: job.jobDescription,
    datePosted: job.createdAt.toISOString(),
    url,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.marketName,
      url: job.marketUrl,
      ...(job.logoUrl ? { logo: job.logoUrl } : {}),
    },
    // The country is always known; the city only when the market is in one.
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...(job.cities.length === 1 ? { addressLocality: job.cities[0] } : {}), addressCountry: COUNTRY },
    },
  };
}
