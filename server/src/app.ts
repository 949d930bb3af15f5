// Builds the Fastify application without listening (server.ts listens; tests use inject()).
// Registration order: external plugins, then app plugins (database, auth) that routes depend on, then
// the feature routes (src/routes.ts), and last the web app: static files and the not-found handler
// (404 JSON under /api, SPA fallback elsewhere).
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { authPlugin } from './features/auth/auth-plugin.js';
import { cataloguePlugin } from './features/catalogue/catalogue-plugin.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { databasePlugin } from './plugins/database.js';
import { publicCachePlugin } from './plugins/public-cache-plugin.js';
import { publicCacheSyncPlugin } from './plugins/public-cache-sync.js';
import { helmetHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { PublicAnswerShortcut } from './plugins/public-answer-shortcut.js';
import { requestLogPlugin } from './plugins/request-log.js';
import { requestValidationPlugin } from './plugins/request-validation.js';
import { webAppPlugin } from './plugins/web-app.js';
import { fixToday } from './lib/tirane-date.js';
import { featureRoutes } from './routes.js';
import { uploadSlotsPlugin } from './uploads/upload-slots.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An opened and migrated database; the app closes it when it closes. */
  database: DatabaseHandle;
}

/**
 * The largest JSON body the API accepts; larger ones are answered 413 in the API's error shape (before being read
 * when their Content-Length says so). The largest legitimate bodies are a few tens of KB: an offer with 200
 * products, 500 locations and 500 store locations is about 26 KB written compactly (about 40 KB indented), a
 * basket of 100 items about 4 KB, a 5 000-character description at most 30 KB even with every character escaped.
 */
export const JSON_BODY_LIMIT = 128 * 1024;

/** The security headers of every answer (helmet decides them once, at start). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the page compile WebAssembly (the barcode scanner's reader, our own file), and no
      // JavaScript from strings: eval and new Function stay refused.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // styled-components injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Map tiles come from MAP_TILE_URL's host.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // pdf.js runs its worker from a blob.
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // The product is also run over plain http (localhost, a LAN address): no forced upgrade.
      upgradeInsecureRequests: null,
    },
  },
};

export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const securityHeaders = helmetHeaders(HELMET_OPTIONS);
  const shortcut = new PublicAnswerShortcut(securityHeaders);
  const app = Fastify({
    serverFactory: shortcut.serverFactory,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // JSON (and any other parsed body) is read whole and parsed at once: 48 connections of bodies near Fastify's
    // default 1 MB held about 340 MB. See JSON_BODY_LIMIT. Multipart forms are not held to it: they have their own
    // limits (below).
    bodyLimit: JSON_BODY_LIMIT,
  });
  app.decorate('config', config);
  fixToday(config.today);

  await app.register(errorHandlerPlugin);
  // Before any route: each route's log level is set as it is added.
  await app.register(requestLogPlugin);
  // Before any route: every route's schemas are compiled with its validator compiler.
  await app.register(requestValidationPlugin);

  // External plugins.
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  // Limits only the routes that ask for it (`config: { rateLimit: { max, timeWindow } }`).
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      // The per-type limits (image, PDF) are checked where a file is read; this caps any single file.
      fileSize: Math.max(config.uploads.imageMaxBytes, config.uploads.pdfMaxBytes),
      files: 4,
      fields: 50,
      // A text field holds what a JSON body would: the same limit, so a form of 50 fields is not a way around it.
      fieldSize: JSON_BODY_LIMIT,
    },
  });
  // Only a few forms hold their files in memory at once; the others wait (uploads/upload-slots.ts).
  await app.register(uploadSlotsPlugin);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Ofertat API', version: '1.0.0', description: 'HTTP API of the Ofertat grocery-offers platform.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Same reason as above: the docs must also load over plain http.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // App plugins.
  await app.register(databasePlugin, { database });
  await app.register(publicCachePlugin, { shortcut });
  await app.register(publicCacheSyncPlugin);
  // After the public cache: the sessions it keeps are forgotten at the writes the cache hears of.
  await app.register(authPlugin);
  await app.register(cataloguePlugin);

  // Routes.
  for (const routes of featureRoutes) await app.register(routes);

  await app.register(webAppPlugin);
  return app;
}
