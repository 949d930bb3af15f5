// Flyers (spec section 7 "Volantino"): a cover image and a PDF per flyer, with a validity period.
//   GET    /api/volantino/all                         public: flyers of active markets that have not ended
//                                                    (end ≥ today in Europe/Tirane), newest first
//   GET    /api/volantino/list/market/{marketId}      admin of that market or super admin: all of the market's
//                                                    flyers, ended ones included (the admin list)
//   GET    /api/volantino/{id}                        public: a flyer of an active market, ended or not
//   POST   /api/volantino/add                         admin or super admin; multipart; 201
//   PUT    /api/volantino/edit/{id}                   multipart; files left out keep the current ones; 200
//   DELETE /api/volantino/delete/{id}                 removes the row, then its files; 200
//   POST   /api/volantino/count/{id}                  public click counter, limited per client address
// A market admin acts on their own market only (403 otherwise); the marketId they send is ignored. A flyer
// keeps its market when edited.
import type { Flyer } from '@ofertat/shared-api/contracts';
import { messages, flyerCreateSchema, flyerEditSchema, type FlyerEditValues } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { errorResponses, messageResponse } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams, marketIdParams, type MarketIdParams } from '../../schemas/common.js';
import { flyerCreateForm, flyerEditForm } from '../../schemas/flyers.js';
import {
  discardOnFailure,
  discardUploads,
  readMultipartForm,
  saveImage,
  savePdf,
  thumbnailUrlOf,
  type MultipartForm,
} from '../../uploads/index.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import { assertMarketAccess, resolveMarketId } from '../auth/market-access.js';
import { createFlyersRepository, type FlyerFilePaths, type FlyerRow, type FlyerValues } from './flyers-repository.js';

const flyerJson = {
  type: 'object',
  properties: {
    volantinoId: { type: 'integer' },
    marketId: { type: 'integer' },
    marketName: { type: 'string' },
    marketLogo: { type: ['string', 'null'], description: 'URL of the market logo' },
    volantinoName: { type: 'string' },
    volantinoImageUrl: { type: 'string', description: 'URL of the cover image (WebP)' },
    volantinoThumbnailUrl: { type: 'string', description: 'URL of a small cover image, for lists' },
    volantinoPdfUrl: { type: 'string', description: 'URL of the PDF' },
    volantinoStartDate: { type: 'string', format: 'date' },
    volantinoEndDate: { type: 'string', format: 'date' },
    volantinoClicks: { type: 'integer', description: 'Recorded clicks; public lists may lag behind by a few' },
  },
  required: [
    'volantinoId',
    'marketId',
    'marketName',
    'marketLogo',
    'volantinoName',
    'volantinoImageUrl',
    'volantinoThumbnailUrl',
    'volantinoPdfUrl',
    'volantinoStartDate',
    'volantinoEndDate',
    'volantinoClicks',
  ],
} as const;
const flyerListJson = { type: 'array', items: flyerJson } as const;



const FLYER_FILES = { files: { volantinoImageUrl: 'image', volantinoPdfUrl: 'pdf' } } as const;
type FlyerMultipartForm = MultipartForm<keyof (typeof FLYER_FILES)['files']>;

function toFlyer(row: FlyerRow): Flyer {
  return {
    volantinoId: row.volantinoId,
    marketId: row.marketId,
    marketName: row.marketName,
    marketLogo: row.marketLogoPath,
    volantinoName: row.volantinoName,
    volantinoImageUrl: row.imagePath,
    volantinoThumbnailUrl: thumbnailUrlOf(row.imagePath),
    volantinoPdfUrl: row.pdfPath,
    volantinoStartDate: row.volantinoStartDate,
    volantinoEndDate: row.volantinoEndDate,
    volantinoClicks: row.clicks,
  };
}

const toValues = (values: FlyerEditValues): FlyerValues => ({
  name: values.volantinoName,
  startDate: values.volantinoStartDate,
  endDate: values.volantinoEndDate,
});

type IdRoute = { Params: IdParams };

export const flyersRoutes: FastifyPluginAsync = async (app) => {
  const repository = createFlyersRepository(app.db);
  const marketAdmins = app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN');

  const notFoundError = () => notFound(messages.volantino.notFound);

  async function findPublic(id: number) {
    const row = await repository.findById(id);
    if (!row?.marketActive) throw notFoundError();
    return toFlyer(row);
  }

  /** Stores the files that were sent; if one fails, the other is removed again. */
  async function saveFiles({ files }: FlyerMultipartForm): Promise<Partial<FlyerFilePaths>> {
    const image = files.volantinoImageUrl && (await saveImage(app, files.volantinoImageUrl));
    const pdfFile = files.volantinoPdfUrl;
    const pdf = pdfFile && (await discardOnFailure(app, [image?.url], () => savePdf(app, pdfFile)));
    return { ...(image && { imagePath: image.url }), ...(pdf && { pdfPath: pdf.url }) };
  }

  app.get(
    '/api/volantino/all',
    {
      schema: {
        tags: ['volantino'],
        summary: 'Flyers of active markets that have not ended, newest first',
        response: { 200: flyerListJson },
      },
    },
    (_request, reply) =>
      reply.sendPublic(['flyer', 'market'], async () => (await repository.listPublic(tiraneToday())).map(toFlyer)),
  );

  app.get<{ Params: MarketIdParams }>(
    '/api/volantino/list/market/:marketId',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['volantino'],
        summary: "All of a market's flyers, ended ones included (the market admin's list)",
        security: bearerAuth,
        params: marketIdParams,
        response: { 200: flyerListJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const marketId = request.params.marketId;
      assertMarketAccess(getAuthUser(request), marketId);
      if (!(await repository.marketExists(marketId))) throw notFound(messages.markets.notFound);
      return (await repository.listForMarket(marketId)).map(toFlyer);
    },
  );

  app.get<IdRoute>(
    '/api/volantino/:id',
    {
      schema: {
        tags: ['volantino'],
        summary: 'One flyer of an active market',
        params: idParams,
        response: { 200: flyerJson, ...errorResponses(400, 404) },
      },
    },
    (request, reply) => {
      const id = request.params.id;
      return reply.sendPublic([`flyer:${id}`, 'market'], () => findPublic(id));
    },
  );

  app.post(
    '/api/volantino/add',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['volantino'],
        summary: 'Add a flyer: cover image and PDF required',
        security: bearerAuth,
        ...flyerCreateForm,
        response: { 201: flyerJson, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, FLYER_FILES);
      const values = await validate(flyerCreateSchema, { ...form.fields, ...form.files });
      const marketId = resolveMarketId(getAuthUser(request), values.marketId);
      if (!(await repository.marketExists(marketId))) throw badRequest(messages.markets.notFound);

      // Both files were required by the schema, so both paths are there.
      const files = (await saveFiles(form)) as FlyerFilePaths;
      const id = await discardOnFailure(app, [files.imagePath, files.pdfPath], () =>
        repository.create(marketId, toValues(values), files),
      );
      request.changed(`flyer:${id}`);
      return reply.code(201).send(toFlyer((await repository.findById(id))!));
    },
  );

  app.put<IdRoute>(
    '/api/volantino/edit/:id',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['volantino'],
        summary: 'Edit a flyer; files left out keep the current ones',
        security: bearerAuth,
        params: idParams,
        ...flyerEditForm,
        response: { 200: flyerJson, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const id = request.params.id;
      // The body is read first, also when the answer is a refusal: see readMultipartForm.
      const form = await readMultipartForm(request, FLYER_FILES);
      const current = await repository.findById(id);
      if (!current) throw notFoundError();
      assertMarketAccess(getAuthUser(request), current.marketId);
      const values = await validate(flyerEditSchema, { ...form.fields, ...form.files });

      const files = await saveFiles(form);
      // A flyer deleted meanwhile: its new files go again, and the answer is the not-found of a flyer already gone.
      await discardOnFailure(app, [files.imagePath, files.pdfPath], async () => {
        if (!(await repository.update(id, toValues(values), files))) throw notFoundError();
      });
      await discardUploads(app, [files.imagePath && current.imagePath, files.pdfPath && current.pdfPath]);
      request.changed(`flyer:${id}`);
      return toFlyer((await repository.findById(id))!);
    },
  );

  app.delete<IdRoute>(
    '/api/volantino/delete/:id',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['volantino'],
        summary: 'Delete a flyer and its files',
        security: bearerAuth,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const current = await repository.findById(id);
      if (!current) throw notFoundError();
      assertMarketAccess(getAuthUser(request), current.marketId);
      await repository.delete(id);
      // Only once the row is gone: a failed delete must not leave a flyer pointing at missing files.
      await discardUploads(app, [current.imagePath, current.pdfPath]);
      request.changed(`flyer:${id}`);
      return { message: messages.volantino.deleteSuccess };
    },
  );

  app.post<IdRoute>(
    '/api/volantino/count/:id',
    {
      config: {
        // A click changes no public body worth recomputing; the admin list shows the fresh count.
        changes: [],
        // Keeps one client from inflating the counts; a visitor opens far fewer flyers than this.
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['volantino'],
        summary: 'Record a click on a flyer (before opening its PDF)',
        params: idParams,
        response: { 204: { type: 'null', description: 'Counted' }, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await repository.recordClick(id, tiraneToday()))) throw notFoundError();
      return reply.code(204).send();
    },
  );
};
