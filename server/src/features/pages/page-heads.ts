// What a crawler and a link preview learn from a page navigation before any script runs: the status (404 for an
// unknown route or an id the public cannot see, as the client's not-found page says), a title and a description
// in Albanian, the canonical address, the image of a preview, and schema.org data (JSON-LD). Each public route kind
// has its head here; the data comes from the repositories that answer the same page's API calls, so the head says
// what the page shows. Heads are kept in the public cache with the topics they were made from, so a write drops
// them like the answers they repeat.
//
// The first screen's own content is not written into the HTML: the client renders the page from scratch, so any
// markup put into the root would be replaced (a flash and a layout shift), and a block beside the root would show
// everything twice. Head tags and JSON-LD carry the content to crawlers and previews without either.
import { adminPaths, authPaths, publicPaths, superAdminPaths } from '@ofertat/shared-api/deployment';
import { AD_DISPLAY_ORDER, validationLimits } from '@ofertat/shared-api/validation';
import { matchPath } from 'react-router';
import type { AggregateOffer, GroceryStore, ItemList, JobPosting, Organization, Product, SearchAction, Thing, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { CATALOGUE_TOPICS, type PublicCache, type Topic } from '../../plugins/public-cache.js';
import { createAdsRepository } from '../ads/ads-repository.js';
import { createCompareRepository } from '../compare/compare-repository.js';
import { createFlyersRepository } from '../flyers/flyers-repository.js';
import { createJobPostsRepository } from '../job-posts/job-posts-repository.js';
import { createMarketsRepository } from '../markets/markets-repository.js';
import { createProductsRepository } from '../products/products-repository.js';
import { createStorePointsRepository } from '../store-points/store-points-repository.js';
import { createPagesRepository } from './pages-repository.js';
import { type PageImage, SITE_IMAGE, SITE_LOGO_PATH } from './site-assets.js';

export const SITE_NAME = 'Ofertat';
/** The shell's own title (tooling/webpack/index.html's), for the home page and the pages the client names. */
const SITE_TITLE = 'Ofertat – ofertat e supermarketeve në Shqipëri';
const SITE_DESCRIPTION = 'Krahaso ofertat e supermarketeve në Shqipëri: çmime në ALL, fletëpalosje, harta e dyqaneve dhe njoftime pune.';
/** Albanian lek (ISO 4217), the only currency of the platform. */
const CURRENCY = 'ALL';
/** Albania (ISO 3166-1), where every market of the platform is. */
const COUNTRY = 'AL';
/** Entries of a page's ItemList: the first of its list, in the screen's order. */
const ITEM_LIST_SIZE = 20;
/** A description longer than this is cut at a word: search results show about this much. */
const DESCRIPTION_MAX = 160;

/** The titles the public remote gives its pages (usePageTitle), so the tab does not change its name on load. */
const titled = (name: string) => `${name} · ${SITE_NAME}`;
const TITLES = {
  jobs: 'Njoftime pune',
  flyers: 'Fletëpalosje',
  rules: 'Rregullat e privatësisë',
  map: 'Harta e dyqaneve',
  notFound: 'Faqja nuk u gjet',
} as const;

export interface PageHead {
  /** 404: an unknown route or an id the public cannot see; the page is still the app, which shows its not-found page. */
  status: 200 | 404;
  title: string;
  description: string;
  /** The canonical address's path; null where the page must not be indexed. */
  canonicalPath: string | null;
  image: PageImage;
  ogType: 'website' | 'product';
  jsonLd: WithContext<Thing>[];
  /**
   * The first screen's largest image when the server knows it (the home page's top ad): the browser fetches it
   * with the page instead of after the scripts and the API answer that name it, which was half of the home
   * page's LCP on a phone.
   */
  preloadImage?: string;
}

const shorten = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}…`;
};

/** 2026-11-26 → 26.11.2026, as the pages write days. */
const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('.');

const price = (value: number) => `${value.toFixed(2)} ${CURRENCY}`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An id as the API accepts it, written as digits only (`/product/12`, never `/product/012` or `/product/1e3`). */
function idOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9][0-9]*$/.test(value)) return undefined;
  const id = Number(value);
  return id <= validationLimits.maxId ? id : undefined;
}

/** The sign-in screens and the admin areas: rendered by the client alone, for staff, never indexed. */
export const STAFF_ONLY_BASES: readonly string[] = [authPaths.login.path, authPaths.forgotPassword.path, adminPaths.base, superAdminPaths.base];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export interface PageHeadsOptions {
  db: Database;
  cache: PublicCache;
  config: Pick<Config, 'publicOrigin' | 'publicSettings'>;
}

export function createPageHeads({ db, cache, config }: PageHeadsOptions) {
  const origin = config.publicOrigin;
  const products = createProductsRepository(db);
  const compare = createCompareRepository(db);
  const markets = createMarketsRepository(db);
  const flyers = createFlyersRepository(db);
  const jobPosts = createJobPostsRepository(db);
  const pages = createPagesRepository(db);
  const ads = createAdsRepository(db);
  const storePoints = createStorePointsRepository(db);

  const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
  /** An uploaded image as a preview's image, or the site's own when there is none. */
  const imageOr = (path: string | null, alt: string, large: boolean): PageImage => (path ? { path, alt, large } : SITE_IMAGE);

  const page = (head: Partial<PageHead> & Pick<PageHead, 'title' | 'description' | 'canonicalPath'>): PageHead => ({
    status: 200,
    image: SITE_IMAGE,
    ogType: 'website',
    jsonLd: [],
    ...head,
  });

  const notFound = page({ status: 404, title: titled(TITLES.notFound), description: SITE_DESCRIPTION, canonicalPath: null });

  const organization = (): WithContext<Organization> => ({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: absolute(SITE_LOGO_PATH),
    email: config.publicSettings.contactEmail,
    sameAs: Object.values(config.publicSettings.socialLinks),
  });

  const webSite = (): WithContext<WebSite> => {
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

  const itemList = (name: string, total: number, items: { path: string; name: string }[]): WithContext<ItemList> => ({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: absolute(item.path), name: item.name })),
  });

  /** The first products of a market's or a store's screen, in the screen's order (newest campaign first). */
  async function firstProducts(filter: { marketId: number } | { storeLocationId: number }) {
    const found = await compare.productGroups(tiraneToday(), { ...filter, sort: 'newest', page: 1, pageSize: ITEM_LIST_SIZE });
    return {
      total: found.total,
      items: found.items.map((group) => ({ path: publicPaths.product.getHref({ productId: group.productId }), name: group.productName })),
    };
  }

  async function productPage(productId: number): Promise<PageHead> {
    const row = await products.findById(productId);
    // A deactivated market's product is hidden like its offers (the API answers 404 too).
    if (!row?.isPublic) return notFound;
    const offers = await compare.productOffers(tiraneToday(), productId, undefined);
    const canonicalPath = publicPaths.product.getHref({ productId });
    const image = imageOr(row.imagePath, row.productName, true);
    const name = `${row.productName}${row.productUnit ? ` (${row.productUnit})` : ''}`;
    if (offers.length === 0) {
      // Without an offer a Product has none of what rich results require (offers, review, rating): no JSON-LD.
      return page({ title: titled(row.productName), description: shorten(`${name}: asnjë ofertë aktuale. Krahaso çmimet e supermarketeve në Shqipëri.`), canonicalPath, image });
    }
    const prices = offers.map((offer) => offer.newPrice);
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const marketNames = [...new Set(offers.map((offer) => offer.marketName))];
    const aggregate: AggregateOffer = {
      '@type': 'AggregateOffer',
      priceCurrency: CURRENCY,
      lowPrice: low,
      highPrice: high,
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
        url: absolute(canonicalPath),
        seller: { '@type': 'Organization', name: offer.marketName },
      })),
    };
    const product: WithContext<Product> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row.productName,
      description: `${name}, ${row.categoryName}`,
      category: row.categoryName,
      url: absolute(canonicalPath),
      ...(row.imagePath ? { image: [absolute(row.imagePath)] } : {}),
      offers: aggregate,
    };
    const where = low === high ? `${price(low)}` : `nga ${price(low)} deri ${price(high)}`;
    return page({
      title: titled(row.productName),
      description: shorten(`${name} në ofertë ${where} në ${count(marketNames.length, 'market', 'markete')}: ${marketNames.join(', ')}.`),
      canonicalPath,
      image,
      ogType: 'product',
      jsonLd: [product],
    });
  }

  async function marketPage(marketId: number): Promise<PageHead> {
    const market = await markets.findActive(marketId);
    if (!market) return notFound;
    const { total, items } = await firstProducts({ marketId });
    const canonicalPath = publicPaths.marketOffers.getHref({ marketId });
    return page({
      title: titled(market.marketName),
      description: `Ofertat aktuale të ${market.marketName}: ${count(total, 'produkt', 'produkte')} me çmime në ALL, çmimi për njësi dhe zbritja e vërtetë.`,
      canonicalPath,
      image: imageOr(market.marketLogo, market.marketName, false),
      jsonLd: [itemList(`Ofertat e ${market.marketName}`, total, items)],
    });
  }

  async function storePage(storeLocationId: number): Promise<PageHead> {
    const store = await storePoints.findPublic(storeLocationId);
    if (!store) return notFound;
    const { total, items } = await firstProducts({ storeLocationId });
    const canonicalPath = publicPaths.storeOffers.getHref({ storeLocationId });
    const place = `${store.marketName} ${store.storeLocationName}${store.cityName ? `, ${store.cityName}` : ''}`;
    const groceryStore: WithContext<GroceryStore> = {
      '@context': 'https://schema.org',
      '@type': 'GroceryStore',
      name: `${store.marketName} – ${store.storeLocationName}`,
      url: absolute(canonicalPath),
      ...(store.marketLogoPath ? { image: absolute(store.marketLogoPath) } : {}),
      address: { '@type': 'PostalAddress', ...(store.cityName ? { addressLocality: store.cityName } : {}), addressCountry: COUNTRY },
      geo: { '@type': 'GeoCoordinates', latitude: fromNumeric(store.latitude), longitude: fromNumeric(store.longitude) },
      parentOrganization: { '@type': 'Organization', name: store.marketName },
      currenciesAccepted: CURRENCY,
    };
    return page({
      title: titled(store.storeLocationName),
      description: `Ofertat aktuale në ${place}: ${count(total, 'produkt', 'produkte')} me çmime në ALL.`,
      canonicalPath,
      image: imageOr(store.marketLogoPath, store.marketName, false),
      jsonLd: [groceryStore, itemList(`Ofertat në ${place}`, total, items)],
    });
  }

  async function flyerListPage(): Promise<PageHead> {
    const rows = await flyers.listPublic(tiraneToday());
    const items = rows.map((row) => ({ path: publicPaths.flyer.getHref({ volantinoId: row.volantinoId }), name: `${row.volantinoName} – ${row.marketName}` }));
    return page({
      title: titled(TITLES.flyers),
      description: `Fletëpalosjet e supermarketeve në Shqipëri: ${count(rows.length, 'fletëpalosje aktuale', 'fletëpalosje aktuale')}, për t'i shfletuar në telefon.`,
      canonicalPath: publicPaths.flyers.getHref(),
      jsonLd: [itemList(TITLES.flyers, rows.length, items.slice(0, ITEM_LIST_SIZE))],
    });
  }

  async function flyerPage(volantinoId: number): Promise<PageHead> {
    const row = await flyers.findById(volantinoId);
    if (!row?.marketActive) return notFound;
    return page({
      title: titled(row.volantinoName),
      description: `Fletëpalosja e ${row.marketName}, e vlefshme nga ${dayOf(row.volantinoStartDate)} deri më ${dayOf(row.volantinoEndDate)}.`,
      canonicalPath: publicPaths.flyer.getHref({ volantinoId }),
      image: { path: row.imagePath, alt: row.volantinoName, large: true },
    });
  }

  async function jobListPage(): Promise<PageHead> {
    const rows = await jobPosts.listPublic();
    const items = rows.map((row) => ({ path: publicPaths.jobPost.getHref({ jobPostId: row.jobPostId }), name: `${row.jobTitle} – ${row.marketName}` }));
    return page({
      title: titled(TITLES.jobs),
      description: `${count(rows.length, 'njoftim pune', 'njoftime pune')} nga supermarketet në Shqipëri.`,
      canonicalPath: publicPaths.jobPosts.getHref(),
      jsonLd: [itemList(TITLES.jobs, rows.length, items.slice(0, ITEM_LIST_SIZE))],
    });
  }

  async function jobPage(jobPostId: number): Promise<PageHead> {
    const row = await jobPosts.findById(jobPostId);
    if (!row?.active || !row.marketActive) return notFound;
    const cities = await pages.marketCities(row.marketId);
    const canonicalPath = publicPaths.jobPost.getHref({ jobPostId });
    const jobPosting: WithContext<JobPosting> = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: row.jobTitle,
      description: row.jobDescription,
      datePosted: row.createdAt.toISOString(),
      url: absolute(canonicalPath),
      hiringOrganization: {
        '@type': 'Organization',
        name: row.marketName,
        url: absolute(publicPaths.marketOffers.getHref({ marketId: row.marketId })),
        ...(row.marketLogoPath ? { logo: absolute(row.marketLogoPath) } : {}),
      },
      // The country is always known; the city only when the market is in one.
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', ...(cities.length === 1 ? { addressLocality: cities[0] } : {}), addressCountry: COUNTRY },
      },
    };
    return page({
      title: titled(row.jobTitle),
      description: shorten(`${row.marketName}: ${row.jobTitle}. ${row.jobDescription}`),
      canonicalPath,
      image: imageOr(row.marketLogoPath, row.marketName, false),
      jsonLd: [jobPosting],
    });
  }

  /** The home page: the site's head, and the top ad's image (what /api/ads/top serves) to preload. */
  async function homePage(): Promise<PageHead> {
    const topAd = await ads.findServed(AD_DISPLAY_ORDER.top);
    return page({
      title: SITE_TITLE,
      description: SITE_DESCRIPTION,
      canonicalPath: publicPaths.home.getHref(),
      jsonLd: [organization(), webSite()],
      ...(topAd?.adsImageUrl ? { preloadImage: topAd.adsImageUrl } : {}),
    });
  }

  /**
   * The routes whose heads need data: the parameter holding the id (none for a list) and the topics the head is
   * made from, under which the public cache keeps it.
   */
  const dataRoutes: { pattern: string; param?: string; topics: (id: number) => readonly Topic[]; load: (id: number) => Promise<PageHead> }[] = [
    { pattern: publicPaths.home.path, topics: () => ['ad'], load: homePage },
    { pattern: publicPaths.product.path, param: 'productId', topics: () => CATALOGUE_TOPICS, load: productPage },
    { pattern: publicPaths.marketOffers.path, param: 'marketId', topics: () => CATALOGUE_TOPICS, load: marketPage },
    { pattern: publicPaths.storeOffers.path, param: 'storeLocationId', topics: () => CATALOGUE_TOPICS, load: storePage },
    { pattern: publicPaths.flyer.path, param: 'volantinoId', topics: (id) => [`flyer:${id}`, 'market'], load: flyerPage },
    // A job post's place comes from its market's cities and store points.
    { pattern: publicPaths.jobPost.path, param: 'jobPostId', topics: (id) => [`job:${id}`, 'market', 'city', 'store'], load: jobPage },
    { pattern: publicPaths.flyers.path, topics: () => ['flyer', 'market'], load: flyerListPage },
    { pattern: publicPaths.jobPosts.path, topics: () => ['job', 'market'], load: jobListPage },
  ];

  /** Heads that need no data. */
  const staticHeads = new Map<string, PageHead>([
    [
      publicPaths.rules.path,
      page({
        title: titled(TITLES.rules),
        description: 'Cilat të dhëna ruan Ofertat, pse dhe për sa kohë: si vizitor i faqes nuk na jepni asnjë të dhënë personale.',
        canonicalPath: publicPaths.rules.getHref(),
      }),
    ],
    [
      publicPaths.map.path,
      page({
        title: titled(TITLES.map),
        description: 'Dyqanet e supermarketeve në hartën e Shqipërisë: gjeni më të afërtin dhe ofertat e tij.',
        canonicalPath: publicPaths.map.getHref(),
      }),
    ],
  ]);

  /** Pages rendered by the client alone (the sign-in screens, the admin areas): the site's head, kept out of search results. */
  const clientOnly = page({ title: SITE_TITLE, description: SITE_DESCRIPTION, canonicalPath: null });
  const publicPatterns = Object.values(publicPaths).map((entry) => entry.path);

  return {
    /** The head and status of a navigation to `pathname` (no query string). */
    async describe(pathname: string): Promise<PageHead> {
      for (const route of dataRoutes) {
        const match = matchPath(route.pattern, pathname);
        if (!match) continue;
        const id = route.param === undefined ? 0 : idOf(match.params[route.param]);
        if (id === undefined) return notFound;
        return cache.value(`page:${route.pattern}:${id}`, route.topics(id), () => route.load(id));
      }
      for (const [pattern, head] of staticHeads) if (matchPath(pattern, pathname)) return head;
      // Other public pages (the search, the basket…): the site's head, indexed at their own address.
      const publicPattern = publicPatterns.find((pattern) => matchPath(pattern, pathname));
      if (publicPattern !== undefined) return page({ title: SITE_TITLE, description: SITE_DESCRIPTION, canonicalPath: publicPattern });
      if (STAFF_ONLY_BASES.some((base) => isUnder(pathname, base))) return clientOnly;
      return notFound;
    },
  };
}
