// Offer management for market admins (their own market only) and the super admin (any market):
// POST /api/offer/add, GET /api/offer/view/{id}, PUT /api/offer/edit/{id}, DELETE /api/offer/delete/{id},
// GET /api/offer/list/market/{id} (spec section 7) and GET /api/offer/list/all (super admin overview).
import { messages, offerSchema, validateOffer } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthUser } from '../auth/auth-repository.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import { assertMarketAccess, resolveMarketId } from '../auth/market-access.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { parseId, validate } from '../../lib/validation.js';
import { offerMessages } from './offer-messages.js';
import { createOfferRepository, type OfferWrite } from './offer-repository.js';
import {
  idParamsSchema,
  messageSchema,
  offerCreatedSchema,
  offerDetailSchema,
  offerListSchema,
  offerOverviewSchema,
  offerWriteBodySchema,
} from './offer-schemas.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Prices are stored as numeric(12,2): compare them as they will be stored, so 10.004 vs 10 is refused here
// with rule 7's message instead of by the database's check.
const toCents = (price: number) => Math.round(price * 100) / 100;

/**
 * The body of add and edit: rules 1–7 of spec section 5 in their order (validateOffer reports the first
 * one broken, as the form does), then the shared schema casts it. The market is resolved by the caller.
 */
async function parseOfferBody(body: unknown): Promise<Omit<OfferWrite, 'marketId'> & { marketId: number | null }> {
  if (!isRecord(body)) throw badRequest(messages.validation.invalidBody);
  const firstBrokenRule = validateOffer(body);
  if (firstBrokenRule !== null) throw badRequest(firstBrokenRule);
  const values = await validate(offerSchema, body);
  const lines = values.products.map((line) => ({
    productId: line.productId,
    oldPrice: toCents(line.oldPrice),
    newPrice: toCents(line.newPrice),
  }));
  if (lines.some((line) => line.newPrice >= line.oldPrice)) throw badRequest(messages.offers.validation.newPriceNotLower);
  return {
    offerName: values.offerName,
    marketId: values.marketId ?? null,
    startDate: values.startDate,
    endDate: values.endDate,
    locationIds: values.locationIds,
    storeLocationIds: values.storeLocationIds,
    products: lines,
  };
}

export const offerAdminRoutes: FastifyPluginAsync = async (app) => {
  const repository = createOfferRepository(app.db);
  const requireMarketStaff = app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN');
  const parseOfferId = (params: unknown) => parseId((params as { id?: string }).id);

  /** The offer's market after the access check: 404 for an unknown offer, 403 for another market's. */
  async function accessibleOfferMarket(user: AuthUser, offerId: number): Promise<number> {
    const marketId = await repository.findOfferMarketId(offerId);
    if (marketId === undefined) throw notFound(messages.offers.notFound);
    assertMarketAccess(user, marketId);
    return marketId;
  }

  app.post(
    '/api/offer/add',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: 'Create an offer (campaign) with its cities, store locations and products',
        security: bearerAuth,
        body: offerWriteBodySchema,
        response: { 201: offerCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = getAuthUser(request);
      const values = await parseOfferBody(request.body);
      const offerId = await repository.create({ ...values, marketId: resolveMarketId(user, values.marketId) });
      return reply.code(201).send({ offerId, message: offerMessages.created });
    },
  );

  app.get(
    '/api/offer/view/:id',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: 'One offer with its cities, store locations and products (admin form)',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: offerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const detail = await repository.findDetail(parseOfferId(request.params));
      if (!detail) throw notFound(messages.offers.notFound);
      assertMarketAccess(getAuthUser(request), detail.marketId);
      return detail;
    },
  );

  app.put(
    '/api/offer/edit/:id',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: 'Replace an offer and all its links',
        description: 'Same body and rules as create. Only the super admin may move an offer to another market.',
        security: bearerAuth,
        params: idParamsSchema,
        body: offerWriteBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = getAuthUser(request);
      const offerId = parseOfferId(request.params);
      const currentMarketId = await accessibleOfferMarket(user, offerId);
      const values = await parseOfferBody(request.body);
      const marketId = resolveMarketId(user, values.marketId ?? currentMarketId);
      if (!(await repository.update(offerId, { ...values, marketId }))) throw notFound(messages.offers.notFound);
      return { message: offerMessages.updated };
    },
  );

  app.delete(
    '/api/offer/delete/:id',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: 'Delete an offer',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const offerId = parseOfferId(request.params);
      await accessibleOfferMarket(getAuthUser(request), offerId);
      if (!(await repository.delete(offerId))) throw notFound(messages.offers.notFound);
      return { message: offerMessages.deleted };
    },
  );

  app.get(
    '/api/offer/list/market/:id',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: "A market's offers, expired ones included (market admin list)",
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: offerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const marketId = parseOfferId(request.params);
      assertMarketAccess(getAuthUser(request), marketId);
      return repository.listForMarket(tiraneToday(), marketId);
    },
  );

  app.get(
    '/api/offer/list/all',
    {
      onRequest: [app.requireRole('ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['offers'],
        summary: "Every market's offers, current and expired (super admin overview)",
        security: bearerAuth,
        response: { 200: offerOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => repository.listAll(tiraneToday()),
  );
};
