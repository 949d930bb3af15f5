// GET /api/product/{id}/price-history (COMPARISON.md §2): what a product cost at each market, day by day —
// the price chart of the product page. Public and cached like the other public reads.
// POST /api/product/known-prices: the median of each product's known prices over the same 90 days, for the offer
// form's price sanity check (issue 16); admins only, one question for all the products of an offer.
import type { FastifyPluginAsync } from 'fastify';
import { arrayOf, errorResponses, objectOf } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import type { Topic } from '../../plugins/public-cache.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import {
  knownPricesBody,
  PRICE_HISTORY_DEFAULT_DAYS,
  priceHistoryQuery,
  type KnownPricesBody,
  type PriceHistoryQuery,
} from '../../schemas/price-history.js';
import { bearerAuth } from '../auth/auth-plugin.js';
import { createPriceHistoryRepository } from './price-history-repository.js';

const priceHistoryJson = objectOf({
  productId: { type: 'integer' },
  series: arrayOf(
    objectOf({
      marketId: { type: 'integer' },
      marketName: { type: 'string' },
      points: arrayOf(
        objectOf({
          date: { type: 'string', format: 'date' },
          price: { type: 'number', description: 'The effective price that day, ALL' },
          onOffer: { type: 'boolean', description: 'The price came from an offer public that day' },
        }),
        'One point per day on which a price is known, oldest first',
      ),
    }),
  ),
});

const knownPricesJson = arrayOf(
  objectOf({
    productId: { type: 'integer' },
    median: { type: ['number', 'null'], description: 'ALL; null when no price is known' },
    priceCount: { type: 'integer', description: 'How many prices (one per market and day) the median is of' },
  }),
  'One entry per product asked for, in the order asked; unknown products have no prices',
);

export const priceHistoryRoutes: FastifyPluginAsync = async (app) => {
  const repository = createPriceHistoryRepository(app.db);

  app.get<{ Params: IdParams; Querystring: PriceHistoryQuery }>(
    '/api/product/:id/price-history',
    {
      schema: {
        tags: ['products'],
        summary: "A product's effective price per day at each active market",
        description:
          "The effective price of a day is the lowest newPrice of the market's offers with the product that were public " +
          "that day, else the market's last known normal price. What was public on a past day is never rewritten.",
        params: idParams,
        querystring: priceHistoryQuery,
        response: { 200: priceHistoryJson, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { days, marketId } = request.query;
      const topics: Topic[] = [`product:${id}`, marketId === undefined ? 'offers' : `offers:${marketId}`, 'market'];
      return reply.sendPublic(topics, () => repository.history(id, { days, marketId, today: tiraneToday() }));
    },
  );

  app.post<{ Body: KnownPricesBody }>(
    '/api/product/known-prices',
    {
      onRequest: [app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN')],
      // A question sent by POST (an offer's products travel in the body): it changes nothing.
      config: { changes: [] },
      schema: {
        tags: ['products'],
        summary: "The median of each product's known prices, for the offer form's price sanity check",
        description:
          "Known prices: every active market's effective price (as in the price history) on each of the last " +
          `${PRICE_HISTORY_DEFAULT_DAYS} days, one per market and day.`,
        security: bearerAuth,
        body: knownPricesBody,
        response: { 200: knownPricesJson, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => repository.knownPrices(request.body.productIds, { days: PRICE_HISTORY_DEFAULT_DAYS, today: tiraneToday() }),
  );
};
