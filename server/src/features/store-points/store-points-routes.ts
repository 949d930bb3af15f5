// Store locations (spec section 7 "Store locations"), the shops of a market on the public map:
//   GET    /api/store-locations/all            public: store locations of active markets (the map)
//   GET    /api/store-locations/all/market     market admin: their market's; super admin: ?marketId= or all
//   GET    /api/store-locations/public/{id}    public: one store location of an active market (its offers screen)
//   GET    /api/store-locations/{id}           admin of its market, or super admin (the edit screen)
//   POST   /api/store-locations/add            201
//   PUT    /api/store-locations/edit/{id}      200
//   DELETE /api/store-locations/delete/{id}    200; offers stay, their links to this store are removed
// A market admin always writes to their own market, whatever marketId they send.
import type { StorePoint } from '@ofertat/shared-api/contracts';
import { messages, storePointSchema, type StorePointValues } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { fromNumeric } from '../../db/numeric.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { errorResponses, messageResponse } from '../../lib/openapi.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { storePointBody, storePointListQuery, type StorePointListQuery } from '../../schemas/store-points.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import type { AuthUser } from '../auth/auth-repository.js';
import { assertMarketAccess, resolveMarketId } from '../auth/market-access.js';
import { createStorePointsRepository, type StorePointInput, type StorePointRow } from './store-points-repository.js';

const storePointSchemaJson = {
  type: 'object',
  properties: {
    storeLocationId: { type: 'integer' },
    storeLocationName: { type: 'string' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    marketId: { type: 'integer' },
    marketName: { type: 'string' },
    marketLogo: { type: ['string', 'null'], description: "URL of the market logo's thumbnail" },
    locationId: { type: ['integer', 'null'], description: "The store's city; city-wide offers reach its page" },
  },
  required: ['storeLocationId', 'storeLocationName', 'latitude', 'longitude', 'marketId', 'marketName', 'marketLogo', 'locationId'],
} as const;
const storePointListSchema = { type: 'array', items: storePointSchemaJson } as const;

function toStorePoint(row: StorePointRow): StorePoint {
  const { marketLogoPath, latitude, longitude, ...rest } = row;
  return { ...rest, latitude: fromNumeric(latitude), longitude: fromNumeric(longitude), marketLogo: thumbnailUrlOf(marketLogoPath) };
}

/** The market whose store locations an admin list shows; undefined: every market (super admin only). */
function listScope(user: AuthUser, requestedMarketId: number | undefined): number | undefined {
  return user.role === 'ROLE_SUPER_ADMIN' ? requestedMarketId : resolveMarketId(user, undefined);
}

type IdRoute = { Params: IdParams };

export const storePointsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createStorePointsRepository(app.db);
  const marketAdmins = app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN');

  async function findAccessible(user: AuthUser, id: number): Promise<StorePointRow> {
    const row = await repository.findById(id);
    if (!row) throw notFound(messages.storeLocations.notFound);
    assertMarketAccess(user, row.marketId);
    return row;
  }

  /** What a create or edit stores; `currentMarketId` is kept when the super admin sends no market. */
  async function toInput(user: AuthUser, values: StorePointValues, currentMarketId?: number): Promise<StorePointInput> {
    const marketId = resolveMarketId(user, values.marketId ?? currentMarketId);
    if (!(await repository.marketExists(marketId))) throw badRequest(messages.markets.notFound);
    if (values.locationId !== null && !(await repository.cityExists(values.locationId))) {
      throw badRequest(messages.locations.unknown);
    }
    return {
      name: values.storeLocationName,
      latitude: values.latitude,
      longitude: values.longitude,
      marketId,
      locationId: values.locationId,
    };
  }

  app.get(
    '/api/store-locations/all',
    {
      schema: {
        tags: ['store-locations'],
        summary: 'Store locations of active markets, for the public map',
        response: { 200: storePointListSchema },
      },
    },
    (_request, reply) =>
      reply.sendPublic(['store', 'market', 'city'], async () => (await repository.listPublic()).map(toStorePoint)),
  );

  // A static segment outranks `:id` in the router, so this never reaches the admin's GET /api/store-locations/:id.
  app.get<IdRoute>(
    '/api/store-locations/public/:id',
    {
      schema: {
        tags: ['store-locations'],
        summary: 'One store location of an active market (the branch name on its offers screen)',
        params: idParams,
        response: { 200: storePointSchemaJson, ...errorResponses(400, 404) },
      },
    },
    (request, reply) => {
      const id = request.params.id;
      return reply.sendPublic((store: StorePoint) => ['store', `market:${store.marketId}`],
        async () => {
          const row = await repository.findPublic(id);
          if (!row) throw notFound(messages.storeLocations.notFound);
          // The city's name is for the page's head; the API answer names the city by its id, as the list does.
          const { cityName, ...storePoint } = row;
          return toStorePoint(storePoint);
        },
      );
    },
  );

  app.get<{ Querystring: StorePointListQuery }>(
    '/api/store-locations/all/market',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['store-locations'],
        summary: "The signed-in admin's store locations (super admin: of ?marketId=, or of every market)",
        security: bearerAuth,
        querystring: storePointListQuery,
        response: { 200: storePointListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = listScope(getAuthUser(request), request.query.marketId);
      return (await repository.listForAdmin(scope)).map(toStorePoint);
    },
  );

  app.get<IdRoute>(
    '/api/store-locations/:id',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['store-locations'],
        summary: 'One store location (the edit screen)',
        security: bearerAuth,
        params: idParams,
        response: { 200: storePointSchemaJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toStorePoint(await findAccessible(getAuthUser(request), request.params.id)),
  );

  app.post(
    '/api/store-locations/add',
    {
      config: { changes: ['store'] },
      onRequest: [marketAdmins],
      schema: {
        tags: ['store-locations'],
        summary: 'Add a store location to a market',
        security: bearerAuth,
        body: storePointBody,
        response: { 201: storePointSchemaJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = getAuthUser(request);
      const input = await toInput(user, await validate(storePointSchema, request.body));
      const row = await repository.findById(await repository.create(input));
      return reply.code(201).send(toStorePoint(row!));
    },
  );

  app.put<IdRoute>(
    '/api/store-locations/edit/:id',
    {
      config: { changes: ['store'] },
      onRequest: [marketAdmins],
      schema: {
        tags: ['store-locations'],
        summary: 'Edit a store location (same payload as add)',
        security: bearerAuth,
        params: idParams,
        body: storePointBody,
        response: { 200: storePointSchemaJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = getAuthUser(request);
      const id = request.params.id;
      const values = await validate(storePointSchema, request.body);
      const current = await findAccessible(user, id);
      if (!(await repository.update(id, current.marketId, await toInput(user, values, current.marketId)))) {
        throw notFound(messages.storeLocations.notFound);
      }
      return toStorePoint((await repository.findById(id))!);
    },
  );

  app.delete<IdRoute>(
    '/api/store-locations/delete/:id',
    {
      config: { changes: ['store'] },
      onRequest: [marketAdmins],
      schema: {
        tags: ['store-locations'],
        summary: 'Delete a store location; offers remain, without this store among their store locations',
        security: bearerAuth,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const current = await findAccessible(getAuthUser(request), id);
      if (!(await repository.delete(id, current.marketId))) throw notFound(messages.storeLocations.notFound);
      return { message: messages.storeLocations.deleteSuccess };
    },
  );
};
