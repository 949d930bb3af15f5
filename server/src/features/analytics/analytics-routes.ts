// Issue 16's retailer analytics:
//   POST /api/events                          public, rate-limited per client address: one thing a visitor did → 204
//   GET  /api/analytics/market/{marketId}     that market's admins and the super admin: the last ?days= days
//   GET  /api/analytics/platform              super admin: every market together, the ad clicks, each market's totals
// Nothing about the visitor is stored: the rate limit's per-address counter lives in memory for its minute only.
import type { PublicEvent } from '@ofertat/shared-api/contracts';
import { messages, type PublicEventType } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { arrayOf, errorResponses, objectOf } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { type AnalyticsQuerystring, analyticsQuery, publicEventBody } from '../../schemas/analytics.js';
import { marketIdParams, type MarketIdParams } from '../../schemas/common.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import { assertMarketAccess } from '../auth/market-access.js';
import { createAnalyticsRepository, type MissingSubject } from './analytics-repository.js';

/** Events per client address and minute: a shopper browsing fast sends a few a minute. */
const EVENT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

const m = messages.analytics;

/** The id each event type needs, with the answer when it is missing. */
const REQUIRED_ID: Record<PublicEventType, { field: 'productId' | 'marketId' | 'storeLocationId'; message: string }> = {
  productView: { field: 'productId', message: m.productIdRequired },
  offerPopup: { field: 'productId', message: m.productIdRequired },
  basketAdd: { field: 'productId', message: m.productIdRequired },
  storeView: { field: 'storeLocationId', message: m.storePointIdRequired },
  marketView: { field: 'marketId', message: m.marketIdRequired },
};

const NOT_FOUND: Record<MissingSubject, string> = {
  product: messages.products.notFound,
  market: messages.markets.notFound,
  storeLocation: messages.storeLocations.notFound,
};

const count = { type: 'integer', minimum: 0 } as const;
const marketTotals = {
  productViews: { ...count, description: 'Product pages viewed, counted for each market offering the product that day' },
  offerPopups: { ...count, description: "'+N' popups opened, counted like product pages" },
  basketAdds: { ...count, description: 'Products added to a basket: for the market of the card, else each market offering it' },
  storeViews: { ...count, description: "The market's store pages viewed" },
  marketViews: { ...count, description: "The market's offer page viewed" },
  flyerOpens: { ...count, description: "The market's flyers opened" },
};
const platformTotals = { ...marketTotals, adClicks: { ...count, description: "Clicks on the platform's ads" } };
const day = { type: 'string', format: 'date' } as const;

const marketAnalyticsResponse = objectOf({
  marketId: { type: 'integer' },
  marketName: { type: 'string' },
  from: day,
  to: day,
  totals: objectOf(marketTotals),
  daily: arrayOf(objectOf({ date: day, ...marketTotals }), 'Every day of the period, oldest first'),
});

const platformAnalyticsResponse = objectOf({
  from: day,
  to: day,
  totals: objectOf(platformTotals),
  daily: arrayOf(objectOf({ date: day, ...platformTotals }), 'Every day of the period, oldest first'),
  markets: arrayOf(
    objectOf({ marketId: { type: 'integer' }, marketName: { type: 'string' }, totals: objectOf(marketTotals) }),
    'Every market, most active first',
  ),
});

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createAnalyticsRepository(app.db);

  app.post<{ Body: Partial<PublicEvent> }>(
    '/api/events',
    {
      // Counts feed no public page.
      config: { rateLimit: EVENT_RATE_LIMIT, changes: [] },
      schema: {
        tags: ['analytics'],
        summary: 'Count one thing a visitor did, for the markets concerned (public; rate-limited per client address)',
        body: publicEventBody,
        response: { 204: { type: 'null', description: 'Counted' }, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { type } = request.body ?? {};
      if (type === undefined) throw badRequest(m.eventTypeInvalid);
      const required = REQUIRED_ID[type];
      if (request.body[required.field] === undefined) throw badRequest(required.message);
      const missing = await repository.record(request.body as PublicEvent, tiraneToday());
      if (missing) throw notFound(NOT_FOUND[missing]);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: MarketIdParams; Querystring: AnalyticsQuerystring }>(
    '/api/analytics/market/:marketId',
    {
      onRequest: [app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['analytics'],
        summary: "A market's counted public events per day (its own admins and the super admin)",
        security: bearerAuth,
        params: marketIdParams,
        querystring: analyticsQuery,
        response: { 200: marketAnalyticsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertMarketAccess(getAuthUser(request), request.params.marketId);
      const analytics = await repository.market(request.params.marketId, tiraneToday(), request.query.days);
      if (!analytics) throw notFound(messages.markets.notFound);
      return analytics;
    },
  );

  app.get<{ Querystring: AnalyticsQuerystring }>(
    '/api/analytics/platform',
    {
      onRequest: [app.requireRole('ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['analytics'],
        summary: 'Every market’s counted public events together, the ad clicks, and each market’s totals (super admin)',
        security: bearerAuth,
        querystring: analyticsQuery,
        response: { 200: platformAnalyticsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => repository.platform(tiraneToday(), request.query.days),
  );
};
