// Request schema of GET /api/store-locations/near (COMPARISON.md §5, plus `locationId`). Query values are text,
// coerced to numbers before these checks; a value out of range is refused with the message of its field. Which
// origin is given (lat and lng, or locationId: exactly one) the route checks, where the message can say it.
import { messages } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';
import { queryId } from './common.js';

/** Largest radius: Albania is about 350 km from end to end, so anything larger is a mistake. */
export const NEARBY_MAX_RADIUS_KM = 1000;
export const NEARBY_MAX_LIMIT = 50;
export const NEARBY_DEFAULT_LIMIT = 10;

const m = messages.storeLocations.validation;

export const nearbyQuery = {
  type: 'object',
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90, description: 'Latitude of the point', [MESSAGE_KEYWORD]: m.latitudeInvalid },
    lng: { type: 'number', minimum: -180, maximum: 180, description: 'Longitude of the point', [MESSAGE_KEYWORD]: m.longitudeInvalid },
    locationId: queryId("Instead of lat and lng: from the middle of this city's store points of active markets"),
    radiusKm: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: NEARBY_MAX_RADIUS_KM,
      description: 'Only store points within this great-circle distance; no limit when absent',
      [MESSAGE_KEYWORD]: messages.compare.radiusInvalid,
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: NEARBY_MAX_LIMIT,
      default: NEARBY_DEFAULT_LIMIT,
      [MESSAGE_KEYWORD]: messages.compare.limitInvalid(NEARBY_MAX_LIMIT),
    },
  },
} as const;

export interface NearbyQuery {
  lat?: number;
  lng?: number;
  locationId?: number;
  radiusKm?: number;
  limit: number;
}
