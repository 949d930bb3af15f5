// Each market's price of each basket item inside a scope (COMPARISON.md §6), in one SQL statement: the lowest
// newPrice of the market's public offers with the product that reach the scope, else the market's last known normal
// price (the price history's, for today), else nothing (the item is missing there).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type GeoPoint, withinRadiusSql } from '../../db/geo.js';
import { fromNumeric } from '../../db/numeric.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import { currentOfferSql } from '../catalogue/current-offer.js';
import { offerReachesCitySql, offerReachesStoresSql } from '../catalogue/reach.js';
import { effectivePricesSql } from '../price-history/effective-prices.js';
import type { PricedMarket } from './best-basket.js';

/** Where the shopper buys: a city, the store points around a point, or all Albania (neither). */
export interface BasketScope {
  locationId?: number;
  near?: GeoPoint & { radiusKm: number };
}

interface MarketRow extends Record<string, unknown> {
  marketId: number;
  marketName: string;
  marketLogoPath: string | null;
  prices: { productId: number; price: string; onOffer: boolean; offerId: number | null }[];
}

/** The store point `s` lies in the scope. */
function storeInScope(scope: BasketScope): SQL {
  const conditions: SQL[] = [];
  if (scope.locationId !== undefined) conditions.push(sql`s.location_id = ${scope.locationId}`);
  if (scope.near) conditions.push(withinRadiusSql(sql`s.latitude`, sql`s.longitude`, scope.near, scope.near.radiusKm));
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** The offer `o` reaches the scope: the city (catalogue/reach.ts), or a store point in the radius. */
function offerInScope(scope: BasketScope): SQL {
  if (scope.near) return offerReachesStoresSql(storeInScope(scope));
  return scope.locationId === undefined ? sql`true` : offerReachesCitySql(scope.locationId);
}

/** The market `m` is present in the scope: a store point there, or (for a city) the city among its cities. */
function marketInScope(scope: BasketScope): SQL {
  if (scope.locationId === undefined && !scope.near) return sql`true`;
  const listedCity =
    scope.locationId !== undefined && !scope.near
      ? sql`or exists (select 1 from market_locations ml where ml.market_id = m.id and ml.location_id = ${scope.locationId})`
      : sql``;
  return sql`(exists (select 1 from store_locations s where s.market_id = m.id and ${storeInScope(scope)}) ${listedCity})`;
}

export function createBasketRepository(db: Database) {
  return {
    async marketPrices(today: string, productIds: number[], scope: BasketScope): Promise<PricedMarket[]> {
      const ids = sql.join(productIds.map((id) => sql`${id}::integer`), sql`, `);
      const result = await db.execute<MarketRow>(sql`
        with offered as (
          select distinct on (o.market_id, op.product_id) o.market_id, op.product_id, op.new_price as price, o.id as offer_id
          from offer_products op
          join offers o on o.id = op.offer_id
          where op.product_id in (${ids}) and ${currentOfferSql(today, sql`o`)} and ${offerInScope(scope)}
          order by o.market_id, op.product_id, op.new_price, o.id
        ),
        normal as (
          select e.market_id, e.product_id, e.normal_price as price
          from ${effectivePricesSql(sql`r.product_id in (${ids})`, { from: today, to: today })} e
          where e.normal_price is not null
        ),
        priced as (
          select coalesce(f.market_id, n.market_id) as market_id, coalesce(f.product_id, n.product_id) as product_id,
                 coalesce(f.price, n.price) as price, f.price is not null as on_offer, f.offer_id
          from offered f
          full join normal n on n.market_id = f.market_id and n.product_id = f.product_id
        )
        select m.id as "marketId", m.name as "marketName", m.logo_path as "marketLogoPath",
               json_agg(json_build_object('productId', p.product_id, 'price', p.price::text, 'onOffer', p.on_offer,
                                          'offerId', p.offer_id) order by p.product_id) as prices
        from priced p
        join markets m on m.id = p.market_id and m.is_active and ${marketInScope(scope)}
        group by m.id, m.name, m.logo_path`);

      return result.rows.map((row) => ({
        marketId: row.marketId,
        marketName: row.marketName,
        marketLogo: thumbnailUrlOf(row.marketLogoPath),
        prices: row.prices.map((price) => ({ ...price, price: fromNumeric(price.price) })),
      }));
    },
  };
}
