// GET /api/product/{id}/price-history (COMPARISON.md §2): what a product cost at each market, day by day —
// the price chart of the product page. Public and cached like the other public reads.
import type { FastifyPluginAsync } from 'fastify';
import { arrayOf, errorResponses, objectOf } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import type { Topic } from '../../plugins/public-cache.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { priceHistoryQuery, type PriceHistoryQuery } from '../../schemas/price-history.js';
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
      const key = `history:${id}:${days}:${marketId ?? ''}`;
      const topics: Topic[] = [`product:${id}`, marketId === undefined ? 'offers' : `offers:${marketId}`, 'market'];
      return reply.sendPublic(key, topics, () => repository.history(id, { days, marketId, today: tiraneToday() }));
    },
  );
};
