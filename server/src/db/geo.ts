// Great-circle distances in SQL, for the nearby store points and the basket's radius (COMPARISON.md §5–6).
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Mean Earth radius (IUGG), the usual figure for haversine distances. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Haversine distance in km between the row's coordinates and `point`. */
export function distanceKmSql(latitude: AnyColumn | SQL, longitude: AnyColumn | SQL, point: GeoPoint): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
    power(sin(radians(${latitude}::float8 - ${point.latitude}::float8) / 2), 2)
    + cos(radians(${point.latitude}::float8)) * cos(radians(${latitude}::float8))
      * power(sin(radians(${longitude}::float8 - ${point.longitude}::float8) / 2), 2))))`;
}

/**
 * The row lies within `radiusKm` of `point`: a bounding box first, which an index or a cheap comparison can answer,
 * then the exact distance. No longitude bound near a pole or across the antimeridian.
 */
export function withinRadiusSql(latitude: AnyColumn | SQL, longitude: AnyColumn | SQL, point: GeoPoint, radiusKm: number): SQL {
  const latitudeDelta = radiusKm / KM_PER_DEGREE_LATITUDE;
  const cosine = Math.cos(((Math.abs(point.latitude) + latitudeDelta) * Math.PI) / 180);
  const longitudeDelta = cosine > 0.01 ? radiusKm / (KM_PER_DEGREE_LATITUDE * cosine) : 360;
  const longitudeBound =
    Math.abs(point.longitude) + longitudeDelta > 180
      ? sql``
      : sql`and ${longitude} between ${point.longitude - longitudeDelta}::float8 and ${point.longitude + longitudeDelta}::float8`;
  return sql`(${latitude} between ${point.latitude - latitudeDelta}::float8 and ${point.latitude + latitudeDelta}::float8
              ${longitudeBound}
              and ${distanceKmSql(latitude, longitude, point)} <= ${radiusKm}::float8)`;
}
