// Offer management for market admins (their own market only) and the super admin (any market):
// POST /api/offer/add, GET /api/offer/view/{id}, PUT /api/offer/edit/{id}, DELETE /api/offer/delete/{id},
// GET /api/offer/list/market/{id} (spec section 7) and GET /api/offer/list/all (super admin overview).
import { offerSchema } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, messageResponse } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { offerWriteBody } from '../../schemas/offers.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import { assertMarketAccess, resolveMarketId } from '../auth/market-access.js';
import { offerMessages } from './offer-messages.js';
import { createOfferReads } from './offer-read-repository.js';
import { createOfferWrites } from './offer-write-repository.js';
import { offerCreatedSchema, offerDetailSchema, offerListSchema, offerOverviewSchema } from './offer-schemas.js';

/**
 * The body of add and edit, in one pass of the shared offerSchema: rules 1–7 of spec section 5 in their order
 * (abortEarly: the first one broken is the answer, as in the form), then the cast values, prices in cents.
 */
async function parseOfferBody(body: unknown) {
  const { marketId = null, ...values } = await validate(offerSchema, body, { abortEarly: true });
  return { ...values, marketId };
}

export const offerAdminRoutes: FastifyPluginAsync = async (app) => {
  const reads = createOfferReads(app.db);
  const writes = createOfferWrites(app.db);
  const requireMarketStaff = app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN');

  app.post(
    '/api/offer/add',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: 'Create an offer (campaign) with its cities, store locations and products',
        security: bearerAuth,
        body: offerWriteBody,
        response: { 201: offerCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = getAuthUser(request);
      const values = await parseOfferBody(request.body);
      const marketId = resolveMarketId(user, values.marketId);
      const offerId = await writes.create({ ...values, marketId }, tiraneToday());
      request.changed(`offers:${marketId}`, `offer:${offerId}`);
      return reply.code(201).send({ offerId, message: offerMessages.created });
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/offer/view/:id',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: 'One offer with its cities, store locations and products (admin form)',
        security: bearerAuth,
        params: idParams,
        response: { 200: offerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const detail = await reads.getDetail(request.params.id);
      assertMarketAccess(getAuthUser(request), detail.marketId);
      return detail;
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/offer/edit/:id',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: 'Replace an offer and all its links',
        description: 'Same body and rules as create. Only the super admin may move an offer to another market.',
        security: bearerAuth,
        params: idParams,
        body: offerWriteBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = getAuthUser(request);
      const offerId = request.params.id;
      const values = await parseOfferBody(request.body).catch(async (error: unknown) => {
        // 404 and 403 come before the body's rules: they do not depend on what was sent.
        assertMarketAccess(user, await reads.getOfferMarketId(offerId));
        throw error;
      });
      // The offer's market is read with its references, by the write's first statement.
      await writes.update(
        offerId,
        (currentMarketId) => {
          assertMarketAccess(user, currentMarketId);
          const marketId = resolveMarketId(user, values.marketId ?? currentMarketId);
          request.changed(`offers:${currentMarketId}`, `offers:${marketId}`, `offer:${offerId}`);
          return marketId;
        },
        values,
        tiraneToday(),
      );
      return { message: offerMessages.updated };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/offer/delete/:id',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: 'Delete an offer',
        security: bearerAuth,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const offerId = request.params.id;
      await writes.delete(
        offerId,
        (marketId) => {
          assertMarketAccess(getAuthUser(request), marketId);
          request.changed(`offers:${marketId}`, `offer:${offerId}`);
          return marketId;
        },
        tiraneToday(),
      );
      return { message: offerMessages.deleted };
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/offer/list/market/:id',
    {
      onRequest: [requireMarketStaff],
      schema: {
        tags: ['offers'],
        summary: "A market's offers, expired ones included (market admin list)",
        security: bearerAuth,
        params: idParams,
        response: { 200: offerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const marketId = request.params.id;
      assertMarketAccess(getAuthUser(request), marketId);
      return reads.listForMarket(tiraneToday(), marketId);
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
    async () => reads.listAll(tiraneToday()),
  );
};
