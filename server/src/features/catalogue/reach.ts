// Which offers a place sees (COMPARISON.md §3, §6), decided here once: an offer reaches a city when it names the city or
// one of its store points stands there; it reaches a store point when it names the point or the point's city (as the
// store's page lists it). The SQL forms read offer `o`; the in-memory forms read the links an offer card keeps.
import { type SQL, sql } from 'drizzle-orm';

/** Offer `o` reaches the city directly, or through one of its store points there. */
export const offerReachesCitySql = (locationId: number): SQL => sql`(
  exists (select 1 from offer_locations ol where ol.offer_id = o.id and ol.location_id = ${locationId})
  or exists (select 1 from offer_store_locations osl join store_locations s on s.id = osl.store_location_id
             where osl.offer_id = o.id and s.location_id = ${locationId}))`;

/** Offer `o` reaches a store point of its market `s` chooses (a condition on `s`): directly, or through the point's city. */
export const offerReachesStoresSql = (storeCondition: SQL): SQL => sql`exists (
  select 1 from store_locations s
  where s.market_id = o.market_id and ${storeCondition}
    and (exists (select 1 from offer_store_locations osl where osl.offer_id = o.id and osl.store_location_id = s.id)
         or exists (select 1 from offer_locations ol where ol.offer_id = o.id and ol.location_id = s.location_id)))`;

/** The places an offer names: its cities, its store points and the cities those stand in. */
export interface OfferReach {
  cityIds: number[];
  storeIds: number[];
  storeCityIds: number[];
}

/** offerReachesCitySql over an offer's kept links. */
export const reachesCity = (offer: OfferReach, cityId: number): boolean => offer.cityIds.includes(cityId) || offer.storeCityIds.includes(cityId);

/** offerReachesStoresSql for one store point of the offer's market, over the offer's kept links. */
export const reachesStore = (offer: OfferReach, storeLocationId: number, storeCityId: number | null): boolean =>
  offer.storeIds.includes(storeLocationId) || (storeCityId !== null && offer.cityIds.includes(storeCityId));
