// The whole data model, one schema for PGlite and PostgreSQL. drizzle-kit generates the SQL
// migrations in server/drizzle from this file (`npm run db:generate -w server`).
//
// Conventions: integer identity keys; money is numeric(12,2) and coordinates numeric(9,6), both read
// back as strings (convert with fromNumeric at the API boundary); calendar dates are `date` columns read
// as 'YYYY-MM-DD' strings so no time zone can shift them; search_key() is the immutable
// lower(unaccent(text)) function created by the first migration, used by the trigram indexes.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A public thing's last change (the sitemap's lastmod): Drizzle sets it on every update of the row, so no
 * repository has to remember it. Rows older than the column start at their creation.
 */
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6 });
const calendarDate = (name: string) => date(name, { mode: 'string' });
/** Trigram index on search_key(column): serves accent- and case-insensitive `like '%…%'` searches. */
const searchIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`search_key(${column}) gin_trgm_ops`);
const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;

export const ROLES = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const markets = pgTable(
  'markets',
  {
    id: id(),
    name: text('name').notNull(),
    logoPath: text('logo_path'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [searchIndex('markets_name_search_idx', t.name)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text('user_name').notNull(),
    userSurname: text('user_surname'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    // Free text in the product (spec section 6); authorisation only recognises the values of ROLES.
    role: text('role').notNull(),
    marketId: integer('market_id').references(() => markets.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(lower(t.email)),
    index('users_user_name_idx').on(lower(t.userName)),
    index('users_market_idx').on(t.marketId),
  ],
);

/** One row per issued token, so logout and deactivation revoke a token at once. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Failed logins within the throttle's window, kept here so every server instance counts the same failures
 * (features/auth/login-throttle.ts): one row per failed attempt and key, a key being the client address, or
 * an account the typed name matched, or the typed name itself when none did. Keys are SHA-256 digests, so the
 * table holds neither addresses nor what was typed (sometimes a password). Rows leave once the window is over.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    throttleKey: text('throttle_key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.throttleKey, t.failedAt), index('login_failures_failed_at_idx').on(t.failedAt)],
);

/** Client addresses (SHA-256 digests) an account logged in from lately: strangers' failures do not block them. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressKey: text('address_key').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressKey] }), index('login_known_addresses_last_login_idx').on(t.lastLoginAt)],
);

/** Cities ("locations" in the API). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('locations_name_unique').on(lower(t.name)), searchIndex('locations_name_search_idx', t.name)],
);

export const marketLocations = pgTable(
  'market_locations',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.locationId] }), index('market_locations_location_idx').on(t.locationId)],
);

export const storeLocations = pgTable(
  'store_locations',
  {
    id: id(),
    name: text('name').notNull(),
    latitude: coordinate('latitude').notNull(),
    longitude: coordinate('longitude').notNull(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    // Optional city: offers made for a whole city also reach the store pages of that city.
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('store_locations_market_idx').on(t.marketId),
    index('store_locations_location_idx').on(t.locationId),
    check('store_locations_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('store_locations_longitude_range', sql`${t.longitude} between -180 and 180`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(lower(t.name))],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    imagePath: text('image_path'),
    currentPrice: money('current_price'),
    // null: a global product of the super admin; otherwise a product of that market.
    marketId: integer('market_id').references(() => markets.id),
    // What the product holds in its base unit (COMPARISON.md §1): read from unit or name when it is saved, or set
    // by the admin; both null when it cannot be read, and then no unit price is shown.
    quantityAmount: numeric('quantity_amount', { precision: 14, scale: 6 }),
    quantityUnit: text('quantity_unit'),
    // Its GTIN, normalized (IDENTITY.md §1: one spelling per code); null when it has none.
    barcode: text('barcode'),
    // A market product's global product (IDENTITY.md §2): its offers are compared, charted and basketed as that
    // product's. Always null on a global product; unlinked when the global product is deleted.
    linkedProductId: integer('linked_product_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_market_idx').on(t.marketId),
    // A barcode names one global product (IDENTITY.md §1); markets' own products may share one (and in-store codes).
    uniqueIndex('products_global_barcode_unique')
      .on(t.barcode)
      .where(sql`${t.marketId} is null and ${t.barcode} is not null`),
    // The lookup by barcode (IDENTITY.md §3) also finds market products.
    index('products_barcode_idx').on(t.barcode),
    index('products_linked_idx').on(t.linkedProductId),
    check('products_linked_market_only', sql`${t.linkedProductId} is null or (${t.marketId} is not null and ${t.linkedProductId} <> ${t.id})`),
    searchIndex('products_name_search_idx', t.name),
    // The likely duplicates' name pairs (IDENTITY.md §4): the name without its quantity, for products whose quantity
    // is known (the others are never paired by name). product_name_key is migration 0010's SQL function.
    // fastupdate off: a pending list of new entries is scanned whole by every search until a vacuum, which made each
    // product write's probe for its pairs (migration 0012) 5-10 times slower after a bulk insert.
    index('products_name_key_idx')
      .using('gin', sql`product_name_key(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.quantityAmount} is not null`),
    check('products_current_price_non_negative', sql`${t.currentPrice} >= 0`),
    check(
      'products_quantity_whole',
      sql`(${t.quantityAmount} is null and ${t.quantityUnit} is null) or (${t.quantityAmount} > 0 and ${t.quantityUnit} in ('kg', 'l', 'copë'))`,
    ),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: id(),
    name: text('name').notNull(),
    outsideLink: text('outside_link').notNull(),
    imagePath: text('image_path'),
    active: boolean('active').notNull().default(false),
    // 1 = top of the home page, 2 = bottom.
    displayOrder: integer('display_order').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ads_active_display_order_idx').on(t.active, t.displayOrder),
    check('ads_display_order_min', sql`${t.displayOrder} >= 1`),
    check('ads_clicks_non_negative', sql`${t.clicks} >= 0`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: id(),
    name: text('name').notNull(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Current offers are `start_date <= today and end_date >= today`: the range scan runs on end_date.
    index('offers_dates_idx').on(t.endDate, t.startDate),
    index('offers_market_idx').on(t.marketId),
    check('offers_dates_ordered', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

export const offerLocations = pgTable(
  'offer_locations',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.locationId] }), index('offer_locations_location_idx').on(t.locationId)],
);

export const offerStoreLocations = pgTable(
  'offer_store_locations',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    storeLocationId: integer('store_location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.storeLocationId] }),
    index('offer_store_locations_store_idx').on(t.storeLocationId),
  ],
);

/** The products of an offer with their prices; one public offer card per row. */
export const offerProducts = pgTable(
  'offer_products',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
    /** The line's place in the offer as the admin entered it, so an edit shows the rows in that order (issue 16). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.productId] }),
    index('offer_products_product_idx').on(t.productId),
    check('offer_products_new_price_non_negative', sql`${t.newPrice} >= 0`),
    check('offer_products_new_below_old', sql`${t.newPrice} < ${t.oldPrice}`),
  ],
);

/**
 * What was published, append-only (COMPARISON.md §2): one row per offer line each time an offer is created or
 * edited ('offer'), one per line an edit or a deletion took away ('offer_removed'), and one per change of a market
 * product's own price ('normal'). A row speaks from its recorded_on day on, so what was public on a past day is
 * never rewritten; effective prices per day are derived from these rows (features/price-history).
 */
export const priceRecords = pgTable(
  'price_records',
  {
    id: id(),
    kind: text('kind').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    // No foreign key: the record outlives a deleted offer.
    offerId: integer('offer_id'),
    oldPrice: money('old_price'),
    newPrice: money('new_price'),
    startDate: calendarDate('start_date'),
    endDate: calendarDate('end_date'),
    recordedOn: calendarDate('recorded_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_records_product_market_idx').on(t.productId, t.marketId, t.recordedOn),
    index('price_records_offer_idx').on(t.offerId),
    check('price_records_kind', sql`${t.kind} in ('offer', 'offer_removed', 'normal')`),
    check(
      'price_records_shape',
      sql`(${t.kind} = 'offer' and ${t.offerId} is not null and ${t.oldPrice} is not null and ${t.newPrice} is not null
           and ${t.startDate} is not null and ${t.endDate} is not null)
          or (${t.kind} = 'offer_removed' and ${t.offerId} is not null)
          or (${t.kind} = 'normal' and ${t.oldPrice} is not null)`,
    ),
  ],
);

/**
 * The 30-day low of an offer line (COMPARISON.md §2), kept once known: the lowest effective price of a product at a
 * market over the 30 days before a start date. Those days lie before the start; once the start is today or past,
 * no write can change them (writes record from today on), so a row is written only then and never changes.
 * A cache of price_records: every row can be computed again from them (features/price-history/lowest-prices.ts).
 */
export const referencePrices = pgTable(
  'reference_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    startDate: calendarDate('start_date').notNull(),
    // null: no day of the 30 had a known price.
    lowest: money('lowest'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.marketId, t.startDate] })],
);

export const jobPosts = pgTable(
  'job_posts',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_posts_market_idx').on(t.marketId), index('job_posts_created_idx').on(t.createdAt)],
);

/** Flyers. */
export const volantinos = pgTable(
  'volantinos',
  {
    id: id(),
    name: text('name').notNull(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    imagePath: text('image_path').notNull(),
    pdfPath: text('pdf_path').notNull(),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('volantinos_market_idx').on(t.marketId),
    index('volantinos_end_date_idx').on(t.endDate),
    check('volantinos_dates_ordered', sql`${t.startDate} <= ${t.endDate}`),
    check('volantinos_clicks_non_negative', sql`${t.clicks} >= 0`),
  ],
);

/** Usage reported by the mobile app; userId is the app's own identifier, not a users row. */
export const appSessions = pgTable(
  'app_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id').notNull(),
    date: calendarDate('date').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_sessions_date_user_idx').on(t.date, t.userId),
    check('app_sessions_duration_range', sql`${t.durationSeconds} between 1 and 86400`),
  ],
);

/**
 * What the public did with a market's offers, per day (issue 16's retailer analytics): counts only, no address,
 * cookie or identifier of the visitor. `event` is one of MARKET_EVENTS (src/db/event-counts.ts).
 */
export const marketEventCounts = pgTable(
  'market_event_counts',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    day: calendarDate('day').notNull(),
    event: text('event').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.marketId, t.day, t.event] }),
    index('market_event_counts_day_idx').on(t.day),
    check('market_event_counts_positive', sql`${t.count} > 0`),
  ],
);

/** Clicks on an ad per day, for the platform's analytics (ads belong to the platform, not to a market). */
export const adClickCounts = pgTable(
  'ad_click_counts',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: calendarDate('day').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.day] }),
    index('ad_click_counts_day_idx').on(t.day),
    check('ad_click_counts_positive', sql`${t.count} > 0`),
  ],
);

/**
 * A merged product's id and the product it became (IDENTITY.md §4), so old links and favourites keep answering.
 * Always one step: a later merge of the kept product moves its aliases along. No foreign key on merged_id: that
 * product is gone.
 */
export const productAliases = pgTable('product_aliases', {
  mergedId: integer('merged_id').primaryKey(),
  keptId: integer('kept_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
});

/** A pair of products the super admin said are not one (IDENTITY.md §4); lower id first, so each pair is one row. */
export const productDuplicateDismissals = pgTable(
  'product_duplicate_dismissals',
  {
    productAId: integer('product_a_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productBId: integer('product_b_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productAId, t.productBId] }),
    check('product_duplicate_dismissals_ordered', sql`${t.productAId} < ${t.productBId}`),
  ],
);

/**
 * Every pair of products that are probably one (IDENTITY.md §4): the same barcode (not in-store), else the same known
 * quantity and names without it at least 0.6 alike by trigrams. Kept by migration 0012's trigger on every write of a
 * product's name, quantity or barcode (one trigram-index probe for that product), so the duplicates' page reads
 * pairs instead of joining every product with every other. Dismissed and linked pairs are left out when read.
 */
export const productDuplicateCandidates = pgTable(
  'product_duplicate_candidates',
  {
    productAId: integer('product_a_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productBId: integer('product_b_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    score: real('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productAId, t.productBId] }),
    // The page's order: 'barcode' sorts before 'name'.
    index('product_duplicate_candidates_order_idx').on(t.reason, t.score.desc(), t.productAId, t.productBId),
    index('product_duplicate_candidates_b_idx').on(t.productBId),
    check('product_duplicate_candidates_ordered', sql`${t.productAId} < ${t.productBId}`),
    check('product_duplicate_candidates_reason', sql`${t.reason} in ('barcode', 'name')`),
  ],
);

/** Who merged, linked or dismissed which products, and when (IDENTITY.md §4); details are the action's own. */
export const productAudit = pgTable(
  'product_audit',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_audit_created_idx').on(t.createdAt, t.id),
    check('product_audit_action', sql`${t.action} in ('merge', 'link', 'dismiss')`),
  ],
);
