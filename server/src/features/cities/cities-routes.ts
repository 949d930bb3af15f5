// Cities (spec section 7 "Categories, cities, products") and the cities a market serves
// ("Markets, users"):
//   GET  /api/location/all                    public
//   POST /api/location/add                    super admin; multipart (or JSON) locationName
//   GET  /api/market/{id}/market/locations    admin of that market, or super admin
//   POST /api/market/{id}/locations           admin of that market, or super admin; JSON {locationIds}
// The market's cities are not public: the public search lists every city (GET /api/location/all), and
// only the market-admin screens and the offer form read a market's own set.
import { citySchema, marketCitiesSchema, messages } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { cityBody, marketCitiesBody } from '../../schemas/cities.js';
import { readMultipartForm } from '../../uploads/index.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import { assertMarketAccess } from '../auth/market-access.js';
import { createCitiesRepository } from './cities-repository.js';

const cityJson = {
  type: 'object',
  properties: { locationId: { type: 'integer' }, locationName: { type: 'string' } },
  required: ['locationId', 'locationName'],
} as const;
const cityListJson = { type: 'array', items: cityJson } as const;

/** The super-admin form sends multipart; other API clients may send the same field as JSON. */
async function readCityForm(request: FastifyRequest): Promise<unknown> {
  return request.isMultipart() ? (await readMultipartForm(request)).fields : request.body;
}

export const citiesRoutes: FastifyPluginAsync = async (app) => {
  const repository = createCitiesRepository(app.db);
  const marketAdmins = app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN');

  app.get(
    '/api/location/all',
    {
      schema: {
        tags: ['cities'],
        summary: 'All cities, alphabetically (search popup, offer and store-location forms)',
        response: { 200: cityListJson },
      },
    },
    (_request, reply) => reply.sendPublic(['city'], () => repository.listCities()),
  );

  app.post(
    '/api/location/add',
    {
      config: { changes: ['city'] },
      onRequest: [app.requireRole('ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['cities'],
        summary: 'Add a city; names are unique ignoring case and accents',
        security: bearerAuth,
        ...cityBody,
        response: { 201: cityJson, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => {
      const { locationName } = await validate(citySchema, await readCityForm(request));
      const existing = await repository.findCityByName(locationName);
      if (existing) throw conflict(messages.locations.duplicate(existing.locationName));
      return reply.code(201).send(await repository.createCity(locationName));
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/market/:id/market/locations',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['cities'],
        summary: "The cities a market serves (its admin's cities screen and offer form)",
        security: bearerAuth,
        params: idParams,
        response: { 200: cityListJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const marketId = request.params.id;
      assertMarketAccess(getAuthUser(request), marketId);
      if (!(await repository.marketExists(marketId))) throw notFound(messages.markets.notFound);
      return repository.listMarketCities(marketId);
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/market/:id/locations',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['cities'],
        summary: "Replace the market's cities with the given set",
        security: bearerAuth,
        params: idParams,
        body: marketCitiesBody,
        response: { 200: cityListJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const marketId = request.params.id;
      assertMarketAccess(getAuthUser(request), marketId);
      const { locationIds } = await validate(marketCitiesSchema, request.body);
      if (!(await repository.marketExists(marketId))) throw notFound(messages.markets.notFound);
      const cityIds = [...new Set(locationIds)];
      if ((await repository.findUnknownCityIds(cityIds)).length > 0) throw badRequest(messages.locations.unknown);
      await repository.replaceMarketCities(marketId, cityIds);
      request.changed(`market:${marketId}`);
      return repository.listMarketCities(marketId);
    },
  );
};
