// Which requests are in the request log. Anonymous reads (a route without `security`: GET and HEAD, and the public
// questions sent by POST, `config.publicRead`) log only warnings and errors: a failed read (5xx) is logged by the
// error handler, at error level, as before. They are most of the traffic and each is in nginx's access log in front
// of the instances; the kept answers sent ahead of Fastify were never logged (public-answer-shortcut.ts). Under the
// mixed load, without their two lines a request ("incoming request", "request completed"), the server's CPU a request
// went 151–198 → 137–158 µs (docs/benchmarks.md). Everything an account does, and every write, is logged as before;
// at LOG_LEVEL debug or trace every request is.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read anyone may send by POST (its question is a body: a search, a shopping list); it changes nothing. */
    publicRead?: true;
  }
}

/** What an anonymous read logs: no line per request, only what goes wrong. */
const ANONYMOUS_READ_LOG_LEVEL = 'warn';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The route answers anyone and changes nothing. */
function isAnonymousRead(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): boolean {
  if (route.schema?.security !== undefined) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every((method) => READ_METHODS.has(method)) || route.config?.publicRead === true;
}

/** Levels at which every request is logged, anonymous reads too: an operator looking into one asks for them. */
const EVERY_REQUEST_LEVELS = new Set(['trace', 'debug']);

export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    if (EVERY_REQUEST_LEVELS.has(app.log.level)) return;
    app.addHook('onRoute', (route) => {
      // Fastify has put the level of the plugin the route is in, or '' for none.
      if (!route.logLevel && isAnonymousRead(route)) route.logLevel = ANONYMOUS_READ_LOG_LEVEL;
    });
  },
  { name: 'request-log' },
);
