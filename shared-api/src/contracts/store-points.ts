export interface StorePoint {
  storeLocationId: number;
  storeLocationName: string;
  longitude: number;
  latitude: number;
  marketId: number;
  marketName: string;
  marketLogo: string | null;
  /** The store's city, through which city-wide offers reach its page (issue 3); null when not set. */
  locationId: number | null;
}

/** A store point of an active market, by great-circle distance from a point (COMPARISON.md §5). */
export interface NearbyStore {
  storeLocationId: number;
  storeLocationName: string;
  marketId: number;
  marketName: string;
  marketLogo: string | null;
  latitude: number;
  longitude: number;
  /** Kilometres, two decimals. */
  distanceKm: number;
  locationId: number | null;
  locationName: string | null;
  /** Current offer items of the store's market that reach this store (directly or through its city). */
  offerCount: number;
}

/** Distances are measured from a point, or from the middle of a city's store points: exactly one of them. */
export type NearbyQuery = ({ lat: number; lng: number; locationId?: never } | { locationId: number; lat?: never; lng?: never }) & {
  radiusKm?: number;
  limit?: number;
};
