// GET /api/admin/catalogue/check (super admin): the operator's check of the public read model on the instance that
// answers (catalogue-check.ts). `npm run catalogue:check` calls it on every instance named.
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { bearerAuth } from '../auth/auth-plugin.js';

const count = { type: 'integer', minimum: 0 } as const;

const catalogueCheckJson = {
  type: 'object',
  properties: {
    today: { type: 'string', description: 'The day the catalogue is for (Europe/Tirane)' },
    consistent: { type: 'boolean', description: 'The catalogue in memory equals the database read whole now' },
    counts: {
      type: 'object',
      properties: { products: count, offers: count, lines: count, stores: count },
      required: ['products', 'offers', 'lines', 'stores'],
    },
    differences: { type: 'array', items: { type: 'string' }, description: 'Each thing described differently (at most 50)' },
  },
  required: ['today', 'consistent', 'counts', 'differences'],
} as const;

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/admin/catalogue/check',
    {
      onRequest: [app.requireRole('ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['catalogue'],
        summary: "Compares this instance's public read model with the database",
        security: bearerAuth,
        response: { 200: catalogueCheckJson, ...errorResponses(401, 403) },
      },
    },
    () => app.catalogue.check(tiraneToday()),
  );
};
