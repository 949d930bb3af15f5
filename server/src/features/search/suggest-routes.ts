// GET /api/search/suggest (COMPARISON.md §4): the type-ahead of the public site, from the catalogue's name indexes
// (catalogue/suggestions.ts), never by downloading a catalogue. Public and cached per (text, limit) like the other public reads.
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { CATALOGUE_TOPICS } from '../../plugins/public-cache.js';
import { suggestQuery, type SuggestQuery } from '../../schemas/search.js';
import { suggest } from '../catalogue/suggestions.js';

const list = (properties: Record<string, object>) =>
  ({ type: 'array', items: { type: 'object', properties, required: Object.keys(properties) } }) as const;

const suggestionsJson = {
  type: 'object',
  properties: {
    products: list({
      productId: { type: 'integer' },
      productName: { type: 'string' },
      productUnit: { type: 'string' },
      offerCount: { type: 'integer', description: 'Current offer cards of the product' },
    }),
    categories: list({
      categoryId: { type: 'integer' },
      categoryName: { type: 'string' },
      productCount: { type: 'integer', description: 'Products of the category with a current offer' },
    }),
    markets: list({ marketId: { type: 'integer' }, marketName: { type: 'string' }, marketLogo: { type: ['string', 'null'] } }),
    locations: list({ locationId: { type: 'integer' }, locationName: { type: 'string' } }),
  },
  required: ['products', 'categories', 'markets', 'locations'],
} as const;

export const suggestRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue } = app;

  app.get<{ Querystring: SuggestQuery }>(
    '/api/search/suggest',
    {
      schema: {
        tags: ['search'],
        summary: 'Type-ahead: products with a current offer, categories, markets and cities matching a text',
        description:
          'Accent- and case-insensitive. Ranked: the whole name equal to q, names starting with q, every word of q ' +
          'starting a word of the name, then similar spellings (trigram word similarity).',
        querystring: suggestQuery,
        response: { 200: suggestionsJson, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      return reply.sendPublic(CATALOGUE_TOPICS, async () => suggest(await catalogue.current(tiraneToday()), q, limit));
    },
  );
};
