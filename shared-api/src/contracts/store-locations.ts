export interface StoreLocation {
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
