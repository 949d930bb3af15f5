// User accounts, super admin only (spec section 7 "Markets, users" and issue 3):
//   GET /api/admin/users/all                 every account, active or not (the list disables Deaktivizo for inactive ones)
//   GET /api/admin/users/{id}                with marketName and marketLogo
//   POST /api/admin/users                    multipart (or JSON) userName, userSurname, email, phoneNumber, password, marketId, role → 201
//   PUT /api/admin/update/user/{id}          JSON; a blank password keeps the current one; isActive false revokes the sessions
//   PUT /api/admin/deactivate/user/{id}      the account can no longer log in and its tokens stop working at once
// Guards: email unique ignoring case (409); a market must exist and, for an active account, be active; the
// super admin can neither deactivate their own account nor drop their own role (no lock-out).
import { messages, userCreateSchema, userUpdateSchema } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { errorResponses, messageResponse } from '../../lib/openapi.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { userCreateBody, userUpdateBody } from '../../schemas/users.js';
import { readMultipartForm } from '../../uploads/index.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import { assertNewPasswordAllowed } from '../auth/password-policy.js';
import { hashPassword } from '../auth/password.js';
import { createUsersRepository } from './users-repository.js';

const userProperties = {
  userId: { type: 'integer' },
  userName: { type: 'string' },
  userSurname: { type: 'string' },
  email: { type: 'string' },
  phoneNumber: { type: 'string' },
  marketId: { type: ['integer', 'null'] },
  role: { type: 'string', description: 'ROLE_SUPER_ADMIN or ROLE_ADMIN' },
  isActive: { type: 'boolean' },
} as const;
const userRequired = Object.keys(userProperties);

const userResponse = { type: 'object', properties: userProperties, required: userRequired } as const;
const userDetailResponse = {
  type: 'object',
  properties: { ...userProperties, marketName: { type: ['string', 'null'] }, marketLogo: { type: ['string', 'null'] } },
  required: [...userRequired, 'marketName', 'marketLogo'],
} as const;

export const USER_DEACTIVATED_MESSAGE = 'Përdoruesi u çaktivizua.';

/** The create form is multipart (spec section 7); other API clients may send JSON. */
async function readUserBody(request: FastifyRequest): Promise<unknown> {
  return request.isMultipart() ? (await readMultipartForm(request)).fields : request.body;
}

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const repository = createUsersRepository(app.db);
  const superAdmin = app.requireRole('ROLE_SUPER_ADMIN');

  /** 400 unless `marketId` is null or a market the account may belong to. */
  async function assertMarketAssignable(marketId: number | null, isActive: boolean) {
    if (marketId === null) return;
    const state = await repository.marketState(marketId);
    if (state === 'missing') throw badRequest(messages.users.marketUnknown, { marketId: messages.users.marketUnknown });
    if (state === 'inactive' && isActive) throw badRequest(messages.users.marketInactive, { marketId: messages.users.marketInactive });
  }

  async function assertEmailFree(email: string, exceptUserId?: number) {
    if (await repository.emailTaken(email, exceptUserId)) throw conflict(messages.users.emailTaken);
  }

  app.get(
    '/api/admin/users/all',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['users'],
        summary: 'Every user account, active or not',
        security: bearerAuth,
        response: { 200: { type: 'array', items: userResponse }, ...errorResponses(401, 403) },
      },
    },
    () => repository.list(),
  );

  app.get<{ Params: IdParams }>(
    '/api/admin/users/:id',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['users'],
        summary: 'One user account, with the name and logo of its market',
        security: bearerAuth,
        params: idParams,
        response: { 200: userDetailResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await repository.findDetail(request.params.id);
      if (!user) throw notFound(messages.users.notFound);
      return user;
    },
  );

  app.post(
    '/api/admin/users',
    {
      // Accounts appear in no public answer.
      config: { changes: [] },
      onRequest: [superAdmin],
      schema: {
        tags: ['users'],
        summary: 'Create a user account (password hashed with scrypt)',
        security: bearerAuth,
        ...userCreateBody,
        response: { 201: userDetailResponse, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => {
      const { password, ...values } = await validate(userCreateSchema, await readUserBody(request));
      await assertNewPasswordAllowed(password);
      await assertMarketAssignable(values.marketId, true);
      await assertEmailFree(values.email);
      const user = await repository.create({ ...values, isActive: true, passwordHash: await hashPassword(password) });
      return reply.code(201).send(user);
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/admin/update/user/:id',
    {
      // No public answer changes; the sessions kept in memory are forgotten (the caller's role, market or account).
      config: { changes: ['account'] },
      onRequest: [superAdmin],
      schema: {
        tags: ['users'],
        summary: 'Update a user account; a blank password keeps the current one, isActive false revokes its sessions',
        security: bearerAuth,
        params: idParams,
        body: userUpdateBody,
        response: { 200: userDetailResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      const { password, ...values } = await validate(userUpdateSchema, await readUserBody(request));
      if (password !== undefined) await assertNewPasswordAllowed(password);
      const caller = getAuthUser(request);
      const isSelf = caller.id === userId;
      if (isSelf && !values.isActive) throw badRequest(messages.users.cannotDeactivateSelf);
      if (isSelf && values.role !== 'ROLE_SUPER_ADMIN') throw badRequest(messages.users.cannotDropOwnRole);
      if (!(await repository.findDetail(userId))) throw notFound(messages.users.notFound);
      await assertMarketAssignable(values.marketId, values.isActive);
      await assertEmailFree(values.email, userId);

      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      const user = await repository.update(userId, { ...values, ...(passwordHash ? { passwordHash } : {}) }, isSelf ? caller.sessionId : undefined);
      if (!user) throw notFound(messages.users.notFound);
      return user;
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/admin/deactivate/user/:id',
    {
      config: { changes: ['account'] },
      onRequest: [superAdmin],
      schema: {
        tags: ['users'],
        summary: 'Deactivate a user account: no more logins, and its tokens stop working at once',
        security: bearerAuth,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      if (getAuthUser(request).id === userId) throw badRequest(messages.users.cannotDeactivateSelf);
      if (!(await repository.deactivate(userId))) throw notFound(messages.users.notFound);
      return { message: USER_DEACTIVATED_MESSAGE };
    },
  );
};
