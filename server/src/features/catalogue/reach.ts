// Which offers a place sees (COMPARISON.md §3, §6), decided here once: an offer reaches a city when it names the city or
// one of its store points stands there; it reaches a store point when it names the point or the point's city (as the
// store's page lists it). Read over the links the catalogue keeps for each offer.

/** The places an offer names: its cities, its store points and the cities those stand in. */
export interface OfferReach {
  cityIds: number[];
  storeIds: number[];
  storeCityIds: number[];
}

/** The offer reaches the city directly, or through one of its store points there. */
export const reachesCity = (offer: OfferReach, cityId: number): boolean => offer.cityIds.includes(cityId) || offer.storeCityIds.includes(cityId);

/** The offer reaches a store point of its market directly, or through the point's city. */
export const reachesStore = (offer: OfferReach, storeLocationId: number, storeCityId: number | null): boolean =>
  offer.storeIds.includes(storeLocationId) || (storeCityId !== null && offer.cityIds.includes(storeCityId));
