// Store points by great-circle distance from a point (COMPARISON.md §5), in one SQL statement: the haversine
// distance in SQL (db/geo.ts, with a bounding box first when a radius is given) and the nearest `limit` chosen.
// Their offer counts come from the kept offer items (nearby-routes.ts), not from here. A city's middle is the plain
// mean of its store points' coordinates (cities carry none of their own): its stores lie a few kilometres apart,
// where the earth is flat enough.
import type { NearbyStore } from '@ofertat/shared-api/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { distanceKmSql, withinRadiusSql } from '../../db/geo.js';
import { fromNumeric } from '../../db/numeric.js';
import { locations, markets, storeLocations } from '../../db/schema.js';
import { thumbnailUrlOf } from '../../uploads/index.js';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface NearbySearch extends GeoPoint {
  radiusKm?: number;
  limit: number;
}

interface CentreRow extends Record<string, unknown> {
  latitude: string | null;
  longitude: string | null;
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
}

/** A nearby store point before its offers are counted. */
export type NearestStore = Omit<NearbyStore, 'offerCount'>;

export function createNearbyRepository(db: Database) {
  return {
    /** The middle of the city's store points of active markets; null when it has none (or no such city). */
    async cityCentre(locationId: number): Promise<GeoPoint | null> {
      const result = await db.execute<CentreRow>(sql`
        select avg(${storeLocations.latitude})::text as latitude, avg(${storeLocations.longitude})::text as longitude
        from ${storeLocations}
        join ${markets} on ${markets.id} = ${storeLocations.marketId} and ${markets.isActive}
        where ${storeLocations.locationId} = ${locationId}`);
      const [row] = result.rows;
      if (!row?.latitude || !row.longitude) return null;
      return { latitude: fromNumeric(row.latitude), longitude: fromNumeric(row.longitude) };
    },

    async nearestStores(search: NearbySearch): Promise<NearestStore[]> {
      const { latitude, longitude, radiusKm, limit } = search;
      const point = { latitude, longitude };
      const distance = distanceKmSql(storeLocations.latitude, storeLocations.longitude, point);
      const withinRadius =
        radiusKm === undefined ? sql`` : sql`and ${withinRadiusSql(storeLocations.latitude, storeLocations.longitude, point, radiusKm)}`;

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
               l.name as "locationName"
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
      }));
    },
  };
}
