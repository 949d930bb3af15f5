// Business constants of spec section 9, in one place for the remotes, shared-ui and the server.

export const REDIRECT_DELAY_MS = 1000;
export const MESSAGE_CLEAR_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_HIDE_MS = 150;

export const PRICE_STEP = 0.01;
export const PRICE_DECIMALS = 2;
export const CURRENCY_LABEL = 'ALL';
export const SESSION_DURATION_DECIMALS = 2;
export const SECONDS_PER_MINUTE = 60;

/** The two kinds of uploaded file; the server decides a file's kind by its content. */
export type UploadKind = 'image' | 'pdf';
const MEGABYTE = 1024 * 1024;
/**
 * Not in the spec: the default upload limits (the server's IMAGE_MAX_BYTES and PDF_MAX_BYTES). A deployment may
 * change them; the web app reads that deployment's values from /runtime-config.json.
 */
export const DEFAULT_UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = { image: 5 * MEGABYTE, pdf: 30 * MEGABYTE };

export const OFFER_POPUP_HEIGHT_PX = 400;
export const TOP_AD_MAX_SIZE = { width: 1250, height: 300 } as const;
export const BOTTOM_AD_MAX_SIZE = { width: 1250, height: 250 } as const;

export const AD_MIN_DISPLAY_ORDER = 1;
export const AD_DISPLAY_ORDER = { top: 1, bottom: 2 } as const;
export const DEFAULT_AD_ACTIVE = false;
export const DEFAULT_JOB_POST_ACTIVE = true;
export const DEFAULT_USER_ACTIVE = true;

export const JOB_SORT_ORDERS = ['newest', 'oldest'] as const;
export type JobSortOrder = (typeof JOB_SORT_ORDERS)[number];
export const DEFAULT_JOB_SORT_ORDER: JobSortOrder = 'newest';

export const OFFER_PAGE_SIZE = 4;
/**
 * Not in the spec: an offer is "special" from this discount on (rounded percent). GET /api/offer/all/special
 * filters on the claimed discount; the home page asks /api/compare/products for it with the real one.
 */
export const SPECIAL_OFFER_MIN_DISCOUNT = 30;
export const SKELETON_CARD_COUNT = 6;

export const MAP_DEFAULT_CENTER = { latitude: 41.3275, longitude: 19.8187 } as const;
export const MAP_DEFAULT_ZOOM = 12;

export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  username: 'username',
  email: 'email',
  marketId: 'marketId',
  role: 'role',
} as const;

export const ROLES = {
  admin: 'ROLE_ADMIN',
  superAdmin: 'ROLE_SUPER_ADMIN',
} as const;
export type RoleName = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES: readonly RoleName[] = [ROLES.admin, ROLES.superAdmin];

/**
 * Not in the spec: what a visitor's page reports to `POST /api/events` (issue 16's retailer analytics). Each is
 * counted per day for the markets it concerns; nothing about the visitor is kept.
 */
export const PUBLIC_EVENT_TYPES = ['productView', 'offerPopup', 'basketAdd', 'storeView', 'marketView'] as const;
export type PublicEventType = (typeof PUBLIC_EVENT_TYPES)[number];
/** Not in the spec: the basket of COMPARISON.md §6 (POST /api/basket/compare) holds at most this many products… */
export const BASKET_MAX_ITEMS = 100;
/** …each in a whole quantity from 1 to this. */
export const BASKET_MAX_QUANTITY = 99;
/** Not in the spec: the days the product page charts (COMPARISON.md §2's default). */
export const PRICE_HISTORY_DAYS = 90;
/** Not in the spec: the analytics screens show 30 days; an API client may ask for up to a year. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;
