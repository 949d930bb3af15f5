// Mobile-app usage (issue 3; spec section 7 "Sessions"):
//   POST /api/sessions                      public, rate-limited per client address: the app reports a session
//   GET  /api/sessions/all-user-durations   super admin: seconds per user and day, for the mobile-users report
import { appSessionSchema } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { validate } from '../../lib/validation.js';
import { sessionReportBody } from '../../schemas/sessions.js';
import { bearerAuth } from '../auth/auth-plugin.js';
import { createSessionsRepository } from './sessions-repository.js';

/** Reports per client address and minute: far above what one device sends, low enough to stop a flood. */
export const SESSION_REPORT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const recordedSessionJson = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    durationSeconds: { type: 'integer' },
    date: { type: 'string', format: 'date' },
  },
  required: ['userId', 'durationSeconds', 'date'],
} as const;

export const sessionsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createSessionsRepository(app.db);

  app.post(
    '/api/sessions',
    {
      // Usage records feed no public page, so recording one keeps the public cache.
      config: { rateLimit: SESSION_REPORT_RATE_LIMIT, changes: [] },
      schema: {
        tags: ['sessions'],
        summary: 'Record a mobile-app session (public; rate-limited per client address)',
        body: sessionReportBody,
        response: {
          201: recordedSessionJson,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const values = await validate(appSessionSchema, request.body);
      const session = { userId: values.userId, durationSeconds: values.durationSeconds, date: values.date ?? tiraneToday() };
      await repository.record(session);
      return reply.code(201).send(session);
    },
  );

  app.get(
    '/api/sessions/all-user-durations',
    {
      onRequest: [app.requireRole('ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['sessions'],
        summary: 'Total seconds per mobile-app user and day, newest day first',
        security: bearerAuth,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                userId: { type: 'string' },
                date: { type: 'string', format: 'date' },
                totalDuration: { type: 'integer', description: 'Seconds' },
              },
              required: ['userId', 'date', 'totalDuration'],
            },
          },
          ...errorResponses(401, 403),
        },
      },
    },
    () => repository.listUserDayDurations(),
  );
};
