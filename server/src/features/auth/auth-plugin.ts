// Request authentication. Routes opt in with the decorators:
//   { onRequest: [app.requireAuth] }                          any logged-in user
//   { onRequest: [app.requireRole('ROLE_SUPER_ADMIN')] }      only these roles (403 for others)
// and read the caller with getAuthUser(request). A token works only while its auth_sessions row is
// neither revoked nor expired and its user is active, so logout and deactivation apply at once (on every instance:
// the sessions kept in memory are forgotten first, session-memory.ts).
// Every answer to an authenticated request is sent with `Cache-Control: no-store`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../db/schema.js';
import { errorMessages, forbidden, unauthorized } from '../../lib/http-errors.js';
import { type AuthUser, createAuthRepository } from './auth-repository.js';
import { changesSessions, SessionMemory } from './session-memory.js';
import { verifyToken } from './token.js';

export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a working bearer token. */
    requireAuth: AuthHook;
    /** onRequest hook: 401 without a working token, 403 when the user has none of `roles`. */
    requireRole(...roles: Role[]): AuthHook;
  }
  interface FastifyRequest {
    /** Set by requireAuth / requireRole; null on public routes. */
    authUser: AuthUser | null;
  }
}

/** OpenAPI `security` for routes behind requireAuth / requireRole. */
export const bearerAuth = [{ bearerAuth: [] }];

/** The caller of a route protected by requireAuth / requireRole. */
export function getAuthUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createAuthRepository(app.db);
    const secret = app.config.jwtSecret;
    const { publicCache } = app;
    const sessions = new SessionMemory(repository.findSessionUser, () => publicCache.keepsBodies);
    publicCache.onDrop((changes) => {
      if (changesSessions(changes)) sessions.forgetAll();
    });

    const requireAuth: AuthHook = async (request) => {
      if (request.authUser) return;
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      const claims = verifyToken(token, secret);
      const user = claims ? await sessions.user(claims.jti) : undefined;
      if (!claims || !user || String(user.id) !== claims.sub) throw unauthorized(errorMessages.sessionExpired);
      request.authUser = user;
    };

    app.decorateRequest('authUser', null);
    // Answers to a logged-in caller carry personal or market data: neither the browser (a shared computer's
    // next user) nor any proxy may keep them. Set in onSend, over whatever cache header the route chose.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.authUser) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireRole', (...roles: Role[]): AuthHook => async (request) => {
      await requireAuth(request);
      if (!(roles as readonly string[]).includes(getAuthUser(request).role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database', 'public-cache'], decorators: { fastify: ['config'] } },
);
