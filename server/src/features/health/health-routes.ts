import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 once the database answers',
        response: {
          200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new HttpError(503, 'Baza e të dhënave nuk është gati.');
      }
      return { status: 'ok' as const };
    },
  );
};
