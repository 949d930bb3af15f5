// Great-circle distances (COMPARISON.md §5–6): the figures the catalogue's store grid measures with
// (features/catalogue/store-grid.ts).

/** Mean Earth radius (IUGG), the usual figure for haversine distances. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}
