// POST /api/basket/compare (COMPARISON.md §6): what a shopping list costs at each market of the shopper's scope, the
// cheapest market, and the best split over two. A read despite the POST (the list travels in the body), so it is
// answered from the public cache, keyed by the list in a canonical order.
import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@ofertat/shared-api/validation';
import { badRequest } from '../../lib/http-errors.js';
import { arrayOf, errorResponses, objectOf } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { CATALOGUE_TOPICS } from '../../plugins/public-cache.js';
import { BASKET_DEFAULT_RADIUS_KM, basketBody, type BasketBody } from '../../schemas/basket.js';
import { type BasketScope, basketPrices } from '../catalogue/basket-prices.js';
import { compareBasket } from './best-basket.js';

const ids = arrayOf({ type: 'integer' });
const basketComparisonJson = objectOf({
  markets: arrayOf(
    objectOf({
      marketId: { type: 'integer' },
      marketName: { type: 'string' },
      marketLogo: { type: ['string', 'null'] },
      total: { type: 'number' },
      availableCount: { type: 'integer' },
      missing: arrayOf({ type: 'integer' }, 'Product ids the market has neither on offer nor at a known price'),
      lines: arrayOf(
        objectOf({
          productId: { type: 'integer' },
          quantity: { type: 'integer' },
          price: { type: 'number' },
          lineTotal: { type: 'number' },
          onOffer: { type: 'boolean' },
          offerId: { type: ['integer', 'null'] },
        }),
      ),
    }),
  ),
  bestSingle: objectOf({ marketId: { type: 'integer' }, total: { type: 'number' }, missing: ids }, { nullable: true }),
  bestSplit: objectOf(
    {
      marketIds: ids,
      total: { type: 'number' },
      missing: ids,
      lines: arrayOf(objectOf({ productId: { type: 'integer' }, marketId: { type: 'integer' }, lineTotal: { type: 'number' } })),
      savingVsBestSingle: { type: 'number' },
    },
    { nullable: true },
  ),
});

export const basketRoutes: FastifyPluginAsync = async (app) => {

  app.post<{ Body: BasketBody }>(
    '/api/basket/compare',
    {
      // A question sent by POST (the list can be long): it changes nothing.
      config: { changes: [], publicRead: true },
      schema: {
        tags: ['basket'],
        summary: 'What a shopping list costs at each market, the cheapest market and the best split over two',
        description:
          "A product's price at a market: the lowest newPrice of its current offers with the product that reach the scope " +
          "(a city, or store points within radiusKm of a point), else the market's last known normal price (onOffer false).",
        body: basketBody,
        response: { 200: basketComparisonJson, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { items, locationId, latitude, longitude, radiusKm } = request.body;
      if (new Set(items.map((item) => item.productId)).size !== items.length) {
        throw badRequest(messages.compare.basketDuplicateProduct, { items: messages.compare.basketDuplicateProduct });
      }
      const coordinates = messages.storeLocations.validation;
      if (latitude === undefined && (longitude !== undefined || radiusKm !== undefined)) {
        throw badRequest(coordinates.latitudeRequired, { latitude: coordinates.latitudeRequired });
      }
      if (longitude === undefined && latitude !== undefined) {
        throw badRequest(coordinates.longitudeRequired, { longitude: coordinates.longitudeRequired });
      }
      const scope: BasketScope = {
        ...(locationId === undefined ? {} : { locationId }),
        ...(latitude === undefined || longitude === undefined ? {} : { near: { latitude, longitude, radiusKm: radiusKm ?? BASKET_DEFAULT_RADIUS_KM } }),
      };
      const canonical = [...items].sort((a, b) => a.productId - b.productId);
      const question = { items: canonical.map((item) => [item.productId, item.quantity]), scope };
      return reply.sendPublicFor(question, CATALOGUE_TOPICS, async () => {
        const state = await app.catalogue.current(tiraneToday());
        return compareBasket(items, basketPrices(state, canonical.map((item) => item.productId), scope));
      });
    },
  );
};
