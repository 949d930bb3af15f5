// What a crawler and a link preview learn from a page navigation before any script runs: the status (404 for an
// unknown route or an id the public cannot see, as the client's not-found page says), a title and a description
// in Albanian, the canonical address, the image of a preview, and schema.org data (JSON-LD). Each public route kind
// has its head in a file of its own (product-head.ts, market-heads.ts, flyer-heads.ts, job-heads.ts, home-head.ts;
// the JSON-LD builders in json-ld.ts); this module picks a navigation's head. The data comes from the repositories
// that answer the same page's API calls, so the head says what the page shows. Heads are kept in the public cache
// with the topics they were made from, so a write drops them like the answers they repeat.
//
// The first screen's own content is not written into the HTML: the client renders the page from scratch, so any
// markup put into the root would be replaced (a flash and a layout shift), and a block beside the root would show
// everything twice. Head tags and JSON-LD carry the content to crawlers and previews without either.
import { adminPaths, authPaths, publicPaths, superAdminPaths } from '@ofertat/shared-api/deployment';
import { validationLimits } from '@ofertat/shared-api/validation';
import { matchPath } from 'react-router';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { CATALOGUE_TOPICS, type PublicCache, type Topic } from '../../plugins/public-cache.js';
import { publicKey } from '../../plugins/public-key.js';
import { createFlyerHeads } from './flyer-heads.js';
import { createHomeHead } from './home-head.js';
import { createJobHeads } from './job-heads.js';
import { createMarketHeads } from './market-heads.js';
import { createHeadKit, type PageHead, SITE_DESCRIPTION, SITE_TITLE, titled, TITLES } from './page-head-kit.js';
import { createProductHead } from './product-head.js';

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
  catalogue: Catalogue;
  cache: PublicCache;
  config: Pick<Config, 'publicOrigin' | 'publicSettings'>;
}

export function createPageHeads({ db, catalogue, cache, config }: PageHeadsOptions) {
  const kit = createHeadKit(config.publicOrigin);
  const { page, notFound } = kit;
  const productPage = createProductHead(db, catalogue, kit);
  const { marketPage, storePage } = createMarketHeads(db, catalogue, kit);
  const { flyerListPage, flyerPage } = createFlyerHeads(db, kit);
  const { jobListPage, jobPage } = createJobHeads(db, kit);
  const homePage = createHomeHead(db, kit, config.publicSettings);

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
        // Keyed like the page's answers: its route and its parameter (publicKey), never by hand.
        return cache.value(publicKey(route.pattern, route.param === undefined ? {} : { [route.param]: id }), route.topics(id), () => route.load(id));
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
