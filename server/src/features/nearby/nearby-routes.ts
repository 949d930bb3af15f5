// GET /api/store-locations/near (COMPARISON.md §5): store points of active markets nearest to a point — the
// visitor's position or their city's — with the distance and how many current offer items reach each.
// Beyond COMPARISON.md: `?locationId=` instead of `lat` and `lng` measures from the middle of that city's store
// points of active markets (the plain mean of their coordinates), so a visitor without a position needs no list of
// every store point to find it. Exactly one origin: neither, or both, is a 400 that says so (a request naming two
// origins is a mistake of the caller, better told than silently resolved); a city without store points is a 404.
// Public and cached like the other public reads, under the key of its URL (publicKey).
import { messages } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { CATALOGUE_TOPICS } from '../../plugins/public-cache.js';
import { nearbyQuery, type NearbyQuery } from '../../schemas/nearby.js';
import type { GeoPoint } from '../../db/geo.js';
import { cityCentre, nearestStores } from '../catalogue/nearby-stores.js';

const m = messages.storeLocations.validation;

const nearbyStoreJson = {
  type: 'object',
  properties: {
    storeLocationId: { type: 'integer' },
    storeLocationName: { type: 'string' },
    marketId: { type: 'integer' },
    marketName: { type: 'string' },
    marketLogo: { type: ['string', 'null'], description: "URL of the market logo's thumbnail" },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    distanceKm: { type: 'number', description: 'Great-circle distance, two decimals' },
    locationId: { type: ['integer', 'null'] },
    locationName: { type: ['string', 'null'] },
    offerCount: { type: 'integer', description: 'Current offer items of the market that reach this store point' },
  },
  required: [
    'storeLocationId',
    'storeLocationName',
    'marketId',
    'marketName',
    'marketLogo',
    'latitude',
    'longitude',
    'distanceKm',
    'locationId',
    'locationName',
    'offerCount',
  ],
} as const;

export const nearbyRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue } = app;

  app.get<{ Querystring: NearbyQuery }>(
    '/api/store-locations/near',
    {
      schema: {
        tags: ['store-locations'],
        summary: "Store points nearest to a point, or to a city's middle, by great-circle distance",
        querystring: nearbyQuery,
        response: { 200: { type: 'array', items: nearbyStoreJson }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { lat, lng, locationId, radiusKm, limit } = request.query;

      if (locationId !== undefined) {
        if (lat !== undefined || lng !== undefined) throw badRequest(m.nearOriginConflict);
        return reply.sendPublic(CATALOGUE_TOPICS, async () => {
          const state = await catalogue.current(tiraneToday());
          const centre = cityCentre(state, locationId);
          if (!centre) throw notFound(messages.storeLocations.cityWithoutStores);
          return nearestStores(state, { ...centre, radiusKm, limit });
        });
      }
      if (lat === undefined && lng === undefined) throw badRequest(m.nearOriginRequired);
      if (lat === undefined) throw badRequest(m.latitudeRequired);
      if (lng === undefined) throw badRequest(m.longitudeRequired);
      const point = roundPoint({ latitude: lat, longitude: lng });
      return reply.sendPublic(CATALOGUE_TOPICS, async () => nearestStores(await catalogue.current(tiraneToday()), { ...point, radiusKm, limit }));
    },
  );
};

/** Five decimals is about a metre: finer differences cannot change the order. */
const roundPoint = ({ latitude, longitude }: GeoPoint): GeoPoint => ({ latitude: round(latitude, 5), longitude: round(longitude, 5) });

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
