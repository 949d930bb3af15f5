// GET /api/store-locations/near (COMPARISON.md §5): store points of active markets nearest to a point — the
// visitor's position or their city's — with the distance and how many current offer items reach each.
// Public and cached like the other public reads; the key holds the rounded query, so nearby visitors share answers.
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { CATALOGUE_TOPICS } from '../../plugins/public-cache.js';
import { nearbyQuery, type NearbyQuery } from '../../schemas/nearby.js';
import { createNearbyRepository } from './nearby-repository.js';

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
  const repository = createNearbyRepository(app.db);

  app.get<{ Querystring: NearbyQuery }>(
    '/api/store-locations/near',
    {
      schema: {
        tags: ['store-locations'],
        summary: 'Store points nearest to a point, by great-circle distance',
        querystring: nearbyQuery,
        response: { 200: { type: 'array', items: nearbyStoreJson }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { lat, lng, radiusKm, limit } = request.query;
      // Five decimals is about a metre: finer differences cannot change the order, and coarser keys are shared.
      const search = { latitude: round(lat, 5), longitude: round(lng, 5), radiusKm, limit };
      const key = `stores:near:${search.latitude}:${search.longitude}:${radiusKm ?? ''}:${limit}`;
      return reply.sendPublic(key, CATALOGUE_TOPICS, () => repository.nearestStores(tiraneToday(), search));
    },
  );
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
