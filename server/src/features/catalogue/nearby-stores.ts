// Store points nearest to a point, or to a city's middle (COMPARISON.md §5), from the catalogue's store grid, each
// with how many cards its page lists. A city's middle is the plain mean of its store points of active markets
// (cities carry no coordinates of their own): its stores lie a few kilometres apart, where the earth is flat enough.
import type { NearbyStore } from '@ofertat/shared-api/contracts';
import type { GeoPoint } from '../../db/geo.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import type { CatalogueState } from './catalogue.js';
import { storeCardCounts } from './offer-lists.js';

export interface NearbySearch extends GeoPoint {
  radiusKm?: number;
  limit: number;
}

/** The middle of the city's store points of active markets; null when it has none (or no such city). */
export function cityCentre(state: CatalogueState, locationId: number): GeoPoint | null {
  let latitude = 0;
  let longitude = 0;
  let count = 0;
  for (const store of state.stores.values()) {
    if (store.cityId !== locationId || state.markets.get(store.marketId)?.isActive !== true) continue;
    latitude += store.latitude;
    longitude += store.longitude;
    count++;
  }
  return count === 0 ? null : { latitude: latitude / count, longitude: longitude / count };
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function nearestStores(state: CatalogueState, search: NearbySearch): NearbyStore[] {
  const found = state.storeGrid.nearest(search, search.limit, search.radiusKm, (store) => state.markets.get(store.marketId)?.isActive === true);
  return found.map(({ item: store, distanceKm }) => {
    const market = state.markets.get(store.marketId)!;
    return {
      storeLocationId: store.id,
      storeLocationName: store.name,
      marketId: market.id,
      marketName: market.name,
      marketLogo: thumbnailUrlOf(market.logoPath),
      latitude: store.latitude,
      longitude: store.longitude,
      distanceKm: twoDecimals(distanceKm),
      locationId: store.cityId,
      locationName: store.cityId === null ? null : (state.cities.get(store.cityId)?.name ?? null),
      offerCount: storeCardCounts(state, market.id).get(store.id) ?? 0,
    };
  });
}
