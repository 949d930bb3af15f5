// Markets (spec section 7 "Markets, users" and issue 3):
//   GET /api/market/all                      public: active markets
//   GET /api/market/{id}                     public: an active market, with its cities and store count
//   POST /api/admin/markets                  super admin; multipart marketName, optional marketLogo → 201
//   PUT /api/admin/markets/{id}              super admin; multipart, a missing logo keeps the current one
//   PUT /api/admin/deactivate/market/{id}    super admin; the market and its admins' accounts are deactivated
import { marketSchema, messages } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { conflict, notFound } from '../../lib/http-errors.js';
import { errorResponses, messageResponse } from '../../lib/openapi.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { marketForm } from '../../schemas/markets.js';
import { discardOnFailure, discardUploads, LOGO_THUMBNAIL_SIDE, readMultipartForm, saveImage } from '../../uploads/index.js';
import { bearerAuth } from '../auth/auth-plugin.js';
import { createMarketsRepository } from './markets-repository.js';

const marketResponse = {
  type: 'object',
  properties: {
    marketId: { type: 'integer' },
    marketName: { type: 'string' },
    marketLogo: { type: ['string', 'null'], description: 'URL of the logo (/uploads/….webp)' },
    marketLogoThumbnail: { type: ['string', 'null'], description: "URL of the logo's thumbnail (at most 128 px), for rows and cards" },
  },
  required: ['marketId', 'marketName', 'marketLogo', 'marketLogoThumbnail'],
} as const;

const marketDetailResponse = {
  type: 'object',
  properties: {
    ...marketResponse.properties,
    cities: {
      type: 'array',
      description: 'The cities the market serves',
      items: {
        type: 'object',
        properties: { locationId: { type: 'integer' }, locationName: { type: 'string' } },
        required: ['locationId', 'locationName'],
      },
    },
    storeLocationCount: { type: 'integer' },
  },
  required: [...marketResponse.required, 'cities', 'storeLocationCount'],
} as const;


export const MARKET_DEACTIVATED_MESSAGE = 'Marketi u çaktivizua.';

export const marketsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createMarketsRepository(app.db);
  const superAdmin = app.requireRole('ROLE_SUPER_ADMIN');

  /** The form's values; the logo is checked by content and size, not stored yet. */
  async function readMarketForm(request: FastifyRequest) {
    const form = await readMultipartForm(request, { files: { marketLogo: 'image' } });
    const { marketName } = await validate(marketSchema, { ...form.fields, ...form.files });
    return { marketName, logo: form.files.marketLogo };
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const existing = await repository.findActiveByName(name, exceptId);
    if (existing) throw conflict(messages.markets.duplicate(existing.marketName));
  }

  app.get(
    '/api/market/all',
    {
      schema: {
        tags: ['markets'],
        summary: 'Active markets (home page row, search popup, super-admin list)',
        response: { 200: { type: 'array', items: marketResponse } },
      },
    },
    (_request, reply) => reply.sendPublic(['market'], () => repository.listActive()),
  );

  app.get<{ Params: IdParams }>(
    '/api/market/:id',
    {
      schema: {
        tags: ['markets'],
        summary: 'An active market, with the cities it serves and its number of store locations',
        params: idParams,
        response: { 200: marketDetailResponse, ...errorResponses(400, 404) },
      },
    },
    (request, reply) => {
      const marketId = request.params.id;
      return reply.sendPublic([`market:${marketId}`, 'city', 'store'], async () => {
        const market = await repository.findActiveDetail(marketId);
        if (!market) throw notFound(messages.markets.notFound);
        return market;
      });
    },
  );

  app.post(
    '/api/admin/markets',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['markets'],
        summary: 'Create a market; names are unique among active markets (ignoring case and accents)',
        security: bearerAuth,
        ...marketForm,
        response: { 201: marketResponse, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { marketName, logo } = await readMarketForm(request);
      await assertNameFree(marketName);
      const saved = logo && (await saveImage(app, logo, { thumbnailSide: LOGO_THUMBNAIL_SIDE }));
      const market = await discardOnFailure(app, [saved?.url], () =>
        repository.create({ name: marketName, logoPath: saved?.url ?? null }),
      );
      request.changed(`market:${market.marketId}`);
      return reply.code(201).send(market);
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/admin/markets/:id',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['markets'],
        summary: 'Rename a market and optionally replace its logo (no logo keeps the current one)',
        security: bearerAuth,
        params: idParams,
        ...marketForm,
        response: { 200: marketResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const marketId = request.params.id;
      const { marketName, logo } = await readMarketForm(request);
      const current = await repository.findActive(marketId);
      if (!current) throw notFound(messages.markets.notFound);
      await assertNameFree(marketName, marketId);

      const saved = logo && (await saveImage(app, logo, { thumbnailSide: LOGO_THUMBNAIL_SIDE }));
      const market = await discardOnFailure(app, [saved?.url], async () => {
        const updated = await repository.update(marketId, { name: marketName, ...(saved ? { logoPath: saved.url } : {}) });
        if (!updated) throw notFound(messages.markets.notFound);
        return updated;
      });
      // The old logo goes only once the row points at the new one.
      if (saved) await discardUploads(app, [current.marketLogo]);
      request.changed(`market:${marketId}`);
      return market;
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/admin/deactivate/market/:id',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['markets'],
        summary:
          "Deactivate a market: it leaves every list, its offers, flyers, job posts and store locations stop showing, and its admins' accounts are deactivated (tokens revoked)",
        security: bearerAuth,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const marketId = request.params.id;
      if (!(await repository.deactivate(marketId))) throw notFound(messages.markets.notFound);
      request.changed(`market:${marketId}`);
      return { message: MARKET_DEACTIVATED_MESSAGE };
    },
  );
};
