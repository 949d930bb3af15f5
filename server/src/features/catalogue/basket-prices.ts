// The basket's prices (COMPARISON.md §6) from the catalogue: at each market present in the shopper's scope, each
// item's lowest newPrice among the market's public lines that reach the scope, else the market's last known normal
// price (the price history's rule, kept by the catalogue), else nothing (missing there).
import type { GeoPoint } from '../../db/geo.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import type { PricedMarket } from '../basket/best-basket.js';
import type { StoreRow } from './catalogue-rows.js';
import type { CatalogueState, Offer } from './catalogue.js';
import { reachesCity, reachesStore } from './reach.js';

/** Where the shopper buys: a city, the store points around a point (in the city too when both), or all Albania. */
export interface BasketScope {
  locationId?: number;
  near?: GeoPoint & { radiusKm: number };
}

/** The store points inside the scope, by market; undefined when the scope is a city alone or all Albania. */
function storesInScope(state: CatalogueState, scope: BasketScope): Map<number, StoreRow[]> | undefined {
  if (!scope.near) return undefined;
  const within = state.storeGrid.nearest(scope.near, Number.POSITIVE_INFINITY, scope.near.radiusKm, (store) => scope.locationId === undefined || store.cityId === scope.locationId);
  const byMarket = new Map<number, StoreRow[]>();
  for (const { item } of within) byMarket.set(item.marketId, [...(byMarket.get(item.marketId) ?? []), item]);
  return byMarket;
}

export function basketPrices(state: CatalogueState, productIds: readonly number[], scope: BasketScope): PricedMarket[] {
  const nearStores = storesInScope(state, scope);
  const cityStores = (marketId: number) => [...(state.storesByMarket.get(marketId) ?? [])].some((store) => store.cityId === scope.locationId);
  const marketInScope = (marketId: number): boolean => {
    if (nearStores) return nearStores.has(marketId);
    if (scope.locationId === undefined) return true;
    return cityStores(marketId) || state.markets.get(marketId)!.cityIds.includes(scope.locationId);
  };
  const offerInScope = (offer: Offer): boolean => {
    if (nearStores) return (nearStores.get(offer.marketId) ?? []).some((store) => reachesStore(offer, store.id, store.cityId));
    return scope.locationId === undefined || reachesCity(offer, scope.locationId);
  };

  const priced = new Map<number, PricedMarket>();
  const pricedOf = (marketId: number): PricedMarket | undefined => {
    const market = state.markets.get(marketId);
    if (!market?.isActive || !marketInScope(marketId)) return undefined;
    let found = priced.get(marketId);
    if (!found) {
      found = { marketId, marketName: market.name, marketLogo: thumbnailUrlOf(market.logoPath), prices: [] };
      priced.set(marketId, found);
    }
    return found;
  };
  for (const productId of [...productIds].sort((a, b) => a - b)) {
    // Priced as its compared product (IDENTITY.md §2): a global product at a market also by the market's linked
    // product, whose own price is the market's normal price before the global one's.
    const comparedAs = [...state.comparedAs(state.comparedIdOf(productId))].reverse();
    // The lowest offer of each market (ties: the older offer), else its normal price.
    const offered = new Map<number, { price: number; offerId: number }>();
    for (const line of state.productLines(productId)) {
      if (!offerInScope(line.offer)) continue;
      const best = offered.get(line.offer.marketId);
      if (!best || line.newPrice < best.price || (line.newPrice === best.price && line.offer.id < best.offerId)) {
        offered.set(line.offer.marketId, { price: line.newPrice, offerId: line.offer.id });
      }
    }
    for (const [marketId, best] of offered) pricedOf(marketId)?.prices.push({ productId, price: best.price, onOffer: true, offerId: best.offerId });
    for (const [marketId, prices] of state.normalPrices) {
      const price = comparedAs.map((id) => prices.get(id)).find((known) => known !== undefined);
      if (price !== undefined && !offered.has(marketId)) pricedOf(marketId)?.prices.push({ productId, price, onOffer: false, offerId: null });
    }
  }
  return [...priced.values()];
}
