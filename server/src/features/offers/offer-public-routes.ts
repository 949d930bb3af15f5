// The public offer cards (spec section 7): GET /api/offer/all, GET /api/offer/all/special,
// POST /api/offer/search, GET /api/offer/view/store/location/{id}, GET /api/offer/market/app/{id}.
// Only current offers (start ≤ today ≤ end in Europe/Tirane) of active markets. Every answer comes from
// the public cache (plugins/public-cache.ts), made from the catalogue (features/catalogue/offer-lists.ts).
import { messages, searchCriteriaSchema, SPECIAL_OFFER_MIN_DISCOUNT, validationLimits } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { validate } from '../../lib/validation.js';
import { CATALOGUE_TOPICS, type Topic } from '../../plugins/public-cache.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { searchBody } from '../../schemas/offers.js';
import { allCards, marketCards, type SearchCriteria, searchCards, specialCards, storeCards } from '../catalogue/offer-lists.js';
import { offerCardListSchema } from './offer-schemas.js';

const CRITERIA = ['productId', 'categoryId', 'locationId', 'marketId'] as const;

const isIdOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= validationLimits.maxId);

/**
 * The criteria of a search body. The public site sends JSON numbers or null, which are read here
 * directly: the search is a hot read, and the schema's asynchronous validation costs about as much as
 * answering from the cache. Anything else (ids as text, no criterion, wrong types) goes through the shared schema,
 * which casts it or answers with its message.
 */
async function parseSearchCriteria(body: unknown): Promise<SearchCriteria> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const values = body as Record<string, unknown>;
    const ids = CRITERIA.map((name) => values[name] ?? null);
    if (ids.every(isIdOrNull) && ids.some((id) => id !== null)) {
      const [productId = null, categoryId = null, locationId = null, marketId = null] = ids as (number | null)[];
      return { productId, categoryId, locationId, marketId };
    }
  }
  const criteria = await validate(searchCriteriaSchema, body);
  return {
    productId: criteria.productId ?? null,
    categoryId: criteria.categoryId ?? null,
    locationId: criteria.locationId ?? null,
    marketId: criteria.marketId ?? null,
  };
}

/** One market's cards are built from that market, its offers and the products in them. */
const marketCardTopics = (marketId: number): Topic[] => [`market:${marketId}`, `offers:${marketId}`, 'product'];

/**
 * A search within one market reads that market's cards, and for its other criteria the categories, the cities and
 * the store points (an offer reaches a city through a store point in it); any other search reads all cards.
 */
const searchTopics = (criteria: SearchCriteria): readonly Topic[] =>
  criteria.marketId === null ? CATALOGUE_TOPICS : [...marketCardTopics(criteria.marketId), 'city', 'category', 'store'];

export const offerPublicRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue } = app;

  app.get(
    '/api/offer/all',
    {
      schema: {
        tags: ['offers'],
        summary: 'Every current offer item as a card (home page), newest campaign first',
        response: { 200: offerCardListSchema },
      },
    },
    async (_request, reply) => reply.sendPublic(CATALOGUE_TOPICS, async () => allCards(await catalogue.current(tiraneToday()))),
  );

  app.get(
    '/api/offer/all/special',
    {
      schema: {
        tags: ['offers'],
        summary: `Special offers: current items with a discount of at least ${SPECIAL_OFFER_MIN_DISCOUNT} %, largest first`,
        description:
          `An item is special when its discountPercentage (rounded to a whole percent, as the card shows it) is at ` +
          `least ${SPECIAL_OFFER_MIN_DISCOUNT}. Largest discount first, then the order of /api/offer/all.`,
        response: { 200: offerCardListSchema },
      },
    },
    async (_request, reply) => reply.sendPublic(CATALOGUE_TOPICS, async () => specialCards(await catalogue.current(tiraneToday()))),
  );

  app.post(
    '/api/offer/search',
    {
      // Reads only: a search must not drop the public cache like a write does.
      config: { changes: [], publicRead: true },
      schema: {
        tags: ['offers'],
        summary: 'Current offer items matching every given criterion (at least one)',
        body: searchBody,
        response: { 200: offerCardListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const criteria = await parseSearchCriteria(request.body);
      return reply.sendPublicFor(criteria, searchTopics(criteria), async () => searchCards(await catalogue.current(tiraneToday()), criteria));
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/offer/view/store/location/:id',
    {
      schema: {
        tags: ['offers'],
        summary: "Current offers of one store location: linked to it, or to its city, by the store's market",
        params: idParams,
        response: { 200: offerCardListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const storeLocationId = request.params.id;
      // A store's cards are its market's: other markets' writes leave them. The market is known once they are read.
      let marketId: number | undefined;
      const topics = (): readonly Topic[] => (marketId === undefined ? CATALOGUE_TOPICS : [...marketCardTopics(marketId), 'store', 'city']);
      return reply.sendPublic(topics, async () => {
        const found = storeCards(await catalogue.current(tiraneToday()), storeLocationId);
        if (!found) throw notFound(messages.storeLocations.notFound);
        marketId = found.marketId;
        return found.cards;
      });
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/offer/market/app/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Current offers of one market (empty for an unknown or deactivated market)',
        params: idParams,
        response: { 200: offerCardListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const marketId = request.params.id;
      return reply.sendPublic(marketCardTopics(marketId), async () => marketCards(await catalogue.current(tiraneToday()), marketId));
    },
  );
};
