// Job posts (spec section 7 "Job posts"):
//   GET    /api/jobpost/all              public: active posts of active markets, newest first
//   POST   /api/jobpost/add              admin / super admin → 201
//   GET    /api/jobpost/{marketId}       admin of that market, or super admin: all its posts, inactive included
//   GET    /api/jobpost/job/{id}         {status: 200, data}: public for an active post of an active market;
//                                        otherwise only for that market's admin or the super admin (the edit
//                                        screen loads inactive posts too), and 404 for everyone else
//   PUT    /api/jobpost/edit/{id}        200
//   DELETE /api/jobpost/delete/{id}      200
// A market admin always writes to their own market, whatever marketId they send.
import type { JobPost } from '@ofertat/shared-api/contracts';
import { jobPostSchema, type JobPostValues, messages } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import { errorResponses, messageResponse } from '../../lib/openapi.js';
import { validate } from '../../lib/validation.js';
import { type IdParams, marketIdParams, type MarketIdParams } from '../../schemas/common.js';
import { jobPostBody, jobPostIdParams } from '../../schemas/job-posts.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import type { AuthUser } from '../auth/auth-repository.js';
import { assertMarketAccess, resolveMarketId } from '../auth/market-access.js';
import { createJobPostsRepository, type JobPostInput, type JobPostRow } from './job-posts-repository.js';

const jobPostJson = {
  type: 'object',
  properties: {
    jobPostId: { type: 'integer' },
    jobTitle: { type: 'string' },
    jobDescription: { type: 'string' },
    active: { type: 'boolean' },
    marketId: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    marketLogo: { type: ['string', 'null'], description: "URL of the market logo's thumbnail" },
    marketName: { type: 'string' },
  },
  required: ['jobPostId', 'jobTitle', 'jobDescription', 'active', 'marketId', 'createdAt', 'marketLogo', 'marketName'],
} as const;
const jobPostListJson = { type: 'array', items: jobPostJson } as const;
const jobPostEnvelopeJson = {
  type: 'object',
  properties: { status: { type: 'integer', enum: [200] }, data: jobPostJson },
  required: ['status', 'data'],
} as const;

function toJobPost(row: JobPostRow): JobPost {
  const { marketLogoPath, marketActive: _marketActive, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), marketLogo: thumbnailUrlOf(marketLogoPath) };
}

const isPublic = (row: JobPostRow) => row.active && row.marketActive;

/** Whether `user` manages the posts of `marketId` (also when they are not public). */
const manages = (user: AuthUser, marketId: number) =>
  user.role === 'ROLE_SUPER_ADMIN' || (user.role === 'ROLE_ADMIN' && user.marketId === marketId);

type IdRoute = { Params: IdParams };

export const jobPostsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createJobPostsRepository(app.db);
  const marketAdmins = app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN');

  /**
   * The caller on a public route: null without a token, and also with one that no longer works, since
   * the web client sends its stored token on public calls too and a stale one must not break the page.
   */
  async function optionalCaller(request: FastifyRequest): Promise<AuthUser | null> {
    if (!request.headers.authorization) return null;
    try {
      await app.requireAuth(request);
      return getAuthUser(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  }

  async function findManaged(user: AuthUser, id: number): Promise<JobPostRow> {
    const row = await repository.findById(id);
    if (!row) throw notFound(messages.jobPosts.notFound);
    assertMarketAccess(user, row.marketId);
    return row;
  }

  /** What a create or edit stores; `currentMarketId` is kept when the super admin sends no market. */
  async function toInput(user: AuthUser, values: JobPostValues, currentMarketId?: number): Promise<JobPostInput> {
    const marketId = resolveMarketId(user, values.marketId ?? currentMarketId);
    if (!(await repository.marketExists(marketId))) throw badRequest(messages.markets.notFound);
    return { title: values.jobTitle, description: values.jobDescription, active: values.active, marketId };
  }

  app.get(
    '/api/jobpost/all',
    {
      schema: {
        tags: ['job-posts'],
        summary: 'Active job posts of active markets, newest first',
        response: { 200: jobPostListJson },
      },
    },
    (_request, reply) => reply.sendPublic(['job', 'market'], async () => (await repository.listPublic()).map(toJobPost)),
  );

  app.post(
    '/api/jobpost/add',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['job-posts'],
        summary: 'Publish a job post (active unless active: false is sent)',
        security: bearerAuth,
        body: jobPostBody,
        response: { 201: jobPostJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const input = await toInput(getAuthUser(request), await validate(jobPostSchema, request.body));
      const id = await repository.create(input);
      request.changed(`job:${id}`);
      return reply.code(201).send(toJobPost((await repository.findById(id))!));
    },
  );

  app.get<{ Params: MarketIdParams }>(
    '/api/jobpost/:marketId',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['job-posts'],
        summary: "Every job post of a market, inactive ones included (its admin's list)",
        security: bearerAuth,
        params: marketIdParams,
        response: { 200: jobPostListJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const marketId = request.params.marketId;
      assertMarketAccess(getAuthUser(request), marketId);
      if (!(await repository.marketExists(marketId))) throw notFound(messages.markets.notFound);
      return (await repository.listByMarket(marketId)).map(toJobPost);
    },
  );

  app.get<IdRoute>(
    '/api/jobpost/job/:id',
    {
      schema: {
        tags: ['job-posts'],
        summary: "One job post. Public when active and its market is active; otherwise only for that market's admin or the super admin",
        description: 'The bearer token is optional: without one (or with an expired one) only public posts are found.',
        security: [{}, ...bearerAuth],
        params: jobPostIdParams,
        response: { 200: jobPostEnvelopeJson, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      try {
        return await reply.sendPublic([`job:${id}`, 'market'], async () => {
          const row = await repository.findById(id);
          if (!row || !isPublic(row)) throw notFound(messages.jobPosts.notFound);
          return { status: 200, data: toJobPost(row) };
        });
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        // Not public: its own market's admin and the super admin still read it, fresh and uncached.
        const caller = await optionalCaller(request);
        const row = caller ? await repository.findById(id) : undefined;
        if (!caller || !row || !manages(caller, row.marketId)) throw error;
        return { status: 200, data: toJobPost(row) };
      }
    },
  );

  app.put<IdRoute>(
    '/api/jobpost/edit/:id',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['job-posts'],
        summary: 'Edit a job post, including its active flag',
        security: bearerAuth,
        params: jobPostIdParams,
        body: jobPostBody,
        response: { 200: jobPostJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = getAuthUser(request);
      const id = request.params.id;
      const values = await validate(jobPostSchema, request.body);
      const current = await findManaged(user, id);
      if (!(await repository.update(id, current.marketId, await toInput(user, values, current.marketId)))) {
        throw notFound(messages.jobPosts.notFound);
      }
      request.changed(`job:${id}`);
      return toJobPost((await repository.findById(id))!);
    },
  );

  app.delete<IdRoute>(
    '/api/jobpost/delete/:id',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['job-posts'],
        summary: 'Delete a job post',
        security: bearerAuth,
        params: jobPostIdParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const current = await findManaged(getAuthUser(request), id);
      if (!(await repository.delete(id, current.marketId))) throw notFound(messages.jobPosts.notFound);
      request.changed(`job:${id}`);
      return { message: messages.jobPosts.deleteSuccess };
    },
  );
};
