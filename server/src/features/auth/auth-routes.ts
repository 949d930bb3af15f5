// POST /api/admin/login, POST /api/admin/logout (spec section 7) and GET /api/admin/me.
import { randomUUID } from 'node:crypto';
import { loginSchema, messages } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { validate } from '../../lib/validation.js';
import { loginBody } from '../../schemas/auth.js';
import { bearerAuth, getAuthUser } from './auth-plugin.js';
import { type AuthUser, createAuthRepository, type LoginCandidate } from './auth-repository.js';
import { createLoginThrottle } from './login-throttle.js';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './password.js';
import { signToken, TOKEN_LIFETIME_SECONDS } from './token.js';

export const LOGIN_BLOCKED_MESSAGE =
  'Shumë përpjekje të dështuara për hyrje. Për sigurinë e llogarisë, provoni përsëri pas 15 minutash.';

/** See login-throttle.ts. An address stays known to an account for 30 days after a successful login. */
export const LOGIN_THROTTLE = { maxFailures: 10, windowMs: 15 * 60 * 1000, knownAddressMs: 30 * 24 * 60 * 60 * 1000 } as const;

const sessionUserSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    username: { type: 'string' },
    email: { type: 'string' },
    marketId: { type: ['integer', 'null'] },
    roles: {
      type: 'array',
      items: { type: 'object', properties: { role: { type: 'string' } }, required: ['role'] },
    },
  },
  required: ['userId', 'username', 'email', 'marketId', 'roles'],
} as const;

type SessionUser = Pick<AuthUser, 'id' | 'userName' | 'email' | 'role' | 'marketId'>;

/** The user part of the login response; the shell stores these fields (spec sections 3 and 9). */
function toSessionUserResponse(user: SessionUser) {
  return { userId: user.id, username: user.userName, email: user.email, marketId: user.marketId, roles: [{ role: user.role }] };
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const repository = createAuthRepository(app.db);
  const throttle = createLoginThrottle(app.db, LOGIN_THROTTLE);

  /** The active candidate whose password matches; every candidate is tried (user names are not unique). */
  async function findAuthenticatedUser(candidates: LoginCandidate[], password: string): Promise<LoginCandidate | undefined> {
    if (candidates.length === 0) {
      await verifyAgainstDecoy(password);
      return undefined;
    }
    for (const candidate of candidates) {
      if ((await verifyPassword(password, candidate.passwordHash)) && candidate.isActive) return candidate;
    }
    return undefined;
  }

  app.post(
    '/api/admin/login',
    {
      // Caps password hashing work per client; failed attempts are limited separately by the throttle.
      // Signing in changes no public answer, and no session kept.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, changes: [] },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email (or user name) and password',
        body: loginBody,
        response: {
          200: {
            ...sessionUserSchema,
            properties: { token: { type: 'string' }, ...sessionUserSchema.properties },
            required: ['token', ...sessionUserSchema.required],
          },
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { usernameOrEmail, password } = await validate(loginSchema, request.body);
      // The answer carries a token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      const candidates = await repository.findLoginCandidates(usernameOrEmail);
      const attempt = { address: request.ip, usernameOrEmail, userIds: candidates.map((candidate) => candidate.id) };
      const retryAfter = await throttle.retryAfterSeconds(attempt);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw tooManyRequests(LOGIN_BLOCKED_MESSAGE);
      }

      const user = await findAuthenticatedUser(candidates, password);
      if (!user) {
        await throttle.recordFailure(attempt);
        throw unauthorized(messages.login.failed);
      }
      await throttle.recordSuccess(user.id, request.ip);
      // The password is at hand only now: a hash made at an older, lower scrypt cost is replaced.
      if (needsRehash(user.passwordHash)) await repository.replacePasswordHash(user.id, user.passwordHash, await hashPassword(password));

      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
      const jti = randomUUID();
      await repository.createSession({ jti, userId: user.id, expiresAt: new Date(expiresAt * 1000) });
      const token = signToken({ sub: String(user.id), jti, iat: issuedAt, exp: expiresAt }, app.config.jwtSecret);
      return { token, ...toSessionUserResponse(user) };
    },
  );

  app.post(
    '/api/admin/logout',
    {
      onRequest: [app.requireAuth],
      // No public answer changes; the session kept in memory is forgotten, here and on every instance.
      config: { changes: ['account'] },
      schema: {
        tags: ['auth'],
        summary: 'Log out: the token stops working at once',
        security: bearerAuth,
        response: {
          200: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      await repository.revokeSession(getAuthUser(request).sessionId);
      return { message: 'Dolët nga llogaria.' };
    },
  );

  app.get(
    '/api/admin/me',
    {
      onRequest: [app.requireAuth],
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user (checks that a stored token still works)',
        security: bearerAuth,
        response: { 200: sessionUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => toSessionUserResponse(getAuthUser(request)),
  );
};
