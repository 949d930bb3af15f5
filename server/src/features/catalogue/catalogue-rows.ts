// What the catalogue reads from the database (its repository): the named things its answers show (products,
// categories, markets, cities, store points) and the current offers with their lines, places and 30-day lows. Read
// at start, on a new day, and after a write for only what the write changed; no public answer reads these tables.
// Every statement is set-based, so a reload costs a few statements whatever the size of the catalogue.
import type { Quantity, QuantityUnit } from '@ofertat/shared-api/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { arrayParam } from '../../db/sql-arrays.js';
import { effectivePricesSql } from '../price-history/effective-prices.js';
import { lowestPricesBefore, windowKey } from '../price-history/lowest-prices.js';
import { currentOfferSql } from './current-offer.js';
import { searchKey } from './name-index.js';

export interface ProductRow {
  id: number;
  name: string;
  unit: string;
  categoryId: number;
  imagePath: string | null;
  /** The market whose own product it is; null for a global product. */
  marketId: number | null;
  quantity: Quantity | null;
  /** The shelf price in ALL (a market product's normal price), or null. */
  currentPrice: number | null;
  /** Normalized GTIN (IDENTITY.md §1), or null. */
  barcode: string | null;
  /** The global product a market product is linked to (IDENTITY.md §2), or null. */
  linkedProductId: number | null;
  /** search_key(name): the order of names among equals. */
  key: string;
}

/** A market's last known normal price of a product today (COMPARISON.md §2), what the basket falls back on. */
export interface NormalPriceRow {
  productId: number;
  marketId: number;
  price: number;
}

export interface CategoryRow {
  id: number;
  name: string;
}

export interface MarketRow {
  id: number;
  name: string;
  logoPath: string | null;
  isActive: boolean;
  /** The cities the market says it serves (market_locations). */
  cityIds: number[];
}

export interface CityRow {
  id: number;
  name: string;
}

export interface StoreRow {
  id: number;
  name: string;
  marketId: number;
  cityId: number | null;
  latitude: number;
  longitude: number;
}

/** An offer line as read: its prices and its 30-day low (COMPARISON.md §2). */
export interface LineRow {
  productId: number;
  oldPrice: number;
  newPrice: number;
  lowest: number | null;
}

/** A current offer as read, with the cities and store points it names and its lines. */
export interface OfferRow {
  id: number;
  marketId: number;
  startDate: string;
  endDate: string;
  cityIds: number[];
  storeIds: number[];
  lines: LineRow[];
}

/** A current offer as one statement reads it: its lines as [productId, oldPrice, newPrice, lowest, whether the low is kept]. */
interface CurrentOfferRow extends Record<string, unknown> {
  id: number;
  marketId: number;
  startDate: string;
  endDate: string;
  cityIds: (number | string)[];
  storeIds: (number | string)[];
  lines: [number, string, string, string | null, boolean][];
}

/** Offers per statement of a whole read (about ten lines each). */
const OFFERS_PER_PAGE = 1_000;

/**
 * A condition on `column` for `ids`: every row when undefined, no row when empty. The ids are one parameter, so a
 * mend's statements have the same text whatever the number of offers or products it reads: with a parameter per id,
 * each count was a statement of its own, prepared and planned anew (2–12 ms of PostgreSQL for a mend's offers).
 */
const within = (column: SQL, ids: readonly number[] | undefined): SQL =>
  ids === undefined ? sql`true` : ids.length === 0 ? sql`false` : sql`${column} = any(${arrayParam(ids)}::integer[])`;

export function createCatalogueRows(db: Database) {
  return {
    /** Products, all or those of `ids` (absent when deleted). */
    async products(ids?: readonly number[]): Promise<ProductRow[]> {
      const result = await db.execute<{
        id: number;
        name: string;
        unit: string;
        categoryId: number;
        imagePath: string | null;
        marketId: number | null;
        quantityAmount: string | null;
        quantityUnit: QuantityUnit | null;
        currentPrice: string | null;
        barcode: string | null;
        linkedProductId: number | null;
      }>(sql`
        select id, name, unit, category_id as "categoryId", image_path as "imagePath", market_id as "marketId",
               quantity_amount::text as "quantityAmount", quantity_unit as "quantityUnit", current_price::text as "currentPrice", barcode,
               linked_product_id as "linkedProductId"
        from products where ${within(sql`id`, ids)}`);
      return result.rows.map(({ quantityAmount, quantityUnit, currentPrice, ...row }) => ({
        ...row,
        quantity: quantityAmount === null || quantityUnit === null ? null : { amount: fromNumeric(quantityAmount), unit: quantityUnit },
        currentPrice: fromNumeric(currentPrice),
        key: searchKey(row.name),
      }));
    },

    async categories(): Promise<CategoryRow[]> {
      return (await db.execute<CategoryRow & Record<string, unknown>>(sql`select id, name from categories`)).rows;
    },

    async markets(): Promise<MarketRow[]> {
      const result = await db.execute<MarketRow & Record<string, unknown>>(sql`
        select m.id, m.name, m.logo_path as "logoPath", m.is_active as "isActive",
               coalesce((select array_agg(ml.location_id order by ml.location_id) from market_locations ml where ml.market_id = m.id),
                        '{}') as "cityIds"
        from markets m`);
      return result.rows.map((row) => ({ ...row, cityIds: row.cityIds.map(Number) }));
    },

    async cities(): Promise<CityRow[]> {
      return (await db.execute<CityRow & Record<string, unknown>>(sql`select id, name from locations`)).rows;
    },

    async stores(): Promise<StoreRow[]> {
      const result = await db.execute<Omit<StoreRow, 'latitude' | 'longitude'> & { latitude: string; longitude: string }>(sql`
        select id, name, market_id as "marketId", location_id as "cityId", latitude::text as latitude, longitude::text as longitude
        from store_locations`);
      return result.rows.map((row) => ({ ...row, latitude: fromNumeric(row.latitude), longitude: fromNumeric(row.longitude) }));
    },

    /**
     * The offers current on `today`: all, or those of `marketIds`, or those of `offerIds` (an offer absent from the
     * answer is gone or not current), in one statement with their cities, store points and lines. A line comes with
     * its 30-day low as kept (lowest-prices.ts); those not kept yet (an offer just written, or one that started after
     * it was written) are computed, and with `keepLows` (the mend of a write) kept.
     */
    async currentOffers(
      today: string,
      which: { marketIds?: readonly number[]; offerIds?: readonly number[] } = {},
      { keepLows = false }: { keepLows?: boolean } = {},
    ): Promise<OfferRow[]> {
      const rows: CurrentOfferRow[] = [];
      // In pages, so the embedded database never holds the whole catalogue's answer at once: its memory only grows.
      for (let after = 0; ; ) {
        const page = await db.execute<CurrentOfferRow>(sql`
          select o.id, o.market_id as "marketId", to_char(o.start_date, 'YYYY-MM-DD') as "startDate",
                 to_char(o.end_date, 'YYYY-MM-DD') as "endDate",
                 coalesce((select array_agg(ol.location_id order by ol.location_id) from offer_locations ol where ol.offer_id = o.id), '{}') as "cityIds",
                 coalesce((select array_agg(osl.store_location_id order by osl.store_location_id) from offer_store_locations osl where osl.offer_id = o.id), '{}') as "storeIds",
                 coalesce((select json_agg(json_build_array(op.product_id, op.old_price::text, op.new_price::text, rp.lowest::text,
                                                            rp.product_id is not null)
                                           order by op.position, op.product_id)
                           from offer_products op
                           left join reference_prices rp
                             on rp.product_id = op.product_id and rp.market_id = o.market_id and rp.start_date = o.start_date
                           where op.offer_id = o.id), '[]'::json) as lines
          from offers o
          where ${currentOfferSql(today, sql`o`)} and ${within(sql`o.market_id`, which.marketIds)} and ${within(sql`o.id`, which.offerIds)}
            and o.id > ${after}::integer
          order by o.id
          limit ${OFFERS_PER_PAGE}`);
        rows.push(...page.rows);
        if (page.rows.length < OFFERS_PER_PAGE) break;
        after = page.rows.at(-1)!.id;
      }
      const result = { rows };
      const unkept = result.rows.flatMap((offer) =>
        offer.lines.filter((line) => !line[4]).map(([productId]) => ({ productId, marketId: offer.marketId, startDate: offer.startDate })),
      );
      const computed = unkept.length > 0 ? await lowestPricesBefore(db, unkept, { keep: keepLows }) : new Map<string, number | null>();
      return result.rows.map(({ lines, cityIds, storeIds, ...offer }) => ({
        ...offer,
        cityIds: cityIds.map(Number),
        storeIds: storeIds.map(Number),
        lines: lines.map(([productId, oldPrice, newPrice, lowest, kept]) => ({
          productId,
          oldPrice: fromNumeric(oldPrice),
          newPrice: fromNumeric(newPrice),
          lowest: kept ? fromNumeric(lowest) : (computed.get(windowKey({ productId, marketId: offer.marketId, startDate: offer.startDate })) ?? null),
        })),
      }));
    },

    /**
     * Each market's normal price of each product on `today` by the price history's rule (effective-prices.ts): all,
     * or those of `productIds`, or those of `marketIds`.
     */
    async normalPrices(today: string, which: { productIds?: readonly number[]; marketIds?: readonly number[] } = {}): Promise<NormalPriceRow[]> {
      const scope = sql`${within(sql`r.product_id`, which.productIds)} and ${within(sql`r.market_id`, which.marketIds)}`;
      const result = await db.execute<{ productId: number; marketId: number; price: string }>(sql`
        select e.product_id as "productId", e.market_id as "marketId", e.normal_price::text as price
        from ${effectivePricesSql(scope, { from: today, to: today })} e
        where e.normal_price is not null`);
      return result.rows.map((row) => ({ productId: row.productId, marketId: row.marketId, price: fromNumeric(row.price) }));
    },

    /**
     * The normal prices (as `normalPrices`) of `productIds` at every market, and of each (product, market) the price
     * history has recorded for `offerIds` (current or not, deleted or not: every offer write records its lines,
     * price-records.ts, and each of them may change that market's normal price of that product), in one statement,
     * with the (product, market) pairs recorded.
     */
    async normalPricesOfWrites(
      today: string,
      which: { productIds: readonly number[]; recordedFor: readonly number[] },
    ): Promise<{ recorded: { productId: number; marketId: number }[]; prices: NormalPriceRow[] }> {
      const result = await db.execute<{ productId: number; marketId: number; price: string | null }>(sql`
        with recorded as (
          select distinct product_id, market_id from price_records where offer_id = any(${arrayParam(which.recordedFor)}::integer[])
        ),
        -- One set of pairs (an OR of the two conditions would read every record).
        priced as (
          select product_id, market_id from recorded
          union
          select distinct product_id, market_id from price_records where product_id = any(${arrayParam(which.productIds)}::integer[])
        )
        select product_id as "productId", market_id as "marketId", null::text as price from recorded
        union all
        select e.product_id, e.market_id, e.normal_price::text
        from ${effectivePricesSql(sql`(r.product_id, r.market_id) in (select product_id, market_id from priced)`, { from: today, to: today })} e
        where e.normal_price is not null`);
      const recorded: { productId: number; marketId: number }[] = [];
      const prices: NormalPriceRow[] = [];
      for (const { productId, marketId, price } of result.rows) {
        if (price === null) recorded.push({ productId, marketId });
        else prices.push({ productId, marketId, price: fromNumeric(price) });
      }
      return { recorded, prices };
    },

    /** The cities and store points each of `offerIds` names (after a city or store point changed). */
    async offerPlaces(offerIds: readonly number[]): Promise<Map<number, { cityIds: number[]; storeIds: number[] }>> {
      const places = new Map(offerIds.map((id) => [id, { cityIds: [] as number[], storeIds: [] as number[] }]));
      if (offerIds.length === 0) return places;
      const ids = sql`(select unnest(${`{${offerIds.join(',')}}`}::integer[]))`;
      const [cities, stores] = await Promise.all([
        db.execute<{ offerId: number; cityId: number }>(sql`select offer_id as "offerId", location_id as "cityId" from offer_locations where offer_id in ${ids}`),
        db.execute<{ offerId: number; storeId: number }>(
          sql`select offer_id as "offerId", store_location_id as "storeId" from offer_store_locations where offer_id in ${ids}`,
        ),
      ]);
      for (const row of cities.rows) places.get(row.offerId)?.cityIds.push(row.cityId);
      for (const row of stores.rows) places.get(row.offerId)?.storeIds.push(row.storeId);
      return places;
    },
  };
}

export type CatalogueRows = ReturnType<typeof createCatalogueRows>;
