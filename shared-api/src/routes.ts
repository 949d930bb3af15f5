// The typed table of every route of spec section 2. Shell and remotes build links and route patterns from it,
// so no route string is typed twice.

type ParamValue = string | number;

export interface AppPath<P extends string = never> {
  /** Absolute pattern, e.g. '/admin/edit-user-offer/:offerId'. */
  readonly path: string;
  /** Pattern relative to the area's base, for the remote's own <Routes>. */
  readonly pattern: string;
  getHref(...params: [P] extends [never] ? [] : [Record<P, ParamValue>]): string;
}

function definePath<P extends string = never>(base: string, pattern: string): AppPath<P> {
  const path = joinPath(base, pattern);
  return {
    path,
    pattern: pattern === '' ? '' : pattern,
    getHref: (...args: unknown[]) => {
      const params = (args[0] ?? {}) as Record<string, ParamValue>;
      return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
        return encodeURIComponent(String(value));
      });
    },
  };
}

function joinPath(base: string, pattern: string): string {
  if (pattern === '') return base === '' ? '/' : base;
  return `${base}/${pattern}`.replace(/\/{2,}/g, '/');
}

export const publicPaths = {
  home: definePath('', ''),
  jobPosts: definePath('', 'notification'),
  jobPost: definePath<'jobPostId'>('', 'notification/:jobPostId'),
  flyers: definePath('', 'list-volantino'),
  flyer: definePath<'volantinoId'>('', 'volantino/:volantinoId'),
  rules: definePath('', 'rules'),
  map: definePath('', 'map'),
  storeOffers: definePath<'storeLocationId'>('', 'store-offer/:storeLocationId'),
  marketOffers: definePath<'marketId'>('', 'market-offer/:marketId'),
  // Issue 14's screens beside the spec's: the shareable search, the shopper's favourites and the stores near them.
  search: definePath('', 'search'),
  favorites: definePath('', 'favorites'),
  nearby: definePath('', 'nearby'),
  // Not in the spec (issue 14): the comparison engine's product page and the shopper's basket.
  product: definePath<'productId'>('', 'product/:productId'),
  basket: definePath('', 'basket'),
} as const;

export const authPaths = {
  login: definePath('', 'login'),
  forgotPassword: definePath('', 'forgotpassword'),
} as const;

const ADMIN_BASE = '/admin';
export const adminPaths = {
  base: ADMIN_BASE,
  home: definePath(ADMIN_BASE, ''),
  market: definePath(ADMIN_BASE, 'list-user-market'),
  cities: definePath(ADMIN_BASE, 'list-market-location'),
  editCities: definePath(ADMIN_BASE, 'add-user-market'),
  storePoints: definePath(ADMIN_BASE, 'list-store-location'),
  // The spec's edit screen navigates to this plural route after saving; it must reach the list too.
  storePointsPlural: definePath(ADMIN_BASE, 'list-store-locations'),
  addStorePoint: definePath(ADMIN_BASE, 'add-store-location'),
  editStorePoint: definePath<'storeLocationId'>(ADMIN_BASE, 'edit-store-location/:storeLocationId'),
  offers: definePath(ADMIN_BASE, 'list-user-offer'),
  addOffer: definePath(ADMIN_BASE, 'add-user-offer'),
  viewOffer: definePath<'offerId'>(ADMIN_BASE, 'view-user-offer/:offerId'),
  editOffer: definePath<'offerId'>(ADMIN_BASE, 'edit-user-offer/:offerId'),
  products: definePath(ADMIN_BASE, 'list-product-market'),
  addProduct: definePath(ADMIN_BASE, 'add-product-market'),
  editProduct: definePath<'productId'>(ADMIN_BASE, 'edit-product/:productId'),
  jobPosts: definePath(ADMIN_BASE, 'list-job-post'),
  addJobPost: definePath(ADMIN_BASE, 'add-job-post'),
  editJobPost: definePath<'jobPostId'>(ADMIN_BASE, 'edit-job-post/:jobPostId'),
  flyers: definePath(ADMIN_BASE, 'list-volantino'),
  addFlyer: definePath(ADMIN_BASE, 'add-volantino'),
  viewFlyer: definePath<'volantinoId'>(ADMIN_BASE, 'view-volantino/:volantinoId'),
  editFlyer: definePath<'volantinoId'>(ADMIN_BASE, 'edit-volantino/:volantinoId'),
} as const;

const SUPER_ADMIN_BASE = '/super-admin';
export const superAdminPaths = {
  base: SUPER_ADMIN_BASE,
  home: definePath(SUPER_ADMIN_BASE, ''),
  markets: definePath(SUPER_ADMIN_BASE, 'list-market'),
  viewMarket: definePath<'marketId'>(SUPER_ADMIN_BASE, 'list-market/:marketId'),
  editMarket: definePath<'marketId'>(SUPER_ADMIN_BASE, 'edit-market/:marketId'),
  addMarket: definePath(SUPER_ADMIN_BASE, 'add-market'),
  users: definePath(SUPER_ADMIN_BASE, 'list-users'),
  addUser: definePath(SUPER_ADMIN_BASE, 'add-user'),
  viewUser: definePath<'userId'>(SUPER_ADMIN_BASE, 'view-user/:userId'),
  editUser: definePath<'userId'>(SUPER_ADMIN_BASE, 'edit-user/:userId'),
  cities: definePath(SUPER_ADMIN_BASE, 'list-locations'),
  addCity: definePath(SUPER_ADMIN_BASE, 'add-location'),
  products: definePath(SUPER_ADMIN_BASE, 'list-products'),
  addProduct: definePath(SUPER_ADMIN_BASE, 'add-product'),
  editProduct: definePath<'productId'>(SUPER_ADMIN_BASE, 'edit-product/:productId'),
  categories: definePath(SUPER_ADMIN_BASE, 'list-categories'),
  addCategory: definePath(SUPER_ADMIN_BASE, 'add-category'),
  editCategory: definePath<'categoryId'>(SUPER_ADMIN_BASE, 'edit-category/:categoryId'),
  offers: definePath(SUPER_ADMIN_BASE, 'list-offers'),
  viewOffer: definePath<'offerId'>(SUPER_ADMIN_BASE, 'view-offer/:offerId'),
  ads: definePath(SUPER_ADMIN_BASE, 'list-ads'),
  addAd: definePath(SUPER_ADMIN_BASE, 'add-ad'),
  editAd: definePath<'adsId'>(SUPER_ADMIN_BASE, 'edit-ads/:adsId'),
  flyers: definePath(SUPER_ADMIN_BASE, 'list-volantino'),
  addFlyer: definePath(SUPER_ADMIN_BASE, 'add-volantino'),
  viewFlyer: definePath<'volantinoId'>(SUPER_ADMIN_BASE, 'view-volantino/:volantinoId'),
  editFlyer: definePath<'volantinoId'>(SUPER_ADMIN_BASE, 'edit-volantino/:volantinoId'),
  mobileUsers: definePath(SUPER_ADMIN_BASE, 'list-mobile-users'),
  // Not in the spec: the likely duplicates of IDENTITY.md §4 ("Dyfishime").
  duplicates: definePath(SUPER_ADMIN_BASE, 'list-duplicates'),
} as const;

/** Public routes owned by mfe-public; the shell shows its not-found page for anything else. */
export const publicRoutePatterns: readonly string[] = Object.values(publicPaths).map((entry) => entry.path);
