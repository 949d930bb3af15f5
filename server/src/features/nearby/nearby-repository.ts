// Store points by great-circle distance from a point (COMPARISON.md §5), in one SQL statement: the haversine
// distance in SQL, a bounding box first when a radius is given (so a radius search reads only the store points in
// the box), the nearest `limit` chosen, and only then their offers counted.
import type { NearbyStore } from '@ofertat/shared-api/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { locations, markets, offerLocations, offerProducts, offers, offerStoreLocations, storeLocations } from '../../db/schema.js';
import { thumbnailUrlOf } from '../../uploads/index.js';

/** Mean Earth radius (IUGG), the usual figure for haversine distances. */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface NearbySearch {
  latitude: number;
  longitude: number;
  radiusKm?: number;
  limit: number;
}

interface NearbyRow extends Record<string, unknown> {
  storeLocationId: number;
  storeLocationName: string;
  marketId: number;
  marketName: string;
  marketLogoPath: string | null;
  latitude: string;
  longitude: string;
  distanceKm: string;
  locationId: number | null;
  locationName: string | null;
  offerCount: number;
}

/** Degrees of latitude and longitude that surely contain every point within `radiusKm`; no longitude bound near a pole. */
function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const latitudeDelta = radiusKm / KM_PER_DEGREE_LATITUDE;
  const cosine = Math.cos(((Math.abs(latitude) + latitudeDelta) * Math.PI) / 180);
  const longitudeDelta = cosine > 0.01 ? radiusKm / (KM_PER_DEGREE_LATITUDE * cosine) : 360;
  const crossesAntimeridian = Math.abs(longitude) + longitudeDelta > 180;
  return {
    minLatitude: latitude - latitudeDelta,
    maxLatitude: latitude + latitudeDelta,
    longitudeRange: crossesAntimeridian ? undefined : { min: longitude - longitudeDelta, max: longitude + longitudeDelta },
  };
}

export function createNearbyRepository(db: Database) {
  return {
    async nearestStores(today: string, search: NearbySearch): Promise<NearbyStore[]> {
      const { latitude, longitude, radiusKm, limit } = search;
      const distance = sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
          power(sin(radians(${storeLocations.latitude}::float8 - ${latitude}::float8) / 2), 2)
          + cos(radians(${latitude}::float8)) * cos(radians(${storeLocations.latitude}::float8))
            * power(sin(radians(${storeLocations.longitude}::float8 - ${longitude}::float8) / 2), 2))))`;
      const box = radiusKm === undefined ? undefined : boundingBox(latitude, longitude, radiusKm);
      const withinRadius = box
        ? sql`and ${storeLocations.latitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8
              ${box.longitudeRange ? sql`and ${storeLocations.longitude} between ${box.longitudeRange.min}::float8 and ${box.longitudeRange.max}::float8` : sql``}
              and ${distance} <= ${radiusKm}::float8`
        : sql``;

      const result = await db.execute<NearbyRow>(sql`
        with nearest as (
          select ${storeLocations.id} as id, ${distance} as distance
          from ${storeLocations}
          join ${markets} on ${markets.id} = ${storeLocations.marketId} and ${markets.isActive}
          where true ${withinRadius}
          order by distance, ${storeLocations.id}
          limit ${limit}
        )
        select s.id as "storeLocationId", s.name as "storeLocationName", m.id as "marketId", m.name as "marketName",
               m.logo_path as "marketLogoPath", s.latitude::text as latitude, s.longitude::text as longitude,
               round(nearest.distance::numeric, 2)::text as "distanceKm", s.location_id as "locationId",
               l.name as "locationName",
               (select count(*)::integer
                  from ${offerProducts} op
                  join ${offers} o on o.id = op.offer_id
                 where o.market_id = s.market_id and o.start_date <= ${today} and o.end_date >= ${today}
                   and (exists (select 1 from ${offerStoreLocations} osl where osl.offer_id = o.id and osl.store_location_id = s.id)
                        or exists (select 1 from ${offerLocations} ol where ol.offer_id = o.id and ol.location_id = s.location_id))
               ) as "offerCount"
        from nearest
        join ${storeLocations} s on s.id = nearest.id
        join ${markets} m on m.id = s.market_id
        left join ${locations} l on l.id = s.location_id
        order by nearest.distance, s.id`);

      return result.rows.map((row) => ({
        storeLocationId: row.storeLocationId,
        storeLocationName: row.storeLocationName,
        marketId: row.marketId,
        marketName: row.marketName,
        marketLogo: thumbnailUrlOf(row.marketLogoPath),
        latitude: fromNumeric(row.latitude),
        longitude: fromNumeric(row.longitude),
        distanceKm: fromNumeric(row.distanceKm),
        locationId: row.locationId,
        locationName: row.locationName,
        offerCount: row.offerCount,
      }));
    },
  };
}
