// Advertisements (spec section 7 "Ads" and issue 3):
//   GET /api/ads/all, GET /api/ads/{id}      super admin (every ad, active or not)
//   GET /api/ads/top, GET /api/ads/bottom    public: the most recent active ad with displayOrder 1 / 2, or null
//   POST /api/ads/count/{id}                 public click counter, rate-limited per client address
//   POST /api/admin/add/ad                   super admin; multipart adsName, adsOutsideLink, active, displayOrder, adsImageUrl → 201
//   PUT /api/ads/edit/{id}                   super admin; multipart, a missing image keeps the current one → 200
//   PUT /api/ads/deactivate/{id}             super admin; the ad is no longer served → 200
import { AD_DISPLAY_ORDER, adCreateSchema, adEditSchema, messages } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import { errorResponses, messageResponse } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { adCreateForm, adEditForm } from '../../schemas/ads.js';
import { discardOnFailure, discardUploads, readMultipartForm, saveImage } from '../../uploads/index.js';
import { bearerAuth } from '../auth/auth-plugin.js';
import { type AdInput, createAdsRepository } from './ads-repository.js';

const adProperties = {
  adsId: { type: 'integer' },
  adsName: { type: 'string' },
  adsOutsideLink: { type: 'string' },
  adsImageUrl: { type: ['string', 'null'], description: 'URL of the image (/uploads/….webp)' },
  active: { type: 'boolean' },
  displayOrder: { type: 'integer', description: '1 = top of the home page, 2 = bottom' },
  adsClicks: { type: 'integer' },
} as const;
const adResponse = { type: 'object', properties: adProperties, required: Object.keys(adProperties) } as const;

export const AD_DEACTIVATED_MESSAGE = 'Reklama u çaktivizua.';
/** Clicks per client address and minute: far above what a person does, low enough to keep counts honest. */
const CLICK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const adsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createAdsRepository(app.db);
  const superAdmin = app.requireRole('ROLE_SUPER_ADMIN');

  app.get(
    '/api/ads/all',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['ads'],
        summary: 'Every ad, active or not',
        security: bearerAuth,
        response: { 200: { type: 'array', items: adResponse }, ...errorResponses(401, 403) },
      },
    },
    () => repository.list(),
  );

  // The slots are registered before /api/ads/:id; the router prefers static paths anyway.
  for (const [slot, displayOrder] of [
    ['top', AD_DISPLAY_ORDER.top],
    ['bottom', AD_DISPLAY_ORDER.bottom],
  ] as const) {
    app.get(
      `/api/ads/${slot}`,
      {
        schema: {
          tags: ['ads'],
          summary: `The ${slot} ad of the home page: the most recent active ad with displayOrder ${displayOrder}; null when there is none`,
          response: { 200: { ...adResponse, nullable: true } },
        },
      },
      (_request, reply) => reply.sendPublic(['ad'], async () => (await repository.findServed(displayOrder)) ?? null),
    );
  }

  app.get<{ Params: IdParams }>(
    '/api/ads/:id',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['ads'],
        summary: 'One ad (edit screen)',
        security: bearerAuth,
        params: idParams,
        response: { 200: adResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ad = await repository.findById(request.params.id);
      if (!ad) throw notFound(messages.ads.notFound);
      return ad;
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/ads/count/:id',
    {
      // A click changes no public body that matters (the count is for the super admin).
      config: { rateLimit: CLICK_RATE_LIMIT, changes: [] },
      schema: {
        tags: ['ads'],
        summary: 'Record a click on an active ad (public, rate-limited per client address)',
        params: idParams,
        response: { 204: { type: 'null', description: 'Counted' }, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!(await repository.recordClick(request.params.id, tiraneToday()))) throw notFound(messages.ads.notFound);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/add/ad',
    {
      config: { changes: ['ad'] },
      onRequest: [superAdmin],
      schema: {
        tags: ['ads'],
        summary: 'Create an ad (the image is required)',
        security: bearerAuth,
        ...adCreateForm,
        response: { 201: adResponse, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { files: { adsImageUrl: 'image' } });
      const values = await validate(adCreateSchema, { ...form.fields, ...form.files });
      const saved = await saveImage(app, form.files.adsImageUrl!);
      const ad = await discardOnFailure(app, [saved.url], () => repository.create({ ...toAdInput(values), imagePath: saved.url }));
      return reply.code(201).send(ad);
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/ads/edit/:id',
    {
      config: { changes: ['ad'] },
      onRequest: [superAdmin],
      schema: {
        tags: ['ads'],
        summary: 'Edit an ad; no image keeps the current one',
        security: bearerAuth,
        params: idParams,
        ...adEditForm,
        response: { 200: adResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const adId = request.params.id;
      const form = await readMultipartForm(request, { files: { adsImageUrl: 'image' } });
      const values = await validate(adEditSchema, { ...form.fields, ...form.files });
      const current = await repository.findById(adId);
      if (!current) throw notFound(messages.ads.notFound);

      const saved = form.files.adsImageUrl && (await saveImage(app, form.files.adsImageUrl));
      const ad = await discardOnFailure(app, [saved?.url], async () => {
        const updated = await repository.update(adId, { ...toAdInput(values), ...(saved ? { imagePath: saved.url } : {}) });
        if (!updated) throw notFound(messages.ads.notFound);
        return updated;
      });
      // The old image goes only once the row points at the new one.
      if (saved) await discardUploads(app, [current.adsImageUrl]);
      return ad;
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/ads/deactivate/:id',
    {
      config: { changes: ['ad'] },
      onRequest: [superAdmin],
      schema: {
        tags: ['ads'],
        summary: 'Deactivate an ad: it is no longer served by /api/ads/top or /api/ads/bottom',
        security: bearerAuth,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await repository.deactivate(request.params.id))) throw notFound(messages.ads.notFound);
      return { message: AD_DEACTIVATED_MESSAGE };
    },
  );
};

function toAdInput(values: { adsName: string; adsOutsideLink: string; active: boolean; displayOrder: number }): AdInput {
  return { name: values.adsName, outsideLink: values.adsOutsideLink, active: values.active, displayOrder: values.displayOrder };
}
